package ucci

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

// matedFEN: Black to move is checkmated ([R-MATE], rules case mate-01).
const matedFEN = "3k5/9/9/9/3R5/9/9/9/9/4K4 b - - 1 1"

func TestUCCIHandshake(t *testing.T) {
	d := startDriver(t)
	d.quiet(100 * time.Millisecond) // no banner before the handshake
	d.send("ucci")
	first := d.next()
	assert.True(t, strings.HasPrefix(first, "id name chuhe"), first)
	_, lines := d.until("ucciok")
	assert.Contains(t, lines, "option usemillisec type check default true")
	for _, l := range lines {
		assert.Regexp(t, `^(id|option) `, l)
	}
	d.send("quit")
	assert.Equal(t, "bye", d.next())
	assert.Equal(t, 0, d.exited())
}

// TestXQWizardStartup replays what XiangQi Wizard 3.12 sends (PROTOCOL.md):
// none of its options may produce an error, and a clocked go answers.
func TestXQWizardStartup(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("setoption usemillisec true",
		"setoption usebook false", "setoption useegtb false", "setoption hashsize 0", "setoption threads 1",
		"setoption idle none", "setoption drawmoves 0", "setoption repetition 0", "setoption pruning large",
		"setoption knowledge large", "setoption selectivity 0", "setoption style normal", "setoption newgame",
		"setoption ponder false",
		"position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7",
		"go time 3000 movestogo 40 opptime 3000 oppmovestogo 40")
	start := time.Now()
	best, before := d.until("bestmove")
	assert.Less(t, time.Since(start), 3*time.Second, "within the clock")
	assert.Regexp(t, `^bestmove [a-i][0-9][a-i][0-9]( ponder [a-i][0-9][a-i][0-9])?$`, best)
	for _, l := range before {
		assert.NotContains(t, l, "error", "line %q", l)
		assert.Regexp(t, `^info (depth \d+ score -?\d+( pv( [a-i][0-9][a-i][0-9])+)?|time \d+ nodes \d+)$`, l)
	}
	// Version 4 also sends these.
	d.send("setoption guiname XQWizard", "position startpos", "go nodes 2000")
	d.until("bestmove")
	assert.Empty(t, d.sync())
	d.send("quit")
	assert.Equal(t, "bye", d.next())
}

// TestUCCISecondsAndMilliseconds: usemillisec false makes times seconds;
// true, or nothing said (the advertised default), milliseconds.
func TestUCCISecondsAndMilliseconds(t *testing.T) {
	s := &session{dialect: dialectUCCI, pos: position.New(), millis: false}
	lim, err := s.parseGoUCCI(strings.Fields("time 60 increment 2 opptime 50 oppincrement 2"))
	require.NoError(t, err)
	assert.Equal(t, 60*time.Second, lim.Time)
	assert.Equal(t, 2*time.Second, lim.Inc)
	assert.True(t, lim.Clock)

	s.millis = true
	lim, err = s.parseGoUCCI(strings.Fields("draw time 60000 movestogo 40 opptime 60000 oppmovestogo 40"))
	require.NoError(t, err)
	assert.Equal(t, 60*time.Second, lim.Time)
	assert.Equal(t, 40, lim.MovesToGo)
	assert.True(t, lim.DrawOffered)

	// And through the loop. Nothing said: seconds (PROTOCOL.md: a GUI that
	// does not know usemillisec gives seconds), so go time 200 plans a
	// long think and the search is still running 300 ms later.
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("position startpos", "go time 200")
	d.noBestmove(300 * time.Millisecond)
	d.send("stop")
	d.until("bestmove")
	// usemillisec true: 1000 is one second for the rest of the game.
	d.send("setoption usemillisec true", "go time 1000 increment 0")
	start := time.Now()
	d.until("bestmove")
	assert.Less(t, time.Since(start), time.Second, "never over budget")
	// usemillisec false: seconds again.
	d.send("setoption usemillisec false", "go time 200")
	d.noBestmove(300 * time.Millisecond)
	d.send("stop")
	d.until("bestmove")
}

func TestUCCICRLF(t *testing.T) {
	d := startDriver(t)
	d.send("ucci\r")
	d.until("ucciok")
	d.send("position startpos moves h2e2 h9g7\r", "d\r")
	fen, _ := d.until("FEN:")
	d.until("Key:")
	assert.Equal(t, "FEN: rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2", fen)
	d.send("isready\r")
	assert.Equal(t, "readyok", d.next())
}

// longGame returns n moves of horses shuffling out and back.
func longGame(n int) []string {
	cycle := []string{"b0c2", "b9c7", "c2b0", "c7b9"}
	ms := make([]string, n)
	for i := range ms {
		ms[i] = cycle[i%4]
	}
	return ms
}

