package search

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// setup builds a position from a FEN and plays space-separated moves.
func setup(t *testing.T, fen, moves string) *position.Position {
	t.Helper()
	p, err := position.FromMoves(fen, strings.Fields(moves)...)
	require.NoError(t, err)
	return p
}

// mateIn reports whether the side to move can force a win ([R-MATE]: no
// legal move loses) within n of its own moves, by brute force.
func mateIn(p *position.Position, n int) bool {
	if n == 0 {
		return false
	}
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	for _, m := range l.Slice() {
		p.MakeMove(m)
		won := true
		var replies position.MoveList
		p.GenerateLegal(&replies, position.GenAll)
		for _, r := range replies.Slice() {
			p.MakeMove(r)
			ok := mateIn(p, n-1)
			p.UnmakeMove()
			if !ok {
				won = false
				break
			}
		}
		p.UnmakeMove()
		if won {
			return true
		}
	}
	return false
}

// TestMateScores: mates in 1, 2 and 3 moves are found with the score of
// the shortest mate, checked by brute force ([R-MATE]).
func TestMateScores(t *testing.T) {
	tests := []struct {
		name, fen, moves string
		n                int // moves of the side to move until mate
	}{
		{"mate-01 rook", "3k5/9/9/9/R8/9/9/9/9/4K4 w - - 0 1", "", 1},
		{"mate-04 double cannon", "3aka3/9/9/9/9/1C7/4C4/9/9/3K5 w - - 0 1", "", 1},
		{"mate-07 black rook", "4k4/9/9/9/r8/9/9/9/9/3K5 b - - 0 1", "", 1},
		{"rook and general in 2", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 0 1", "", 2},
		{"black rook in 2", "3k5/9/6r2/9/9/9/9/9/6R2/5K3 b - - 2 30", "", 2},
		{"rook and horse in 3", "r2k5/9/9/2p6/9/1N7/9/9/9/4K3R w - - 0 1", "", 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := setup(t, tc.fen, tc.moves)
			require.True(t, mateIn(p, tc.n), "brute force finds no mate in %d", tc.n)
			require.False(t, mateIn(p, tc.n-1), "brute force finds a shorter mate")
			r := New(8, 1).Search(p, Limits{Depth: 2*tc.n + 3}, nil)
			assert.Equal(t, Mate-(2*tc.n-1), r.Score)
			q := p.Copy()
			require.True(t, q.IsLegalMove(r.Move))
			q.MakeMove(r.Move)
			assert.True(t, tc.n > 1 || !q.HasLegalMove(), "%s does not mate", r.Move)
		})
	}
}

// TestStalemateIsWin: stalemating the opponent wins ([R-MATE]).
func TestStalemateIsWin(t *testing.T) {
	tests := []struct{ name, fen, move string }{
		{"mate-02 rook seals the general", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a0a8"},
		{"mate-08 black rook", "4k4/9/9/9/9/r8/9/9/9/3K5 b - - 0 1", "a4a1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := setup(t, tc.fen, "")
			m, err := p.ParseMove(tc.move)
			require.NoError(t, err)
			q := p.Copy()
			q.MakeMove(m)
			require.False(t, q.InCheck() || q.HasLegalMove(), "%s is no stalemate", tc.move)
			r := New(8, 1).Search(p, Limits{Depth: 4, SearchMoves: []position.Move{m}}, nil)
			assert.Equal(t, Mate-1, r.Score)
		})
	}
}

