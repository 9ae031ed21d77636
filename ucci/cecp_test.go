package ucci

import (
	"bufio"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/position"
)

// moveLine is the engine's move; thinkingLine one line of post output.
var (
	moveLine     = regexp.MustCompile(`^move [a-i]\d[a-i]\d$`)
	thinkingLine = regexp.MustCompile(`^\d+ -?\d+ \d+ \d+( [a-i]\d[a-i]\d)+[?!]?$`)
)

// startCECP starts a session and does XBoard's handshake.
func startCECP(t *testing.T) *driver {
	t.Helper()
	d := startDriver(t)
	d.send("xboard", "protover 2")
	d.until("feature done=1")
	return d
}

// pingSync sends ping and returns the lines before its pong.
func (d *driver) pingSync() []string {
	d.t.Helper()
	d.send("ping 99")
	_, before := d.until("pong 99")
	return before
}

// replies drops the thinking output from lines.
func replies(lines []string) []string {
	var out []string
	for _, l := range lines {
		if !thinkingLine.MatchString(l) {
			out = append(out, l)
		}
	}
	return out
}

func TestCECPFeatures(t *testing.T) {
	d := startDriver(t)
	d.send("xboard", "protover 2")
	_, lines := d.until("feature done=1")
	require.NotEmpty(t, lines)
	for _, want := range []string{"setboard=1", "usermove=1", "ping=1", "time=1", "colors=0", "sigint=0",
		`variants="xiangqi"`, `myname="chuhe test"`} {
		assert.Contains(t, lines[0], " "+want)
	}
	assert.Contains(t, lines, `feature option="Clear Hash -button"`)
	assert.Contains(t, lines, `feature option="MultiPV -spin 1 1 128"`)
	assert.Contains(t, lines, `feature option="Resign -check 1"`)
	assert.Contains(t, lines, `feature option="Resign Moves -spin 5 1 100"`)
	for _, l := range lines[1:] {
		assert.True(t, strings.HasPrefix(l, `feature option="`), l)
	}
	// Every option offered can be set by the name offered.
	for _, co := range cecpOptions {
		o, ok := findOption(co.key, dialectCECP)
		require.True(t, ok, co.key)
		cmd := "option " + co.name
		if o.kind != "button" {
			cmd += "=" + map[string]string{"check": "1", "spin": o.def}[o.kind]
		}
		d.send(cmd)
	}
	assert.Empty(t, d.pingSync())
}

// TestCECPXBoardRanks replays a game the real XBoard 4.9.1 relayed between
// two engines (testdata, from its debug log): XBoard numbers the ranks 0-9
// from Red's side, as chuhe does, so every move is legal here, and the
// piece each one moves is the piece XBoard's own SAN in the saved PGN names.
func TestCECPXBoardRanks(t *testing.T) {
	sent, relayed := readXBoardLog(t, "testdata/xboard-xiangqi-debug.log")
	san := readPGNMoves(t, "testdata/xboard-xiangqi-game.pgn")
	// The last move sent came after the flag fell: XBoard kept 176.
	require.Len(t, sent, 177)
	require.Len(t, relayed, 176)
	assert.Equal(t, sent[:len(relayed)], relayed, "XBoard relays each move as the engine sent it")
	require.Len(t, san, len(relayed))
	sent = relayed

	p := position.New()
	letters := map[position.Kind]byte{position.General: 'K', position.Advisor: 'A', position.Elephant: 'E',
		position.Horse: 'H', position.Rook: 'R', position.Cannon: 'C'}
	for i, ms := range sent {
		m, err := p.ParseMove(ms)
		require.NoError(t, err, "move %d %s", i+1, ms)
		s := strings.TrimRight(san[i], "+#")
		assert.Equal(t, m.To().String(), s[len(s)-2:], "move %d %s is %s", i+1, ms, san[i])
		if k := p.At(m.From()).Kind(); k == position.Pawn {
			assert.Equal(t, ms[0], s[0], "move %d %s is %s", i+1, ms, san[i])
		} else {
			assert.Equal(t, letters[k], s[0], "move %d %s is %s", i+1, ms, san[i])
		}
		p.MakeMove(m)
	}

	// The same moves through the protocol, bare as XBoard sent them to
	// an engine without usermove=1.
	d := startCECP(t)
	d.send("new", "variant xiangqi", "force")
	d.send(sent...)
	assert.Empty(t, d.pingSync(), "every move accepted")
	d.send("d")
	fen, _ := d.until("FEN:")
	assert.Equal(t, "FEN: "+p.FEN(), fen)
}

