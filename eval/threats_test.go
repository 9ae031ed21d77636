package eval

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestThreats: pieces attacked by a cheaper piece or hanging are counted
// for the attacker; defended pieces attacked by dearer ones are not.
func TestThreats(t *testing.T) {
	tests := []struct {
		name     string
		fen      string
		attacker position.Side
		n        int
	}{
		{"start: nothing attacked", position.StartFEN, position.Red, 0},
		{"start: black neither", position.StartFEN, position.Black, 0},
		// Red's c-pawn on c5 attacks nothing; black's horse on c7 is attacked by the pawn on c6.
		{"horse attacked by a pawn", "r1bakab1r/9/1cn3nc1/p1P1p1p1p/9/9/P3P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1", position.Red, 1},
		{"rook attacked by a horse", "4k4/9/9/9/9/9/2r6/4N4/9/4K4 w - - 0 1", position.Red, 1},
		{"the rook attacks nothing back", "4k4/9/9/9/9/9/2r6/4N4/9/4K4 w - - 0 1", position.Black, 0},
		{"hanging horse on the rook's file", "3k5/9/9/9/9/9/2r6/9/2N6/4K4 w - - 0 1", position.Black, 1},
		{"defended horse attacked by a rook", "3k5/9/9/9/9/9/2r6/9/2N6/2R1K4 w - - 0 1", position.Black, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := position.FromFEN(tc.fen)
			require.NoError(t, err)
			ts := gatherOf(p)
			assert.Equal(t, tc.n, ts[tc.attacker].threatN)
			if tc.n > 0 {
				assert.Positive(t, ts[tc.attacker].threatMG)
			}
		})
	}
}

// TestPalaceAttack: two pieces bearing on the enemy palace score, one does not.
func TestPalaceAttack(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		hit  bool
	}{
		{"start", position.StartFEN, false},
		{"rook alone on the palace file", "3ak4/4a4/9/9/9/9/9/9/9/3RK4 w - - 0 1", false},
		{"rook and horse", "3ak4/4a4/9/5N3/9/9/9/9/9/3RK4 w - - 0 1", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := position.FromFEN(tc.fen)
			require.NoError(t, err)
			ts := gatherOf(p)
			assert.Equal(t, tc.hit, palaceAttack(&ts, position.Red) > 0)
		})
	}
}

// gatherOf builds the attack map of p and gathers both sides' terms.
func gatherOf(p *position.Position) [2]sideTerms {
	var at position.AttackMap
	p.Attacks(&at)
	return gather(p, &at)
}
