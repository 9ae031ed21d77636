//go:build tune

package tune

import (
	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/position"
)

// qsDepth bounds the capture search used to tell quiet positions.
const qsDepth = 12

// staticRed returns the static evaluation of p from Red's point of view.
func staticRed(p *position.Position, a *eval.Accum) int {
	v := eval.Evaluate(p, a)
	if p.Side() == position.Black {
		v = -v
	}
	return v
}

// quiesce is a capture-only alpha-beta search from the side to move's
// point of view (stand pat on the static score).
func quiesce(p *position.Position, a eval.Accum, alpha, beta, depth int) int {
	stand := eval.Evaluate(p, &a)
	if stand >= beta || depth == 0 {
		return stand
	}
	alpha = max(alpha, stand)
	var l position.MoveList
	p.GenerateLegal(&l, position.GenCaptures)
	for i := 0; i < l.N; i++ {
		m := l.Moves[i]
		na := a.After(p, m)
		p.MakeMove(m)
		v := -quiesce(p, na, -beta, -alpha, depth-1)
		p.UnmakeMove()
		if v >= beta {
			return v
		}
		alpha = max(alpha, v)
	}
	return alpha
}

// IsQuiet reports whether p suits the tuner: the side to move is not in
// check and no capture sequence changes the static score (the capture
// search returns the static evaluation itself).
func IsQuiet(p *position.Position) bool {
	if p.InCheck() {
		return false
	}
	a := eval.NewAccum(p)
	stand := eval.Evaluate(p, &a)
	return quiesce(p, a, stand-1, stand+1, qsDepth) == stand
}
