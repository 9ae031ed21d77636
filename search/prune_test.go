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
		got := th.skipMove(m, false, true, tt.depth, 1, -infinity/2, 0, false, pvNode)
		assert.Equal(t, tt.skip, got, "%s at depth %d", tt.move, tt.depth)
	}
}