// TestUCCILongMoveList: 2,000 moves, and a line of more than 64 KiB.
func TestUCCILongMoveList(t *testing.T) {
	for _, n := range []int{2000, 14000} {
		d := startDriver(t)
		d.send("ucci")
		d.until("ucciok")
		line := "position startpos moves " + strings.Join(longGame(n), " ")
		if n > 2000 {
			require.Greater(t, len(line), 64<<10)
		}
		d.send(line, "d")
		fen, _ := d.until("FEN:")
		d.until("Key:")
		assert.Contains(t, fen, "FEN: "+strings.Fields(position.StartFEN)[0]+" w", "n=%d", n)
		assert.Empty(t, d.sync())
		d.send("go depth 1")
		l := d.next()
		for strings.HasPrefix(l, "info") {
			l = d.next()
		}
		// Once the rules judge sees the repetition the game is over.
		assert.Regexp(t, `^(bestmove|nobestmove)`, l)
	}
}

func TestUCCIPonderHitAndMiss(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("setoption usemillisec true", "setoption ponder true", "position startpos moves h2e2 h9g7")
	// Hit: no bestmove while pondering, one soon after ponderhit.
	d.send("go ponder time 1500 increment 0")
	d.sync()
	d.noBestmove(200 * time.Millisecond)
	hit := time.Now()
	d.send("ponderhit")
	d.until("bestmove")
	assert.Less(t, time.Since(hit), 1500*time.Millisecond)

	// Miss: stop, then the real position.
	d.send("position startpos moves h2e2 h9g7 h0g2", "go ponder time 1500 increment 0")
	d.sync()
	d.send("stop")
	d.until("bestmove")
	d.send("position startpos moves h2e2 h9g7 b0c2", "go time 1500 increment 0")
	best, _ := d.until("bestmove")
	p, err := position.FromMoves("", "h2e2", "h9g7", "b0c2")
	require.NoError(t, err)
	_, err = p.ParseMove(strings.Fields(best)[1])
	assert.NoError(t, err, "bestmove is for the real position")

	// ponderhit draw passes the offer on; ponderhit when idle is an error.
	d.send("position fen 3k5/9/9/9/9/9/9/9/4R4/R3K4 b - - 0 1", "go ponder depth 2")
	d.sync()
	d.send("ponderhit draw")
	best, _ = d.until("bestmove")
	assert.True(t, strings.HasSuffix(best, " draw"), best)
	d.send("ponderhit")
	assert.Equal(t, "info message error: ponderhit but not pondering", d.next())
}

func TestUCCIStopAndIdle(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("stop")
	assert.Equal(t, "nobestmove", d.next())
	d.send("position startpos", "go depth 0")
	assert.Equal(t, "nobestmove", d.next())

	d.send("go infinite")
	d.noBestmove(150 * time.Millisecond)
	// isready is answered during the search without ending it.
	d.send("isready")
	l, _ := d.until("readyok")
	assert.Equal(t, "readyok", l)
	// setoption and position during a search do not block or disturb it.
	d.send("setoption hashsize 2", "position startpos moves h2e2")
	assert.Empty(t, d.sync())
	start := time.Now()
	d.send("stop")
	best, _ := d.until("bestmove")
	assert.Less(t, time.Since(start), slack, "stop latency (sanity only; BenchmarkStopLatency measures it)")
	_, err := position.New().ParseMove(strings.Fields(best)[1])
	assert.NoError(t, err, "the search was of the old position")
	d.send("stop")
	assert.Equal(t, "nobestmove", d.next())
}

func TestUCCINoLegalMove(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("position fen "+matedFEN, "go depth 3")
	assert.Equal(t, "nobestmove", d.next())
}

