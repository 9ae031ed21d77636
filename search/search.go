// Package search finds the best move: iterative deepening with aspiration
// windows over a principal-variation alpha-beta search, quiescence, the
// usual pruning and reductions, a shared transposition table and Lazy SMP.
// It plays by the rules of docs/RULES.md §7 inside the tree.
package search

import (
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
)

// Score limits.
const (
	// MaxPly is the deepest ply the search reaches.
	MaxPly = 128
	// Mate is the score of giving mate at the root; mate in n plies scores
	// Mate-n, being mated in n plies -(Mate-n).
	Mate = 10000
	// MateBound: scores at or beyond it (in absolute value) are mates.
	MateBound = Mate - MaxPly
	infinity  = Mate + 1
	drawScore = 0
)

// Limits tells a search when to stop and what to look at.
type Limits struct {
	Depth       int             // 0 = no limit
	Nodes       uint64          // 0 = no limit
	Start       time.Time       // when the clock started (zero = now)
	Optimum     time.Duration   // soft: don't start a new iteration after it (0 = none)
	Maximum     time.Duration   // hard: stop at once when reached (0 = none)
	Infinite    bool            // ponder/infinite: no time limit until Control.SetTimeLimits
	SearchMoves []position.Move // only these root moves (empty = all)
	BanMoves    []position.Move // never these root moves (UCCI banmoves)
	MultiPV     int             // 0 or 1 = single PV
	Hint        Hint            // earlier analysis of this position
	// Control stops this search and sets its clock from other goroutines;
	// nil: the search makes its own and nothing can stop it early.
	Control *Control
}

// Hint is an earlier analysis of the root: its move is tried first and, when
// Depth > 0, the first aspiration window is centred on its score.
type Hint struct {
	Move         position.Move
	Score, Depth int
}

// Info is one progress report: a finished iteration, or one line of it with
// MultiPV.
type Info struct {
	Depth, SelDepth, MultiPV int
	Score                    int
	Bound                    Bound
	Nodes                    uint64
	NPS                      uint64
	Time                     time.Duration
	Hashfull                 int // permille
	PV                       []position.Move
}

// Result is what a search found. Move is NoMove when there is no legal move.
type Result struct {
	Move, Ponder position.Move
	Score, Depth int
	Nodes        uint64
	PV           []position.Move
}

// ProbeEntry is a transposition-table entry as UCCI `probe` shows it.
type ProbeEntry struct {
	Move         position.Move
	Score, Depth int
	Bound        Bound
}

// Searcher owns the transposition table and the search threads. Search
// runs one search at a time; the search's Control (Limits.Control) is what
// other goroutines use to stop it.
type Searcher struct {
	tt       *TT
	threads  []*thread
	ctl      *Control // of the running search
	limits   Limits
	nodeStop uint64
	net      *nnue.Net // nil: the hand-written evaluation

	// holdDepth is set by the main thread when the iterations should stop
	// deepening a full ply (searchAgainPct); every thread reads it.
	holdDepth atomic.Bool
}

// New returns a searcher with a table of hashMB megabytes (a bad size falls
// back to 16) and the given number of threads.
func New(hashMB, threads int) *Searcher {
	s := &Searcher{ctl: new(Control)}
	if err := s.SetHashSize(hashMB); err != nil {
		s.tt, _ = newTT(16)
	}
	s.SetThreads(threads)
	return s
}

// SetHashSize reallocates the transposition table (not during a search).
func (s *Searcher) SetHashSize(mb int) error {
	if err := checkTTSize(mb); err != nil {
		return err
	}
	if s.tt != nil && len(s.tt.buckets)*64 > clearBytes {
		// Give a big old table back before taking the new one, so that
		// the two are never held at once.
		s.tt = nil
		runtime.GC()
	}
	tt, err := newTT(mb)
	if err != nil {
		return err
	}
	s.tt = tt
	return nil
}

// SetThreads sets how many threads search (1..256; not during a search).
func (s *Searcher) SetThreads(n int) {
	n = max(1, min(n, 256))
	for len(s.threads) < n {
		s.threads = append(s.threads, newThread(s, len(s.threads)))
	}
	s.threads = s.threads[:n]
}

// SetNet makes the search evaluate with n, or with the hand-written
// evaluation when n is nil (not during a search). The table is cleared:
// its stored static scores came from the other evaluation.
func (s *Searcher) SetNet(n *nnue.Net) {
	if n != s.net {
		s.net = n
		s.tt.clear()
	}
}

