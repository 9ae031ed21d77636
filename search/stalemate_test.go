package search

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStalemateNotPruned: a side with no legal move loses even when it is
// not in check ([R-MATE]). The static score cannot see that, so a node
// whose side to move has no rook, horse or cannon must not be cut on it:
// in a zero-window node far below the static score, reverse futility
// would otherwise return that score instead of the loss.
func TestStalemateNotPruned(t *testing.T) {
	// Red's general on e0 cannot move: d0 faces Black's general on the open
	// d-file, the rook on f1 holds e1 and f0. Red is not in check.
	p := setup(t, "3k5/9/9/9/9/9/9/9/5r3/4K4 w - - 0 1", "")
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	require.Zero(t, l.N, "Red must have no legal move")
	require.False(t, p.InCheck())

	s := New(8, 1)
	th := s.threads[0]
	for depth := 1; depth <= 6; depth++ {
		th.prepare(p, nil)
		v := th.search(-Mate+1, -Mate+2, depth, 0, cutNode)
		assert.Equal(t, -Mate, v, "depth %d", depth)
	}
}

// TestStalemateByQuietMove: the winning move is quiet and gives no check
// (it takes the last moves of a lone general); pruning quiet moves on the
// static score must not hide it at any depth ([R-MATE]).
func TestStalemateByQuietMove(t *testing.T) {
	// Black to move: g1f1 leaves Red's general on e0 without a move.
	p := setup(t, "3k5/9/9/9/9/9/9/9/6r2/4K4 b - - 0 1", "")
	for depth := 2; depth <= 8; depth++ {
		r := New(8, 1).Search(p, Limits{Depth: depth}, nil)
		assert.Equal(t, Mate-1, r.Score, "depth %d", depth)
		assert.Equal(t, "g1f1", r.Move.String(), "depth %d", depth)
	}
}
