package bench

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/uciclient"
)

// fairyStockfish is where Debian's fairy-stockfish package installs it.
const fairyStockfish = "/usr/games/fairy-stockfish"

// realEngineStartTimeout is the handshake time the tests give real
// engines: a loaded machine (the race detector, other packages' tests, a
// timed match beside them) can slow it past the default 5 s, and these
// tests are not about it.
const realEngineStartTimeout = 30 * time.Second

// A two-game match against Fairy-Stockfish completes in both of its
// dialects: plain UCI with ranks 1-10, and UCCI (ranks 0-9; it takes
// milliseconds without advertising usemillisec, hence the option).
func TestMatchFairyStockfish(t *testing.T) {
	if _, err := os.Stat(fairyStockfish); err != nil {
		t.Skip("fairy-stockfish is not installed at " + fairyStockfish + " (apt-get install fairy-stockfish)")
	}
	tests := []struct {
		name string
		fsf  string
	}{
		{"uci ranks 1-10", "cmd=" + fairyStockfish + " name=fsf proto=uci ranks=1 option.UCI_Variant=xiangqi option.Threads=1 option.Hash=16"},
		{"ucci", "cmd=" + fairyStockfish + " name=fsf proto=ucci option.usemillisec=true"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsf, err := uciclient.ParseConfig(tt.fsf)
			require.NoError(t, err)
			fsf.StartTimeout = realEngineStartTimeout
			res, pgn := runTestMatch(t, MatchConfig{
				Engines: []uciclient.Config{fsf, fake("fake", "")},
				// Fixed depth: the outcome does not depend on a loaded machine.
				TC: TimeControl{Depth: 6}, Games: 2, Timeout: 30 * time.Second,
			})
			require.Len(t, res.Games, 2)
			for _, g := range res.Games {
				assert.Equal(t, NoFault, g.Fault, g.Reason)
				assert.NotEqual(t, Unfinished, g.Outcome)
			}
			assert.Equal(t, 2, res.Scores[0].Wins, "Fairy-Stockfish beats a capture-greedy random mover")
			assert.Contains(t, pgn, "/6 ", "evaluations at depth 6 in the comments")
		})
	}
}
