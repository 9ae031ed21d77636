package ucci

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBadGoStillAnswers: docs/PROTOCOL.md — every go ends in exactly one
// bestmove whatever its parameters; the bad part is named in one error
// line and the rest (or the default) is searched.
func TestBadGoStillAnswers(t *testing.T) {
	tests := []struct {
		dialect, goLine, want string
	}{
		{"uci", "go depth -3", `go: depth -3 is below 0; searching for 1s instead`},
		{"uci", "go nodes 0", `go: nodes 0 is out of range 1-\d+; searching for 1s instead`},
		{"uci", "go wtime abc btime 1000", `go: wtime "abc" is not a number; searching for 1s instead`},
		{"uci", "go movetime 0", `go: movetime 0 is not positive; searching for 1s instead`},
		{"uci", "go movetime -100", `go: movetime -100 is not positive; searching for 1s instead`},
		{"uci", "go depth", `go: "depth" needs a value; searching for 1s instead`},
		{"uci", "go searchmoves a0a5", `go: searchmoves: illegal move a0a5: .*\(left out\); searching for 1s instead`},
		{"uci", "go searchmoves zzzz depth 2", `go: searchmoves: bad move "zzzz": .*\(left out\); searching with the rest`},
		{"uci", "go sideways 3 depth 2", `go: unknown go argument "sideways"; unknown go argument "3"; searching with the rest`},
		{"uci", "go depth x nodes 3000", `go: depth "x" is not a whole number; searching with the rest`},
		{"ucci", "go depth -1", `go: depth -1 is below 0; searching for 1s instead`},
		{"ucci", "go nodes 0", `go: nodes 0 is out of range 1-\d+; searching for 1s instead`},
		{"ucci", "go time abc", `go: time "abc" is not a number; searching for 1s instead`},
		{"ucci", "go time", `go: "time" needs a value; searching for 1s instead`},
		{"ucci", "go depth infinite", `go: "depth" needs a value; searching with the rest`},
		{"ucci", "go searchmoves h2e2 depth 2", `go: "searchmoves" is not a UCCI go argument; searching with the rest`},
	}
	for _, tc := range tests {
		t.Run(tc.dialect+" "+tc.goLine, func(t *testing.T) {
			d := startDriver(t)
			d.send(tc.dialect)
			d.until(tc.dialect + "ok")
			d.send("position startpos", tc.goLine)
			l := d.next()
			prefix := "info string error: "
			if tc.dialect == "ucci" {
				prefix = "info message error: "
			}
			assert.Regexp(t, "^"+prefix+tc.want+"$", l)
			if strings.Contains(tc.goLine, "infinite") {
				d.noBestmove(50e6)
				d.send("stop")
			}
			best, before := d.until("bestmove")
			assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d`, best)
			for _, b := range before {
				require.True(t, isProgress(b), "only progress before bestmove: %q", b)
			}
			// Exactly one answer: nothing but readyok follows.
			assert.Empty(t, d.sync())
		})
	}
}

// TestErrorLinesCutHugeTokens: an error line names a 100 KB token by its
// start, not whole.
func TestErrorLinesCutHugeTokens(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	d.until("uciok")
	huge := strings.Repeat("x", 100_000)
	d.send("go "+huge+" depth 1", "xyzzy"+huge, "position startpos moves "+huge)
	for range 3 {
		l := d.next()
		if strings.HasPrefix(l, "info depth") || strings.HasPrefix(l, "bestmove") {
			continue
		}
		assert.Less(t, len(l), 400, "line %.80q...", l)
		assert.Contains(t, l, "xxxx…")
	}
}

// TestUCISetoptionWithoutName: UCI needs the name keyword; UCCI's bare form
// stays, and UCCI is silent on names it does not know (docs/PROTOCOL.md).
func TestUCISetoptionWithoutName(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	d.until("uciok")
	d.send("setoption Hash 64")
	assert.Equal(t, []string{`info string error: setoption: want setoption name <name> [value <value>], got "Hash 64"`}, d.sync())

	u := startDriver(t)
	u.send("ucci")
	u.until("ucciok")
	u.send("setoption hashsize 2", "setoption nosuchoption 7")
	assert.Empty(t, u.sync())
}
