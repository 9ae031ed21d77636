package bench

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/uciclient"
)

// The pairs of a schedule are dealt to the shards in turn: each pair to
// exactly one shard, both its games together, rounds numbered as in the
// whole schedule.
func TestScheduleShards(t *testing.T) {
	ops := make([]Opening, 5)
	for i := range ops {
		ops[i] = Opening{FEN: "x", Source: string(rune('a' + i))}
	}
	cfg := MatchConfig{Engines: make([]ucciConfig, 3), Openings: ops, Games: 27}
	names := []string{"x", "y", "z"}
	whole := (&matchRun{cfg: cfg, res: newMatchResult(names)}).schedule()
	require.Len(t, whole, 27)
	rounds := map[int]int{}
	for i := 1; i <= 4; i++ {
		c := cfg
		c.Shard, c.Shards = i, 4
		for _, g := range (&matchRun{cfg: c, res: newMatchResult(names)}).schedule() {
			assert.Equal(t, i-1, g.Pair%4, "round %d", g.Round)
			w := whole[g.Round-1]
			assert.Equal(t, [3]any{w.Pair, w.Red, w.Opening.Source}, [3]any{g.Pair, g.Red, g.Opening.Source})
			rounds[g.Round]++
		}
	}
	assert.Len(t, rounds, 27, "every game in some shard")
	for r, n := range rounds {
		assert.Equal(t, 1, n, "round %d in one shard only", r)
	}
}

var pgnComment = regexp.MustCompile(`\{[^}]*\}`)

// A match played as shards and merged reports exactly what the same match
// played whole reports, in its table and its JSON, and the merged PGN holds
// the same games in the same order. The fake engines choose moves by a
// hash of the position, so a game depends only on its opening and colours.
func TestMergedShardsEqualOneRun(t *testing.T) {
	ops, _, err := LoadOpenings("../testdata/openings.txt", 0)
	require.NoError(t, err)
	tests := []struct {
		name    string
		engines []uciclient.Config
		games   int
		shards  int
	}{
		{"two engines, 3 shards", []uciclient.Config{fake("a", "-seed=3"), fake("b", "-seed=8")}, 0, 3},
		{"odd games, a lone game in the last pair", []uciclient.Config{fake("a", "-seed=3"), fake("b", "-seed=8")}, 15, 4},
		{"round robin of three", []uciclient.Config{fake("a", "-seed=3"), fake("b", "-seed=8"), fake("c", "-seed=5")}, 0, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg := MatchConfig{Engines: tt.engines, TC: quickTC, Openings: ops[:8], Games: tt.games, MaxPlies: 80}
			whole, wholePGN := runTestMatch(t, cfg)
			var parts []MatchJSON
			pgns := map[string][]byte{}
			for i := 1; i <= tt.shards; i++ {
				c := cfg
				c.Shard, c.Shards = i, tt.shards
				res, pgn := runTestMatch(t, c)
				// Through JSON text, as the shards' files come back.
				data, err := json.Marshal(res.JSON())
				require.NoError(t, err)
				var j MatchJSON
				require.NoError(t, json.Unmarshal(data, &j))
				parts = append(parts, j)
				pgns[string(rune('a'+i))] = []byte(pgn)
			}
			merged, err := MergeResults(parts)
			require.NoError(t, err)
			assert.Equal(t, whole.JSON(), merged.JSON())
			var a, b bytes.Buffer
			whole.WriteTable(&a)
			merged.WriteTable(&b)
			assert.Equal(t, a.String(), b.String())
			var out bytes.Buffer
			require.NoError(t, MergePGN(&out, pgns))
			assert.Equal(t, pgnComment.ReplaceAllString(wholePGN, ""), pgnComment.ReplaceAllString(out.String(), ""),
				"the same games apart from the thinking times in the comments")

			pairs := 0
			for _, p := range whole.Penta {
				pairs += p.Pairs()
			}
			assert.Equal(t, len(whole.Games)/2*2, pairs, "each complete pair counted once for each of its two engines")
		})
	}
}

