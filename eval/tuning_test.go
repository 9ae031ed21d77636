//go:build tune

package eval

import (
	"fmt"
	"go/token"
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/internal/pairtest"
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
	for _, v := range []string{"material =", "pstAdjust =", "horseMobility =", "rookMobility =", "cannonMob =", "cannonTarget =", "attackUnit ="} {
		assert.Contains(t, src, v)
	}
	assert.Contains(t, src, fmt.Sprintf("position.Rook: {%d, %d}", material[position.Rook][0], material[position.Rook][1]))
}

// TestPSTAdjustIsMirrored: an adjustment moves the evaluation of a Red
// piece on either mirrored file and of a Black piece on the flipped square
// by the same amount, with the sign of the side.
func TestPSTAdjustIsMirrored(t *testing.T) {
	tests := []struct {
		name, fen string
		sign      int
	}{
		{"red horse on c4", "3k5/9/9/9/9/2N6/9/9/9/4K4 w - - 0 1", 1},
		{"red horse on g4", "3k5/9/9/9/9/6N2/9/9/9/4K4 w - - 0 1", 1},
		{"black horse on c5", "3k5/9/9/9/2n6/9/9/9/9/4K4 w - - 0 1", -1},
	}
	saved := pstAdjust
	defer func() { pstAdjust = saved; Rebuild() }()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := position.FromFEN(tc.fen)
			require.NoError(t, err)
			eval := func() int { a := NewAccum(p); return Evaluate(p, &a) }
			base := eval()
			pstAdjust[position.Horse][1][4][2] += 32 // end game: the phase here is 1 of 16
			Rebuild()
			assert.Equal(t, base+tc.sign*30, eval())
			pstAdjust[position.Horse][1][4][2] -= 32
			Rebuild()
			assert.Equal(t, base, eval())
		})
	}
}

// TestParamPairIsTuned: every weight of the const/var pair is one of
// Params, since being tuned is the only reason for it to be a variable.
func TestParamPairIsTuned(t *testing.T) {
	names := map[string]bool{}
	for _, p := range Params() {
		names[p.Name] = true
	}
	for n := range pairtest.Decls(t, "params_var.go", token.VAR) {
		assert.True(t, names[n], "%s is in params_var.go but not in Params", n)
	}
}
