package engine

import (
	"github.com/chuhe-engine/chuhe/position"
)

// decideLocked records a game result and sets Draw and Resign per the
// options (thresholds documented on DefaultOptions).
func (e *Engine) decideLocked(res *Result, pos *position.Position, game, drawOffered bool, opts Options) {
	if res.Move == position.NoMove {
		return
	}
	opts = opts.styled()
	// One history per side: a process playing both sides (a GUI's
	// engine-vs-engine game) must not mix the two, whose signs alternate.
	side := pos.Side()
	if game {
		e.scores[side] = append(e.scores[side], res.Score)
	}
	if drawOffered && opts.DrawAccept && res.Score <= opts.DrawAcceptScore {
		res.Draw = true
		return
	}
	if !game {
		return
	}
	if opts.DrawOffer && pos.HalfMoveClock() >= opts.DrawQuietPlies &&
		lastAll(e.scores[side], opts.DrawOfferMoves, func(s int) bool { return s >= -opts.DrawOfferScore && s <= opts.DrawOfferScore }) {
		res.Draw = true
		return
	}
	if opts.Resign && lastAll(e.scores[side], opts.ResignMoves, func(s int) bool { return s <= -opts.ResignScore }) {
		res.Resign = true
	}
}

// lastAll reports whether the last n scores exist and all satisfy ok.
func lastAll(scores []int, n int, ok func(int) bool) bool {
	if n <= 0 || len(scores) < n {
		return false
	}
	for _, s := range scores[len(scores)-n:] {
		if !ok(s) {
			return false
		}
	}
	return true
}
