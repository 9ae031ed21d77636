package spsa

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestChuheArgs: the two engines get their values as options, sorted by
// name, after the options both share; the match flags follow.
func TestChuheArgs(t *testing.T) {
	c := Chuhe{Runner: "/tmp/r", Engine: "/tmp/my engine", Pairs: 3, Options: []string{"Hash=16"},
		MatchArgs: []string{"--nodes", "20000"}}
	got := c.Args(map[string]int{"Search_b": 2, "Search_a": 110}, map[string]int{"Search_a": 90, "Search_b": 4}, 77)
	assert.Equal(t, []string{"match",
		"--engine", "'cmd=/tmp/my engine' name=plus proto=uci option.Hash=16 option.Search_a=110 option.Search_b=2",
		"--engine", "'cmd=/tmp/my engine' name=minus proto=uci option.Hash=16 option.Search_a=90 option.Search_b=4",
		"--games", "6", "--seed", "77", "--json", "--quiet", "--nodes", "20000"}, got)
}

// TestParseReport: plus's counts come from the match's JSON; an error
// report, crashes or illegal moves, and output that is no report are
// refused.
func TestParseReport(t *testing.T) {
	r, err := parseReport([]byte(`{"games":4,"engines":[{"name":"minus","wins":1,"draws":1,"losses":2},{"name":"plus","wins":2,"draws":1,"losses":1}],"crashes":0}` + "\n"))
	require.NoError(t, err)
	assert.Equal(t, Result{Wins: 2, Draws: 1, Losses: 1}, r)
	for _, tc := range []struct{ out, want string }{
		{`{"error":"engine 1: no such file"}`, "match: engine 1: no such file"},
		{`{"engines":[{"name":"plus","wins":2}],"crashes":1}`, "1 crashes"},
		{`{"engines":[{"name":"x","wins":2}]}`, "no engine named plus"},
		{`Rank Name`, "not its JSON report"},
	} {
		_, err := parseReport([]byte(tc.out))
		require.Error(t, err, tc.out)
		assert.Contains(t, err.Error(), tc.want)
	}
}
