package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/datagen"
)

func TestDatagenCommandErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no out", nil, "--out DIR is required"},
		{"bad seed", []string{"--out", "x", "--seed", "9-3"}, `--seed: "9-3" is not a range A-B with A <= B`},
		{"bad shard", []string{"--out", "x", "--shard", "5/4"}, `--shard "5/4": want I/N`},
		{"no games", []string{"--out", "x", "--games", "0"}, "games 0: want at least 1"},
		{"bad plies", []string{"--out", "x", "--random-plies", "a-b"}, `--random-plies "a-b"`},
		{"bad concurrency", []string{"--out", "x", "--concurrency", "0"}, "--concurrency 0 is out of range"},
		{"bad eval", []string{"--out", "x", "--eval", "magic"}, `--eval "magic": want nnue or classical`},
		{"stray evalfile", []string{"--out", "x", "--eval", "classical", "--evalfile", "n.nnue"}, "--evalfile goes with --eval nnue"},
		{"missing net", []string{"--out", "x", "--eval", "nnue", "--evalfile", "/nonexistent/n.nnue"}, "no such file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, _ := runCmd(append([]string{"datagen", "--json"}, tc.args...)...)
			assert.Equal(t, 2, code)
			var got map[string]string
			require.NoError(t, json.Unmarshal([]byte(out), &got), out)
			assert.Contains(t, got["error"], tc.want)
		})
	}
}

// TestDatagenCommandShards: a range of seeds split in shards plays each
// seed once, into its own file.
func TestDatagenCommandShards(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games")
	}
	dir := t.TempDir()
	for _, shard := range []string{"1/2", "2/2"} {
		code, out, errOut := runCmd("datagen", "--out", dir, "--seed", "4-6", "--shard", shard,
			"--games", "1", "--nodes", "200", "--json")
		require.Equal(t, 0, code, errOut)
		var got struct {
			Seeds []int `json:"seeds"`
			Games int   `json:"games"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &got))
		if shard == "1/2" {
			assert.Equal(t, []int{4, 6}, got.Seeds)
		} else {
			assert.Equal(t, []int{5}, got.Seeds)
		}
		assert.Equal(t, len(got.Seeds), got.Games)
	}
	for _, seed := range []uint64{4, 5, 6} {
		f, err := os.Open(filepath.Join(dir, datagen.ShardName(seed)))
		require.NoError(t, err)
		games, err := datagen.ReadAll(f)
		f.Close()
		require.NoError(t, err)
		assert.Len(t, games, 1, "seed %d", seed)
	}
}

// TestDatagenCommandEval: --eval nnue plays the games with the network
// (generation 2 learns from the net's own games), so the same seed gives
// other games than with the hand-written evaluation, and the same ones again.
func TestDatagenCommandEval(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games")
	}
	play := func(eval string) []byte {
		dir := t.TempDir()
		code, _, errOut := runCmd("datagen", "--out", dir, "--seed", "3", "--games", "2", "--nodes", "300",
			"--eval", eval, "--json")
		require.Equal(t, 0, code, errOut)
		data, err := os.ReadFile(filepath.Join(dir, datagen.ShardName(3)))
		require.NoError(t, err)
		return data
	}
	nn := play("nnue")
	assert.NotEqual(t, play("classical"), nn)
	assert.Equal(t, nn, play("nnue"))
}

func TestBenchEvalFlags(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--eval", "magic"}, `--eval "magic": want nnue or classical`},
		{[]string{"--eval", "classical", "--evalfile", "x.nnue"}, "--evalfile goes with --eval nnue"},
		{[]string{"--eval", "nnue", "--evalfile", "/nonexistent/x.nnue"}, "no such file"},
	}
	for _, tc := range tests {
		code, out, _ := runCmd(append([]string{"bench", "--json", "--depth", "1"}, tc.args...)...)
		assert.Equal(t, 2, code)
		var got map[string]string
		require.NoError(t, json.Unmarshal([]byte(out), &got), out)
		assert.Contains(t, got["error"], tc.want)
	}
	for _, ev := range []string{"nnue", "classical"} {
		code, out, errOut := runCmd("bench", "--json", "--depth", "2", "--eval", ev)
		require.Equal(t, 0, code, errOut)
		var got map[string]any
		require.NoError(t, json.Unmarshal([]byte(out), &got))
		assert.Equal(t, ev, got["eval"])
		assert.Greater(t, got["nodes"], 0.0)
	}
}
