package main

import (
	"bytes"
	"encoding/json"
	"io"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// decodeOne decodes stdout as exactly one JSON object and nothing else
// (DESIGN.md: "--json prints exactly one JSON object on stdout and nothing else").
func decodeOne(t *testing.T, out string) map[string]any {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(out))
	var got map[string]any
	require.NoError(t, dec.Decode(&got), "stdout %q", out)
	var extra json.RawMessage
	require.ErrorIs(t, dec.Decode(&extra), io.EOF, "more than one JSON value on stdout: %q", out)
	return got
}

func keys(m map[string]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func TestPerftCommandJSONFields(t *testing.T) {
	code, out, errOut := runCmd("perft", "--depth", "2", "--json")
	assert.Equal(t, 0, code)
	assert.Empty(t, errOut)
	got := decodeOne(t, out)
	assert.Equal(t, []string{"depth", "fen", "ms", "nodes", "nps"}, keys(got))
	assert.Equal(t, 1920.0, got["nodes"])
	assert.Equal(t, 2.0, got["depth"])

	code, out, errOut = runCmd("perft", "--depth", "1", "--divide", "--json", "--fen", "3k5/9/9/9/9/9/9/9/9/4K4 w")
	assert.Equal(t, 0, code)
	assert.Empty(t, errOut)
	got = decodeOne(t, out)
	assert.Equal(t, []string{"depth", "divide", "fen", "ms", "nodes", "nps"}, keys(got))
	assert.Equal(t, map[string]any{"e0e1": 1.0, "e0f0": 1.0}, got["divide"])
}

// TestCommandErrors: every bad input is a one-line message naming the
// problem, on stderr with a non-zero exit, or {"error": ...} with --json.
func TestCommandErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"perft without depth", []string{"perft"}, "--depth is required"},
		{"perft depth zero", []string{"perft", "--depth", "0"}, "--depth 0 is out of range"},
		{"perft depth not a number", []string{"perft", "--depth", "x"}, `invalid argument "x" for "--depth"`},
		{"perft bad FEN", []string{"perft", "--depth", "1", "--fen", "3k5/9/9/9/9/9/9/9/9/4K5 w"}, "FEN rank 0 has more than 9 points"},
		{"perft stray argument", []string{"perft", "--depth", "1", "extra"}, `unexpected argument "extra"`},
		{"judge unknown flag", []string{"judge", "--nope"}, "unknown flag: --nope"},
		{"judge bad move", []string{"judge", "--moves", "h2e2 h9"}, `move 2: bad move "h9"`},
		{"judge clock too high", []string{"judge", "--fen", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 120 1"}, "half-move clock 120 is above 119"},
		{"notation unknown --to", []string{"notation", "--moves", "h2e2", "--to", "san"}, `--to: unknown notation "san"`},
		{"notation bad move", []string{"notation", "--moves", "炮九平五", "--from", "chinese", "--to", "iccs"}, "move 1 (炮九平五)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd(tt.args...)
			assert.NotEqual(t, 0, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, tt.want)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)

			code, out, errOut = runCmd(append(tt.args, "--json")...)
			assert.NotEqual(t, 0, code)
			assert.Empty(t, errOut)
			got := decodeOne(t, out)
			assert.Equal(t, []string{"error"}, keys(got))
			assert.Contains(t, got["error"], tt.want)
		})
	}
}

// TestWantsJSON: a flag error is reported as JSON exactly when the caller
// asked for JSON, in any spelling pflag accepts for a true boolean, and not
// when "--json" comes after "--" (it is then an argument, not the flag).
func TestWantsJSON(t *testing.T) {
	tests := []struct {
		args []string
		want bool
	}{
		{[]string{"--json"}, true},
		{[]string{"--json=true"}, true},
		{[]string{"--json=1"}, true},
		{[]string{"--json=T"}, true},
		{[]string{"--json=false"}, false},
		{[]string{"--json", "--json=false"}, false},
		{[]string{"--", "--json"}, false},
		{nil, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, wantsJSON(tt.args), "%q", tt.args)
	}

	code, out, errOut := runCmd("perft", "--json=1", "--depth", "x")
	assert.Equal(t, 2, code)
	assert.Empty(t, errOut)
	assert.Contains(t, decodeOne(t, out)["error"], `invalid argument "x"`)
}

func TestHelp(t *testing.T) {
	for _, name := range []string{"perft", "judge", "notation", "help"} {
		code, out, errOut := runCmd("help", name)
		assert.Equal(t, 0, code)
		assert.Empty(t, errOut)
		assert.True(t, strings.HasPrefix(out, "usage: chuhe "+name+" "), out)
	}
	var stdout, stderr bytes.Buffer
	assert.Equal(t, 0, run([]string{"help"}, nil, &stdout, &stderr))
	for _, line := range []string{"chuhe perft [--fen F] --depth N [--divide] [--json]", "chuhe judge --fen F --moves", "chuhe notation --fen F --moves", "chuhe help [COMMAND]"} {
		assert.Contains(t, stdout.String(), line)
	}
	code, out, errOut := runCmd("help", "nosuch")
	assert.NotEqual(t, 0, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, `unknown command "nosuch"`)
}
