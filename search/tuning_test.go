//go:build tune

package search

import (
	"go/token"
	"testing"

	"github.com/chuhe-engine/chuhe/internal/pairtest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// saveParams restores every parameter (and the tables) when the test ends.
func saveParams(t *testing.T) {
	ps := Params()
	vals := make([]int, len(ps))
	for i, p := range ps {
		vals[i] = *p.Ptr
	}
	t.Cleanup(func() {
		for i, p := range ps {
			*p.Ptr = vals[i]
		}
		Rebuild()
	})
}

// TestParamsListEveryVariable: Params names each variable of
// params_var.go once, with its own pointer, a range that holds its value
// and a positive step no wider than the range.
func TestParamsListEveryVariable(t *testing.T) {
	vars := pairtest.Decls(t, "params_var.go", token.VAR)
	ps := Params()
	seen := map[string]bool{}
	ptrs := map[*int]bool{}
	for _, p := range ps {
		assert.False(t, seen[p.Name], "%s twice", p.Name)
		assert.False(t, ptrs[p.Ptr], "%s shares a pointer", p.Name)
		seen[p.Name], ptrs[p.Ptr] = true, true
		assert.Contains(t, vars, p.Name, "%s is not in params_var.go", p.Name)
		assert.True(t, p.Min <= *p.Ptr && *p.Ptr <= p.Max, "%s = %d outside %d-%d", p.Name, *p.Ptr, p.Min, p.Max)
		assert.True(t, p.Step > 0 && p.Step <= p.Max-p.Min, "%s step %d", p.Name, p.Step)
	}
	assert.Len(t, ps, len(vars), "every variable of params_var.go is listed")
}

// TestRebuildFollowsParams: the derived tables follow a change of their
// inputs after Rebuild, and return with the old values.
func TestRebuildFollowsParams(t *testing.T) {
	saveParams(t)
	before, lmp := lmrTable, lmpCount
	oldDiv, oldBase := lmrDiv, lmpBase
	lmrDiv = 100
	Rebuild()
	assert.Greater(t, lmrTable[20][20], before[20][20], "a smaller divisor reduces more")
	lmpBase = 10
	Rebuild()
	assert.Equal(t, 10+4*4, lmpCount[1][4])
	lmrDiv, lmpBase = oldDiv, oldBase
	Rebuild()
	require.Equal(t, before, lmrTable)
	require.Equal(t, lmp, lmpCount)
}
