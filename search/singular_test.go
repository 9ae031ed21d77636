//go:build tune

package search

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withSingular turns singular extensions on from depth d for one test.
func withSingular(t *testing.T, d int) {
	saveParams(t)
	seMinDepth = d
	Rebuild()
}

// TestSingularKeepsMates: with singular extensions (and their exclusion
// probes) running at every depth they may, the mates keep the score of the
// shortest mate ([R-MATE]) and the move is legal.
func TestSingularKeepsMates(t *testing.T) {
	withSingular(t, 4)
	assertShortestMates(t, 12)
}

// TestSingularChangesTree: the extension runs (the tree to the same depth
// differs from the one without it) and leaves no exclusion behind in the
// thread's frames, so the next search starts clean.
func TestSingularChangesTree(t *testing.T) {
	fens := []string{
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
		"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
	}
	saveParams(t)
	for _, fen := range fens {
		p := setup(t, fen, "")
		seMinDepth = 0
		off := New(8, 1).Search(p, Limits{Depth: 11}, nil)
		seMinDepth = 6
		s := New(8, 1)
		on := s.Search(p, Limits{Depth: 11}, nil)
		assert.NotEqual(t, off.Nodes, on.Nodes, "%s: the same tree with and without the extension", fen)
		assert.True(t, p.IsLegalMove(on.Move), fen)
		for i := range s.threads[0].stack {
			require.Equal(t, position.NoMove, s.threads[0].stack[i].excluded, "%s: ply %d", fen, i)
		}
	}
}

// TestSingularOnlyMove: an exclusion probe at a node whose TT move is its
// only legal move finds no other move; that must read as "singular" (the
// probe fails low at its own alpha), never as the node being mated.
func TestSingularOnlyMove(t *testing.T) {
	p := setup(t, "4k4/9/9/9/4rr3/9/9/9/9/4K4 w - - 0 1", "")
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	require.Equal(t, 1, l.N, "the position must have exactly one legal move")
	s := New(8, 1)
	lim := Limits{}
	s.ctl.begin(&lim)
	th := s.threads[0]
	th.prepare(p, rootMoves(p, lim))
	th.rootDepth = 8
	th.stack[0].excluded = l.Moves[0]
	for _, alpha := range []int{-300, 0, 500} {
		assert.Equal(t, alpha, th.search(alpha, alpha+1, 6, 0, allNode), "alpha %d", alpha)
	}
}
