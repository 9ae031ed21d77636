package ucci

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIsreadySpamDuringSearch: a GUI hammering isready while the search
// prints its info lines gets every readyok, and every line that comes out
// is whole (PROTOCOL.md: one writer, lines never interleave). Run with
// -race, this is where the input loop and the search goroutine meet.
func TestIsreadySpamDuringSearch(t *testing.T) {
	for _, hello := range []string{"ucci", "uci"} {
		d := startDriver(t)
		d.send(hello)
		d.until(hello + "ok")
		d.send("setoption name MultiPV value 3", "position startpos", "go infinite")
		const n = 200
		for i := 0; i < n; i++ {
			d.send("isready")
		}
		d.send("stop")
		best, before := d.until("bestmove")
		assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d( ponder [a-i]\d[a-i]\d)?$`, best)
		whole := regexp.MustCompile(`^(readyok|info (depth|time) .*\d|info (depth|time) .* pv( [a-i]\d[a-i]\d)+)$`)
		ready := 0
		for _, l := range before {
			require.Regexp(t, whole, l, hello)
			if l == "readyok" {
				ready++
			}
		}
		assert.Equal(t, n, ready, hello)
		assert.Empty(t, d.sync())
	}
}

// TestQuitDuringPonder: XQWizard sends quit whatever the engine is doing
// and waits one second for bye (PROTOCOL.md).
func TestQuitDuringPonder(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("setoption usemillisec true", "position startpos moves h2e2", "go ponder time 60000 movestogo 40")
	d.noBestmove(100 * time.Millisecond)
	start := time.Now()
	d.send("quit")
	_, before := d.until("bye")
	assert.Less(t, time.Since(start), slack)
	var answers []string
	for _, l := range before {
		if !isProgress(l) {
			answers = append(answers, l)
		}
	}
	require.Len(t, answers, 1, "the ponder search still answers once")
	assert.True(t, strings.HasPrefix(answers[0], "bestmove "), answers[0])
	assert.Equal(t, 0, d.exited())
}

// TestStopAfterQueuedGo: a script sends `go` lines without waiting for the
// answers. A stop that follows a queued go belongs to that go: it must end
// the search the queued go starts, not only the one running when it was
// read, or that search (infinite, or pondering then hit) never answers.
// PROTOCOL.md: stop answers bestmove at once; every go gets its answer.
func TestStopAfterQueuedGo(t *testing.T) {
	for _, script := range [][]string{
		{"go depth 1", "go infinite", "stop"},
		{"go depth 1", "go ponder depth 60", "ponderhit", "stop"},
		{"go ponder depth 60", "ponderhit", "stop", "go depth 1", "go ponder depth 60", "ponderhit", "stop", "go depth 1"},
	} {
		d := startDriver(t)
		d.send("ucci")
		d.until("ucciok")
		d.send("position startpos")
		d.send(script...)
		want := 0
		for _, l := range script {
			if strings.HasPrefix(l, "go") {
				want++
			}
		}
		for i := 0; i < want; i++ {
			best, _ := d.until("bestmove")
			assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d`, best, "%q", script)
		}
		assert.Empty(t, d.sync(), "%q", script)
	}
}

// TestPikafishOptionsTolerated: the Pikafish option names real GUIs send
// (captured from Pikafish-hosting GUIs, some spelled without spaces) are
// ignored without a word (PROTOCOL.md: tolerate the historical Pikafish
// names silently); a name nobody knows still gets one error line.
func TestPikafishOptionsTolerated(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	d.until("uciok")
	for _, l := range []string{
		"setoption name Rule60MaxPly value 120", "setoption name ScoreType value Elo",
		"setoption name MateThreatDepth value 1", "setoption name Mate Threat Depth value 1",
		"setoption name DrawRule value None", "setoption name Draw Rule value None",
		"setoption name LU_Output value true", "setoption name NumaPolicy value auto",
		"setoption name Repetition Rule value SkyRule", "setoption name Sixty Move Rule value false",
		"setoption name UCI_ShowWDL value false", "setoption name nodestime value 0",
	} {
		d.send(l)
		assert.Empty(t, d.sync(), l)
	}
	d.send("setoption name Frobnicate value 1")
	assert.Equal(t, []string{`info string error: setoption: unknown option "Frobnicate"`}, d.sync())
}