func TestUCCIBanMoves(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	p := position.New()
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	keep := l.Moves[3].String()
	var ban []string
	for _, m := range l.Slice() {
		if m.String() != keep {
			ban = append(ban, m.String())
		}
	}
	d.send("position startpos", "banmoves "+strings.Join(ban, " "), "go depth 2")
	best, _ := d.until("bestmove")
	assert.Equal(t, keep, strings.Fields(best)[1])

	d.send("banmoves " + strings.Join(append(ban, keep), " "))
	d.send("go depth 2")
	assert.Equal(t, "nobestmove", d.next())

	// A bad move rejects the whole banmoves; position clears the bans.
	d.send("banmoves h2e2 a0a5")
	assert.Regexp(t, `^info message error: banmoves rejected: move 2 \(a0a5\)`, d.next())
	d.send("position startpos", "go depth 1")
	best, _ = d.until("bestmove")
	assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d`, best)
}

func TestUCCIProbe(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("probe fen 3k5/9/9/9/9/9/9/9/4R4/R3K4 b - - 0 1")
	assert.Equal(t, "pophash", d.next())
	d.send("position startpos moves h2e2", "go depth 3")
	d.until("bestmove")
	d.send("probe startpos moves h2e2")
	assert.Regexp(t, `^pophash bestmove [a-i]\d[a-i]\d( (lower|upper)bound -?\d+ depth \d+)+$`, d.next())
	d.send("probe fen garbage")
	assert.Regexp(t, `^info message error: probe: bad FEN`, d.next())
}

func TestUCCIQuitDuringSearch(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("position startpos", "go infinite")
	d.noBestmove(100 * time.Millisecond)
	d.send("quit")
	l, _ := d.until("bye")
	assert.Equal(t, "bye", l)
	assert.Equal(t, 0, d.exited())
}

func TestUCCIResignAndDraw(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	hopeless := "position fen 3k5/9/9/9/9/9/9/9/4R4/R3K4 b - - 0 1"
	d.send("setoption resignmoves 1", hopeless, "go depth 2")
	best, _ := d.until("bestmove")
	assert.True(t, strings.HasSuffix(best, " resign"), best)
	d.send("setoption resign off", hopeless, "go depth 2")
	best, _ = d.until("bestmove")
	assert.NotContains(t, best, "resign")
	d.send(hopeless, "go draw depth 2")
	best, _ = d.until("bestmove")
	assert.True(t, strings.HasSuffix(best, " draw"), best)
	d.send("setoption promotion true")
	assert.Regexp(t, `^info message error: setoption promotion: `, d.next())
}

// TestUCCIBadInput: each bad line gets exactly one error line and the last
// valid position is kept.
func TestUCCIBadInput(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("position startpos moves h2e2")
	tests := []struct{ in, want string }{
		{"xyzzy", `unknown command "xyzzy"`},
		{"position fen rnbakabnr/9/1c5c1 w", `position: bad FEN`},
		{"position startpos moves h2e2 h9g7 a0a5", `position rejected: move 3 \(a0a5\)`},
		{"position startpos moves h9g7", `position rejected: move 1 \(h9g7\).*black's and red is to move`},
		{"position startpos moves h2e2 zz99", `position rejected: move 2 \(zz99\)`},
		{"position", `position: want startpos or fen`},
		{"go depth x", `go: depth "x" is not a whole number`},
		{"go time", `go: "time" needs a value`},
		{"go sideways 3", `go: unknown go argument "sideways"`},
		{"go depth -1", `go: depth -1 is below 0`},
		{"setoption hashsize lots", `setoption hashsize: value "lots" is not a whole number`},
		{"setoption ponder maybe", `setoption ponder: value "maybe" is not true/false or on/off`},
		{"setoption style wild", `setoption style: value "wild" is not one of`},
		{"ponderhit", `ponderhit but not pondering`},
		{"perft x", `perft: perft depth "x" is not a whole number`},
	}
	for _, tc := range tests {
		d.send(tc.in)
		lines := d.sync()
		require.Len(t, lines, 1, "input %q", tc.in)
		assert.Regexp(t, "^info message error: "+tc.want, lines[0], "input %q", tc.in)
	}
	// Silently ignored: options XQWizard sends that it never read.
	d.send("setoption useegtb true", "setoption selectivity 3", "setoption name Foo value 1")
	assert.Empty(t, d.sync())
	d.send("d")
	fen, _ := d.until("FEN:")
	d.until("Key:")
	assert.Contains(t, fen, "1C2C4/9/RNBAKABNR b", "last valid position kept")
	d.send("go depth 1")
	best, _ := d.until("bestmove")
	assert.Regexp(t, `^bestmove [a-i][5-9][a-i]\d`, best, "Black moves in the kept position")
}

func TestGoBeforePositionSearchesStart(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("go depth 1")
	best, _ := d.until("bestmove")
	_, err := position.New().ParseMove(strings.Fields(best)[1])
	assert.NoError(t, err)
}

func TestEOFExitsCleanly(t *testing.T) {
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("go infinite")
	d.in.Close()
	assert.Equal(t, 0, d.exited())
}

func TestInteractive(t *testing.T) {
	d := startDriver(t)
	d.send("help")
	_, lines := d.until("  perft N")
	assert.NotEmpty(t, lines)
	d.send("perft 3")
	assert.Equal(t, "info string perft depth 3", strings.Join(strings.Fields(d.next())[:5], " "))
	d.send("position startpos", "perft 2")
	assert.Contains(t, d.next(), "nodes 1920")
	d.send("bench 2")
	assert.Regexp(t, `^info string bench depth 2 positions \d+ nodes \d+ time \d+ ms nps \d+ eval (nnue|classical)$`, d.next())
}

