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
	fens := []string{
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
		"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
	}
	saveParams(t)
	for _, fen := range fens {
		p := setup(t, fen, "")
		probcutMargin = 0
		off := New(8, 1).Search(p, Limits{Depth: 11}, nil)
		probcutMargin = 200
		on := New(8, 1).Search(p, Limits{Depth: 11}, nil)
		assert.NotEqual(t, off.Nodes, on.Nodes, "%s: the same tree with and without ProbCut", fen)
		assert.True(t, p.IsLegalMove(on.Move), fen)
	}
}
