package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/record"
)

const (
	xqfGame     = "../../testdata/games/huang-feng-1930s.xqf"
	xqfVariants = "../../testdata/games/five-variations.xqf"
)

// recordJSON runs `chuhe record ... --json` and decodes its games.
func recordJSON(t *testing.T, args ...string) []recordGame {
	t.Helper()
	code, out, errOut := runCLI(append(append([]string{"record"}, args...), "--json")...)
	require.Equal(t, 0, code, errOut)
	var res struct {
		Games []recordGame `json:"games"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res), out)
	return res.Games
}

// The main line of an XQF file read by another program (walker8088/cchess,
// whose test lists it in Chinese with simplified characters and full-width
// digits) is the main line we read.
func TestRecordXQFAgainstAnotherReader(t *testing.T) {
	theirs := strings.Split("炮二平五,炮８平５,马二进三,马８进７,兵三进一,车９平８", ",")
	p := position.New()
	var want []string
	for _, s := range theirs {
		m, err := record.ParseMove(p, s, record.Chinese)
		require.NoError(t, err, s)
		iccs, _ := record.FormatMove(p, m, record.ICCS)
		want = append(want, iccs)
		p.MakeMove(m)
	}
	games := recordJSON(t, xqfVariants)
	require.Len(t, games, 1)
	assert.Equal(t, want, games[0].Moves)
	assert.Equal(t, "", games[0].FEN, "the standard start")
}

func TestRecordListsAndConverts(t *testing.T) {
	code, out, errOut := runCLI("record", xqfGame, "--notation", "chinese", "--fen-at", "2")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(out, "\n")
	assert.Contains(t, lines[0], "黄松轩 vs 冯敬如, 1-0, 37 plies")
	assert.True(t, strings.HasPrefix(lines[1], "  1. 炮二平五 "), lines[1])
	assert.Contains(t, out, "  fen: r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2\n")

	games := recordJSON(t, xqfGame, "--notation", "wxf", "--fen-at", "0")
	require.Len(t, games, 1)
	g := games[0]
	assert.Equal(t, "黄松轩", g.Tags["Red"])
	assert.Equal(t, "1-0", g.Result)
	require.Len(t, g.Moves, 37)
	assert.Equal(t, "H2-E2", g.Moves[0])
	assert.Equal(t, "C2=5", g.MovesNotation[0])
	assert.Equal(t, position.StartFEN, g.FENAt)

	// XQF to PGN, in Chinese; read back, the same game.
	pgn := filepath.Join(t.TempDir(), "game.pgn")
	code, _, errOut = runCLI("record", xqfGame, "--pgn", pgn, "--notation", "chinese")
	require.Equal(t, 0, code, errOut)
	data, err := os.ReadFile(pgn)
	require.NoError(t, err)
	assert.Contains(t, string(data), "1. 炮二平五")
	back := recordJSON(t, pgn)
	require.Len(t, back, 1)
	assert.Equal(t, g.Moves, back[0].Moves)
	assert.Equal(t, g.Result, back[0].Result)
	assert.Equal(t, g.Tags["Black"], back[0].Tags["Black"])

	code, out, errOut = runCLI("record", xqfGame, "--pgn", "-")
	require.Equal(t, 0, code, errOut)
	assert.True(t, strings.HasPrefix(out, `[Game "Chinese Chess"]`), "only the PGN on stdout")
}

// --judge replays each game by the rules: a game the rules ended before
// the record does, or with another result, disagrees and names the ply.
func TestRecordJudge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.pgn")
	require.NoError(t, os.WriteFile(path, []byte(`[Event "stalemate, recorded right"]
[Result "1-0"]
[FEN "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"]

1. a0b0 d9d8 2. b0a0 d8d9 3. a0a8 1-0

[Event "stalemate, recorded wrong"]
[Result "1/2-1/2"]
[FEN "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"]

1. a0b0 d9d8 2. b0a0 d8d9 3. a0a8 1/2-1/2

[Event "played on after a repetition draw"]
[Result "1-0"]

1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 5. h2e2 1-0

[Event "resigned"]
[Result "0-1"]

1. h2e2 h9g7 0-1
`), 0o644))
	games := recordJSON(t, path, "--judge")
	require.Len(t, games, 4)
	type verdict struct {
		result, reason string
		ply            int
		agrees         bool
	}
	want := []verdict{
		{"red", "stalemate", 5, true},
		{"red", "stalemate", 5, false},
		{"draw", "repetition", 8, false},
		{"none", "none", 2, true},
	}
	for i, g := range games {
		require.NotNil(t, g.Judged, "game %d", i+1)
		require.NotNil(t, g.Agrees, "game %d", i+1)
		assert.Equal(t, want[i], verdict{g.Judged.Result, g.Judged.Reason, g.Judged.Ply, *g.Agrees}, "game %d", i+1)
	}
	code, out, errOut := runCLI("record", path, "--judge")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "judged: DISAGREES: the rules end the game at ply 5 (red wins by stalemate), but the record gives 1/2-1/2")
	assert.Contains(t, out, "judged: DISAGREES: the rules end the game at ply 8 (draw by repetition), but the record goes on to ply 9")
	assert.Contains(t, out, "judged: red wins by stalemate at ply 5, agrees")
	assert.Contains(t, out, "recorded 0-1 stands")
}

// A match's own PGN reads back, and every game's result agrees with the
// rules: the match runner and `record --judge` judge alike.
func TestRecordJudgesMatchPGN(t *testing.T) {
	fake := fakeForTest(t)
	pgn := filepath.Join(t.TempDir(), "match.pgn")
	code, _, errOut := runCLI("match", "--engine", "cmd="+fake+" arg=-seed=3", "--engine", "cmd="+fake+" arg=-seed=8", "--depth", "1",
		"--openings", "../../testdata/openings.txt", "--games", "8", "--pgn", pgn, "--quiet")
	require.Equal(t, 0, code, errOut)
	games := recordJSON(t, pgn, "--judge")
	require.Len(t, games, 8)
	for _, g := range games {
		assert.True(t, *g.Agrees, "round %s: %s", g.Tags["Round"], g.Tags["Termination"])
		if g.Judged.Result != "none" {
			assert.Equal(t, len(g.Moves), g.Judged.Ply)
		}
	}
}

func TestRecordBadInput(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.pgn")
	require.NoError(t, os.WriteFile(broken, []byte("[Event \"x\"]\n\n1. h2h8 *\n"), 0o644))
	notXQF := filepath.Join(dir, "short.xqf")
	require.NoError(t, os.WriteFile(notXQF, []byte("XQ\x0a"), 0o644))
	tests := []struct {
		args []string
		want string
	}{
		{nil, "give one or more"},
		{[]string{filepath.Join(dir, "missing.pgn")}, "missing.pgn"},
		{[]string{broken}, "broken.pgn"},
		{[]string{notXQF}, "not an XQF file"},
		{[]string{xqfGame, "--notation", "morse"}, "--notation"},
		{[]string{xqfGame, "--fen-at", "38"}, "has 37 plies: --fen-at 38 is past its end"},
		{[]string{xqfGame, "--fen-at", "-1"}, "negative"},
		{[]string{xqfGame, "--pgn", "-", "--judge"}, "stdout"},
	}
	for _, tt := range tests {
		code, _, errOut := runCLI(append([]string{"record"}, tt.args...)...)
		assert.Equal(t, 2, code, "%v", tt.args)
		assert.Contains(t, errOut, tt.want, "%v", tt.args)
	}
	code, out, _ := runCLI("record", broken, "--json")
	assert.Equal(t, 2, code)
	assert.True(t, json.Valid([]byte(out)) && strings.Contains(out, `"error"`), out)
}