var (
	logSent    = regexp.MustCompile(`^\d+ <(?:first |second): move ([a-i]\d[a-i]\d)$`)
	logRelayed = regexp.MustCompile(`^\d+ >(?:first |second): ([a-i]\d[a-i]\d)$`)
)

func readXBoardLog(t *testing.T, path string) (sent, relayed []string) {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if m := logSent.FindStringSubmatch(sc.Text()); m != nil {
			sent = append(sent, m[1])
		} else if m := logRelayed.FindStringSubmatch(sc.Text()); m != nil {
			relayed = append(relayed, m[1])
		}
	}
	return sent, relayed
}

// readPGNMoves returns the SAN moves of a one-game PGN file.
func readPGNMoves(t *testing.T, path string) []string {
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	var text strings.Builder
	for _, l := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(l, "[") && !strings.HasPrefix(l, "%") {
			text.WriteString(l + " ")
		}
	}
	body := regexp.MustCompile(`\{[^}]*\}`).ReplaceAllString(text.String(), " ")
	var moves []string
	for _, tok := range strings.Fields(body) {
		if regexp.MustCompile(`^\d+\.+$|^(1-0|0-1|1/2-1/2|\*)$`).MatchString(tok) {
			continue
		}
		moves = append(moves, tok)
	}
	return moves
}

// TestCECPGame: XBoard's commands for a game against a person; the engine
// moves at its turn, with thinking output only under post.
func TestCECPGame(t *testing.T) {
	d := startCECP(t)
	d.send("new", "variant xiangqi", "level 40 0:20 0", "post", "easy", "time 2000", "otim 2000", "usermove h2e2")
	mv, before := d.until("move ")
	assert.Regexp(t, moveLine, mv)
	require.NotEmpty(t, before)
	for _, l := range before {
		assert.Regexp(t, thinkingLine, l)
	}
	// The engine played Black: its move is legal after h2e2.
	p := position.New()
	p.MakeMove(mustMove(t, p, "h2e2"))
	reply := mustMove(t, p, strings.TrimPrefix(mv, "move "))
	p.MakeMove(reply)

	ours := anyLegal(p)
	d.send("nopost", "time 1900", "otim 1950", "usermove "+ours.String())
	mv, before = d.until("move ")
	assert.Empty(t, before, "nopost: no thinking output")
	p.MakeMove(ours)
	mustMove(t, p, strings.TrimPrefix(mv, "move "))
}

// anyLegal returns a legal move other than avoid.
func anyLegal(p *position.Position, avoid ...position.Move) position.Move {
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	for _, m := range l.Slice() {
		if len(avoid) == 0 || m != avoid[0] {
			return m
		}
	}
	return position.NoMove
}

func mustMove(t *testing.T, p *position.Position, s string) position.Move {
	t.Helper()
	m, err := p.ParseMove(s)
	require.NoError(t, err)
	return m
}

// TestCECPForceGoPlayother: force records moves for both sides; go plays
// the side to move; playother the other one.
func TestCECPForceGoPlayother(t *testing.T) {
	d := startCECP(t)
	d.send("new", "force", "usermove h2e2", "usermove h9g7", "st 0.2")
	assert.Empty(t, d.pingSync(), "force: no move")
	d.send("go")
	mv, _ := d.until("move ")
	p, _ := position.FromFEN(position.StartFEN)
	p.MakeMove(mustMove(t, p, "h2e2"))
	p.MakeMove(mustMove(t, p, "h9g7"))
	mustMove(t, p, strings.TrimPrefix(mv, "move ")) // a Red move

	d.send("new", "playother")
	assert.Empty(t, d.pingSync(), "playother: the opponent is on move")
	d.send("usermove b2e2")
	mv, _ = d.until("move ")
	p = position.New()
	p.MakeMove(mustMove(t, p, "b2e2"))
	mustMove(t, p, strings.TrimPrefix(mv, "move "))
}

