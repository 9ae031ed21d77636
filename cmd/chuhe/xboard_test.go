package main

import (
	"bufio"
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// xboardBin is where Debian's xboard package installs XBoard.
const xboardBin = "/usr/games/xboard"

// xboardTC plays the XBoard game on a clock instead of at a fixed depth:
// `-xboard-tc 0:10/0.1` is 10 s plus 0.1 s a move. CI plays at a fixed depth
// on a long clock, which a loaded machine cannot flag; a timed game is a
// measurement, to be run under the match lock.
var xboardTC = flag.String("xboard-tc", "", "play the XBoard game at `base/inc` (XBoard's -tc and -inc) instead of at depth 6")

// xboardArgs are more XBoard options for that game, e.g. -xanimate.
var xboardArgs = flag.String("xboard-args", "", "more XBoard `options` for the XBoard game, space-separated")

// TestXBoardGame plays one game chuhe against chuhe in the real XBoard
// 4.9 (`-variant xiangqi`, engine against engine) on a virtual screen, and
// reads XBoard's debug log and saved PGN: the handshake was accepted,
// every move was accepted, and the game ended with a result. It installs
// nothing: .ci/run installs xboard and xvfb where it can.
func TestXBoardGame(t *testing.T) {
	xvfb, err := exec.LookPath("Xvfb")
	if _, statErr := os.Stat(xboardBin); statErr != nil || err != nil {
		t.Skip("xboard or Xvfb is not installed (apt-get install xboard xvfb); skipping the XBoard game")
	}
	self, err := filepath.Abs(os.Args[0])
	require.NoError(t, err)
	dir := t.TempDir()
	display := startXvfb(t, xvfb)

	debugLog, pgn := filepath.Join(dir, "xboard.debug"), filepath.Join(dir, "game.pgn")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	level := []string{"-depth", "6", "-tc", "5", "-inc", "0"}
	if *xboardTC != "" {
		base, inc, _ := strings.Cut(*xboardTC, "/")
		level = []string{"-tc", base, "-inc", inc}
	}
	args := append([]string{"-variant", "xiangqi", "-fcp", self, "-scp", self, "-matchGames", "1",
		"-autoCallFlag", "true", "-debug", "-nameOfDebugFile", debugLog, "-saveGameFile", pgn,
		"-xexit", "-saveSettingsOnExit", "false"}, level...)
	args = append(args, strings.Fields(*xboardArgs)...)
	cmd := exec.CommandContext(ctx, xboardBin, args...)
	// The engines XBoard starts inherit this: the test binary acts as chuhe.
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "HOME="+dir, childEnv+"=1")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	log, _ := os.ReadFile(debugLog)
	require.NoError(t, err, "xboard: %s\ndebug log tail:\n%s", lastLines(string(out), 20), lastLines(string(log), 40))

	text := string(log)
	assert.Contains(t, text, ">first : accepted variants")
	assert.Contains(t, text, ">second: accepted usermove")
	assert.NotContains(t, text, ": rejected", "XBoard took every feature")
	for _, l := range strings.Split(text, "\n") {
		for _, bad := range []string{"Illegal move", "Error (", "False win claim", "False draw claim", "wins on time", "tellusererror"} {
			assert.NotContains(t, l, bad)
		}
	}
	if out := os.Getenv("CHUHE_XBOARD_KEEP"); out != "" { // for a report: keep what XBoard wrote
		_ = os.WriteFile(out+".debug", log, 0o644)
		game, _ := os.ReadFile(pgn)
		_ = os.WriteFile(out+".pgn", game, 0o644)
	}
	moves := regexp.MustCompile(`(?m)^\d+ <(?:first |second): move [a-i]\d[a-i]\d$`).FindAllString(text, -1)
	assert.Greater(t, len(moves), 10, "a game, not a stub")

	game, err := os.ReadFile(pgn)
	require.NoError(t, err)
	result := regexp.MustCompile(`\[Result "(1-0|0-1|1/2-1/2)"\]`).FindStringSubmatch(string(game))
	require.NotNil(t, result, "the game ended with a result:\n%s", game)
	end := regexp.MustCompile(`\{([^}]*)\} (?:1-0|0-1|1/2-1/2)\s*$`).FindStringSubmatch(string(game))
	reason := ""
	if end != nil {
		reason = end[1]
	}
	think := moveTimes(text)
	t.Logf("XBoard game: %d moves, %s {%s}; think time per move max %v, mean %v",
		len(moves), result[1], reason, maxDur(think), meanDur(think))
}

// startXvfb starts a virtual X server on a free display and returns its
// name (":N").
func startXvfb(t *testing.T, xvfb string) string {
	t.Helper()
	r, w, err := os.Pipe()
	require.NoError(t, err)
	defer r.Close()
	srv := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", "1024x768x24", "-nolisten", "tcp")
	srv.ExtraFiles = []*os.File{w} // fd 3: Xvfb writes the display number it took
	require.NoError(t, srv.Start())
	w.Close()
	t.Cleanup(func() {
		_ = srv.Process.Kill()
		_ = srv.Wait()
	})
	line, err := bufio.NewReader(r).ReadString('\n')
	require.NoError(t, err, "Xvfb gave no display number")
	n, err := strconv.Atoi(strings.TrimSpace(line))
	require.NoError(t, err)
	return ":" + strconv.Itoa(n)
}

// logLine is a line of XBoard's debug log with its millisecond stamp.
var logLine = regexp.MustCompile(`^(\d+) ([<>])(first |second): (.*)$`)

// moveTimes returns how long each engine move took in XBoard's log: from
// the last line XBoard sent to that engine (the opponent's move, or go) to
// the engine's move.
func moveTimes(log string) []time.Duration {
	var out []time.Duration
	lastSent := map[string]int{}
	for _, l := range strings.Split(log, "\n") {
		m := logLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		ms, _ := strconv.Atoi(m[1])
		switch {
		case m[2] == ">":
			lastSent[m[3]] = ms
		case strings.HasPrefix(m[4], "move "):
			out = append(out, time.Duration(ms-lastSent[m[3]])*time.Millisecond)
		}
	}
	return out
}

func maxDur(ds []time.Duration) time.Duration {
	var m time.Duration
	for _, d := range ds {
		m = max(m, d)
	}
	return m
}

func meanDur(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	return sum / time.Duration(len(ds))
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(len(lines)-n, 0):], "\n")
}
