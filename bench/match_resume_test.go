package bench

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/uciclient"
)

// firstGames returns the text of the first n games of a match's PGN.
func firstGames(pgn string, n int) []byte {
	return bytes.Join(splitPGNGames([]byte(pgn))[:n], nil)
}

// A match stopped after some games and resumed from its PGN reports what
// the match played whole reports, and its PGN holds the same games in the
// same order: the earlier ones byte for byte, the new ones as the whole
// run played them (the fake engines' moves depend only on the position).
func TestResumeEqualsOneRun(t *testing.T) {
	ops, _, err := LoadOpenings("../testdata/openings.txt", 0)
	require.NoError(t, err)
	engines := []uciclient.Config{fake("a", "-seed=3"), fake("b", "-seed=8")}
	tests := []struct {
		name   string
		games  int
		shards int
		played int // games of the earlier run given to the new one
	}{
		{"after whole pairs", 12, 0, 6},
		{"inside a pair", 12, 0, 5},
		{"nothing left to play", 8, 0, 8},
		{"nothing played yet", 8, 0, 0},
		{"one shard of three", 18, 3, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg := MatchConfig{Engines: engines, TC: quickTC, Openings: ops[:10], Games: tt.games, MaxPlies: 60}
			if tt.shards > 0 {
				cfg.Shard, cfg.Shards = 2, tt.shards
			}
			whole, wholePGN := runTestMatch(t, cfg)
			earlier := firstGames(wholePGN, tt.played)
			played, err := ReadPlayedGames("earlier.pgn", earlier)
			require.NoError(t, err)
			require.Len(t, played, tt.played)

			c := cfg
			c.Played = played
			require.NoError(t, CheckResume(c))
			var progress bytes.Buffer
			c.Progress = &progress
			res, pgn := runTestMatch(t, c)
			assert.Equal(t, whole.JSON(), res.JSON())
			assert.True(t, strings.HasPrefix(pgn, string(earlier)), "the earlier games first, unchanged")
			assert.Equal(t, pgnComment.ReplaceAllString(wholePGN, ""), pgnComment.ReplaceAllString(pgn, ""))
			lines := strings.Split(strings.TrimSpace(progress.String()), "\n")
			if tt.played > 0 {
				assert.Contains(t, lines[0], "resumed "+strconv.Itoa(tt.played)+" of "+strconv.Itoa(res.Scheduled)+" games")
				lines = lines[1:]
			}
			if left := res.Scheduled - tt.played; left > 0 {
				assert.Len(t, lines, left, "one progress line per game played now")
				assert.Contains(t, lines[0], "game "+strconv.Itoa(tt.played+1)+"/"+strconv.Itoa(res.Scheduled))
			}
		})
	}
}