// Merging refuses what does not make one match.
func TestMergeResultsErrors(t *testing.T) {
	shard := func(i, n int, tc string, names ...string) MatchJSON {
		j := MatchJSON{TC: tc, Shard: &MatchShardJSON{Index: i, Count: n}}
		for _, name := range names {
			j.Engines = append(j.Engines, MatchEngineJSON{Name: name})
		}
		return j
	}
	tests := []struct {
		name  string
		parts []MatchJSON
		want  string
	}{
		{"nothing", nil, "no results"},
		{"not a shard", []MatchJSON{{TC: "10+0.1"}}, "not from a --shard run"},
		{"missing", []MatchJSON{shard(1, 3, "d4", "a", "b"), shard(3, 3, "d4", "a", "b")}, "shard 2 of 3 is missing"},
		{"twice", []MatchJSON{shard(1, 2, "d4", "a", "b"), shard(1, 2, "d4", "a", "b")}, "given twice"},
		{"other count", []MatchJSON{shard(1, 2, "d4", "a", "b"), shard(2, 3, "d4", "a", "b")}, "of 3"},
		{"other tc", []MatchJSON{shard(1, 2, "d4", "a", "b"), shard(2, 2, "d5", "a", "b")}, "played"},
		{"other engines", []MatchJSON{shard(1, 2, "d4", "a", "b"), shard(2, 2, "d4", "a", "c")}, "other engines"},
	}
	for _, tt := range tests {
		_, err := MergeResults(tt.parts)
		require.Error(t, err, tt.name)
		assert.Contains(t, err.Error(), tt.want, tt.name)
	}
}

// The shards' warnings reach the merged report, each text once: every
// shard of a match with an unknown option warns of it, and the match run
// whole warns once.
func TestMergeResultsWarnings(t *testing.T) {
	shard := func(i int, warnings ...string) MatchJSON {
		return MatchJSON{TC: "d4", Shard: &MatchShardJSON{Index: i, Count: 3}, Warnings: warnings,
			Engines: []MatchEngineJSON{{Name: "a"}, {Name: "b"}}}
	}
	opt := `engine b: option "Foo" is not one the engine offers; not sent`
	res, err := MergeResults([]MatchJSON{shard(1, opt), shard(2), shard(3, opt, "pgn: disk full")})
	require.NoError(t, err)
	assert.Equal(t, []string{opt, "pgn: disk full"}, res.JSON().Warnings)
	res, err = MergeResults([]MatchJSON{shard(1), shard(2), shard(3)})
	require.NoError(t, err)
	assert.Empty(t, res.JSON().Warnings)
}

func TestShardConfigErrors(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for _, cfg := range []MatchConfig{
		{Shard: 0, Shards: 2},
		{Shard: 3, Shards: 2},
		{Shard: 1, Shards: 2, SPRT: &sp},
	} {
		cfg.Engines, cfg.TC = make([]ucciConfig, 2), quickTC
		err := CheckMatchConfig(&cfg)
		require.Error(t, err, "%d/%d", cfg.Shard, cfg.Shards)
		assert.Contains(t, err.Error(), "shard")
	}
}

// The progress line after each game: games done of scheduled, W-D-L, Elo
// from games and from pairs (an undefined error bar said so, never
// "± 0.0"), the LLR with its bounds and the time left at the pace so far;
// one plain line per game, or rewritten in place on a terminal.
func TestMatchProgress(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for _, live := range []bool{false, true} {
		var out bytes.Buffer
		tick := time.Unix(0, 0)
		cfg := MatchConfig{Engines: []uciclient.Config{fake("a", ""), fake("b", "")}, TC: quickTC, Games: 4,
			MaxPlies: 2, SPRT: &sp, Progress: &out, Live: live,
			now: func() time.Time { tick = tick.Add(10 * time.Second); return tick }}
		runTestMatch(t, cfg)
		text := out.String()
		assert.NotContains(t, text, "± 0.0")
		if !live {
			lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
			require.Len(t, lines, 4, text)
			assert.Equal(t, "game 1/4: a vs b 0-1-0 (W-D-L) 0.500, Elo +0.0 ± undefined, pairs [0 0 0 0 0] Elo undefined, "+
				"LLR 0.00 [-2.94, 2.94], ETA 30s; last a 1/2-1/2 b (adjudication: draw after 2 plies (max plies))", lines[0],
				"the first game took 10s of the clock: 3 more take 30s")
			assert.Contains(t, lines[1], "pairs [0 0 1 0 0] Elo +0.0 ± undefined")
			assert.NotContains(t, lines[3], "ETA", "nothing left")
			continue
		}
		assert.Equal(t, 4, strings.Count(text, "\r\x1b[K"), "rewritten in place")
		assert.Equal(t, 1, strings.Count(text, "\n"), "one newline, at the end")
		assert.NotContains(t, text, "last ")
		last := text[strings.LastIndex(text, "\r\x1b[K")+4:]
		assert.Equal(t, "game 4/4: 0-4-0, Elo +0.0 ± undefined, pairs +0.0 ± undefined, LLR 0.00 [-2.94, 2.94]\n", last)
	}
}
