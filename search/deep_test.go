package search

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDeepSearchKeepsMates: searched far past the mate, where null moves,
// reductions and pruning all run, the mates of TestMateScores keep the
// score of the shortest mate ([R-MATE]).
func TestDeepSearchKeepsMates(t *testing.T) { assertShortestMates(t, 10) }

// assertShortestMates searches each mate position to depth and checks
// that the score is the shortest mate's ([R-MATE]) and the move legal.
func assertShortestMates(t *testing.T, depth int) {
	tests := []struct {
		name, fen string
		n         int // moves of the side to move until mate
	}{
		{"mate-01 rook", "3k5/9/9/9/R8/9/9/9/9/4K4 w - - 0 1", 1},
		{"rook and general in 2", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 0 1", 2},
		{"black rook in 2", "3k5/9/6r2/9/9/9/9/9/6R2/5K3 b - - 2 30", 2},
		{"rook and horse in 3", "r2k5/9/9/2p6/9/1N7/9/9/9/4K3R w - - 0 1", 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := setup(t, tc.fen, "")
			r := New(8, 1).Search(p, Limits{Depth: depth}, nil)
			assert.Equal(t, Mate-(2*tc.n-1), r.Score)
			assert.True(t, p.IsLegalMove(r.Move))
		})
	}
}

// TestOnlyMove: with a single legal reply the search plays it and scores
// the position by its material, never as mate.
func TestOnlyMove(t *testing.T) {
	// Red's general on e0 is checked by the rook on e5 and can only step to d0,
	// the rook on f5 guarding f0 and the rook on e5 the point e1.
	p := setup(t, "4k4/9/9/9/4rr3/9/9/9/9/4K4 w - - 0 1", "")
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	require.Equal(t, 1, l.N, "the position must have exactly one legal move")
	r := New(8, 1).Search(p, Limits{Depth: 10}, nil)
	assert.Equal(t, l.Moves[0], r.Move)
	assert.Less(t, r.Score, 0, "Red is two rooks down")
}
