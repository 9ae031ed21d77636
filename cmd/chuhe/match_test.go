package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/bench"
)

// buildForTest builds a package of this module into dir and returns the binary.
func buildForTest(t *testing.T, dir, pkg, name string) string {
	t.Helper()
	out := filepath.Join(dir, name)
	b, err := exec.Command(goTool(), "build", "-o", out, pkg).CombinedOutput()
	require.NoError(t, err, "go build %s: %s", pkg, b)
	return out
}

// testBin is a directory for binaries built once per test binary; TestMain
// makes and removes it.
var testBin string

// buildFake builds the scripted engine of bench/testdata once.
var buildFake = sync.OnceValues(func() (string, error) {
	out := filepath.Join(testBin, "fakeengine")
	b, err := exec.Command(goTool(), "build", "-o", out, "../../bench/testdata/fakeengine").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build fakeengine: %v: %s", err, b)
	}
	return out, nil
})

// fakeForTest returns the scripted engine, built on first use.
func fakeForTest(t *testing.T) string {
	t.Helper()
	fake, err := buildFake()
	require.NoError(t, err)
	return fake
}

// goTool returns the go command of the toolchain running the tests.
func goTool() string {
	p := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	return "go"
}

func runCLI(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, strings.NewReader(""), &o, &e)
	return code, o.String(), e.String()
}

// --json prints exactly one object with the docs/DESIGN.md field names.
func TestMatchCommandJSON(t *testing.T) {
	fake := fakeForTest(t)
	pgn := filepath.Join(t.TempDir(), "games.pgn")
	code, out, errOut := runCLI("match", "--engine", "cmd="+fake+" name=one", "--engine", "cmd="+fake+" name=two arg=-seed=4 arg=-mode=illegal arg=-after=3",
		"--tc", "10+0.1", "--games", "4", "--pgn", pgn, "--json", "--sprt", "elo0=0", "elo1=5", "alpha=0.05", "beta=0.05")
	require.Equal(t, 0, code, errOut)
	dec := json.NewDecoder(strings.NewReader(out))
	var obj map[string]any
	require.NoError(t, dec.Decode(&obj))
	assert.False(t, dec.More(), "exactly one JSON object")
	for _, k := range []string{"games", "time_losses", "illegal_moves", "crashes", "engines", "sprt"} {
		assert.Contains(t, obj, k)
	}
	engines := obj["engines"].([]any)
	require.Len(t, engines, 2)
	e0 := engines[0].(map[string]any)
	for _, k := range []string{"name", "wins", "draws", "losses", "score", "elo", "elo_error", "los"} {
		assert.Contains(t, e0, k)
	}
	assert.Equal(t, "one", e0["name"])
	games := obj["games"].(float64)
	assert.Equal(t, games, obj["illegal_moves"], "the second engine always plays an illegal move on its 4th")
	assert.Equal(t, games, e0["wins"])
	assert.Equal(t, 4.0, games, "4-0-0 decides no SPRT (LLR 0.14)")
	sprt := obj["sprt"].(map[string]any)
	assert.Equal(t, "continue", sprt["result"])
	for _, k := range []string{"llr", "lower", "upper", "elo0", "elo1", "alpha", "beta"} {
		assert.Contains(t, sprt, k)
	}
	data, err := os.ReadFile(pgn)
	require.NoError(t, err)
	assert.Equal(t, int(games), strings.Count(string(data), "[Result \"1-0\"]")+strings.Count(string(data), "[Result \"0-1\"]"))
}

func TestMatchCommandTable(t *testing.T) {
	fake := fakeForTest(t)
	code, out, errOut := runCLI("match", "--engine", "cmd="+fake, "--engine", "cmd="+fake+" arg=-seed=2", "--depth", "2", "--games", "2")
	require.Equal(t, 0, code, errOut)
	for _, want := range []string{"Results of 2 of 2 games", "fakeengine-2", "Elo", "LOS", "Draws", "time losses"} {
		assert.Contains(t, out, want)
	}
	assert.Contains(t, errOut, "game 2/2", "progress on stderr")
}

