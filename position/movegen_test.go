package position

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// legalFrom lists the legal moves of the piece on square from, sorted.
func legalFrom(t *testing.T, fen, from string) string {
	t.Helper()
	p, err := FromFEN(fen)
	require.NoError(t, err)
	var l MoveList
	p.GenerateLegal(&l, GenAll)
	var out []string
	for _, m := range l.Slice() {
		if m.From().String() == from {
			out = append(out, m.To().String())
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func TestPieceMoves(t *testing.T) {
	cases := []struct {
		rule, name, fen, from, want string
	}{
		{"[R-K]", "general stays in palace", "5k3/9/9/9/9/9/9/9/9/3K5 w", "d0", "d1 e0"},
		{"[R-K]", "general from centre", "5k3/9/9/9/9/9/9/9/4K4/9 w", "e1", "d1 e0 e2"},
		{"[R-A]", "advisor five points", "3k5/9/9/9/9/9/9/9/4A4/5K3 w", "e1", "d0 d2 f2"},
		{"[R-B]", "elephant eye blocked", "5k3/9/9/9/9/9/9/9/3N5/2B1K4 w", "c0", "a2"},
		{"[R-B]", "elephant never crosses river", "3k5/9/9/9/9/2B6/9/9/9/4K4 w", "c4", "a2 e2"},
		{"[R-N]", "horse hobbled leg", "3k5/9/9/9/9/9/4P4/4N4/9/5K3 w", "e2", "c1 c3 d0 g1 g3"},
		{"[R-N]", "horse free", "3k5/9/9/9/9/4N4/9/9/9/5K3 w", "e4", "c3 c5 d2 d6 f2 f6 g3 g5"},
		{"[R-R]", "rook stops at pieces, captures enemy", "5k3/9/9/9/4p4/9/9/4R4/9/3K5 w", "e2", "a2 b2 c2 d2 e0 e1 e3 e4 e5 f2 g2 h2 i2"},
		{"[R-C]", "cannon needs exactly one screen", "5k3/9/4n4/9/4p4/9/9/4C4/4A4/3K5 w", "e2", "a2 b2 c2 d2 e3 e4 e7 f2 g2 h2 i2"},
		{"[R-C]", "cannon never captures without screen", "5k3/9/9/9/9/9/9/2p1C4/9/3K5 w", "e2", "d2 e0 e1 e3 e4 e5 e6 e7 e8 e9 f2 g2 h2 i2"},
		{"[R-P]", "pawn before river moves forward only", "5k3/9/9/9/9/9/4P4/9/9/3K5 w", "e3", "e4"},
		{"[R-P]", "pawn after river moves sideways", "5k3/9/9/9/4P4/9/9/9/9/3K5 w", "e5", "d5 e6 f5"},
		{"[R-P]", "red pawn on last rank", "4P4/3k5/9/9/9/9/9/9/9/5K3 w", "e9", "d9 f9"},
		{"[R-FLY]", "piece pinned by facing general", "4k4/9/9/9/9/9/9/9/4N4/4K4 w", "e1", ""},
		{"[R-FLY]", "general may not step onto open file", "4k4/9/9/9/9/9/9/9/9/3K5 w", "d0", "d1"},
		{"[R-SELF]", "pinned horse cannot move", "4k4/9/9/9/9/4r4/9/9/4N4/4K4 w", "e1", ""},
		{"[R-C]", "removing the screen answers a cannon check", "3k5/9/9/9/9/4c4/9/9/4N4/4K4 w", "e1", "c0 c2 d3 f3 g0 g2"},
		{"[R-SELF]", "piece may not become a cannon screen", "3k5/9/9/9/9/4c4/9/9/2N6/4K4 w", "c1", "a0 a2 b3 d3"},
	}
	for _, c := range cases {
		t.Run(c.rule+" "+c.name, func(t *testing.T) {
			if c.from == "" {
				return
			}
			assert.Equal(t, c.want, legalFrom(t, c.fen, c.from))
		})
	}
}

// [R-MATE] a position with no legal move at all, and one with a single move.
func TestNoLegalMoves(t *testing.T) {
	p, err := FromFEN("3k5/R8/9/9/9/9/9/9/9/4K4 b") // d8 and e9 are covered: stalemate
	require.NoError(t, err)
	assert.False(t, p.HasLegalMove())
	assert.Equal(t, 0, p.CountLegal())
	assert.False(t, p.InCheck())

	p, err = FromFEN("3k5/9/R8/9/9/9/9/9/9/4K4 b")
	require.NoError(t, err)
	var l MoveList
	p.GenerateLegal(&l, GenAll)
	require.Equal(t, 1, l.N)
	assert.Equal(t, "d9d8", l.Moves[0].String())
}

func TestCheckDetection(t *testing.T) {
	cases := []struct {
		name, fen string
		check     bool
	}{
		{"rook off the file", "4k4/9/9/9/9/9/9/9/9/3R1K3 b", false},
		{"rook on file", "4k4/9/9/9/9/9/9/9/4R4/3K5 b", true},
		{"cannon with screen", "4k4/9/4n4/9/9/4C4/9/9/9/3K5 b", true},
		{"cannon without screen", "4k4/9/9/9/9/4C4/9/9/9/3K5 b", false},
		{"cannon two screens", "4k4/4a4/4n4/9/9/4C4/9/9/9/3K5 b", false},
		{"horse", "4k4/9/5N3/9/9/9/9/9/9/3K5 b", true},
		{"horse hobbled", "4k4/5n3/5N3/9/9/9/9/9/9/3K5 b", false},
		{"pawn in front", "9/4k4/4P4/9/9/9/9/9/9/3K5 b", true},
		{"pawn beside", "9/3Pk4/9/9/9/9/9/9/9/3K5 b", true},
		{"pawn behind does not check", "9/4k4/9/9/9/9/9/9/9/3K5 b", false},
	}
	for _, c := range cases {
		p, err := FromFEN(c.fen)
		require.NoError(t, err, c.name)
		assert.Equal(t, c.check, p.InCheck(), c.name)
	}
}

// playRandom plays up to n random legal moves from p and returns how many it played.
func playRandom(p *Position, rng *rand.Rand, n int) int {
	for i := 0; i < n; i++ {
		var l MoveList
		p.GenerateLegal(&l, GenAll)
		if l.N == 0 {
			return i
		}
		p.MakeMove(l.Moves[rng.IntN(l.N)])
	}
	return n
}

// After thousands of random moves and takebacks the incremental state equals
// a from-scratch rebuild, and unmaking restores the position bit for bit.
func TestRandomMakeUnmake(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 40; game++ {
		p := New()
		before := *p
		played := 0
		for i := 0; i < 150; i++ {
			var l MoveList
			p.GenerateLegal(&l, GenAll)
			if l.N == 0 {
				break
			}
			m := l.Moves[rng.IntN(l.N)]
			snapshot := *p
			keyAfter := p.KeyAfter(m)
			p.MakeMove(m)
			require.Equal(t, p.computeKey(), p.Key())
			require.Equal(t, keyAfter, p.Key())
			require.Equal(t, p.generalAttacked(p.side), p.InCheck())
			q, err := FromFEN(p.FEN())
			require.NoError(t, err)
			require.Equal(t, q.String(), p.String()) // same kinds on the same points, same key
			require.Equal(t, q.computeKey(), p.Key())
			require.Equal(t, q.occ, p.occ) // the line occupancy follows the moves
			if rng.IntN(3) == 0 {
				p.UnmakeMove()
				require.Equal(t, snapshot.board, p.board)
				require.Equal(t, snapshot.squares, p.squares)
				require.Equal(t, snapshot.occ, p.occ)
				require.Equal(t, snapshot.key, p.key)
				require.Equal(t, snapshot.halfmove, p.halfmove)
				require.Equal(t, snapshot.fullmove, p.fullmove)
				p.MakeMove(m)
			}
			played++
		}
		for ; played > 0; played-- {
			p.UnmakeMove()
		}
		require.Equal(t, before.board, p.board)
		require.Equal(t, before.squares, p.squares)
		require.Equal(t, before.occ, p.occ)
		require.Equal(t, before.key, p.key)
	}
}

// Pseudo-legal generation agrees with IsPseudoLegal and the capture/quiet
// split covers exactly GenAll.
func TestGeneratorModesAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 20; game++ {
		p := New()
		for i := 0; i < 100; i++ {
			var all, caps, quiets MoveList
			p.GenerateMoves(&all, GenAll)
			p.GenerateMoves(&caps, GenCaptures)
			p.GenerateMoves(&quiets, GenQuiets)
			require.Equal(t, all.N, caps.N+quiets.N)
			// Each mode lists its moves in the order GenAll does (the
			// capture generator finds line captures another way; the
			// search's move order, and so the bench, depends on it).
			wantCaps, wantQuiets := []Move{}, []Move{}
			for _, m := range all.Slice() {
				if p.At(m.To()) != NoPiece {
					wantCaps = append(wantCaps, m)
				} else {
					wantQuiets = append(wantQuiets, m)
				}
			}
			require.Equal(t, wantCaps, caps.Slice())
			require.Equal(t, wantQuiets, quiets.Slice())
			for _, m := range all.Slice() {
				require.True(t, p.IsPseudoLegal(m), m.String())
				require.Equal(t, p.IsLegal(m), p.fullLegal(m), m.String())
			}
			if playRandom(p, rng, 1) == 0 {
				break
			}
		}
	}
}

// fullLegal checks legality the slow way: play it and test the general.
func (p *Position) fullLegal(m Move) bool {
	p.MakeMove(m)
	ok := !p.generalAttacked(p.side.Opponent())
	p.UnmakeMove()
	return ok
}

func TestNullMove(t *testing.T) {
	p := New()
	key := p.Key()
	p.MakeNullMove()
	assert.Equal(t, Black, p.Side())
	assert.Equal(t, p.computeKey(), p.Key())
	p.UnmakeNullMove()
	assert.Equal(t, key, p.Key())
	assert.Equal(t, Red, p.Side())
}

func TestParseMoveErrors(t *testing.T) {
	p := New()
	cases := []struct{ in, msg string }{
		{"h2e", `bad move "h2e": want four characters such as h2e2`},
		{"z2e2", `bad move "z2e2": want files a-i and ranks 0-9 such as h2e2`},
		{"h2h2", `bad move "h2h2": from and to are the same point`},
		{"e4e5", "illegal move e4e5: no piece on e4"},
		{"h7h0", "illegal move h7h0: the piece on h7 is black's and red is to move"},
		{"h2h8", "illegal move h2h8: a cannon cannot move that way"},
	}
	for _, c := range cases {
		_, err := p.ParseMove(c.in)
		require.Error(t, err, c.in)
		assert.Equal(t, c.msg, err.Error())
	}
	m, err := p.ParseMove("h2e2")
	require.NoError(t, err)
	assert.Equal(t, "h2e2", m.String())

	q, err := FromFEN("4k4/9/9/9/9/4r4/9/9/4N4/4K4 w")
	require.NoError(t, err)
	_, err = q.ParseMove("e1c2")
	assert.EqualError(t, err, "illegal move e1c2: it leaves the red general capturable")
}

// TestIsCapture: a move onto an enemy piece is a capture, one onto an
// empty point is not, whoever moves; and every legal move of the start
// position but the cannons' shots at the horses is quiet.
func TestIsCapture(t *testing.T) {
	tests := []struct {
		fen, move string
		capture   bool
	}{
		{StartFEN, "h2h9", true},  // cannon takes the horse
		{StartFEN, "h2e2", false}, // cannon to the centre
		{StartFEN, "h0g2", false}, // horse out
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1", "b7b0", true},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1", "b7b3", false},
	}
	for _, tt := range tests {
		t.Run(tt.move, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			require.NoError(t, err)
			m, err := ParseMove(tt.move)
			require.NoError(t, err)
			require.True(t, p.IsLegalMove(m))
			assert.Equal(t, tt.capture, p.IsCapture(m))
		})
	}
	p, err := FromFEN(StartFEN)
	require.NoError(t, err)
	var l MoveList
	p.GenerateLegal(&l, GenAll)
	captures := 0
	for _, m := range l.Slice() {
		if p.IsCapture(m) {
			captures++
		}
	}
	assert.Equal(t, 2, captures, "the start position's captures: b2b9 and h2h9")
}

