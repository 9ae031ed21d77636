package engine

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

// Positions used across the tests.
const (
	// mated: Black to move is checkmated ([R-MATE], rules case mate-01).
	matedFEN = "3k5/9/9/9/3R5/9/9/9/9/4K4 b - - 1 1"
	// blackDown: Black to move, two rooks down — hopeless.
	blackDown = "3k5/9/9/9/9/9/9/9/4R4/R3K4 b - - 0 1"
)

func newTestEngine(t *testing.T, tweak func(*Options)) *Engine {
	t.Helper()
	o := DefaultOptions()
	o.HashMB = 1
	o.CacheMB = 1
	if tweak != nil {
		tweak(&o)
	}
	e, err := New(o)
	require.NoError(t, err)
	t.Cleanup(e.Close)
	return e
}

// searchSync runs one search to its end and returns the result.
func searchSync(t *testing.T, e *Engine, p *position.Position, lim Limits) Result {
	t.Helper()
	ch := make(chan Result, 1)
	require.NoError(t, e.Go(p, lim, nil, func(r Result) { ch <- r }))
	select {
	case r := <-ch:
		return r
	case <-time.After(30 * time.Second):
		e.Stop()
		t.Fatal("search did not finish")
		return Result{}
	}
}

func mustFEN(t *testing.T, fen string) *position.Position {
	t.Helper()
	p, err := position.FromFEN(fen)
	require.NoError(t, err)
	return p
}

func TestGoDepthReturnsLegalMove(t *testing.T) {
	e := newTestEngine(t, nil)
	p := position.New()
	r := searchSync(t, e, p, Limits{Depth: 2})
	require.NotEqual(t, position.NoMove, r.Move)
	assert.True(t, p.IsLegalMove(r.Move))
	assert.False(t, e.Searching())
}

func TestMatedHasNoMove(t *testing.T) {
	e := newTestEngine(t, nil)
	r := searchSync(t, e, mustFEN(t, matedFEN), Limits{Depth: 2})
	assert.Equal(t, position.NoMove, r.Move)
	assert.Equal(t, "checkmate", r.Over)
}

// TestBannedMoveNeverPlayed: ban every legal move but one; that one is played.
func TestBannedMoveNeverPlayed(t *testing.T) {
	e := newTestEngine(t, nil)
	p := position.New()
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	keep := l.Moves[7]
	var ban []position.Move
	for _, m := range l.Slice() {
		if m != keep {
			ban = append(ban, m)
		}
	}
	r := searchSync(t, e, p, Limits{Depth: 2, BanMoves: ban})
	assert.Equal(t, keep, r.Move)

	r = searchSync(t, e, p, Limits{Depth: 2, BanMoves: l.Slice()})
	assert.Equal(t, position.NoMove, r.Move)
	assert.Equal(t, "all moves banned", r.Over)
}

func TestSearchMovesRestrictRoot(t *testing.T) {
	e := newTestEngine(t, nil)
	p := position.New()
	m, err := p.ParseMove("a3a4")
	require.NoError(t, err)
	r := searchSync(t, e, p, Limits{Depth: 2, SearchMoves: []position.Move{m}})
	assert.Equal(t, m, r.Move)
}

// TestStopInfinite: an infinite search runs until Stop and then delivers
// its result promptly.
func TestStopInfinite(t *testing.T) {
	e := newTestEngine(t, nil)
	ch := make(chan Result, 1)
	require.NoError(t, e.Go(position.New(), Limits{Infinite: true}, nil, func(r Result) { ch <- r }))
	time.Sleep(50 * time.Millisecond)
	require.True(t, e.Searching())
	assert.ErrorIs(t, e.Go(position.New(), Limits{Depth: 1}, nil, nil), ErrBusy)
	start := time.Now()
	e.Stop()
	select {
	case r := <-ch:
		assert.NotEqual(t, position.NoMove, r.Move)
		assert.Less(t, time.Since(start), 2*time.Second, "stop latency (sanity only; BenchmarkStopLatency measures it)")
	case <-time.After(5 * time.Second):
		t.Fatal("no result after stop")
	}
	e.Wait()
	assert.False(t, e.Searching())
}