// Bad input is reported before any game, with a message naming the problem.
func TestMatchCommandBadInput(t *testing.T) {
	fake := fakeForTest(t)
	good := "cmd=" + fake
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.txt")
	require.NoError(t, os.WriteFile(broken, []byte("# header\nnot a fen\n"), 0o644))
	oneBad := filepath.Join(dir, "onebad.txt")
	require.NoError(t, os.WriteFile(oneBad, []byte("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\nxx\n"), 0o644))
	tests := []struct {
		name string
		args []string
		code int
		want string // in stderr
	}{
		{"missing binary", []string{"--engine", good, "--engine", "cmd=/no/such/engine", "--depth", "1"}, 2, "cannot start /no/such/engine"},
		{"never says uciok", []string{"--engine", good, "--engine", good + " arg=-mode=nouciok", "--depth", "1", "--start-timeout", "300"}, 2, "no uciok"},
		{"unknown tc", []string{"--engine", good, "--engine", good, "--tc", "fast"}, 2, `time control "fast"`},
		{"one engine", []string{"--engine", good, "--depth", "1"}, 2, "at least two"},
		{"bad engine key", []string{"--engine", good + " colour=red", "--engine", good}, 2, "unknown key"},
		{"no usable opening", []string{"--engine", good, "--engine", good, "--depth", "1", "--openings", broken}, 2, "line 2"},
		{"broken line skipped", []string{"--engine", good, "--engine", good, "--depth", "1", "--openings", oneBad, "--games", "2"}, 0, "line 2"},
		{"bad sprt", []string{"--engine", good, "--engine", good, "--depth", "1", "--sprt", "elo0=5", "elo1=0"}, 2, "greater"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := runCLI(append([]string{"match"}, tt.args...)...)
			assert.Equal(t, tt.code, code, errOut)
			assert.Contains(t, errOut, tt.want)
			if tt.code != 0 {
				assert.NotContains(t, errOut, "game 1/", "no game was played")
			}
		})
	}
	code, out, _ := runCLI("match", "--engine", good, "--tc", "1:00", "--json")
	assert.Equal(t, 2, code)
	assert.True(t, json.Valid([]byte(out)) && strings.Contains(out, `"error"`), out)
}

// lockedBuffer is a bytes.Buffer safe to read while a process writes it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestJoinSPRTArgs(t *testing.T) {
	assert.Equal(t, []string{"--games", "4", "--sprt=elo0=0 elo1=5 alpha=0.05 beta=0.05", "--json"},
		joinSPRTArgs([]string{"--games", "4", "--sprt", "elo0=0", "elo1=5", "alpha=0.05", "beta=0.05", "--json"}))
	assert.Equal(t, []string{"--sprt=elo0=0 elo1=5"}, joinSPRTArgs([]string{"--sprt=elo0=0", "elo1=5"}))
	assert.Equal(t, []string{"--sprt=elo0=0 elo1=5"}, joinSPRTArgs([]string{"--sprt", "elo0=0 elo1=5"}))
}