// TestCECPPing: pong at once when idle; while on move only after the move.
func TestCECPPing(t *testing.T) {
	d := startCECP(t)
	d.send("ping 1")
	assert.Equal(t, "pong 1", d.next())
	d.send("new", "st 0.3", "go", "ping 2")
	l, before := d.until("pong 2")
	assert.Equal(t, "pong 2", l)
	assert.Regexp(t, moveLine, replies(before)[len(replies(before))-1], "the move comes before the pong")
}

// TestCECPMoveNowAndInterrupts: ? makes the engine move at once; force,
// new and quit while thinking end the search without a move.
func TestCECPMoveNowAndInterrupts(t *testing.T) {
	d := startCECP(t)
	d.send("new", "st 60", "go")
	d.quiet(200 * time.Millisecond)
	start := time.Now()
	d.send("?")
	mv, _ := d.until("move ")
	assert.Regexp(t, moveLine, mv)
	assert.Less(t, time.Since(start), slack)

	for _, cmd := range []string{"force", "new"} {
		d.send("new", "st 60", "go")
		d.quiet(100 * time.Millisecond)
		start = time.Now()
		d.send(cmd)
		assert.Empty(t, replies(d.pingSync()), "%s: no move", cmd)
		assert.Less(t, time.Since(start), slack)
	}
	d.send("new", "st 60", "go")
	d.quiet(100 * time.Millisecond)
	d.send("quit")
	assert.Equal(t, 0, d.exited())
}

// TestCECPSetboard: XBoard's FEN letters (H horse, E elephant); a bad FEN
// is refused and the last position kept.
func TestCECPSetboard(t *testing.T) {
	d := startCECP(t)
	// The position after h2e2 h9g7, as XBoard writes it.
	d.send("new", "force", "setboard rheakae1r/9/1c4hc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RHEAKAEHR w - - 2 2")
	d.send("d")
	fen, _ := d.until("FEN:")
	d.until("Key:")
	assert.Equal(t, "FEN: rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2", fen)

	d.send("setboard rnbakabnr/9/9 w - - 0 1")
	l := d.next()
	assert.True(t, strings.HasPrefix(l, "tellusererror Illegal position: "), l)
	l = d.next()
	assert.True(t, strings.HasPrefix(l, "Error (bad FEN: "), l)
	assert.True(t, strings.HasSuffix(l, "): setboard rnbakabnr/9/9 w - - 0 1"), l)
	d.send("usermove h0g2") // legal in the position kept
	assert.Empty(t, d.pingSync())
}

// TestCECPUndoRemove: undo takes back one ply, remove two.
func TestCECPUndoRemove(t *testing.T) {
	d := startCECP(t)
	d.send("new", "force", "usermove h2e2", "usermove h9g7", "usermove h0g2", "undo")
	d.send("d")
	fen, _ := d.until("FEN:")
	assert.Contains(t, fen, " w ", "one ply back: Red to move")
	d.send("remove", "d")
	fen, _ = d.until("FEN:")
	d.until("Key:")
	assert.Equal(t, "FEN: "+position.StartFEN, fen)
	d.send("undo")
	assert.Equal(t, "Error (command not legal now): undo", d.next())
}