// TestTabsAndBOM: fields split on runs of spaces and tabs; a byte-order
// mark before the first command is ignored.
func TestTabsAndBOM(t *testing.T) {
	d := startDriver(t)
	d.send("\ufeffucci")
	d.until("ucciok")
	d.send("position \t startpos\t\tmoves  h2e2\t", "d")
	fen, _ := d.until("FEN:")
	d.until("Key:")
	assert.Contains(t, fen, "1C2C4/9/RNBAKABNR b")
}

// TestScriptedTranscript: a whole session piped at once, as a script or a
// test harness sends it: a go queued behind a finite go runs after it, and
// every go gets exactly one answer, quit included.
func TestScriptedTranscript(t *testing.T) {
	for _, hello := range []string{"ucci", "uci"} {
		var out strings.Builder
		in := strings.Join([]string{hello, "position startpos", "go depth 3", "position startpos moves h2e2",
			"go depth 3", "ucinewgame", "go nodes 3000", "go depth 30", "quit"}, "\n") + "\n"
		code := Serve(strings.NewReader(in), &out, Config{Engine: testEngine(t)})
		require.Equal(t, 0, code)
		var answers []string
		for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			if strings.HasPrefix(l, "bestmove") || strings.HasPrefix(l, "nobestmove") || strings.Contains(l, "error") {
				answers = append(answers, l)
			}
		}
		require.Len(t, answers, 4, "%s: %q", hello, answers)
		for _, a := range answers {
			assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d`, a)
		}
		assert.Regexp(t, `^bestmove [a-i][5-9]`, answers[1], "the second go searched after h2e2")
		if hello == "ucci" {
			assert.True(t, strings.HasSuffix(out.String(), "bye\n"))
		}
	}
}

// TestQueuedGoStillAnswersIsreadyAndStop: while a queued go waits for a
// long finite search, isready and stop are still answered at once.
func TestQueuedGoStillAnswersIsreadyAndStop(t *testing.T) {
	d := startDriver(t)
	d.send("ucci", "position startpos", "go depth 60", "go depth 1")
	d.until("ucciok")
	d.noBestmove(100 * time.Millisecond)
	d.send("isready")
	l, _ := d.until("readyok")
	assert.Equal(t, "readyok", l)
	start := time.Now()
	d.send("stop")
	d.until("bestmove") // the long search, stopped
	assert.Less(t, time.Since(start), slack)
	d.until("bestmove") // the queued go depth 1
	assert.Empty(t, d.sync())
}

// TestPonderNodesWaitsForPonderHit: XQWizard 4 plays by nodes; with
// pondering on it sends `go ponder nodes N`. The node limit ends the
// thinking, but bestmove must wait for ponderhit (PROTOCOL.md: ponderhit —
// the ponder move was played), in both dialects; likewise `go infinite` with
// a mate limit waits for stop.
func TestPonderNodesWaitsForPonderHit(t *testing.T) {
	for _, hello := range []string{"ucci", "uci"} {
		d := startDriver(t)
		d.send(hello)
		d.until(hello + "ok")
		d.send("position startpos", "go ponder nodes 500")
		d.noBestmove(300 * time.Millisecond)
		d.send("ponderhit")
		best, _ := d.until("bestmove")
		assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d`, best, hello)

		if hello == "ucci" {
			continue // UCCI has no mate limit
		}
		d.send("position fen 3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1", "go infinite mate 1")
		d.noBestmove(300 * time.Millisecond)
		d.send("stop")
		best, _ = d.until("bestmove")
		assert.Equal(t, "bestmove a1d1", best)
	}
}

// pauseAfter is an output pipe that stalls for a while after writing a line
// containing mark, as a busy GUI or machine may.
type pauseAfter struct {
	w     io.Writer
	mark  string
	pause time.Duration
}

func (p pauseAfter) Write(b []byte) (int, error) {
	n, err := p.w.Write(b)
	if bytes.Contains(b, []byte(p.mark)) {
		time.Sleep(p.pause)
	}
	return n, err
}

// TestReadyokAfterQueuedCommand: a GUI that has read bestmove may send a
// command and isready while the engine is still finishing the answer
// (here: its pipe stalls after bestmove). The search is over then, so the
// command runs first and readyok follows it, as it would with no search:
// readyok must never report a command done that has not run yet.
func TestReadyokAfterQueuedCommand(t *testing.T) {
	d := startDriverWith(t, func(w io.Writer) io.Writer {
		return pauseAfter{w: w, mark: "bestmove", pause: 300 * time.Millisecond}
	})
	d.send("ucci", "position startpos", "go depth 1")
	d.until("bestmove")
	d.send("bench 1", "isready")
	_, before := d.until("readyok")
	require.NotEmpty(t, before, "bench ran before readyok")
	assert.Regexp(t, `^info message bench depth 1 positions \d+ nodes \d+`, before[len(before)-1])
}