// TestRequestBeforeSearchBegins: a Stop or PonderHit sent the instant Go
// returns, before the search goroutine has started the searcher, still ends
// the search (each search has its own stop token, made by Go).
func TestRequestBeforeSearchBegins(t *testing.T) {
	tests := []struct {
		name string
		lim  Limits
		act  func(e *Engine)
	}{
		{"stop infinite", Limits{Infinite: true}, func(e *Engine) { e.Stop() }},
		{"stop ponder", Limits{Ponder: true, Clock: true, Time: time.Hour}, func(e *Engine) { e.Stop() }},
		{"ponderhit", Limits{Ponder: true, Clock: true, Time: 300 * time.Millisecond}, func(e *Engine) { e.PonderHit(false) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newTestEngine(t, nil)
			for range 20 {
				ch := make(chan Result, 1)
				require.NoError(t, e.Go(position.New(), tt.lim, nil, func(r Result) { ch <- r }))
				tt.act(e)
				select {
				case r := <-ch:
					assert.NotEqual(t, position.NoMove, r.Move)
				case <-time.After(5 * time.Second):
					e.Stop()
					t.Fatal("the request was lost")
				}
				e.Wait()
			}
		})
	}
}

// TestPonderHitStartsClock: a ponder search does not end by itself; after
// PonderHit it ends within its budget.
func TestPonderHitStartsClock(t *testing.T) {
	e := newTestEngine(t, nil)
	ch := make(chan Result, 1)
	lim := Limits{Ponder: true, Clock: true, Time: 600 * time.Millisecond}
	require.NoError(t, e.Go(position.New(), lim, nil, func(r Result) { ch <- r }))
	select {
	case <-ch:
		t.Fatal("ponder search ended before ponderhit")
	case <-time.After(300 * time.Millisecond):
	}
	require.True(t, e.Pondering())
	hit := time.Now()
	require.True(t, e.PonderHit(false))
	assert.False(t, e.PonderHit(false), "a second ponderhit has nothing to hit")
	select {
	case r := <-ch:
		assert.NotEqual(t, position.NoMove, r.Move)
		// The hard limit is about 75 ms; the bound is loose because a loaded
		// machine under -race can starve the search goroutine for a while.
		assert.Less(t, time.Since(hit), 1500*time.Millisecond, "within a generous bound")
	case <-time.After(5 * time.Second):
		t.Fatal("no result after ponderhit")
	}
}

// TestTimeNeverOverBudget: `go time 1000 increment 0` uses well under the
// second (a generous check of the time manager and the watchdog).
func TestTimeNeverOverBudget(t *testing.T) {
	e := newTestEngine(t, nil)
	start := time.Now()
	r := searchSync(t, e, position.New(), Limits{Clock: true, Time: time.Second})
	el := time.Since(start)
	assert.NotEqual(t, position.NoMove, r.Move)
	assert.Less(t, el, time.Second)
}

func TestResignAfterHopelessMoves(t *testing.T) {
	e := newTestEngine(t, func(o *Options) { o.ResignMoves = 2 })
	p := mustFEN(t, blackDown)
	r := searchSync(t, e, p, Limits{Depth: 2})
	assert.False(t, r.Resign, "one hopeless result is not enough")
	r = searchSync(t, e, p, Limits{Depth: 2})
	assert.True(t, r.Resign, "score %d", r.Score)

	// Analysis never resigns, and the option switches it off.
	r = searchSync(t, e, p, Limits{Depth: 2, Infinite: false, Nodes: 0, Mate: 0})
	assert.True(t, r.Resign)
	o := e.Options()
	o.Resign = false
	require.NoError(t, e.SetOptions(o))
	r = searchSync(t, e, p, Limits{Depth: 2})
	assert.False(t, r.Resign)
	e.NewGame()
	o.Resign = true
	require.NoError(t, e.SetOptions(o))
	r = searchSync(t, e, p, Limits{Depth: 2})
	assert.False(t, r.Resign, "a new game forgets the series")
}

func TestDrawOffer(t *testing.T) {
	e := newTestEngine(t, nil)
	// The losing side accepts an offered draw, the winning side declines.
	r := searchSync(t, e, mustFEN(t, blackDown), Limits{Depth: 2, DrawOffered: true})
	assert.True(t, r.Draw)
	winning := mustFEN(t, "3k5/9/9/9/9/9/9/9/4R4/R3K4 w - - 0 1")
	r = searchSync(t, e, winning, Limits{Depth: 2, DrawOffered: true})
	assert.False(t, r.Draw)

	o := e.Options()
	o.DrawAccept = false
	require.NoError(t, e.SetOptions(o))
	r = searchSync(t, e, mustFEN(t, blackDown), Limits{Depth: 2, DrawOffered: true})
	assert.False(t, r.Draw)
}