// TestCECPTimeControls: level, st and sd shape the search; time and otim
// are centiseconds.
func TestCECPTimeControls(t *testing.T) {
	s := &session{cecp: newCECP()}
	c := s.cecp
	c.engineSide = position.Red
	for _, tc := range []struct {
		cmds []string
		want func(t *testing.T)
	}{
		{[]string{"level 40 5 0", "time 12345"}, func(t *testing.T) {
			lim := c.limits()
			assert.True(t, lim.Clock)
			assert.Equal(t, 123450*time.Millisecond, lim.Time)
			assert.Equal(t, 40, lim.MovesToGo)
		}},
		{[]string{"level 0 0:30 1.5"}, func(t *testing.T) {
			lim := c.limits()
			assert.Equal(t, 30*time.Second, lim.Time, "no time command yet: the base")
			assert.Equal(t, 1500*time.Millisecond, lim.Inc)
			assert.Zero(t, lim.MovesToGo)
		}},
		{[]string{"st 2.5", "sd 7"}, func(t *testing.T) {
			lim := c.limits()
			assert.Equal(t, 2500*time.Millisecond, lim.MoveTime)
			assert.Equal(t, 7, lim.Depth)
			assert.False(t, lim.Clock)
		}},
		{[]string{"level 2 1 0", "time -50"}, func(t *testing.T) {
			c.game.MakeMove(mustMove(t, c.game, "h2e2")) // one of our two moves made
			lim := c.limits()
			assert.Equal(t, 1, lim.MovesToGo)
			assert.Zero(t, lim.Time, "an overrun clock counts as empty")
		}},
	} {
		s.w = newWriter(&strings.Builder{})
		for _, cmd := range tc.cmds {
			require.True(t, s.cecpLine(cmd))
		}
		tc.want(t)
	}

	d := startCECP(t)
	d.send("new", "sd 1", "level 0 5 0", "time 30000", "otim 30000", "post", "go")
	_, before := d.until("move ")
	for _, l := range before {
		assert.True(t, strings.HasPrefix(l, "1 "), "sd 1: depth 1 only, got %q", l)
	}
}

// TestCECPAnalyze: analyze thinks until exit and follows the position.
func TestCECPAnalyze(t *testing.T) {
	d := startCECP(t)
	d.send("new", "force", "post", "analyze")
	l := d.next()
	assert.Regexp(t, thinkingLine, l)
	d.send("usermove h2e2")
	// The analysis restarts: a new depth 1 comes, now for Black.
	for {
		l = d.next()
		if strings.HasPrefix(l, "1 ") {
			break
		}
	}
	p := position.New()
	p.MakeMove(mustMove(t, p, "h2e2"))
	mustMove(t, p, strings.Fields(l)[4])
	d.send("undo")
	for {
		l = d.next()
		if strings.HasPrefix(l, "1 ") {
			break
		}
	}
	mustMove(t, position.New(), strings.Fields(l)[4])
	d.send("exit")
	before := d.pingSync()
	for _, l := range before {
		assert.Regexp(t, thinkingLine, l, "only thinking output until exit")
	}
	d.quiet(300 * time.Millisecond)
}

// TestCECPResults: our rules' results as RESULT lines after the move that
// ends the game, the perpetual named; against an engine (computer) the
// engine plays on and leaves the arbitration to XBoard.
func TestCECPResults(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		moves     []string
		want      string
	}{
		{"checkmate", "3k5/9/9/9/R8/9/9/9/9/4K4 w - - 0 1", []string{"a5d5"}, "1-0 {red mates}"},
		{"stalemate", "4k4/9/9/9/9/r8/9/9/9/3K5 b - - 0 1", []string{"a4a1"}, "0-1 {red has no legal move}"},
		{"perpetual check", "5k3/9/9/9/4r4/9/9/9/9/3K5 b - - 0 1",
			strings.Fields("e5d5 d0e0 d5e5 e0d0 e5d5 d0e0 d5e5 e0d0"), "1-0 {perpetual check by black}"},
		{"perpetual chase", "3k5/9/9/6c2/9/9/9/6R2/9/5K3 b - - 2 30",
			strings.Fields("g6h6 g2h2 h6g6 h2g2 g6h6 g2h2 h6g6 h2g2"), "0-1 {perpetual chase of the black cannon by red}"},
		{"repetition", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 0 1",
			strings.Fields("h2h3 d9d8 h3h2 d8d9 h2h3 d9d8 h3h2 d8d9"), "1/2-1/2 {repetition}"},
		{"120 plies", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 119 60", []string{"h2d2"}, "1/2-1/2 {120 plies without a capture}"},
		{"material", "5k3/9/9/9/9/9/9/9/3rK4/9 w - - 0 1", []string{"e1d1"}, "1/2-1/2 {neither side can mate}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := startCECP(t)
			last := len(tc.moves) - 1
			d.send("new", "st 0.2", "force", "setboard "+tc.fen)
			for _, m := range tc.moves[:last] {
				d.send("usermove " + m)
			}
			d.send("playother", "usermove "+tc.moves[last])
			assert.Equal(t, []string{tc.want}, replies(d.pingSync()))
			d.send("go")
			assert.Equal(t, []string{tc.want}, replies(d.pingSync()), "go in a finished game: the result again")

			// Against an engine only a mate is claimed; otherwise a move.
			d.send("new", "computer", "st 0.2", "force", "setboard "+tc.fen)
			for _, m := range tc.moves[:last] {
				d.send("usermove " + m)
			}
			d.send("playother", "usermove "+tc.moves[last])
			l, _ := d.until("")
			if strings.HasSuffix(tc.want, "mates}") || strings.HasSuffix(tc.want, "legal move}") {
				assert.Equal(t, tc.want, l)
			} else {
				assert.Regexp(t, moveLine, l)
			}
		})
	}
}

