package engine

import (
	"time"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/search"
)

// pvTracker remembers the first moves of the last lines a search reported,
// so that the answer can be preceded by one more line when the move played
// is not the one shown last (docs/PROTOCOL.md: the last pv before bestmove starts
// with the move played). It runs on the search goroutine only.
type pvTracker struct {
	onInfo    func(Info)
	lastAny   position.Move // first move of the last line of the main PV
	lastExact position.Move // ... of the last exact one (all that UCCI shows)
	last      Info
}

// info is the onInfo to hand the search.
func (t *pvTracker) info(in Info) {
	if in.MultiPV <= 1 && len(in.PV) > 0 {
		t.lastAny = in.PV[0]
		if in.Bound == search.BoundExact {
			t.lastExact = in.PV[0]
		}
		t.last = in
	}
	t.onInfo(in)
}

// settle reports res's line when the last lines shown began otherwise: a
// stop in the middle of an iteration, or a fallback move.
func (t *pvTracker) settle(res Result, start time.Time) {
	if res.Move == position.NoMove || t.lastAny == res.Move && t.lastExact == res.Move {
		return
	}
	pv := res.PV
	if len(pv) == 0 || pv[0] != res.Move {
		pv = []position.Move{res.Move}
	}
	t.onInfo(Info{Depth: max(res.Depth, 1), SelDepth: max(res.Depth, t.last.SelDepth, 1), MultiPV: 1,
		Score: res.Score, Bound: search.BoundExact, Nodes: res.Nodes, Time: time.Since(start),
		Hashfull: t.last.Hashfull, PV: pv})
}
