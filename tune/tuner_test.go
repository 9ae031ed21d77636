//go:build tune

package tune

import (
	"testing"

	"github.com/chuhe-engine/chuhe/eval"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixture is a few thousand quiet positions from tune/gen.sh self-play:
// cmd/tune extract of tune/data/games/selfplay-1.pgn.gz (see tune/README.md).
const fixture = "testdata/fixture.txt.gz"

// saveParams returns a function restoring the current values of ps.
func saveParams(ps []eval.Param) func() {
	vals := make([]int, len(ps))
	for i, p := range ps {
		vals[i] = *p.Ptr
	}
	return func() {
		for i, p := range ps {
			*p.Ptr = vals[i]
		}
		eval.Rebuild()
	}
}

func values(ps []eval.Param) []int {
	v := make([]int, len(ps))
	for i, p := range ps {
		v[i] = *p.Ptr
	}
	return v
}

func fixtureTuner(t *testing.T, n, workers int) *Tuner {
	t.Helper()
	es, err := ReadFile(fixture)
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(es), n)
	tu, err := NewTuner(es[:n], workers)
	require.NoError(t, err)
	return tu
}

func TestLossDoesNotDependOnWorkers(t *testing.T) {
	a := fixtureTuner(t, chunk+500, 1)
	b := fixtureTuner(t, chunk+500, 3)
	assert.Equal(t, a.Loss(1), b.Loss(1))
}

func TestFitKBeatsNeighbours(t *testing.T) {
	tu := fixtureTuner(t, 2000, 2)
	k := tu.FitK()
	assert.Greater(t, k, 0.05)
	assert.Less(t, k, 4.0)
	assert.LessOrEqual(t, tu.Loss(k), tu.Loss(k*1.2))
	assert.LessOrEqual(t, tu.Loss(k), tu.Loss(k/1.2))
}

// TestLocalSearchLowersLossAndReproduces: on the fixture one pass lowers the
// loss, and the same seed from the same start gives the same weights.
func TestLocalSearchLowersLossAndReproduces(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 1000
	}
	tu := fixtureTuner(t, n, 2)
	ps := eval.Params()
	restore := saveParams(ps)
	defer restore()

	k := tu.FitK()
	start := tu.Loss(k)
	opt := Options{K: k, Steps: []int{6}, Passes: 1, Seed: 42}
	final := tu.LocalSearch(ps, opt)
	assert.Less(t, final, start)
	assert.InDelta(t, final, tu.Loss(k), 1e-15, "LocalSearch leaves its best weights in place")
	first := values(ps)

	restore()
	again := tu.LocalSearch(ps, opt)
	assert.Equal(t, final, again)
	assert.Equal(t, first, values(ps))
}

// TestLocalSearchRegHoldsWeights: a penalty far above any gain in loss
// keeps every weight where it started.
func TestLocalSearchRegHoldsWeights(t *testing.T) {
	tu := fixtureTuner(t, 1000, 2)
	ps := eval.Params()
	restore := saveParams(ps)
	defer restore()
	before := values(ps)
	tu.LocalSearch(ps, Options{K: 1, Steps: []int{4}, Passes: 1, Seed: 1, Reg: 1})
	assert.Equal(t, before, values(ps))
}