// Games that are not this schedule's are refused, each with a message
// that says what differs; so is text that is not a finished match game.
func TestResumeRefusesOtherMatches(t *testing.T) {
	ops, _, err := LoadOpenings("../testdata/openings.txt", 0)
	require.NoError(t, err)
	cfg := MatchConfig{Engines: []uciclient.Config{fake("a", "-seed=3"), fake("b", "-seed=8")}, TC: quickTC,
		Openings: ops[:4], Games: 4, MaxPlies: 20}
	_, pgn := runTestMatch(t, cfg)
	games := splitPGNGames([]byte(pgn))
	edit := func(i int, old, new string) []byte {
		return []byte(strings.Replace(string(games[i]), old, new, 1))
	}
	unfinished := regexp.MustCompile(`\[Result "[^"]*"\]`).ReplaceAllString(string(games[0]), `[Result "*"]`)
	unfinished = regexp.MustCompile(`(1-0|0-1|1/2-1/2)\s*$`).ReplaceAllString(unfinished, "*\n\n")
	tests := []struct {
		name string
		text []byte
		cfg  func(*MatchConfig)
		want string
	}{
		{"round beyond the schedule", edit(0, `[Round "1"]`, `[Round "9"]`), nil, "round 9 is not in this schedule of 4 games"},
		{"no round", edit(0, `[Round "1"]`, `[Round "x"]`), nil, `Round tag "x"`},
		{"twice", append(append([]byte{}, games[0]...), games[0]...), nil, "round 1 is given twice"},
		{"other engines", edit(0, `[Red "a"]`, `[Red "c"]`), nil, "round 1 was c against b; this schedule has a against b"},
		{"other time control", edit(0, `[TimeControl "`, `[TimeControl "9`), nil, "this match plays"},
		{"other opening", games[2], func(c *MatchConfig) { c.Openings = []Opening{ops[0], ops[0], ops[0], ops[0]} },
			"round 3 started from another opening"},
		{"other shard", games[2], func(c *MatchConfig) { c.Shard, c.Shards = 1, 2 }, "round 3 is not in shard 1 of 2"},
		{"unfinished", []byte(unfinished), nil, "round 1 has no result"},
		{"not PGN", []byte("[Round \"1\"]\n1. X9-X8\n"), nil, "resume bad.pgn: game 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			played, err := ReadPlayedGames("bad.pgn", tt.text)
			if err == nil {
				c := cfg
				if tt.cfg != nil {
					tt.cfg(&c)
				}
				c.Played = played
				err = CheckResume(c)
				if err == nil {
					_, err = RunMatch(t.Context(), c)
				}
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// A resumed game keeps the fault its termination reason names, so that
// the summary's fault counts include the earlier run's: every head lose
// writes is read back by faultOf as the head's fault, the reasons are
// byte for byte the ones older PGN files hold, and reasons that are no
// fault read back as NoFault.
func TestFaultOfReason(t *testing.T) {
	lost := func(h faultHead, detail string) Game {
		var g Game
		(&matchRun{}).lose(&g, position.Red, h, detail)
		return g
	}

	t.Run("every head round-trips", func(t *testing.T) {
		for h := range numFaultHeads {
			g := lost(h, "detail")
			require.NotEmpty(t, faultHeads[h].text, "head %d has no text", h)
			assert.NotEqual(t, NoFault, g.Fault, g.Reason)
			assert.Equal(t, h.fault(), g.Fault, g.Reason)
			assert.Equal(t, g.Fault, faultOf(g.Reason), g.Reason)
		}
	})

	t.Run("texts older PGN files hold", func(t *testing.T) {
		tests := []struct {
			head   faultHead
			detail string
			reason string
			want   Fault
		}{
			{headTimeForfeit, "(a used 1.234s with 1.000s left)", "time forfeit (a used 1.234s with 1.000s left)", FaultTime},
			{headTimeForfeit, "(a took 1.234s for movetime 1000ms)", "time forfeit (a took 1.234s for movetime 1000ms)", FaultTime},
			{headTimeForfeit, "(no bestmove after stop): x", "time forfeit (no bestmove after stop): x", FaultTime},
			{headIllegalMove, `"a0a9" by a: not legal`, `illegal move "a0a9" by a: not legal`, FaultIllegal},
			{headCrash, "exit status 2", "crash: exit status 2", FaultCrash},
			{headStartFailed, "no such file", "engine failed to start: no such file", FaultCrash},
			{headNoReply, "a gave no move within 1m0s", "no reply: a gave no move within 1m0s", FaultNoReply},
			{headProtocol, "bestmove before go", "protocol error: bestmove before go", FaultProtocol},
			{headBadOpening, "bad FEN", "bad opening: bad FEN", FaultProtocol},
		}
		for _, tt := range tests {
			g := lost(tt.head, tt.detail)
			assert.Equal(t, tt.reason, g.Reason)
			assert.Equal(t, tt.want, faultOf(tt.reason), tt.reason)
		}
	})

	t.Run("no fault", func(t *testing.T) {
		var g Game
		(&matchRun{}).resign(&g, position.Red, "red")
		require.Equal(t, "red resigns", g.Reason)
		for _, reason := range []string{
			g.Reason,
			"checkmate",
			"adjudication: draw after 400 plies (max plies)",
		} {
			assert.Equal(t, NoFault, faultOf(reason), reason)
		}
	})
}
