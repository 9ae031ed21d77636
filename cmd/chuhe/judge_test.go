package main

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runCmd runs chuhe with arguments and returns the exit status and output.
func runCmd(args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := run(args, bytes.NewReader(nil), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestJudgeCommandJSON(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want map[string]any
		code int
	}{
		{"checkmate", []string{"--fen", "3k5/9/9/9/R8/9/9/9/9/4K4 w - - 0 1", "--moves", "a5d5"},
			map[string]any{"result": "red", "reason": "checkmate", "ply": 1.0}, 0},
		{"perpetual check loses", []string{"--fen", "5k3/9/9/9/4r4/9/9/9/9/3K5 b - - 0 1", "--moves", "e5d5 d0e0 d5e5 e0d0 e5d5 d0e0 d5e5 e0d0"},
			map[string]any{"result": "red", "reason": "perpetual-check", "ply": 8.0}, 0},
		{"game goes on", []string{"--moves", "h2e2 h9g7"},
			map[string]any{"result": "none", "reason": "none", "ply": 2.0}, 0},
		{"over at setup", []string{"--fen", "4k1b2/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1"},
			map[string]any{"result": "draw", "reason": "material", "ply": 0.0}, 0},
		{"illegal move", []string{"--moves", "h2e2 h2e2"},
			map[string]any{"error": "move 2: illegal move h2e2: no piece on h2"}, 2},
		{"move after the end", []string{"--fen", "3k5/9/9/9/R8/9/9/9/9/4K4 w", "--moves", "a5d5 d9e9"},
			map[string]any{"error": "move 2 (d9e9) comes after the game ended at ply 1 (red wins by checkmate)"}, 2},
		{"bad FEN", []string{"--fen", "nonsense"},
			map[string]any{"error": "FEN has 1 ranks, want 10"}, 2},
		{"unknown flag", []string{"--bogus"},
			map[string]any{"error": "unknown flag: --bogus"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd(append([]string{"judge", "--json"}, tt.args...)...)
			assert.Equal(t, tt.code, code)
			assert.Empty(t, errOut)
			var got map[string]any
			require.NoError(t, json.Unmarshal([]byte(out), &got), out)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestJudgeCommandText(t *testing.T) {
	code, out, errOut := runCmd("judge", "--fen", "3k5/9/9/9/R8/9/9/9/9/4K4 w", "--moves", "a5d5")
	assert.Equal(t, 0, code)
	assert.Empty(t, errOut)
	assert.Equal(t, "red wins by checkmate after 1 ply\n", out)

	code, out, errOut = runCmd("judge", "--fen", "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1", "--moves", "f4d4 f5d5 d4f4 d5f5 f4d4 f5d5 d4f4 d5f5")
	assert.Equal(t, 0, code)
	assert.Empty(t, errOut)
	assert.Equal(t, "black wins: red loses by perpetual-attack after 8 plies (red chases black's pawn on f1; black clean)\n", out)

	code, out, errOut = runCmd("judge", "--moves", "h2e2 e2e3")
	assert.Equal(t, 2, code)
	assert.Empty(t, out)
	assert.Equal(t, "chuhe judge: move 2: illegal move e2e3: the piece on e2 is red's and black is to move\n", errOut)
}