// TestPerpetual: the engine never repeats a perpetual check that loses
// ([R-REP] level 2) or completes a losing chase cycle ([R-REP] level 1,
// [C1]-[C6]) when it has another move, and steers into the opponent's.
func TestPerpetual(t *testing.T) {
	const checkFEN = "3k5/9/9/9/9/9/9/3R5/9/5K3 b - - 0 1" // n120-15 with a fresh clock
	tests := []struct {
		name, fen, moves string
		avoid, play      string // the move that must not / must be chosen
		win              bool   // the side to move wins by the opponent's perpetual
	}{
		{"red must stop checking", checkFEN, "d9e9 d2e2 e9d9", "e2d2", "", false},
		{"black lets red check forever", checkFEN, "d9e9 d2e2 e9d9 e2d2", "", "d9e9", true},
		{"rep-010 red lets the black horse chase the rook", "4k4/9/4b4/2c2nR2/9/9/9/9/9/3K5 w - - 0 1",
			"g6g5 f6g8 g5g6 g8f6", "", "g6g5", true},
		{"rep-010 black stops chasing", "4k4/9/4b4/2c2nR2/9/9/9/9/9/3K5 w - - 0 1",
			"g6g5 f6g8 g5g6 g8f6 g6g5 f6g8 g5g6", "g8f6", "", false},
		{"rep-004 black lets the red cannon chase", "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1",
			"f4d4 f5d5 d4f4 d5f5 f4d4 f5d5 d4f4", "", "d5f5", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := setup(t, tc.fen, tc.moves)
			r := New(8, 1).Search(p, Limits{Depth: 6}, nil)
			if tc.avoid != "" {
				assert.NotEqual(t, tc.avoid, r.Move.String())
				assert.Greater(t, r.Score, -MateBound)
			}
			if tc.play != "" {
				assert.Equal(t, tc.play, r.Move.String())
			}
			if tc.win {
				assert.GreaterOrEqual(t, r.Score, MateBound)
			}
		})
	}
}

// TestRulesDraws: [R-MAT] and positions score as draws.
func TestRulesDraws(t *testing.T) {
	tests := []struct{ name, fen string }{
		{"mat-09 bare advisors", "4k1b2/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1"},
		{"n120 rook one ply from the limit", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 119 80"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := setup(t, tc.fen, "")
			r := New(8, 1).Search(p, Limits{Depth: 5}, nil)
			assert.Equal(t, 0, r.Score)
		})
	}
}

// TestLimits covers the stop paths: depth, nodes, time, Stop and infinite.
func TestLimits(t *testing.T) {
	p := position.New()
	s := New(8, 1)
	r := s.Search(p, Limits{Depth: 3}, nil)
	assert.Equal(t, 3, r.Depth)
	assert.NotEqual(t, position.NoMove, r.Move)

	r = s.Search(p, Limits{Nodes: 5000}, nil)
	assert.LessOrEqual(t, r.Nodes, uint64(5000))

	start := time.Now()
	s.Search(p, Limits{Maximum: 100 * time.Millisecond}, nil)
	assert.Less(t, time.Since(start), time.Second)

	// Infinite: no clock, so only the depth limit or Stop ends it.
	r = s.Search(p, Limits{Infinite: true, Depth: 2, Maximum: time.Nanosecond}, nil)
	assert.Equal(t, 2, r.Depth)

	done := make(chan Result)
	ctl := new(Control)
	go func() { done <- s.Search(p, Limits{Infinite: true, Control: ctl}, nil) }()
	time.Sleep(50 * time.Millisecond)
	select {
	case <-done:
		t.Fatal("infinite search returned before Stop")
	default:
	}
	ctl.Stop()
	r = <-done
	assert.NotEqual(t, position.NoMove, r.Move)

	// A Stop before the search starts is kept, not reset: the search ends
	// after its first iteration, which it always completes, so that even an
	// instant stop answers with a searched move.
	ctl = new(Control)
	ctl.Stop()
	r = s.Search(p, Limits{Infinite: true, Control: ctl}, nil)
	assert.Equal(t, 1, r.Depth)
	assert.Positive(t, r.Nodes)

	// Ponderhit: time limits end an infinite search, even when they come
	// before it starts.
	for _, early := range []bool{false, true} {
		ctl := new(Control)
		if early {
			ctl.SetTimeLimits(time.Now(), 50*time.Millisecond, 100*time.Millisecond)
		}
		go func() { done <- s.Search(p, Limits{Infinite: true, Control: ctl}, nil) }()
		if !early {
			time.Sleep(20 * time.Millisecond)
			ctl.SetTimeLimits(time.Now(), 50*time.Millisecond, 100*time.Millisecond)
		}
		select {
		case r = <-done:
			assert.NotEqual(t, position.NoMove, r.Move)
		case <-time.After(3 * time.Second):
			ctl.Stop()
			t.Fatal("ponderhit did not end the search")
		}
	}
}