// Ctrl-C stops the match: the table covers the finished games and the PGN
// holds exactly those, whole.
func TestMatchCommandInterrupt(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT on windows")
	}
	dir := t.TempDir()
	chuhe := buildForTest(t, dir, ".", "chuhe")
	fake := fakeForTest(t)
	pgn := filepath.Join(dir, "games.pgn")
	cmd := exec.Command(chuhe, "match", "--engine", "cmd="+fake+" arg=-delay=3ms", "--engine", "cmd="+fake+" arg=-delay=3ms arg=-seed=3",
		"--tc", "10+0.1", "--games", "200", "--pgn", pgn, "--json")
	var out bytes.Buffer
	var errOut lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	require.NoError(t, cmd.Start())
	// Wait until a game has finished, then interrupt.
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(errOut.String(), "game 1/") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	require.NoError(t, cmd.Wait(), errOut.String())
	var res struct {
		Games       int  `json:"games"`
		Interrupted bool `json:"interrupted"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &res), out.String())
	assert.True(t, res.Interrupted)
	assert.Greater(t, res.Games, 0)
	assert.Less(t, res.Games, 200)
	data, err := os.ReadFile(pgn)
	require.NoError(t, err)
	text := string(data)
	assert.Equal(t, res.Games, strings.Count(text, "[Result "))
	assert.True(t, strings.HasSuffix(strings.TrimSpace(text), "1-0") || strings.HasSuffix(strings.TrimSpace(text), "0-1") ||
		strings.HasSuffix(strings.TrimSpace(text), "1/2-1/2"), "the last game is complete")
}

// `chuhe help match` documents the --json object a script reads: where the
// per-engine fields sit and that score and los are fractions, not percent.
func TestMatchHelpDocumentsJSON(t *testing.T) {
	code, out, errOut := runCLI("help", "match")
	require.Equal(t, 0, code, errOut)
	for _, want := range []string{`"engines": [`, `"name"`, `"wins"`, `"draws"`, `"losses"`, `"score"`,
		`"elo"`, `"elo_error"`, `"los"`, `"games"`, `"time_losses"`, `"illegal_moves"`, `"crashes"`,
		`"sprt"`, `"llr"`, "0..1", "null", "option.usemillisec=true"} {
		assert.Contains(t, out, want)
	}
}

// A match run as shards from the command line and merged with --merge
// prints the report of the same match run whole, table and JSON, and the
// merged PGN holds the same games.
func TestMatchCommandShardsMerge(t *testing.T) {
	fake := fakeForTest(t)
	dir := t.TempDir()
	args := []string{"match", "--engine", "cmd=" + fake + " name=a arg=-seed=3", "--engine", "cmd=" + fake + " name=b arg=-seed=8",
		"--depth", "1", "--openings", "../../testdata/openings.txt", "--games", "12", "--max-plies", "100", "--quiet"}
	run1 := func(extra ...string) string {
		code, out, errOut := runCLI(append(append([]string{}, args...), extra...)...)
		require.Equal(t, 0, code, errOut)
		return out
	}
	wholePGN := filepath.Join(dir, "whole.pgn")
	wholeJSON := run1("--json", "--pgn", wholePGN)
	wholeTable := run1()
	merge := []string{"match", "--merge"}
	for i := 1; i <= 3; i++ {
		res := filepath.Join(dir, fmt.Sprintf("shard%d.json", i))
		pgn := filepath.Join(dir, fmt.Sprintf("shard%d.pgn", i))
		out := run1("--json", "--pgn", pgn, "--shard", fmt.Sprintf("%d/3", i))
		assert.Contains(t, out, fmt.Sprintf(`"shard":{"index":%d,"count":3}`, i))
		require.NoError(t, os.WriteFile(res, []byte(out), 0o644))
		merge = append(merge, res, pgn)
	}
	mergedPGN := filepath.Join(dir, "merged.pgn")
	code, out, errOut := runCLI(append(merge, "--json", "--pgn", mergedPGN)...)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, wholeJSON, out)
	code, _, errOut = runCLI("match", "--merge", merge[2], merge[4]) // shards 1 and 2 only
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "shard 3 of 3 is missing")
	code, out, errOut = runCLI(append(merge, "--pgn", mergedPGN)...)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, wholeTable, out)
	a, err := os.ReadFile(wholePGN)
	require.NoError(t, err)
	b, err := os.ReadFile(mergedPGN)
	require.NoError(t, err)
	times := regexp.MustCompile(`\{[^}]*\}`)
	assert.Equal(t, times.ReplaceAllString(string(a), ""), times.ReplaceAllString(string(b), ""))

	code, _, errOut = runCLI(append(merge, "--json")...)
	assert.Equal(t, 2, code, "PGN files but no --pgn OUT")
	code, _, errOut = runCLI(append(args, "--shard", "4/3")...)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--shard")
	code, _, errOut = runCLI(append(args, "--shard", "1/2", "--sprt", "elo0=0 elo1=5")...)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--sprt")
}

// --resume goes on with a stopped match from its PGN: into the same file
// (which then holds the whole match) or from a gzipped copy, with the
// report of the match played whole. A PGN of another match is refused
// before the file is touched.
func TestMatchCommandResume(t *testing.T) {
	fake := fakeForTest(t)
	dir := t.TempDir()
	args := []string{"match", "--engine", "cmd=" + fake + " name=a arg=-seed=3", "--engine", "cmd=" + fake + " name=b arg=-seed=8",
		"--depth", "1", "--openings", "../../testdata/openings.txt", "--seed", "5", "--games", "10", "--max-plies", "100",
		"--quiet", "--json"}
	run1 := func(extra ...string) string {
		code, out, errOut := runCLI(append(append([]string{}, args...), extra...)...)
		require.Equal(t, 0, code, errOut)
		return out
	}
	wholePGN := filepath.Join(dir, "whole.pgn")
	wholeJSON := run1("--pgn", wholePGN)
	whole, err := os.ReadFile(wholePGN)
	require.NoError(t, err)
	cut := bytes.Index(whole, []byte("[Round \"5\"]"))
	cut = bytes.LastIndex(whole[:cut], []byte("[Game "))
	require.Positive(t, cut)

	// The first four games, as a run stopped there left them.
	same := filepath.Join(dir, "stopped.pgn")
	require.NoError(t, os.WriteFile(same, whole[:cut], 0o644))
	assert.Equal(t, wholeJSON, run1("--resume", same, "--pgn", same))
	resumed, err := os.ReadFile(same)
	require.NoError(t, err)
	times := regexp.MustCompile(`\{[^}]*\}`)
	assert.Equal(t, times.ReplaceAllString(string(whole), ""), times.ReplaceAllString(string(resumed), ""))
	assert.True(t, bytes.HasPrefix(resumed, whole[:cut]), "the earlier games unchanged")

	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(whole[:cut])
	require.NoError(t, zw.Close())
	zipped := filepath.Join(dir, "stopped.pgn.gz")
	require.NoError(t, os.WriteFile(zipped, gz.Bytes(), 0o644))
	assert.Equal(t, wholeJSON, run1("--resume", zipped))

	// Another seed is another schedule: refused, and the file kept.
	other := append(append([]string{}, args...), "--seed", "6", "--resume", same, "--pgn", same)
	code, out, _ := runCLI(other...)
	assert.Equal(t, 2, code)
	assert.Contains(t, out, "started from another opening")
	kept, err := os.ReadFile(same)
	require.NoError(t, err)
	assert.Equal(t, resumed, kept)

	code, out, _ = runCLI(append(append([]string{}, args...), "--resume", filepath.Join(dir, "none.pgn"))...)
	assert.Equal(t, 2, code)
	assert.Contains(t, out, "none.pgn")
}

// --opening-plies takes the start of played games, finished ones included.
func TestMatchCommandOpeningPlies(t *testing.T) {
	fake := fakeForTest(t)
	code, out, errOut := runCLI("match", "--engine", "cmd="+fake, "--engine", "cmd="+fake+" arg=-seed=2", "--depth", "1",
		"--openings", "../../testdata/games/huang-feng-1930s.xqf", "--opening-plies", "6", "--json", "--quiet")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `"games":2`)
	code, _, errOut = runCLI("match", "--engine", "cmd="+fake, "--engine", "cmd="+fake, "--depth", "1", "--opening-plies", "6")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "needs --openings")
}

// TestMatchRatings: --ratings fits the engines of several results onto one
// list, the anchor held where --anchor puts it.
func TestMatchRatings(t *testing.T) {
	dir := t.TempDir()
	write := func(name, first, second string, w, d, l int) string {
		res := bench.MatchJSON{Games: w + d + l, HeadToHead: []bench.MatchPairingJSON{
			{First: first, Second: second, Wins: w, Draws: d, Losses: l}}}
		data, err := json.Marshal(res)
		require.NoError(t, err)
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, data, 0o644))
		return path
	}
	ab := write("ab.json", "a", "b", 64, 0, 36)
	bc := write("bc.json", "c", "b", 64, 0, 36)
	code, out, errOut := runCmd("match", "--ratings", ab, bc, "--anchor", "a=1000", "--json")
	require.Equal(t, 0, code, errOut)
	var got struct {
		Anchor  string         `json:"anchor"`
		Matches int            `json:"matches"`
		Engines []bench.Rating `json:"engines"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, "a", got.Anchor)
	assert.Equal(t, 2, got.Matches)
	require.Len(t, got.Engines, 3)
	elo := map[string]float64{}
	for _, e := range got.Engines {
		elo[e.Name] = e.Elo
	}
	assert.InDelta(t, 1000, elo["a"], 0.01)
	assert.InDelta(t, 900, elo["b"], 1, "64%% is +100")
	assert.InDelta(t, 1000, elo["c"], 0.5)
	assert.Equal(t, "b", got.Engines[2].Name, "weakest last")

	code, out, _ = runCmd("match", "--ratings", ab, bc)
	require.Equal(t, 0, code)
	assert.Contains(t, out, "(2 matches; a held at 0)")

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--ratings"}, "--ratings needs matches' result files"},
		{[]string{"--ratings", ab, "--anchor", "a"}, `--anchor "a": want NAME=ELO`},
		{[]string{"--ratings", ab, "--anchor", "z=0"}, `anchor "z" played no game`},
		{[]string{"--ratings", filepath.Join(dir, "none.json")}, "no such file"},
		{[]string{"--anchor", "a=0", "--engine", "cmd=x", "--engine", "cmd=y"}, "--anchor goes with --ratings"},
	} {
		code, out, _ := runCmd(append([]string{"match", "--json"}, tc.args...)...)
		assert.Equal(t, 2, code, tc.args)
		var e map[string]string
		require.NoError(t, json.Unmarshal([]byte(out), &e), out)
		assert.Contains(t, e["error"], tc.want, tc.args)
	}
}
