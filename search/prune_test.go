package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

// A quiet move that hangs its piece is skipped at shallow depth, by a
// margin that grows with the depth squared; a safe quiet move is not, and
// neither is a hanging move that gives check. The node is on the PV with
// the static score far above alpha, so that neither move-count pruning
// nor futility can skip a move here: only the SEE test does.
func TestSkipQuietMoveBySEE(t *testing.T) {
	// Red horse c2, rook a8 and general d0; Black general f9 and rook b9,
	// which guards the b-file.
	p, err := position.FromFEN("1r3k3/R8/9/9/9/9/9/2N6/9/3K5 w - - 0 1")
	require.NoError(t, err)
	th := &thread{pos: p}
	horse := 340 // what c2b4 loses (eval.Value(position.Horse))
	tests := []struct {
		move  string
		depth int
		skip  bool
	}{
		{"c2b4", 1, true}, // the rook takes the horse for nothing
		{"c2b4", 4, true},
		{"c2d4", 1, false}, // nothing attacks d4
		{"c2d4", 4, false},
		{"a8f8", 1, false}, // the general takes the rook, but it is a check
		{"a8a7", 3, false},
	}
	// From this depth on, the horse's loss is within the margin.
	within := 1
	for seeQuietPruneMargin*within*within < horse {
		within++
	}
	require.Greater(t, within, 4, "the cases above assume the horse is beyond the margin to depth 4")
	require.LessOrEqual(t, within, seeQuietPruneDepth, "and within it before the pruning's last depth")
	tests = append(tests, struct {
		move  string
		depth int
		skip  bool
	}{"c2b4", within, false})
	for _, tt := range tests {
		m, err := p.ParseMove(tt.move)
		require.NoError(t, err, tt.move)
		require.True(t, p.IsLegal(m), tt.move)
		got := th.skipMove(m, false, true, tt.depth, 1, 0, -infinity/2, 0, false, pvNode)
		assert.Equal(t, tt.skip, got, "%s at depth %d", tt.move, tt.depth)
	}
}

// Quiescence searches few captures: out of check, past qMoveLimit moves,
// only a recapture or a check is still searched; in check, once an evasion
// has saved the game, quiet evasions are skipped (captures are not).
func TestQuiescencePruning(t *testing.T) {
	require.Positive(t, qMoveLimit, "the cases below assume move-count pruning in quiescence")
	// Red rooks a3 and i0, general d0; Black general e9, pawns e3 and i6.
	// a3e3 takes a pawn with check along the e-file, i0i6 takes one quietly.
	calm, err := position.FromFEN("4k4/9/9/8p/9/9/R3p4/9/9/3K4R w - - 0 1")
	require.NoError(t, err)
	// Black rook d5 checks the Red general d0; Red rook a5 can take it,
	// or the general can step aside to e0.
	checked, err := position.FromFEN("5k3/9/9/9/R2r5/9/9/9/9/3K5 w - - 0 1")
	require.NoError(t, err)
	recapture, err := position.ParseMove("i9i6") // a black move that ended on i6
	require.NoError(t, err)
	tests := []struct {
		name    string
		pos     *position.Position
		move    string
		inCheck bool
		moves   int
		best    int
		prev    position.Move
		pruned  bool
	}{
		{"early capture", calm, "i0i6", false, qMoveLimit, 0, position.NoMove, false},
		{"late capture", calm, "i0i6", false, qMoveLimit + 1, 0, position.NoMove, true},
		{"late recapture", calm, "i0i6", false, qMoveLimit + 1, 0, recapture, false},
		{"late capture with check", calm, "a3e3", false, qMoveLimit + 1, 0, position.NoMove, false},
		{"quiet evasion, nothing saved yet", checked, "d0e0", true, 2, -infinity, position.NoMove, false},
		{"quiet evasion after a saving one", checked, "d0e0", true, 2, -50, position.NoMove, true},
		{"capture evasion after a saving one", checked, "a5d5", true, 2, -50, position.NoMove, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			th := &thread{pos: tt.pos}
			th.stack[0].move = tt.prev
			m, err := tt.pos.ParseMove(tt.move)
			require.NoError(t, err)
			require.True(t, tt.pos.IsLegal(m))
			require.Equal(t, tt.inCheck, tt.pos.InCheck())
			assert.Equal(t, tt.pruned, th.qPruned(m, tt.inCheck, tt.moves, tt.best, 1))
		})
	}
}

// TestNodeTypeKinds: each node type is exactly one of PV, cut and all, with
// or without the no-null mark, and the expectation flips down the tree.
func TestNodeTypeKinds(t *testing.T) {
	tests := []struct {
		nt                 nodeType
		pv, cut, all, null bool
		flipped, first     nodeType
	}{
		{allNode, false, false, true, true, cutNode, cutNode},
		{cutNode, false, true, false, true, allNode, allNode},
		{pvNode, true, false, false, true, cutNode, pvNode},
		{allNode | noNull, false, false, true, false, cutNode, cutNode},
		{cutNode | noNull, false, true, false, false, allNode, allNode},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.pv, tt.nt.pv(), "pv of %d", tt.nt)
		assert.Equal(t, tt.cut, tt.nt.cut(), "cut of %d", tt.nt)
		assert.Equal(t, tt.all, tt.nt.all(), "all of %d", tt.nt)
		assert.Equal(t, tt.null, tt.nt.nullOK(), "nullOK of %d", tt.nt)
		assert.Equal(t, tt.flipped, tt.nt.flipped(), "flipped of %d", tt.nt)
		assert.Equal(t, tt.first, tt.nt.firstChild(), "firstChild of %d", tt.nt)
	}
}
