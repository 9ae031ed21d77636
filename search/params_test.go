package search

import (
	"testing"

	"github.com/chuhe-engine/chuhe/internal/pairtest"
	"github.com/stretchr/testify/assert"
)

// TestParamPairAgrees: the constants of a normal build and the variables
// of a tuning build are the same parameters with the same values, so
// tuning starts from what the engine plays (see params.go).
func TestParamPairAgrees(t *testing.T) {
	pairtest.Agree(t, "params_const.go", "params_var.go")
}

// TestDerivedTables: the reduction table grows with depth and move count
// from lmrBase, and late move pruning allows more moves when improving.
func TestDerivedTables(t *testing.T) {
	assert.Equal(t, int32(lmrBase*1024/100), lmrTable[1][1], "ln 1 = 0 leaves the base")
	for d := 2; d < 63; d++ {
		assert.LessOrEqual(t, lmrTable[d][10], lmrTable[d+1][10], "depth %d", d)
		assert.LessOrEqual(t, lmrTable[10][d], lmrTable[10][d+1], "moves %d", d)
		if d < lmpSize {
			assert.Greater(t, lmpCount[1][d], lmpCount[0][d], "depth %d", d)
		}
	}
	assert.Less(t, lmpMaxDepth, lmpSize, "lmpCount covers every pruned depth")
}
