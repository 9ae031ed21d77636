package search

import (
	"time"

	"github.com/chuhe-engine/chuhe/position"
)

// Time use between iterations. The engine's budget gives an optimum per
// move; the search stretches or shrinks it by how settled the result is,
// since a best move that keeps changing, or a score that is falling, is
// where extra time changes the move played, while a move that has stood
// for several iterations rarely changes with one more. The factors
// (stableScale ... maxDropScale) are in params_const.go, in hundredths.

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
	f := float64(stableScale)/100 + float64(changeScale)/100*k.changes
	if drop > 0 {
		f *= min(1+float64(drop)/float64(dropPerDouble), float64(maxDropScale)/100)
	}
	return min(f, float64(maxTimeScale)/100)
}

// scaled applies factor f to duration d.
func scaled(d time.Duration, f float64) time.Duration {
	return time.Duration(float64(d) * f)
}