func TestDecideOffersDrawWhenLevelAndQuiet(t *testing.T) {
	e := newTestEngine(t, nil)
	o := DefaultOptions()
	quiet := mustFEN(t, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 60 40")
	loud := mustFEN(t, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 40")
	for i := 0; i < o.DrawOfferMoves-1; i++ {
		r := Result{Move: 1, Score: 3}
		e.decideLocked(&r, quiet, true, false, o)
		assert.False(t, r.Draw, "after %d level moves", i+1)
	}
	r := Result{Move: 1, Score: -3}
	e.decideLocked(&r, loud, true, false, o)
	assert.False(t, r.Draw, "a recent capture: not quiet")
	r = Result{Move: 1, Score: 0}
	e.decideLocked(&r, quiet, true, false, o)
	assert.True(t, r.Draw)
}

func TestOptionsValidate(t *testing.T) {
	bad := []func(*Options){
		func(o *Options) { o.HashMB = -1 },
		func(o *Options) { o.Threads = MaxThreads + 1 },
		func(o *Options) { o.MultiPV = 0 },
		func(o *Options) { o.CacheMB = -5 },
		func(o *Options) { o.MoveOverhead = -time.Second },
	}
	for i, f := range bad {
		o := DefaultOptions()
		f(&o)
		assert.Error(t, o.Validate(), "case %d", i)
	}
	assert.NoError(t, DefaultOptions().Validate())
}

func TestResolvePath(t *testing.T) {
	assert.Equal(t, "/abs/book.dat", ResolvePath("/abs/book.dat"))
	rel := ResolvePath("book.dat")
	assert.Contains(t, rel, "book.dat")
	assert.NotEqual(t, "book.dat", rel, "relative names resolve next to the executable")
}

// TestNoMoveHeldUntilStop: like the searcher, an infinite or ponder search
// of a finished game answers only at Stop (or PonderHit).
func TestNoMoveHeldUntilStop(t *testing.T) {
	e := newTestEngine(t, nil)
	for _, lim := range []Limits{{Infinite: true}, {Ponder: true, Depth: 3}} {
		ch := make(chan Result, 1)
		require.NoError(t, e.Go(mustFEN(t, matedFEN), lim, nil, func(r Result) { ch <- r }))
		select {
		case <-ch:
			t.Fatalf("%+v: answered before stop", lim)
		case <-time.After(100 * time.Millisecond):
		}
		if lim.Ponder {
			require.True(t, e.PonderHit(false))
		} else {
			e.Stop()
		}
		select {
		case r := <-ch:
			assert.Equal(t, position.NoMove, r.Move)
		case <-time.After(5 * time.Second):
			t.Fatal("no answer after stop/ponderhit")
		}
	}
}

// TestAnswerHeldWhilePonderingOrInfinite: a node or mate limit ends the
// thinking early, but a ponder search still answers only at PonderHit or
// Stop and an infinite one only at Stop (PROTOCOL.md: ponderhit starts the
// clock; UCI infinite never answers by itself).
func TestAnswerHeldWhilePonderingOrInfinite(t *testing.T) {
	mateIn1 := "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1"
	tests := []struct {
		name string
		fen  string
		lim  Limits
	}{
		{"ponder nodes", position.StartFEN, Limits{Ponder: true, Nodes: 500}},
		{"ponder mate", mateIn1, Limits{Ponder: true, Mate: 1}},
		{"infinite mate", mateIn1, Limits{Infinite: true, Mate: 1}},
		{"infinite nodes", position.StartFEN, Limits{Infinite: true, Nodes: 500}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newTestEngine(t, nil)
			ch := make(chan Result, 1)
			require.NoError(t, e.Go(mustFEN(t, tc.fen), tc.lim, nil, func(r Result) { ch <- r }))
			select {
			case <-ch:
				t.Fatal("answered before ponderhit or stop")
			case <-time.After(200 * time.Millisecond):
			}
			if tc.lim.Ponder {
				require.True(t, e.PonderHit(false))
			} else {
				e.Stop()
			}
			select {
			case r := <-ch:
				assert.NotEqual(t, position.NoMove, r.Move)
			case <-time.After(5 * time.Second):
				t.Fatal("no answer after ponderhit or stop")
			}
		})
	}
}

// TestSetOptionsAppliesWhenIdle: a new hash size is allocated when it is
// set (the GUI's setoption / isready before the game), not at the next go,
// where the GUI's clock already runs; during a search it waits for the next
// go, so setoption never blocks.
func TestSetOptionsAppliesWhenIdle(t *testing.T) {
	e := newTestEngine(t, nil)
	o := e.Options()
	o.HashMB = 2
	require.NoError(t, e.SetOptions(o))
	assert.Equal(t, 2, e.applied.HashMB, "applied at once when idle")

	require.NoError(t, e.Go(position.New(), Limits{Infinite: true}, nil, nil))
	o.HashMB = 3
	require.NoError(t, e.SetOptions(o))
	e.mu.Lock()
	applied := e.applied.HashMB
	e.mu.Unlock()
	assert.Equal(t, 2, applied, "not during a search")
	e.Stop()
	e.Wait()
	searchSync(t, e, position.New(), Limits{Depth: 1})
	assert.Equal(t, 3, e.applied.HashMB, "at the next go")
}