// Net returns the network the search evaluates with, nil for the
// hand-written evaluation.
func (s *Searcher) Net() *nnue.Net { return s.net }

// NewGame clears the transposition table and the history tables.
func (s *Searcher) NewGame() {
	s.tt.clear()
	for _, t := range s.threads {
		t.clearTables()
	}
}

// Probe looks the position up in the transposition table; the move is
// returned only if it is legal.
func (s *Searcher) Probe(p *position.Position) (ProbeEntry, bool) {
	h, ok := s.tt.probe(p.Key(), 0)
	if !ok {
		return ProbeEntry{}, false
	}
	if h.move != position.NoMove && !p.IsLegalMove(h.move) {
		h.move = position.NoMove
	}
	return ProbeEntry{Move: h.move, Score: h.score, Depth: h.depth, Bound: h.bound}, true
}

// totalNodes sums the node counts the threads have published.
func (s *Searcher) totalNodes() uint64 {
	var n uint64
	for _, t := range s.threads {
		n += t.published.Load()
	}
	return n
}

// Search finds the best move in p within lim, calling onInfo (if not nil)
// from the searching goroutine after each iteration. p is not modified.
// It returns when a limit is reached or the search is stopped; holding the
// answer of an infinite search until the GUI asks is the caller's business.
func (s *Searcher) Search(p *position.Position, lim Limits, onInfo func(Info)) Result {
	ctl := lim.Control
	if ctl == nil {
		ctl = new(Control)
	}
	ctl.begin(&lim)
	s.ctl = ctl
	s.limits = lim
	s.nodeStop = lim.Nodes
	s.tt.newSearch()
	s.holdDepth.Store(false)

	root := rootMoves(p, lim)
	if len(root) == 0 {
		return Result{Move: position.NoMove, Score: -Mate}
	}
	var wg sync.WaitGroup
	for _, t := range s.threads {
		t.prepare(p, root)
	}
	for _, t := range s.threads[1:] {
		wg.Add(1)
		go func(t *thread) {
			defer wg.Done()
			t.iterate(nil)
		}(t)
	}
	main := s.threads[0]
	main.iterate(onInfo)
	ctl.Stop() // the helpers
	wg.Wait()

	best := main
	for _, t := range s.threads[1:] {
		if t.completedDepth > best.completedDepth && t.bestScore >= best.bestScore ||
			t.completedDepth >= best.completedDepth && t.bestScore > best.bestScore && t.bestScore >= MateBound {
			best = t
		}
	}
	rm := best.root[0]
	res := Result{Move: rm.move, Score: rm.score, Depth: best.completedDepth, Nodes: s.totalNodes()}
	if best.completedDepth > 0 {
		res.Score = best.bestScore
	} else if res.Score == -infinity {
		res.Score = 0 // stopped before the first move was searched: no opinion
	}
	res.PV = append([]position.Move(nil), rm.pv...)
	if len(res.PV) == 0 {
		res.PV = []position.Move{rm.move}
	}
	if len(res.PV) > 1 {
		res.Ponder = res.PV[1]
	} else {
		res.Ponder = s.ponderFromTT(p, rm.move)
	}
	return res
}

// ponderFromTT finds a reply to best in the table when the PV is one move.
func (s *Searcher) ponderFromTT(p *position.Position, best position.Move) position.Move {
	q := p.Copy()
	q.MakeMove(best)
	if e, ok := s.Probe(q); ok {
		return e.Move
	}
	return position.NoMove
}

// AllowedMoves returns the legal moves of p that a search may play: only
// those in searchMoves when it is not empty (UCI searchmoves), never those
// in banMoves (UCCI banmoves). The engine uses it too, so the move it falls
// back on is always one the search could have chosen.
func AllowedMoves(p *position.Position, searchMoves, banMoves []position.Move) []position.Move {
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	var out []position.Move
	for _, m := range l.Slice() {
		if len(searchMoves) > 0 && !slices.Contains(searchMoves, m) || slices.Contains(banMoves, m) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// rootMoves lists the root moves the limits allow, the hint first.
func rootMoves(p *position.Position, lim Limits) []rootMove {
	var out []rootMove
	for _, m := range AllowedMoves(p, lim.SearchMoves, lim.BanMoves) {
		rm := rootMove{move: m, score: -infinity}
		if m == lim.Hint.Move {
			out = append([]rootMove{rm}, out...)
		} else {
			out = append(out, rm)
		}
	}
	return out
}

// ln is the natural logarithm of a positive int, for the LMR table.
func ln(x int) float64 { return math.Log(float64(x)) }
