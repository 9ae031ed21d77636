package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNotationCommand(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		out  string
		err  string
	}{
		{"coord to chinese", []string{"--moves", "h2e2 h9g7 h0g2", "--from", "coord", "--to", "chinese"}, 0, "炮二平五 馬8進7 傌二進三\n", ""},
		{"chinese to wxf", []string{"--moves", "炮二平五 马8进7", "--from", "chinese", "--to", "wxf"}, 0, "C2=5 H8+7\n", ""},
		{"wxf to iccs", []string{"--moves", "C2=5 H8+7", "--from", "wxf", "--to", "iccs"}, 0, "H2-E2 H9-G7\n", ""},
		{"auto-detected mixed input", []string{"--moves", "H2-E2 馬8進7 h0g2", "--to", "coord"}, 0, "h2e2 h9g7 h0g2\n", ""},
		{"tandem rooks from a FEN", []string{"--fen", "3k5/9/9/9/9/9/7R1/9/7R1/4K4 w", "--moves", "h3h4", "--from", "coord", "--to", "chinese"}, 0, "前俥進一\n", ""},
		{"no moves", []string{"--to", "wxf"}, 0, "\n", ""},
		{"move numbers skipped", []string{"--moves", "1. 炮二平五 馬8進7 2. 傌二進三", "--to", "iccs"}, 0, "H2-E2 H9-G7 H0-G2\n", ""},
		{"illegal move named", []string{"--moves", "C2=5 C3=5", "--from", "wxf", "--to", "iccs"}, 2, "", "chuhe notation: move 2 (C3=5): illegal move \"C3=5\": black has no cannon on file 3\n"},
		{"unknown notation", []string{"--moves", "h2e2", "--to", "pgn"}, 2, "", "chuhe notation: --to: unknown notation \"pgn\" (want iccs, wxf, chinese or coord)\n"},
		{"missing --to", []string{"--moves", "h2e2"}, 2, "", "chuhe notation: --to is required (iccs, wxf, chinese or coord)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd(append([]string{"notation"}, tt.args...)...)
			assert.Equal(t, tt.code, code)
			assert.Equal(t, tt.out, out)
			assert.Equal(t, tt.err, errOut)
		})
	}
}

func TestNotationCommandJSON(t *testing.T) {
	code, out, _ := runCmd("notation", "--json", "--moves", "h2e2", "--from", "coord", "--to", "wxf")
	assert.Equal(t, 0, code)
	var got map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, map[string]any{"moves": []any{"C2=5"}, "from": "coord", "to": "wxf"}, got)

	code, out, _ = runCmd("notation", "--json", "--moves", "炮二X五", "--from", "chinese", "--to", "wxf")
	assert.Equal(t, 2, code)
	got = nil
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, map[string]any{"error": "move 1 (炮二X五): bad Chinese move \"炮二X五\": unknown character 'X'"}, got)
}
