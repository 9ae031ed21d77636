package bench

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/record"
)

// pgnGame is what one written game reads back as.
type pgnGame struct {
	Result      Outcome
	FEN         string
	Moves       []position.Move
	Termination string
}

// readGamesPGN reads back the games a match wrote, through the position
// package's PGN reader.
func readGamesPGN(r io.Reader) ([]pgnGame, error) {
	recs, err := record.ReadPGN(r)
	if err != nil {
		return nil, err
	}
	games := make([]pgnGame, len(recs))
	for i, rec := range recs {
		fen := rec.FEN
		if fen == "" {
			fen = position.StartFEN
		}
		games[i] = pgnGame{Result: rec.Result, FEN: fen, Moves: rec.Moves, Termination: rec.Tag("Termination")}
	}
	return games, nil
}

// A written game reads back with its start position, moves, result and
// termination reason.
func TestWriteGamePGNReadsBack(t *testing.T) {
	op, err := parseOpeningLine("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2")
	require.NoError(t, err)
	p, _ := position.FromFEN(op.FEN)
	p.MakeMove(op.Moves[0])
	var moves []position.Move
	for _, s := range []string{"h9g7", "h0g2", "i9h9"} {
		m, err := p.ParseMove(s)
		require.NoError(t, err)
		p.MakeMove(m)
		moves = append(moves, m)
	}
	g := &Game{Round: 3, RedName: "a \"quoted\"", BlackName: "b", Opening: op, Moves: moves,
		Comments: []string{"+0.12/3 0.010s", "-0.50/7 1.250s", "+M3/20 0.002s"},
		Outcome:  BlackWins, Reason: "time forfeit", Start: time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC), TC: "10+0.1"}
	var buf bytes.Buffer
	require.NoError(t, writeGamePGN(&buf, g))
	text := buf.String()
	for _, want := range []string{`[Round "3"]`, `[Red "a \"quoted\""]`, `[Termination "time forfeit"]`, `[TimeControl "10+0.1"]`,
		"{-0.50/7 1.250s}", "0-1\n"} {
		assert.Contains(t, text, want)
	}
	games, err := readGamesPGN(strings.NewReader(text + text))
	require.NoError(t, err)
	require.Len(t, games, 2)
	for _, rg := range games {
		assert.Equal(t, BlackWins, rg.Result)
		assert.Equal(t, g.AllMoves(), rg.Moves)
		assert.Equal(t, "time forfeit", rg.Termination)
	}
}
