package position

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFromMoves(t *testing.T) {
	tests := []struct {
		name    string
		fen     string
		moves   []string
		wantFEN string // after the moves; "" when an error is wanted
		err     string
	}{
		{"start, no moves", "", nil, StartFEN, ""},
		{"start, two moves", "", []string{"h2e2", "h9g7"}, "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2", ""},
		{"from a FEN", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", []string{"e0e1"}, "3k5/9/9/9/9/9/9/9/4K4/9 b - - 1 1", ""},
		{"illegal second move", "", []string{"h2e2", "h2e2"}, "", "move 2 (h2e2)"},
		{"not a move", "", []string{"x"}, "", "move 1 (x)"},
		{"bad FEN", "nonsense", nil, "", "FEN"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromMoves(tt.fen, tt.moves...)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.wantFEN, p.FEN())
			assert.Equal(t, len(tt.moves), p.Ply())
		})
	}
}

// TestPlayMovesKeepsGoodPrefix: on an illegal move the moves before it stay
// played, as the doc says.
func TestPlayMovesKeepsGoodPrefix(t *testing.T) {
	p := New()
	require.Error(t, p.PlayMoves("h2e2", "h9g7", "a0a5"))
	assert.Equal(t, 2, p.Ply())
}
