package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEndToEndEOFRunsBoundedSearch: docs/PROTOCOL.md — at end of input a search
// with a limit runs to it and prints bestmove, then the program exits
// (`printf 'ucci\n...go depth N\n' | chuhe`).
func TestEndToEndEOFRunsBoundedSearch(t *testing.T) {
	for _, tc := range []struct{ hello, goLine, wantInfo string }{
		{"ucci", "go depth 7", "info depth 7 "},
		{"uci", "go depth 7", "info depth 7 "},
		{"uci", "go nodes 30000", "info depth "},
	} {
		p := startChuhe(t)
		p.send(tc.hello, "position startpos", tc.goLine)
		p.in.Close()
		var lines []string
		for l := range p.lines {
			lines = append(lines, l)
		}
		require.NotEmpty(t, lines)
		last := lines[len(lines)-1]
		assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d`, last, "%s %s", tc.hello, tc.goLine)
		found := false
		for _, l := range lines {
			found = found || strings.HasPrefix(l, tc.wantInfo)
		}
		assert.True(t, found, "%s %s reached its limit: %q", tc.hello, tc.goLine, lines)
		assert.Equal(t, 0, p.wait())
	}
}

// TestEndToEndHashTheMachineCannotGive: under a 6 GiB address-space limit a
// 16 GiB table is refused with a message naming the limit, the old table
// is kept, and the engine plays on (before, the runtime died: "fatal
// error: out of memory").
func TestEndToEndHashTheMachineCannotGive(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash to set the limit")
	}
	cmd := exec.Command("bash", "-c", `ulimit -v 6291456 && exec "$0"`, os.Args[0])
	p := startChuheCmd(t, cmd)
	p.send("uci", "setoption name Hash value 16384", "isready")
	l := p.until("info string")
	assert.Regexp(t, `^info string error: setoption Hash: hash 16384 MB is more than the address-space limit \(ulimit -v\) allows \(room for about \d+ MB\); keeping 64 MB$`, l)
	p.until("readyok")
	p.send("position startpos", "go depth 3")
	assert.Regexp(t, `^bestmove `, p.until("bestmove"))
	p.send("quit")
	assert.Equal(t, 0, p.wait())
	assert.Empty(t, p.stderr.String())
}

// TestEndToEndNewGameOnBigTableIsQuick: a new game on a 2 GiB table is
// ready within about a second (it used to clear for 8.5 s), and the next
// move keeps its time.
func TestEndToEndNewGameOnBigTableIsQuick(t *testing.T) {
	if testing.Short() {
		t.Skip("maps two gigabytes")
	}
	p := startChuhe(t)
	p.send("uci", "setoption name Hash value 2048", "isready")
	p.until("readyok")
	p.send("position startpos", "go depth 6")
	p.until("bestmove")
	start := time.Now()
	p.send("ucinewgame", "isready")
	p.until("readyok")
	// Within a second on an idle machine; the bound leaves room for a
	// loaded one (the full clear took 8.5 to 21 s).
	assert.Less(t, time.Since(start), 2*time.Second, "ready at once")
	start = time.Now()
	p.send("position startpos", "go movetime 300")
	p.until("bestmove")
	assert.Less(t, time.Since(start), 1300*time.Millisecond, "the move keeps its time")
	p.send("quit")
	assert.Equal(t, 0, p.wait())
}

// TestEndToEndMovesToGoOneSpendsTheTime: UCCI `go time T movestogo 1` is a
// fixed time per move; spend most of it, never all of it.
func TestEndToEndMovesToGoOneSpendsTheTime(t *testing.T) {
	p := startChuhe(t)
	p.send("ucci", "setoption usemillisec true", "position startpos")
	p.until("ucciok")
	start := time.Now()
	p.send("go time 2000 movestogo 1")
	p.until("bestmove")
	took := time.Since(start)
	assert.Greater(t, took, time.Second, "most of the 2 s")
	// The hard limit is 90% of it less the overhead (TestBudgetMovesToGo);
	// over pipes on a loaded machine allow some lag past it.
	assert.Less(t, took, 2500*time.Millisecond, "never far past the clock")
	p.send("quit")
	assert.Equal(t, 0, p.wait())
}