// TestCECPOurMoveEndsGame: the RESULT line follows our own mating move.
func TestCECPOurMoveEndsGame(t *testing.T) {
	d := startCECP(t)
	d.send("new", "force", "setboard 3k5/9/9/9/R8/9/9/9/9/4K4 w - - 0 1", "sd 3", "go")
	assert.Equal(t, []string{"move a5d5", "1-0 {red mates}"}, replies(d.pingSync()))
}

// TestCECPDrawAndResign: the opponent's draw offer is accepted when we
// stand no better; a hopeless position is resigned.
func TestCECPDrawAndResign(t *testing.T) {
	d := startCECP(t)
	// Black to move a rook down: Black (the engine) takes the draw.
	d.send("new", "force", "setboard rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
		"st 0.3", "draw", "go")
	got := replies(d.pingSync())
	require.Len(t, got, 2)
	assert.Equal(t, "offer draw", got[0])
	assert.Regexp(t, moveLine, got[1])

	d.send("new", "force", "option Resign Moves=1", "setboard 3k5/9/9/9/9/9/9/9/9/RR2K4 b - - 0 1", "go")
	assert.Equal(t, []string{"resign"}, replies(d.pingSync()))
}

// TestCECPPonder: hard ponders on the expected reply (hint names it); the
// expected move answers from the ponder search, another one from a new
// search.
func TestCECPPonder(t *testing.T) {
	for _, hit := range []bool{true, false} {
		d := startCECP(t)
		d.send("new", "hard", "st 0.3", "usermove h2e2")
		mv, _ := d.until("move ")
		p := position.New()
		p.MakeMove(mustMove(t, p, "h2e2"))
		p.MakeMove(mustMove(t, p, strings.TrimPrefix(mv, "move ")))
		time.Sleep(50 * time.Millisecond)
		d.send("hint")
		hint, _ := d.until("Hint: ")
		guess := mustMove(t, p, strings.TrimPrefix(hint, "Hint: "))
		reply := guess
		if !hit {
			reply = anyLegal(p, guess)
		}
		d.send("usermove " + reply.String())
		mv, _ = d.until("move ")
		p.MakeMove(reply)
		mustMove(t, p, strings.TrimPrefix(mv, "move "))
		d.send("easy")
		d.send("hint")
		assert.Empty(t, replies(d.pingSync()), "easy: no pondering, no hint")
	}
}

// TestCECPResources: memory and cores size the tables and threads.
func TestCECPResources(t *testing.T) {
	eng := testEngine(t)
	d := startDriverOn(t, eng)
	d.send("xboard", "protover 2")
	d.until("feature done=1")
	d.send("memory 40", "cores 2")
	assert.Empty(t, d.pingSync())
	o := eng.Options()
	assert.Equal(t, 2, o.Threads)
	assert.Equal(t, 40, o.HashMB+o.CacheMB)
	d.send("option Analysis Cache=0", "memory 2", "option MultiPV=3", "option Resign=0")
	assert.Empty(t, d.pingSync())
	o = eng.Options()
	assert.Equal(t, 2, o.HashMB+o.CacheMB)
	assert.Zero(t, o.CacheMB)
	assert.Equal(t, 3, o.MultiPV)
	assert.False(t, o.Resign)
}

