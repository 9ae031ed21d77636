package search

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPieceToIndices checks that every colour-kind and point has its own
// piece-to index, below the "no move" row.
func TestPieceToIndices(t *testing.T) {
	seen := make(map[int]bool)
	for ck := 0; ck < 14; ck++ {
		for i := 0; i < position.Files*position.Ranks; i++ {
			pt := pieceTo(ck, position.SquareFromIndex(i))
			require.False(t, seen[pt], "index %d used twice", pt)
			require.Less(t, pt, pieceToNone)
			seen[pt] = true
		}
	}
}

// TestContinuationHistory plays two moves into a thread's stack and checks
// that a cutoff by a quiet reply rewards it in the main history and in both
// continuation histories, penalises the quiets tried before it, and that
// the rows of absent moves (before the root, after a null move) are never
// written.
func TestContinuationHistory(t *testing.T) {
	tests := []struct {
		name     string
		nullLast bool // the opponent's last move was a null move
	}{
		{"two real moves", false},
		{"after a null move", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			th := newThread(nil, 0)
			p := position.New()
			th.pos = p
			own, err := position.ParseMove("h2e2") // Red's cannon to the centre
			require.NoError(t, err)
			th.makeMove(own, 0)
			if tc.nullLast {
				th.makeNull(1)
			} else {
				reply, err := position.ParseMove("h9g7")
				require.NoError(t, err)
				th.makeMove(reply, 1)
			}
			good, err := position.ParseMove("b0c2")
			require.NoError(t, err)
			bad, err := position.ParseMove("a0a1")
			require.NoError(t, err)
			before := th.quietScore(2, p.At(good.From()).ColorKind(), good.To())
			th.rewardQuiet(2, good, 6, []position.Move{bad})

			ck := p.At(good.From()).ColorKind()
			pt := pieceTo(ck, good.To())
			assert.Positive(t, th.history[ck][good.To()])
			assert.Positive(t, th.cont2[th.stack[0].pieceTo][pt], "our previous move's row")
			if tc.nullLast {
				assert.Equal(t, pieceToNone, th.contRow(2, 1))
			} else {
				assert.Positive(t, th.cont1[th.stack[1].pieceTo][pt], "the opponent's move's row")
			}
			assert.Greater(t, th.quietScore(2, ck, good.To()), before)
			badCK := p.At(bad.From()).ColorKind()
			assert.Negative(t, th.history[badCK][bad.To()])
			assert.Negative(t, th.quietScore(2, badCK, bad.To()))
			assert.Equal(t, [pieceToCount]int16{}, th.cont1[pieceToNone], "the no-move row stays empty")
			assert.Equal(t, [pieceToCount]int16{}, th.cont2[pieceToNone])
			assert.Equal(t, pieceToNone, th.contRow(0, 1), "nothing before the root")
			assert.Equal(t, pieceToNone, th.contRow(1, 2))

			th.clearTables()
			assert.Zero(t, th.quietScore(2, ck, good.To()), "cleared on a new game")
		})
	}
}
