package eval

import (
	"fmt"
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRebuildMatchesInit: Rebuild with unchanged parameters reproduces the
// tables pst.go built, so the tuner evaluates what the engine plays.
func TestRebuildMatchesInit(t *testing.T) {
	before := pst
	Rebuild()
	require.Equal(t, before, pst, "Rebuild diverged from pst.go's init; update eval/tuning.go")
}

// TestParamsChangeEvaluation: the listed parameters are distinct and reach Evaluate on a
// position where its term applies (the first one, an advisor value), and restoring it restores the score.
func TestParamsChangeEvaluation(t *testing.T) {
	p, err := position.FromFEN("3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1")
	require.NoError(t, err)
	eval := func() int { a := NewAccum(p); return Evaluate(p, &a) }
	base := eval()
	ps := Params()
	require.NotEmpty(t, ps)
	names := map[string]bool{}
	for _, prm := range ps {
		assert.False(t, names[prm.Name], "duplicate %s", prm.Name)
		names[prm.Name] = true
	}
	old := *ps[0].Ptr
	*ps[0].Ptr += 50
	Rebuild()
	assert.NotEqual(t, base, eval(), "%s does not reach Evaluate", ps[0].Name)
	*ps[0].Ptr = old
	Rebuild()
	assert.Equal(t, base, eval())
}

func TestGoSourceNamesVariables(t *testing.T) {
	src := GoSource()
	for _, v := range []string{"material =", "horseMobility =", "rookMobility =", "cannonMob =", "cannonTarget =", "attackUnit ="} {
		assert.Contains(t, src, v)
	}
	assert.Contains(t, src, fmt.Sprintf("position.Rook: {%d, %d}", material[position.Rook][0], material[position.Rook][1]))
}
