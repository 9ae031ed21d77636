//go:build tune

package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestProbCutKeepsMates: with ProbCut trying its captures from depth 3 on,
// the mates keep the score of the shortest mate ([R-MATE]) and the move is
// legal: a capture that holds the raised beta never hides a faster mate.
func TestProbCutKeepsMates(t *testing.T) {
	saveParams(t)
	probcutMinDepth, probcutMargin = 3, 100
	assertShortestMates(t, 12)
}

// TestProbCutChangesTree: the cut runs (the tree to the same depth differs
// with it and without it) and the move found is legal.
func TestProbCutChangesTree(t *testing.T) {
	for _, fen := range treeFENs {
		p := setup(t, fen, "")
		_, off, on := searchOffOn(t, p, func(on bool) { probcutMargin = b2i(on) * 200 })
		assert.NotEqual(t, off.Nodes, on.Nodes, "%s: the same tree with and without ProbCut", fen)
		assert.True(t, p.IsLegalMove(on.Move), fen)
	}
}
