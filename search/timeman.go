package search

import (
	"time"

	"github.com/chuhe-engine/chuhe/position"
)

// Time use between iterations. The engine's budget gives an optimum per
// move; the search stretches or shrinks it by how settled the result is,
// since a best move that keeps changing, or a score that is falling, is
// where extra time changes the move played, while a move that has stood
// for several iterations rarely changes with one more.
const (
	stableScale   = 0.70 // optimum share when the best move never changes
	changeScale   = 0.65 // added per (decaying) best-move change
	maxTimeScale  = 2.0  // at most this many optimums
	dropPerDouble = 120  // a score drop of this many centipawns doubles the share
	maxDropScale  = 1.6  // cap of the falling-score factor
)

// timeKeeper follows the main thread's iterations to scale the optimum.
type timeKeeper struct {
	best    position.Move
	changes float64 // best-move changes, halved every iteration
	score   int
	iters   int
}

// observe records a finished iteration's best move and score and returns
// the factor to apply to the optimum before deciding to start another.
func (k *timeKeeper) observe(best position.Move, score int) float64 {
	k.changes /= 2
	drop := 0
	if k.iters > 0 {
		if best != k.best {
			k.changes++
		}
		if abs(k.score) < MateBound {
			drop = k.score - score
		}
	}
	k.best, k.score, k.iters = best, score, k.iters+1
	f := stableScale + changeScale*k.changes
	if drop > 0 {
		f *= min(1+float64(drop)/dropPerDouble, maxDropScale)
	}
	return min(f, maxTimeScale)
}

// scaled applies factor f to duration d.
func scaled(d time.Duration, f float64) time.Duration {
	return time.Duration(float64(d) * f)
}