// TestCECPBadInput: each bad command gets one error line in the
// protocol's form and the game goes on from where it was.
func TestCECPBadInput(t *testing.T) {
	d := startCECP(t)
	d.send("new", "force", "usermove h2e2")
	for _, tc := range []struct{ cmd, want string }{
		{"xyzzy", "Error (unknown command): xyzzy"},
		{"usermove h2e2", "Illegal move (no piece on h2): h2e2"},
		{"usermove h9h0", "Illegal move (a horse cannot move that way): h9h0"},
		{"usermove e9e9x", "Illegal move (bad move \"e9e9x\": want four characters such as h2e2): e9e9x"},
		{"a0a1 b", "Error (unknown command): a0a1 b"},
		{"variant normal", "Error (unsupported variant): variant normal"},
		{"level 40 five 0", "Error (base \"five\" is not a number): level 40 five 0"},
		{"level 40", "Error (want level MPS BASE INC): level 40"},
		{"st", "Error (missing parameter): st"},
		{"sd 0", "Error (sd 0 is below 1): sd 0"},
		{"time soon", "Error (time \"soon\" is not a number): time soon"},
		{"otim 1 2", "Error (too many parameters): otim 1 2"},
		{"memory 0", "Error (memory 0 is out of range 1-65536): memory 0"},
		{"option Nonsense=3", "Error (unknown option): option Nonsense=3"},
		{"option MultiPV=999", "Error (value 999 is out of range 1-128): option MultiPV=999"},
		{"perft x", "Error (perft: perft depth \"x\" is not a whole number): perft x"},
	} {
		d.send(tc.cmd)
		assert.Equal(t, tc.want, d.next(), tc.cmd)
	}
	d.send("usermove h9g7", "d") // Black to move after h2e2: the state was kept
	fen, _ := d.until("FEN:")
	assert.Equal(t, "FEN: rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2", fen)
}

// TestCECPResultAndEndOfInput: result stops the game; at the end of
// input a move being thought about is still sent.
func TestCECPResultAndEndOfInput(t *testing.T) {
	d := startCECP(t)
	d.send("new", "st 60", "go")
	d.quiet(100 * time.Millisecond)
	d.send("result 1/2-1/2 {agreed}", "usermove h2e2")
	assert.Empty(t, d.pingSync(), "after result the engine only records moves")

	d.send("new", "st 0.3", "go")
	require.NoError(t, d.in.Close())
	mv, _ := d.until("move ")
	assert.Regexp(t, moveLine, mv)
	assert.Equal(t, 0, d.exited())
}

func TestCECPThinkingAndResultFormat(t *testing.T) {
	for _, tc := range []struct {
		v    position.Verdict
		want string
	}{
		{position.Verdict{Result: position.BlackWins, Reason: position.PerpetualCheck}, "0-1 {perpetual check by red}"},
		{position.Verdict{Result: position.RedWins, Reason: position.PerpetualAttack}, "1-0 {perpetual attack by black}"},
		{position.Verdict{Result: position.BlackWins, Reason: position.Checkmate}, "0-1 {black mates}"},
	} {
		assert.Equal(t, tc.want, cecpResult(tc.v))
	}
	pv := []position.Move{mustMove(t, position.New(), "h2e2")}
	for _, tc := range []struct {
		in   engine.Info
		want string
	}{
		{engine.Info{Depth: 9, Score: 156, Time: 10840 * time.Millisecond, Nodes: 48000, PV: pv}, "9 156 1084 48000 h2e2"},
		{engine.Info{Depth: 5, Score: engine.Mate - 3, Time: time.Second, Nodes: 7, PV: pv}, "5 100002 100 7 h2e2"},
		{engine.Info{Depth: 5, Score: -(engine.Mate - 4), Nodes: 7, PV: pv}, "5 -100002 0 7 h2e2"},
		{engine.Info{Depth: 3, Score: -20, Bound: engine.BoundUpper, Nodes: 9, PV: pv}, "3 -20 0 9 h2e2?"},
		{engine.Info{Depth: 3, Score: 20, Bound: engine.BoundLower, Nodes: 9, PV: pv}, "3 20 0 9 h2e2!"},
	} {
		assert.Equal(t, tc.want, cecpThinking(tc.in))
	}
}
