package search

import (
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe"
	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPickerOrder walks the picker over every bench position, with and
// without a TT move, and checks what the search relies on: each
// pseudo-legal move comes out exactly once, the TT move first, and the
// captures that lose material by SEE last, each of them (and only they)
// flagged by losing(), which decides their late move reduction.
func TestPickerOrder(t *testing.T) {
	losingSeen := 0
	positions, err := position.ReadEPD(strings.NewReader(chuhe.BenchEPD))
	require.NoError(t, err)
	for _, p := range positions {
		fen := p.FEN()
		var all position.MoveList
		p.GenerateMoves(&all, position.GenCaptures)
		p.GenerateMoves(&all, position.GenQuiets)
		if all.N == 0 {
			continue
		}
		for _, ttMove := range []position.Move{position.NoMove, all.Moves[all.N-1]} {
			th := newThread(nil, 0)
			th.pos = p
			pk := &th.stack[0].pick
			pk.init(0, ttMove, position.NoMove, position.NoMove, position.NoMove, true)
			seen := map[position.Move]bool{}
			inLosing := false
			n := 0
			for m := pk.next(th); m != position.NoMove; m = pk.next(th) {
				require.False(t, seen[m], "%s: %s handed out twice", fen, m)
				seen[m] = true
				if n == 0 && ttMove != position.NoMove {
					assert.Equal(t, ttMove, m, "%s: the TT move comes first", fen)
				}
				n++
				capture := p.At(m.To()) != position.NoPiece
				losing := capture && m != ttMove && !seeGE(p, m, 0)
				assert.Equal(t, losing, pk.losing(), "%s: losing() for %s", fen, m)
				if inLosing {
					assert.True(t, losing, "%s: %s comes after a losing capture", fen, m)
				}
				if losing {
					inLosing = true
					losingSeen++
				}
			}
			assert.Equal(t, all.N, n, "%s: every pseudo-legal move once", fen)
		}
	}
	assert.Positive(t, losingSeen, "the bench positions have losing captures to check")
}
