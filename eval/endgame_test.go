package eval

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEndScale: the endgame rules recognise drawn material (scaled toward
// zero) and simple won endings (a bonus), for either colour.
func TestEndScale(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		strong position.Side
		scale  int
		bonus  int
		drawn  bool // the evaluation must end near zero
	}{
		{"rook vs bare general wins", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", position.Red, scaleOne, wonEndingBonus, false},
		{"black rook vs bare general wins", "r3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1", position.Black, scaleOne, wonEndingBonus, false},
		{"rook vs one advisor wins", "4ka3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", position.Red, scaleOne, wonEndingBonus, false},
		{"rook vs full defence draws", "2bakab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", position.Red, scaleRookVsFull, 0, true},
		{"rook vs horse and two advisors", "3aka3/9/4n4/9/9/9/9/9/9/R3K4 w - - 0 1", position.Red, scaleRookVsMinorGuards, 0, false},
		{"lone horse vs two advisors", "3aka3/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1", position.Red, scaleLoneMinor, 0, true},
		{"cannon and advisor vs two advisors", "3aka3/9/9/9/9/9/9/9/4C4/3AK4 w - - 0 1", position.Red, scaleLoneMinor, 0, true},
		{"lone cannon without a screen vs bare general", "4k4/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1", position.Red, scaleLoneMinor, 0, true},
		{"cannon with an advisor vs bare general plays on", "4k4/9/9/9/9/9/9/9/4C4/3AK4 w - - 0 1", position.Red, scaleOne, 0, false},
		{"guards only cannot mate", "3k5/9/9/9/9/9/9/9/9/2BAKAB2 w - - 0 1", position.Red, scaleNoMate, 0, true},
		{"last-rank pawn cannot mate", "P2k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", position.Red, scaleNoMate, 0, true},
		{"black last-rank pawn cannot mate", "3k5/9/9/9/9/9/9/9/9/p3K4 b - - 0 1", position.Black, scaleNoMate, 0, true},
		{"one pawn vs two advisors", "3aka3/9/9/4P4/9/9/9/9/9/4K4 w - - 0 1", position.Red, scalePawnVsAdvisors, 0, true},
		{"rook and guards vs rook", "3k5/9/9/9/9/9/9/r8/9/2BAKAB1R w - - 0 1", position.Red, scaleEqualMajors, 0, false},
		{"rook and pawn vs rook plays on", "3k5/9/9/4P4/9/9/9/r8/9/3AK3R w - - 0 1", position.Red, scaleOne, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := position.FromFEN(tc.fen)
			require.NoError(t, err)
			scale, bonus := endScale(p, tc.strong)
			assert.Equal(t, tc.scale, scale)
			assert.Equal(t, tc.bonus, bonus)
			a := NewAccum(p)
			ev := Evaluate(p, &a)
			if p.Side() != tc.strong {
				ev = -ev
			}
			if tc.drawn {
				assert.Less(t, abs(ev), 100, "drawn ending should score near zero")
			} else {
				assert.Greater(t, ev, 0, "the stronger side keeps its edge")
			}
			assert.Equal(t, evalFEN(t, tc.fen), evalFEN(t, flipFEN(t, tc.fen)), "mirror")
		})
	}
}
