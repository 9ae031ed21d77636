//go:build tune

package search

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

// TestThreatOrder: with no history, threatEscape puts the quiet moves of a
// rook that a pawn attacks first, and threatOrder puts a horse's step onto a
// point the pawn attacks last; each does only its own part.
func TestThreatOrder(t *testing.T) {
	saveParams(t)
	// Black's crossed pawn on e4 attacks the red rook on e3 and the point
	// d4, one of the horse's steps from c2.
	p, err := position.FromFEN("4k4/9/9/9/9/4p4/4R4/2N6/9/3K5 w - - 0 1")
	require.NoError(t, err)
	rook, err := position.ParseSquare("e3")
	require.NoError(t, err)
	into, err := position.ParseMove("c2d4")
	require.NoError(t, err)
	quiets := func() []position.Move {
		th := newThread(nil, 0)
		th.pos = p
		pk := &th.stack[0].pick
		pk.init(0, position.NoMove, position.NoMove, position.NoMove, position.NoMove, true)
		var ms []position.Move
		for m := pk.next(th); m != position.NoMove; m = pk.next(th) {
			if p.At(m.To()) == position.NoPiece {
				ms = append(ms, m)
			}
		}
		return ms
	}
	tests := []struct {
		name           string
		order, escape  int
		escFirst, last bool
	}{
		{"off", 0, 0, false, false},
		{"both", 20, 20, true, true},
		{"penalty only", 20, 0, false, true},
		{"escape only", 0, 20, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			threatOrder, threatEscape = tt.order, tt.escape
			ms := quiets()
			rookMoves := 0
			for _, m := range ms {
				if m.From() == rook {
					rookMoves++
				}
			}
			require.Equal(t, 11, rookMoves, "the rook's quiet moves along rank 3 and down the e-file")
			escapesFirst := true
			for _, m := range ms[:rookMoves] {
				escapesFirst = escapesFirst && m.From() == rook
			}
			require.Equal(t, tt.escFirst, escapesFirst, "the rook's moves come first: %v", ms)
			require.Equal(t, tt.last, ms[len(ms)-1] == into, "c2d4 comes last: %v", ms)
		})
	}
}
