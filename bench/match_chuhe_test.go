package bench

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/uciclient"
)

// chuhe plays chuhe at fixed depth from two openings, both colours each; the
// table adds up and the PGN reads back with the same results.
func TestMatchChuheVsChuhe(t *testing.T) {
	// CHUHE_MATCH_ENGINE plays another build (an earlier version, say).
	bin := os.Getenv("CHUHE_MATCH_ENGINE")
	if bin == "" {
		bin = filepath.Join(t.TempDir(), "chuhe")
		out, err := exec.Command(goTool(), "build", "-o", bin, "../cmd/chuhe").CombinedOutput()
		require.NoError(t, err, "%s", out)
	}
	// A chuhe that cannot start or answer the handshake is a failure to
	// report, not a reason to skip.
	probe, err := uciclient.Start(context.Background(), uciclient.Config{Cmd: bin, StartTimeout: 10 * time.Second})
	require.NoError(t, err, "chuhe must start and answer uci")
	probe.Quit()

	ops, _, err := LoadOpenings("../testdata/openings.txt", 0)
	require.NoError(t, err)
	var pgn bytes.Buffer
	res, err := RunMatch(context.Background(), MatchConfig{
		Engines: []uciclient.Config{{Cmd: bin, Name: "uci", StartTimeout: realEngineStartTimeout},
			{Cmd: bin, Name: "ucci", Proto: uciclient.UCCI, StartTimeout: realEngineStartTimeout}},
		TC:       TimeControl{Depth: 2},
		Openings: ops[:2], Concurrency: 2, PGN: &pgn, Timeout: 30 * time.Second,
	})
	require.NoError(t, err)
	require.Len(t, res.Games, 4, "two openings, both colours")
	assert.Equal(t, res.Scores[0], res.Scores[1].Flip())
	assert.Equal(t, 4, res.Scores[0].Games())
	assert.Zero(t, res.TimeLosses+res.IllegalMoves+res.Crashes+res.NoReplies+res.ProtocolErrors)
	for _, g := range res.Games {
		assert.Equal(t, NoFault, g.Fault, g.Reason)
	}

	games, err := readGamesPGN(&pgn)
	require.NoError(t, err)
	require.Len(t, games, 4)
	for i, rg := range games {
		var g *Game
		for _, cand := range res.Games {
			if len(cand.AllMoves()) == len(rg.Moves) && cand.Opening.FEN == rg.FEN && cand.Reason == rg.Termination && cand.Outcome == rg.Result {
				g = cand
			}
		}
		require.NotNil(t, g, "PGN game %d matches a played game", i+1)
		assert.Equal(t, g.AllMoves(), rg.Moves)
	}
	var table bytes.Buffer
	res.WriteTable(&table)
	assert.Contains(t, table.String(), "Results of 4 of 4 games, depth 2")
}
