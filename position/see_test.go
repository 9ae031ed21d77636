package position

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var seeValues = [NumKinds]int{General: 5000, Advisor: 200, Elephant: 200, Horse: 400, Rook: 900, Cannon: 450, Pawn: 100}

func TestSEE(t *testing.T) {
	tests := []struct {
		name, fen, move string
		want            int
	}{
		{"rook takes undefended horse", "3k5/9/9/9/4n4/9/9/9/4R4/5K3 w - - 0 1", "e1e5", 400},
		{"rook takes horse defended by pawn", "3k5/9/9/4p4/4n4/9/9/9/4R4/5K3 w - - 0 1", "e1e5", 400 - 900},
		{"pawn takes pawn defended by rook", "3k5/9/9/4r4/4p4/4P4/9/9/9/5K3 w - - 0 1", "e4e5", 0},
		{"cannon over a screen takes rook defended by horse", "3k5/9/9/3n5/9/4r4/9/4N4/4C4/5K3 w - - 0 1", "e1e4", 900 - 450},
		{"doubled rooks win the exchange sequence (x-ray)", "3k5/9/9/4r4/4n4/9/9/9/4R4/4RK3 w - - 0 1", "e1e5", 400},
		{"general cannot capture into a defended point", "4k4/9/9/9/9/9/9/9/r3r4/4K4 w - - 0 1", "e0e1", 900 - 5000},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := FromFEN(tc.fen)
			require.NoError(t, err)
			m, err := ParseMove(tc.move)
			require.NoError(t, err)
			before := p.FEN()
			assert.Equal(t, tc.want, p.SEE(m, &seeValues))
			assert.Equal(t, before, p.FEN(), "board restored")
		})
	}
}
