package engine

import (
	"slices"
	"time"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/search"
)

// Go starts searching a copy of p and returns at once. onInfo (may be nil)
// receives progress reports and onDone exactly one Result, both on the
// search goroutine; Wait returns only after onDone has returned. Go fails
// with ErrBusy while another search runs.
func (e *Engine) Go(p *position.Position, lim Limits, onInfo func(Info), onDone func(Result)) error {
	// The GUI's clock is already running: whatever applying new sizes
	// costs counts against this move's budget.
	start := time.Now()
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.running {
		return ErrBusy
	}
	if err := e.applyLocked(); err != nil {
		return err
	}
	j := &job{lim: lim, drawOffered: lim.DrawOffered, ctl: new(search.Control), release: make(chan struct{})}
	j.optimum, j.maximum = Budget(lim, e.opts.MoveOverhead)
	done := make(chan struct{})
	e.running, e.pondering, e.job, e.done = true, lim.Ponder, j, done
	if !lim.Ponder && !lim.Infinite {
		e.armLocked(j, j.maximum)
	}
	go e.run(p.Copy(), j, e.opts, e.cache, start, onInfo, onDone, done)
	return nil
}

// run is the search goroutine of one Go.
func (e *Engine) run(pos *position.Position, j *job, opts Options, cache *analysisCache,
	start time.Time, onInfo func(Info), onDone func(Result), done chan struct{}) {
	lim := j.lim
	allowed := search.AllowedMoves(pos, lim.SearchMoves, lim.BanMoves)
	var res Result
	switch v := pos.Judge(); {
	case v.Over() && (!lim.PlayOn || v.Reason == position.Checkmate || v.Reason == position.Stalemate):
		res.Over, res.Verdict = v.Reason.String(), v
	case len(allowed) == 0:
		res.Over = "all moves banned"
	default:
		res = e.searchRoot(pos, j, allowed, opts, cache, start, onInfo)
	}
	e.hold(j)

	e.mu.Lock()
	if j.timer != nil {
		j.timer.Stop()
	}
	// A ponder search that was never hit (a miss, then stop) is not a move
	// of ours in the game; an analysis is not a game at all.
	game := !lim.Infinite && (!lim.Ponder || j.hit)
	e.decideLocked(&res, pos, game, j.drawOffered, opts)
	e.running, e.pondering = false, false
	e.mu.Unlock()

	if onDone != nil {
		onDone(res)
	}
	close(done)
}

// hold keeps the answer of an infinite or ponder search until Stop (or
// PonderHit for a ponder): a GUI analysing or pondering expects the answer
// only then, however the thinking ended (out of depth, a node or mate
// limit, a game already over). This is the only hold: the searcher returns
// as soon as it has nothing more to do.
func (e *Engine) hold(j *job) {
	if j.lim.Infinite || j.lim.Ponder {
		<-j.release
	}
}

// searchRoot runs the searcher with the cache's hint and returns a result
// whose move is always one of the allowed root moves.
func (e *Engine) searchRoot(pos *position.Position, j *job, allowed []position.Move, opts Options,
	cache *analysisCache, start time.Time, onInfo func(Info)) Result {
	lim := j.lim
	sl := search.Limits{
		Depth:       lim.Depth,
		Nodes:       lim.Nodes,
		Start:       start,
		Infinite:    lim.Infinite || lim.Ponder,
		SearchMoves: lim.SearchMoves,
		BanMoves:    lim.BanMoves,
		MultiPV:     opts.MultiPV,
		Control:     j.ctl,
	}
	if !sl.Infinite {
		sl.Optimum, sl.Maximum = j.optimum, j.maximum
	}
	if lim.Mate > 0 {
		d := min(2*lim.Mate+2, search.MaxPly-1)
		if sl.Depth == 0 || sl.Depth > d {
			sl.Depth = d
		}
	}
	restricted := len(lim.SearchMoves) > 0 || len(lim.BanMoves) > 0
	key, sig := pos.Key(), historySig(pos)
	if a, ok := cache.get(key); ok && slices.Contains(allowed, a.Move) {
		sl.Hint = search.Hint{Move: a.Move, Score: a.Score, Depth: a.Depth}
		// The same position with the same history: show the known line at
		// once, before the search has finished its first iteration.
		if a.History == sig && onInfo != nil && pvLegal(pos, a.PV) {
			onInfo(Info{Depth: a.Depth, SelDepth: a.Depth, MultiPV: 1, Score: a.Score,
				Bound: search.BoundExact, Time: time.Since(start), PV: a.PV})
		}
	}
	info := onInfo
	if lim.Mate > 0 || onInfo == nil {
		info = func(in Info) {
			if lim.Mate > 0 && in.Bound == search.BoundExact && in.Score >= search.Mate-(2*lim.Mate-1) {
				j.ctl.Stop() // found the mate asked for
			}
			if onInfo != nil {
				onInfo(in)
			}
		}
	}
	r := e.s.Search(pos, sl, info)
	res := Result{Move: r.Move, Ponder: r.Ponder, Score: r.Score, Depth: r.Depth, Nodes: r.Nodes, PV: r.PV}
	if !slices.Contains(allowed, res.Move) {
		// Never play a banned, excluded or illegal move, whatever happened
		// (a search stopped before its first iteration returns nothing).
		res = Result{Move: allowed[0], Depth: 0, Nodes: r.Nodes, PV: []position.Move{allowed[0]}}
	}
	if res.Ponder != position.NoMove {
		pos.MakeMove(res.Move)
		if !pos.IsLegalMove(res.Ponder) {
			res.Ponder = position.NoMove
		}
		pos.UnmakeMove()
	}
	if !restricted && opts.MultiPV == 1 && res.Depth > 0 {
		cache.put(key, Analysis{Move: res.Move, Score: res.Score, Depth: res.Depth, PV: res.PV, History: sig})
	}
	return res
}

// pvLegal reports whether a line can be played from p (a cached PV could be
// stale after a Zobrist collision).
func pvLegal(p *position.Position, pv []position.Move) bool {
	q := p.Copy()
	for _, m := range pv {
		if !q.IsLegalMove(m) {
			return false
		}
		q.MakeMove(m)
	}
	return len(pv) > 0
}
