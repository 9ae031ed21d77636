//go:build tune

package tune

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/record"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestIsQuiet(t *testing.T) {
	tests := []struct {
		name, fen string
		quiet     bool
	}{
		{"start", position.StartFEN, true},
		{"lone generals and rooks, nothing hangs", "3k5/9/9/9/9/9/9/9/7r1/R3K4 w - - 0 1", true},
		{"rook hangs to the side to move", "3k5/9/9/9/9/9/9/9/r8/R3K4 w - - 0 1", false},
		{"in check", "3k5/9/9/9/9/9/9/9/9/4K3r w - - 0 1", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := position.FromFEN(tc.fen)
			require.NoError(t, err)
			assert.Equal(t, tc.quiet, IsQuiet(p))
		})
	}
}

func game(t *testing.T, fen string, moves ...string) *record.Game {
	t.Helper()
	rec := &record.Game{FEN: fen, Result: position.RedWins}
	for _, s := range moves {
		m, err := position.ParseMove(s)
		require.NoError(t, err)
		rec.Moves = append(rec.Moves, m)
	}
	return rec
}

// TestExtractGameSkipsNonQuiet: the position before a capture, positions in
// check, the opening plies and the adjudicated tail give no entries.
func TestExtractGameSkipsNonQuiet(t *testing.T) {
	fen := "3k5/9/9/9/9/9/9/9/r8/R3K4 w - - 0 1"
	// a0a1 captures the hanging rook: the start position is not quiet.
	rec := game(t, fen, "a0a1", "d9d8", "a1a2", "d8d9", "a2a3", "d9d8", "a3a4")
	es, err := ExtractGame(rec, ExtractOptions{})
	require.NoError(t, err)
	require.NotEmpty(t, es)
	for _, e := range es {
		p, err := position.FromFEN(e.FEN)
		require.NoError(t, err)
		assert.False(t, p.InCheck(), e.FEN)
		assert.True(t, IsQuiet(p), e.FEN)
		assert.Equal(t, 1.0, e.Result)
		assert.NotEqual(t, fen, e.FEN, "the position before the capture is not quiet")
	}
	all := len(es)
	es, err = ExtractGame(rec, ExtractOptions{SkipPlies: 2})
	require.NoError(t, err)
	assert.Less(t, len(es), all, "skipped opening plies")
	rec.Tags = []record.Tag{{Name: "Termination", Value: "adjudication: red score at or below -1000 for 4 moves"}}
	es2, err := ExtractGame(rec, ExtractOptions{SkipPlies: 2, AdjudicatedTail: 3})
	require.NoError(t, err)
	assert.Less(t, len(es2), len(es), "dropped the adjudicated tail")
	rec.Result = position.NoResult
	es, err = ExtractGame(rec, ExtractOptions{})
	require.NoError(t, err)
	assert.Empty(t, es, "an unfinished game gives nothing")
}

func TestExtractGameRejectsIllegal(t *testing.T) {
	_, err := ExtractGame(game(t, position.StartFEN, "a0a5"), ExtractOptions{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "ply 1")
}