func TestSquareCoordinates(t *testing.T) {
	for i := 0; i < 90; i++ {
		s := SquareFromIndex(i)
		require.True(t, s.IsOnBoard())
		require.Equal(t, i, s.Index())
		back, err := ParseSquare(s.String())
		require.NoError(t, err)
		require.Equal(t, s, back)
		require.Equal(t, s, s.Mirror().Mirror())
		require.Equal(t, s, s.Flip().Flip())
	}
	assert.Equal(t, "e0", MakeSquare(4, 0).String())
	assert.Equal(t, "i9", MakeSquare(8, 9).String())
}

func TestAttacked(t *testing.T) {
	cases := []struct {
		name, fen, sq string
		by            Side
		want          bool
	}{
		{"[R-A] advisor covers palace point", "4k4/9/9/9/9/9/9/9/4A4/3K5 w", "d2", Red, true},
		{"[R-A] advisor not outside palace", "4k4/9/9/9/9/9/9/9/4A4/3K5 w", "c2", Red, false},
		{"[R-K] general covers neighbour", "4k4/9/9/9/9/9/9/9/9/3K5 w", "d1", Red, true},
		{"[R-K] general not outside palace", "4k4/9/9/9/9/9/9/9/9/3K5 w", "c0", Red, false},
		{"[R-B] elephant covers point", "4k4/9/9/9/9/9/9/9/9/2BK5 w", "e2", Red, true},
		{"[R-B] elephant eye blocked", "4k4/9/9/9/9/9/9/9/3N5/2BK5 w", "e2", Red, false},
		{"[R-B] elephant not across river", "4k4/9/9/9/9/2B6/9/9/9/3K5 w", "e6", Red, false},
		{"[R-N] horse covers", "4k4/9/9/9/9/9/9/4N4/9/3K5 w", "f4", Red, true},
		{"[R-N] horse leg blocked", "4k4/9/9/9/9/9/4P4/4N4/9/3K5 w", "f4", Red, false},
		{"[R-C] cannon over screen", "4k4/4a4/9/9/9/4P4/9/4C4/9/3K5 w", "e7", Red, true},
		{"[R-C] cannon without screen", "4k4/9/9/9/9/9/9/4C4/9/3K5 w", "e7", Red, false},
		{"[R-R] rook", "4k4/4a4/9/9/9/9/9/4R4/9/3K5 w", "e7", Red, true},
		{"[R-P] pawn forward", "4k4/9/9/9/9/9/4P4/9/9/3K5 w", "e4", Red, true},
		{"[R-P] uncrossed pawn not sideways", "4k4/9/9/9/9/9/4P4/9/9/3K5 w", "d3", Red, false},
		{"[R-P] crossed pawn sideways", "4k4/9/9/9/4P4/9/9/9/9/3K5 w", "d5", Red, true},
		{"[R-P] black pawn forward is down", "4k4/9/9/9/9/4p4/9/9/9/3K5 w", "e3", Black, true},
	}
	for _, c := range cases {
		p, err := FromFEN(c.fen)
		require.NoError(t, err, c.name)
		sq, err := ParseSquare(c.sq)
		require.NoError(t, err)
		assert.Equal(t, c.want, p.Attacked(sq, c.by), c.name)
	}
}
