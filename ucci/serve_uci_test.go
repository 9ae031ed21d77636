package ucci

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
)

func TestUCIHandshake(t *testing.T) {
	for _, hello := range []string{"uci", "ucicyclone"} {
		d := startDriver(t)
		d.send(hello)
		assert.True(t, strings.HasPrefix(d.next(), "id name chuhe"))
		_, lines := d.until("uciok")
		assert.Contains(t, lines, "option name Hash type spin min 0 max 65536 default 64")
		assert.Contains(t, lines, "option name Move Overhead type spin min 0 max 5000 default 50")
		assert.Contains(t, lines, "option name Clear Hash type button")
		assert.Contains(t, lines, "option name MultiPV type spin min 1 max 128 default 1")
		for _, l := range lines {
			assert.NotContains(t, l, "usemillisec", "UCCI options stay out of UCI")
		}
		d.send("quit")
		assert.Equal(t, 0, d.exited())
	}
}

// TestUCISession: a SharkChess-style session with Pikafish option names.
func TestUCISession(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	d.until("uciok")
	d.send("setoption name UCI_Variant value xiangqi", "setoption name Repetition Rule value AsianRule",
		"setoption name Sixty Move Rule value true", "setoption name Skill Level value 20",
		"setoption name EvalFile value pikafish.nnue", "setoption name Hash value 2",
		"setoption name Move Overhead value 30", "setoption name threads value 1", "setoption name Clear Hash",
		"setoption name MultiPV value 2", "setoption name MultiPV value 1", "setoption name Ponder value true",
		"ucinewgame")
	assert.Empty(t, d.sync())
	d.send("position startpos moves h2e2 h9g7", "go wtime 3000 btime 3000 winc 0 binc 0")
	best, before := d.until("bestmove")
	assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d( ponder [a-i]\d[a-i]\d)?$`, best)
	require.NotEmpty(t, before)
	for _, l := range before {
		assert.Regexp(t, `^info depth \d+ seldepth \d+ multipv \d+ score (cp -?\d+|mate -?\d+)( lowerbound| upperbound)? nodes \d+ nps \d+ hashfull \d+ time \d+( pv( [a-i]\d[a-i]\d)+)?$`, l)
	}
	d.send("setoption name No Such Thing value 3")
	assert.Equal(t, `info string error: setoption: unknown option "No Such Thing"`, d.next())
}

func TestUCIBareFenAndStartpos(t *testing.T) {
	d := startDriver(t)
	d.send("startpos moves h2e2", "d") // no handshake: bare startpos means UCI
	fen, _ := d.until("FEN:")
	d.until("Key:")
	assert.Contains(t, fen, "1C2C4/9/RNBAKABNR b")
	d.send("fen " + matedFEN)
	d.send("xyzzy")
	assert.Equal(t, `info string error: unknown command "xyzzy" (try help)`, d.next())
	d.send("go depth 2")
	assert.Equal(t, "info depth 0 score mate 0", d.next())
	assert.Equal(t, "bestmove (none)", d.next())
}

func TestUCIGoParsing(t *testing.T) {
	s := &session{dialect: dialectUCI, pos: position.New()}
	lim, err := s.parseGoUCI(strings.Fields("wtime 1000 btime 2000 winc 10 binc 20 movestogo 5"))
	require.Empty(t, err)
	assert.Equal(t, engine.Limits{Clock: true, Time: time.Second, Inc: 10 * time.Millisecond, MovesToGo: 5}, lim)

	s.pos, _ = position.FromFEN(strings.Replace(position.StartFEN, " w ", " b ", 1))
	lim, err = s.parseGoUCI(strings.Fields("wtime 1000 btime -20 winc 10 binc 20"))
	require.Empty(t, err)
	assert.Equal(t, time.Duration(0), lim.Time, "black's clock, an overrun counts as zero")
	assert.Equal(t, 20*time.Millisecond, lim.Inc)

	s.pos = position.New()
	lim, err = s.parseGoUCI(strings.Fields("searchmoves h2e2 b0c2 depth 3 ponder"))
	require.Empty(t, err)
	assert.Len(t, lim.SearchMoves, 2)
	assert.Equal(t, 3, lim.Depth)
	assert.True(t, lim.Ponder)

	// A bad move is named and left out; the rest still counts.
	lim, err = s.parseGoUCI(strings.Fields("searchmoves a0a5 zzzz h2e2 depth 2"))
	require.Len(t, err, 2)
	assert.Contains(t, err[0], "searchmoves: illegal move a0a5")
	assert.Contains(t, err[1], `bad move "zzzz"`)
	h2e2, _ := position.ParseMove("h2e2")
	assert.Equal(t, []position.Move{h2e2}, lim.SearchMoves)
	assert.Equal(t, 2, lim.Depth)

	lim, err = s.parseGoUCI(strings.Fields("depth 0"))
	require.Empty(t, err)
	assert.Equal(t, 1, lim.Depth, "UCI depth 0 still answers a move")

	lim, err = s.parseGoUCI(strings.Fields("movetime 250 mate 3 nodes 5000"))
	require.Empty(t, err)
	assert.Equal(t, engine.Limits{MoveTime: 250 * time.Millisecond, Mate: 3, Nodes: 5000}, lim)
}

func TestUCIScore(t *testing.T) {
	tests := []struct {
		v    int
		want string
	}{
		{0, "cp 0"}, {-37, "cp -37"}, {engine.Mate - 1, "mate 1"}, {engine.Mate - 3, "mate 2"},
		{engine.Mate - 4, "mate 2"}, {-(engine.Mate - 2), "mate -1"}, {-(engine.Mate - 4), "mate -2"},
		{-engine.Mate, "mate 0"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, uciScore(tc.v), "score %d", tc.v)
	}
}

func TestUCIPonderAndStop(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	d.until("uciok")
	d.send("position startpos moves h2e2", "go ponder wtime 1500 btime 1500")
	d.noBestmove(200 * time.Millisecond)
	d.send("ponderhit")
	d.until("bestmove")
	d.send("go infinite searchmoves a6a5")
	d.noBestmove(100 * time.Millisecond)
	d.send("stop")
	best, _ := d.until("bestmove")
	assert.Equal(t, "bestmove a6a5", strings.Join(strings.Fields(best)[:2], " "))
	d.send("stop") // idle: UCI says nothing
	d.send("ponderhit")
	assert.Equal(t, "info string error: ponderhit but not pondering", d.next())
	d.send("quit")
	assert.Equal(t, 0, d.exited())
}

// TestInstantStopAnswersASearchedMove: a stop (or a quit) right behind go
// still gets a move from a completed first iteration, shown in an info
// line with its nodes, not the first move in generation order (e0e1, a
// general's step, in the start position).
func TestInstantStopAnswersASearchedMove(t *testing.T) {
	for _, last := range []string{"stop", "quit"} {
		d := startDriver(t)
		d.send("uci")
		d.until("uciok")
		d.send("position startpos", "go infinite", last)
		best, before := d.until("bestmove")
		require.NotEmpty(t, before, last)
		info := strings.Fields(before[len(before)-1])
		move := strings.Fields(best)[1]
		assert.NotEqual(t, "e0e1", move, last)
		pv := slices.Index(info, "pv")
		require.Positive(t, pv, last)
		assert.Equal(t, move, info[pv+1], "%s: the last info's pv starts with the move played", last)
		nodes := slices.Index(info, "nodes")
		require.Positive(t, nodes, last)
		assert.NotEqual(t, "0", info[nodes+1], last)
	}
}

// TestUCIMultiPV: with MultiPV 2 the info lines number their lines.
func TestUCIMultiPV(t *testing.T) {
	d := startDriver(t)
	d.send("uci", "setoption name MultiPV value 2", "position startpos", "go depth 2")
	_, before := d.until("bestmove")
	assert.NotEmpty(t, before)
}

// TestGameAlreadyOver: the rules judge ends the game before a search in
// UCCI (nobestmove). A UCI GUI rules its games itself and waits for a move,
// so there the engine plays on while it has a legal move.
func TestGameAlreadyOver(t *testing.T) {
	const (
		// Rules case rep-005: a drawn repetition ([R-REP]).
		drawn = "position fen 4k4/7n1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1 moves f6h6 h8f7 h6h7 f7g5 h7g7 g5i6 g7g6 i6h8 g6h6 h8f7 h6h7 f7g5 h7g7 g5i6 g7g6 i6h8 g6h6"
		// Rules case rep-004: Red, to move, has lost by perpetual attack.
		lost = "position fen 5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1 moves f4d4 f5d5 d4f4 d5f5 f4d4 f5d5 d4f4 d5f5"
	)
	d := startDriver(t)
	d.send("ucci", drawn, "go depth 3")
	d.until("ucciok")
	assert.Equal(t, "nobestmove", d.next())
	d.send(lost, "go depth 3")
	assert.Equal(t, "nobestmove", d.next())

	d = startDriver(t)
	d.send("uci", drawn, "go depth 3")
	d.until("uciok")
	best, _ := d.until("bestmove")
	assert.Regexp(t, `^bestmove [a-i][0-9][a-i][0-9]`, best)
	d.send(lost, "go depth 3")
	best, _ = d.until("bestmove")
	assert.Regexp(t, `^bestmove [a-i][0-9][a-i][0-9]`, best)
	// No legal move at all: mate 0 and (none), as docs/PROTOCOL.md says.
	d.send("position fen 3k5/R8/9/9/9/9/9/9/9/4K4 b", "go depth 3")
	assert.Equal(t, "info depth 0 score mate 0", d.next())
	assert.Equal(t, "bestmove (none)", d.next())
}

// TestUCIGoMate: go mate N stops once the mate is found and reports it in
// moves.
func TestUCIGoMate(t *testing.T) {
	d := startDriver(t)
	d.send("uci", "position fen 3k5/9/9/9/R8/9/9/9/9/4K4 w - - 0 1", "go mate 1")
	d.until("uciok")
	best, before := d.until("bestmove")
	assert.Equal(t, "bestmove a5d5", strings.Fields(best)[0]+" "+strings.Fields(best)[1])
	require.NotEmpty(t, before)
	assert.Contains(t, before[len(before)-1], "score mate 1 ")
}

// TestUCIInfiniteOnFinishedGame: bestmove (none) waits for stop, as the
// UCI convention (and the searcher) has it for infinite and ponder.
func TestUCIInfiniteOnFinishedGame(t *testing.T) {
	d := startDriver(t)
	d.send("uci", "position fen "+matedFEN, "go infinite")
	d.until("uciok")
	d.noBestmove(150 * time.Millisecond)
	d.send("stop")
	assert.Equal(t, "info depth 0 score mate 0", d.next())
	assert.Equal(t, "bestmove (none)", d.next())
}

// TestBareGoIsInfinite: go without limits analyses until stop, so a go
// behind it is refused rather than queued forever.
func TestBareGoIsInfinite(t *testing.T) {
	d := startDriver(t)
	d.send("uci", "position startpos", "go")
	d.until("uciok")
	d.noBestmove(100 * time.Millisecond)
	d.send("go depth 1")
	l := d.next()
	for isProgress(l) {
		l = d.next()
	}
	assert.Equal(t, "info string error: go: already searching; send stop first", l)
	d.send("stop")
	d.until("bestmove")
}

// TestNetOptions: the evaluation can be switched and another net loaded;
// a bad net file is refused with its reason and the engine keeps its net.
func TestNetOptions(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.nnue")
	require.NoError(t, os.WriteFile(bad, []byte("not a net"), 0o644))
	good := filepath.Join(dir, "good.nnue")
	n, err := nnue.Default()
	require.NoError(t, err)
	f, err := os.Create(good)
	require.NoError(t, err)
	_, err = n.WriteTo(f)
	require.NoError(t, err)
	require.NoError(t, f.Close())

	e := testEngine(t)
	d := startDriverOn(t, e)
	d.send("uci")
	_, lines := d.until("uciok")
	assert.Contains(t, lines, "option name Use NNUE type check default "+strconv.FormatBool(engine.DefaultOptions().UseNNUE))
	assert.Contains(t, lines, "option name EvalFile type string default <built-in>")
	d.send("setoption name Use NNUE value false")
	assert.Empty(t, d.sync())
	assert.Nil(t, e.Net())
	d.send("setoption name EvalFile value " + bad) // refused at once, though the net is off
	assert.Equal(t, "info string error: setoption EvalFile: net file "+bad+": not a chuhe network file (no CHUHENN header)", d.next())
	d.send("setoption name Use NNUE value true")
	assert.Empty(t, d.sync())
	assert.NotNil(t, e.Net())
	d.send("setoption name EvalFile value " + bad)
	assert.Equal(t, "info string error: setoption EvalFile: net file "+bad+": not a chuhe network file (no CHUHENN header)", d.next())
	d.send("setoption name EvalFile value " + filepath.Join(dir, "missing.nnue"))
	assert.Contains(t, d.next(), "no such file")
	d.send("setoption name EvalFile value pikafish.nnue") // a Pikafish GUI's habit: ignored
	assert.Empty(t, d.sync())
	assert.Same(t, n, e.Net(), "the built-in net stays after refused files")
	d.send("setoption name EvalFile value " + good)
	assert.Empty(t, d.sync())
	assert.NotSame(t, n, e.Net())
	d.send("position startpos", "go depth 3")
	best, _ := d.until("bestmove")
	assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d`, best)
}