// TestRootFilters: searchmoves, banmoves and no legal move.
func TestRootFilters(t *testing.T) {
	p := position.New()
	s := New(8, 1)
	only, _ := p.ParseMove("h0g2")
	r := s.Search(p, Limits{Depth: 3, SearchMoves: []position.Move{only}}, nil)
	assert.Equal(t, only, r.Move)

	ban, _ := p.ParseMove("b2e2")
	r = s.Search(p, Limits{Depth: 4, BanMoves: []position.Move{ban}}, nil)
	assert.NotEqual(t, ban, r.Move)

	mated := setup(t, "3k5/9/9/9/R8/9/9/9/9/4K4 w - - 0 1", "a5d5")
	r = s.Search(mated, Limits{Depth: 3}, nil)
	assert.Equal(t, position.NoMove, r.Move)
}

// TestMultiPV reports distinct lines, best first.
func TestMultiPV(t *testing.T) {
	s := New(8, 1)
	var infos []Info
	s.Search(position.New(), Limits{Depth: 4, MultiPV: 3}, func(i Info) { infos = append(infos, i) })
	var last []Info
	for _, i := range infos {
		if i.Depth == 4 {
			last = append(last, i)
		}
	}
	require.Len(t, last, 3)
	seen := map[position.Move]bool{}
	for k, i := range last {
		assert.Equal(t, k+1, i.MultiPV)
		assert.False(t, seen[i.PV[0]])
		seen[i.PV[0]] = true
		if k > 0 {
			assert.LessOrEqual(t, i.Score, last[k-1].Score)
		}
	}
}

// TestThreadsRace runs a short 4-thread search (meant for go test -race)
// while another goroutine stops it.
func TestThreadsRace(t *testing.T) {
	s := New(8, 4)
	ctl := new(Control)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		time.Sleep(300 * time.Millisecond)
		ctl.Stop()
	}()
	r := s.Search(position.New(), Limits{Depth: 9, Control: ctl}, nil)
	wg.Wait()
	assert.True(t, position.New().IsLegalMove(r.Move))
	_, ok := s.Probe(position.New())
	assert.True(t, ok)
}

// TestHint: the hinted move is searched first and a hinted window still
// finds the right result when the hint's score is far off.
func TestHint(t *testing.T) {
	p := position.New()
	m, err := p.ParseMove("h0g2")
	require.NoError(t, err)
	root := rootMoves(p, Limits{Hint: Hint{Move: m}})
	require.NotEmpty(t, root)
	assert.Equal(t, m, root[0].move)

	mate := setup(t, "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 0 1", "")
	r := New(8, 1).Search(mate, Limits{Depth: 7, Hint: Hint{Move: m, Score: -300, Depth: 12}}, nil)
	assert.Equal(t, Mate-3, r.Score)
}

// TestSearchWithNet: with a network the search evaluates through it (a
// net that scores every position 0 makes every quiet line 0) and keeps
// its accumulators right along the tree; back on the hand-written
// evaluation it searches as before.
func TestSearchWithNet(t *testing.T) {
	p := position.New()
	s := New(16, 1)
	base := s.Search(p, Limits{Depth: 6}, nil)
	s.SetNet(new(nnue.Net))
	require.NotNil(t, s.Net())
	res := s.Search(p, Limits{Depth: 6}, nil)
	assert.True(t, p.IsLegalMove(res.Move))
	assert.Equal(t, 0, res.Score)
	s.SetNet(nil)
	s.NewGame()
	again := s.Search(p, Limits{Depth: 6}, nil)
	assert.Equal(t, base.Nodes, again.Nodes, "the hand-written search must be unchanged")
}
