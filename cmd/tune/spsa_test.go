//go:build tune

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe/tune/spsa"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakePlay records the match configuration and lets theta+ win when its
// lmrDiv is the larger.
func fakePlay(got *spsa.Chuhe) func(spsa.Chuhe) spsa.MatchFunc {
	return func(c spsa.Chuhe) spsa.MatchFunc {
		*got = c
		return func(_ context.Context, plus, minus map[string]int, _ uint64) (spsa.Result, error) {
			if plus["Search_lmrDiv"] > minus["Search_lmrDiv"] {
				return spsa.Result{Wins: 2}, nil
			}
			return spsa.Result{Losses: 1, Draws: 1}, nil
		}
	}
}

// TestSPSACmdResumes: the mode tunes the chosen options, logs one line per
// iteration, and a second run resumes the log (after dropping a cut-off
// line) instead of starting again.
func TestSPSACmdResumes(t *testing.T) {
	log := filepath.Join(t.TempDir(), "spsa.jsonl")
	args := []string{"-engine", "/tmp/chuhe-tune", "-log", log, "-iterations", "6", "-params", "^Search_(lmrDiv|nullBase)$",
		"-pairs", "3", "-match", "--nodes 5000 --openings o.txt"}
	var c spsa.Chuhe
	var out, msgs bytes.Buffer
	require.NoError(t, spsaCmd(context.Background(), append(args, "-until", "4"), &out, &msgs, fakePlay(&c)))
	assert.Equal(t, spsa.Chuhe{Runner: "/tmp/chuhe-tune", Engine: "/tmp/chuhe-tune", Pairs: 3,
		Options: []string{"Hash=16", "Threads=1"}, MatchArgs: []string{"--nodes", "5000", "--openings", "o.txt"}}, c)
	assert.Contains(t, out.String(), "Search_lmrDiv ")
	assert.Contains(t, out.String(), "Search_nullBase ")
	assert.NotContains(t, out.String(), "Search_aspDelta")
	assert.Contains(t, msgs.String(), "iteration 4: theta+")

	f, err := os.OpenFile(log, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString(`{"iteration":5,"se`)
	require.NoError(t, err)
	require.NoError(t, f.Close())

	msgs.Reset()
	require.NoError(t, spsaCmd(context.Background(), args, &out, &msgs, fakePlay(&c)))
	assert.Contains(t, msgs.String(), "resuming "+log+" after iteration 4")
	assert.Contains(t, msgs.String(), "iteration 6: theta+")
	data, err := os.ReadFile(log)
	require.NoError(t, err)
	recs, err := spsa.ReadLog(bytes.NewReader(data))
	require.NoError(t, err)
	require.Len(t, recs, 6)
	assert.Equal(t, 6, strings.Count(string(data), "\n"), "the cut-off line is gone")
	assert.Greater(t, recs[5].Theta["Search_lmrDiv"], 190.0, "the winning direction was followed")
}

// TestSPSACmdErrors: missing flags and bad selections are refused.
func TestSPSACmdErrors(t *testing.T) {
	log := filepath.Join(t.TempDir(), "x.jsonl")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-log", log}, "needs -engine and -log"},
		{[]string{"-engine", "e"}, "needs -engine and -log"},
		{[]string{"-engine", "e", "-log", log, "-params", "("}, "-params"},
		{[]string{"-engine", "e", "-log", log, "-params", "^Eval_"}, "matches no parameter"},
	}
	var c spsa.Chuhe
	for _, tc := range tests {
		err := spsaCmd(context.Background(), tc.args, &bytes.Buffer{}, &bytes.Buffer{}, fakePlay(&c))
		require.Error(t, err, tc.args)
		assert.Contains(t, err.Error(), tc.want)
	}
}
