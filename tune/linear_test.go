//go:build tune

package tune

import (
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe/eval"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPSTGradientMatchesEvaluation: the counted gradient of a piece-square
// parameter predicts the change of the real evaluation when the parameter
// moves by 16: up to the integer division of the tapering (which truncates
// toward zero, so a score changing sign may round the other way), except
// where the end-game scale changes because the stronger side does.
func TestPSTGradientMatchesEvaluation(t *testing.T) {
	tu := fixtureTuner(t, 300, 2)
	ps := eval.Params()
	restore := saveParams(ps)
	defer restore()
	e0, rows := tu.linearise(ps)
	for _, name := range []string{"material[Pawn][1]", "material[Rook][0]", "pstAdjust[Horse][0][2][2]", "pstAdjust[Pawn][1][6][4]", "pstAdjust[General][0][0][4]"} {
		t.Run(name, func(t *testing.T) {
			j := -1
			for i, p := range ps {
				if p.Name == name {
					j = i
				}
			}
			require.GreaterOrEqual(t, j, 0)
			scale0 := endgameScales(tu)
			*ps[j].Ptr += 16
			eval.Rebuild()
			e1 := tu.evals()
			scale1 := endgameScales(tu)
			*ps[j].Ptr -= 16
			eval.Rebuild()
			moved := 0
			for i := range e0 {
				if scale0[i] != scale1[i] {
					continue // the stronger side changed: the score has a kink at 0
				}
				g := 0.0
				for _, c := range rows[i] {
					if int(c.j) == j {
						g = float64(c.g)
					}
				}
				assert.InDelta(t, e0[i]+16*g, e1[i], 1.001, "position %d (integer division may round by one)", i)
				if g != 0 {
					moved++
				}
			}
			assert.Positive(t, moved, "no fixture position uses %s", name)
		})
	}
}

// endgameScales returns eval.EndgameScale of every position of tu.
func endgameScales(tu *Tuner) []float64 {
	s := make([]float64, len(tu.pos))
	for i := range tu.pos {
		s[i] = eval.EndgameScale(&tu.pos[i])
	}
	return s
}

// TestFitLinearLowersLossAndReproduces: on the fixture the linear fit
// lowers the loss, and the same options give the same weights with another
// number of workers.
func TestFitLinearLowersLossAndReproduces(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 1000
	}
	ps := eval.Params()
	restore := saveParams(ps)
	defer restore()
	tu := fixtureTuner(t, n, 1)
	k := tu.FitK()
	start := tu.Loss(k)
	var log strings.Builder
	opt := LinearOptions{K: k, Reg: 1e-6, Relins: 2, Iters: 60, Rate: 2, Log: &log}
	final := tu.FitLinear(ps, opt)
	assert.Less(t, final, start)
	assert.InDelta(t, final, tu.Loss(k), 1e-15, "FitLinear leaves its weights in place")
	assert.Contains(t, log.String(), "relinearisation 2")
	first := values(ps)

	restore()
	opt.Log = nil
	again := fixtureTuner(t, n, 3).FitLinear(ps, opt)
	assert.Equal(t, final, again)
	assert.Equal(t, first, values(ps))
}

// TestFitLinearRegHoldsWeights: a penalty far above any gain in loss keeps
// every weight where it started.
func TestFitLinearRegHoldsWeights(t *testing.T) {
	tu := fixtureTuner(t, 1000, 2)
	ps := eval.Params()
	restore := saveParams(ps)
	defer restore()
	before := values(ps)
	tu.FitLinear(ps, LinearOptions{K: 1, Reg: 10, Relins: 1, Iters: 50, Rate: 0.2})
	assert.Equal(t, before, values(ps))
}
