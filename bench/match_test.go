package bench

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/uciclient"
)

// quickTC is a clock long enough that the instant fakes never flag.
var quickTC = TimeControl{Base: 10 * time.Second, Inc: 100 * time.Millisecond}

func runTestMatch(t *testing.T, cfg MatchConfig) (*MatchResult, string) {
	t.Helper()
	var pgn bytes.Buffer
	cfg.PGN = &pgn
	res, err := RunMatch(context.Background(), cfg)
	require.NoError(t, err)
	return res, pgn.String()
}

// Each misbehaving engine loses both games (one per colour) with the fault
// the protocol section of docs/PROTOCOL.md ("Acting as the GUI") names; the
// second game needs a fresh process after a crash or a hang.
func TestMatchFaultsEndGames(t *testing.T) {
	tests := []struct {
		name    string
		flags   string
		tc      TimeControl
		timeout time.Duration
		fault   Fault
		reason  string
	}{
		{"loses on time", "-mode=timeloss -after=2", TimeControl{Base: time.Second}, 0, FaultTime, "time forfeit"},
		{"illegal move", "-mode=illegal -after=1", quickTC, 0, FaultIllegal, "illegal move"},
		{"crash", "-mode=crash -after=1", quickTC, 0, FaultCrash, "crash"},
		{"hang on a clock", "-mode=hang -after=1", TimeControl{Base: time.Second}, 0, FaultTime, "time forfeit"},
		{"hang at fixed depth", "-mode=hang -after=1", TimeControl{Depth: 3}, time.Second, FaultNoReply, "no reply"},
		{"resign", "-mode=resign -after=1", quickTC, 0, NoFault, "resigns"},
		{"never answers isready after a crash", "-mode=crash -after=0", TimeControl{Nodes: 1000}, 0, FaultCrash, "crash"},
		{"nobestmove with legal moves", "-mode=nobestmove -after=1", quickTC, 0, FaultProtocol, "nobestmove"},
		{"bestmove (none) with legal moves", "-mode=nonemove -after=1", quickTC, 0, FaultProtocol, "without a move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			res, pgn := runTestMatch(t, MatchConfig{
				Engines: []uciclient.Config{fake("good", ""), fake("bad", tt.flags)},
				TC:      tt.tc, Games: 2, Grace: 200 * time.Millisecond, Timeout: tt.timeout,
			})
			require.Len(t, res.Games, 2)
			for _, g := range res.Games {
				assert.Equal(t, 1.0, g.Score(0), "game %d: %s", g.Round, g.Reason)
				assert.Equal(t, tt.fault, g.Fault, "game %d: %s", g.Round, g.Reason)
				assert.Contains(t, g.Reason, tt.reason)
			}
			assert.Equal(t, Score{Losses: 2}, res.Scores[1])
			counts := map[Fault]int{FaultTime: res.TimeLosses, FaultIllegal: res.IllegalMoves, FaultCrash: res.Crashes,
				FaultNoReply: res.NoReplies, FaultProtocol: res.ProtocolErrors}
			if tt.fault != NoFault {
				assert.Equal(t, 2, counts[tt.fault])
			}
			assert.Equal(t, 2, strings.Count(pgn, "[Termination "), "PGN has both games")
		})
	}
}

// A UCCI engine that does not advertise usemillisec gets seconds, one that
// does gets "setoption usemillisec true" and milliseconds; UCI gets
// wtime/btime in milliseconds. The first go of each game shows it.
func TestMatchClockLines(t *testing.T) {
	tests := []struct {
		name   string
		flags  string
		tc     TimeControl
		wantGo string
		millis bool
	}{
		{"ucci seconds", "-proto=ucci -millis=false", TimeControl{Base: 10 * time.Second, Inc: 2 * time.Second},
			"go time 10 increment 2 opptime 10 oppincrement 2", false},
		{"ucci milliseconds", "-proto=ucci", TimeControl{Base: 10 * time.Second, Inc: 100 * time.Millisecond},
			"go time 10000 increment 100 opptime 10000 oppincrement 100", true},
		{"ucci moves per period", "-proto=ucci -millis=false", TimeControl{Base: 60 * time.Second, Moves: 40},
			"go time 60 movestogo 40 opptime 60 oppmovestogo 40", false},
		{"uci clock", "", TimeControl{Base: 10 * time.Second, Inc: 100 * time.Millisecond},
			"go wtime 10000 btime 10000 winc 100 binc 100", false},
		{"uci moves per period", "", TimeControl{Base: 60 * time.Second, Moves: 40},
			"go wtime 60000 btime 60000 winc 0 binc 0 movestogo 40", false},
		{"uci depth", "", TimeControl{Depth: 4}, "go depth 4", false},
		{"ucci movetime", "-proto=ucci", TimeControl{MoveTime: 250 * time.Millisecond}, "go time 250 movestogo 1", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			log := filepath.Join(t.TempDir(), "engine.log")
			res, _ := runTestMatch(t, MatchConfig{
				Engines: []uciclient.Config{fake("logged", tt.flags+" -log="+log), fake("other", "-seed=5")},
				TC:      tt.tc, Games: 1,
			})
			require.Len(t, res.Games, 1)
			g := res.Games[0]
			assert.Equal(t, NoFault, g.Fault, g.Reason)
			assert.NotEqual(t, Unfinished, g.Outcome)
			lines := readLog(t, log)
			var gos []string
			for _, l := range lines {
				if strings.HasPrefix(l, "go ") {
					gos = append(gos, l)
				}
			}
			require.NotEmpty(t, gos)
			assert.Equal(t, tt.wantGo, gos[0])
			assert.Equal(t, tt.millis, strings.Contains(strings.Join(lines, "\n"), "setoption usemillisec true"))
		})
	}
}

// An engine that numbers ranks 1-10 plays whole games when configured with
// ranks=1: every move crosses the wire converted both ways.
func TestMatchRanksOneToTen(t *testing.T) {
	log := filepath.Join(t.TempDir(), "engine.log")
	one := fake("fsf-like", "-ranks=1 -log="+log)
	one.Ranks = 1
	res, pgn := runTestMatch(t, MatchConfig{Engines: []uciclient.Config{one, fake("zero", "")}, TC: quickTC, Games: 2})
	require.Len(t, res.Games, 2)
	for _, g := range res.Games {
		assert.Equal(t, NoFault, g.Fault, g.Reason)
		assert.Greater(t, len(g.Moves), 10)
	}
	text := strings.Join(readLog(t, log), "\n")
	assert.Regexp(t, `moves .*[a-i]10`, text, "ranks 1-10 reach the engine")
	assert.NotRegexp(t, `moves .*[a-i]0[a-i ]`, text, "no rank 0 on the wire")
	assert.NotContains(t, pgn, "10 ", "PGN keeps ranks 0-9")
}

// Engines get the last position after a capture and the moves since.
func TestMatchSendsLastIrreversiblePosition(t *testing.T) {
	log := filepath.Join(t.TempDir(), "engine.log")
	res, _ := runTestMatch(t, MatchConfig{Engines: []uciclient.Config{fake("a", "-log="+log), fake("b", "-seed=3")}, TC: quickTC, Games: 1})
	require.Len(t, res.Games, 1)
	fens := map[string]bool{}
	for _, l := range readLog(t, log) {
		if !strings.HasPrefix(l, "position ") {
			continue
		}
		assert.NotContains(t, l, "  ", "single spaces")
		fen, moves, _ := strings.Cut(strings.TrimPrefix(l, "position fen "), " moves ")
		fens[fen] = true
		p, err := position.FromFEN(fen)
		require.NoError(t, err)
		for i, ms := range strings.Fields(moves) {
			m, err := p.ParseMove(ms)
			require.NoError(t, err)
			p.MakeMove(m)
			assert.Equal(t, position.NoPiece, p.LastCaptured(), "move %d after the FEN captures: %s", i, l)
		}
	}
	assert.Greater(t, len(fens), 1, "the FEN moves on after captures")
}

func TestMatchAdjudication(t *testing.T) {
	tests := []struct {
		name    string
		flags   string
		adj     Adjudication
		outcome func(g *Game) bool
		reason  string
	}{
		{"resign", "-score=-700", Adjudication{ResignScore: 500, ResignMoves: 3},
			func(g *Game) bool { return g.Score(0) == 1 }, "adjudication"},
		{"draw", "-score=0", Adjudication{DrawScore: 10, DrawMoves: 4, DrawPly: 6},
			func(g *Game) bool { return g.Outcome == Draw }, "adjudication: draw"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, _ := runTestMatch(t, MatchConfig{
				Engines: []uciclient.Config{fake("a", "-score=0"), fake("b", tt.flags)},
				TC:      quickTC, Games: 2, Adjudication: tt.adj,
			})
			for _, g := range res.Games {
				assert.True(t, tt.outcome(g), "game %d: %s %s", g.Round, g.Outcome, g.Reason)
				assert.Contains(t, g.Reason, tt.reason)
				assert.Less(t, len(g.Moves), 20)
			}
		})
	}
}

// The SPRT stops the match once a bound is crossed: an engine that always
// plays an illegal move loses every game, and H1 (elo1=5) is accepted on
// the pairs after 27 two-point pairs, 54 games (LLR 2.89 after 26 pairs,
// 3.10 after 27; see TestSPRTLLRPenta), not after two. The trinomial LLR
// beside it would have decided after 23 games (3.20 after 23-0-0).
func TestMatchSPRTStopsEarly(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	res, _ := runTestMatch(t, MatchConfig{
		Engines: []uciclient.Config{fake("good", ""), fake("bad", "-mode=illegal")},
		TC:      quickTC, Games: 100, SPRT: &sp,
	})
	assert.Equal(t, "H1", res.Decision)
	assert.Len(t, res.Games, 54, "LLR after 26 pairs is 2.89 < 2.944, after 27 3.10")
	assert.Equal(t, Penta{4: 27}, res.Penta[0])
	assert.Equal(t, Penta{0: 27}, res.Penta[1])
	assert.InDelta(t, 3.104207, res.LLR, 1e-5)
	assert.Greater(t, res.LLRTrinomial, res.LLR, "54-0-0 on single games is far past the bound")
	assert.False(t, res.Interrupted)
	j := res.JSON()
	require.NotNil(t, j.SPRT)
	assert.Equal(t, "H1", j.SPRT.Result)
}

// Ctrl-C: the games finished are counted and written whole; the game in
// progress is dropped.
func TestMatchInterrupted(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 600*time.Millisecond)
	defer cancel()
	var pgn bytes.Buffer
	res, err := RunMatch(ctx, MatchConfig{
		Engines: []uciclient.Config{fake("a", "-delay=2ms"), fake("b", "-delay=2ms -seed=9")},
		TC:      quickTC, Games: 40, Concurrency: 2, PGN: &pgn,
	})
	require.NoError(t, err)
	assert.True(t, res.Interrupted)
	assert.Less(t, len(res.Games), 40)
	assert.Equal(t, len(res.Games), strings.Count(pgn.String(), "[Result "))
	assert.Equal(t, len(res.Games), res.Scores[0].Games())
	for _, g := range res.Games {
		assert.False(t, g.Aborted)
	}
}

func TestMatchRoundRobinAndGauntlet(t *testing.T) {
	engines := []uciclient.Config{fake("a", ""), fake("b", "-seed=2"), fake("c", "-seed=3")}
	for _, gauntlet := range []bool{false, true} {
		res, _ := runTestMatch(t, MatchConfig{Engines: engines, TC: quickTC, Gauntlet: gauntlet, Concurrency: 2})
		pairs := map[[2]int]int{}
		for _, g := range res.Games {
			pairs[[2]int{min(g.Red, g.Black), max(g.Red, g.Black)}]++
		}
		if gauntlet {
			assert.Equal(t, map[[2]int]int{{0, 1}: 2, {0, 2}: 2}, pairs)
			assert.Equal(t, 4, res.Scores[0].Games())
		} else {
			assert.Equal(t, map[[2]int]int{{0, 1}: 2, {0, 2}: 2, {1, 2}: 2}, pairs)
			for i := range 3 {
				assert.Equal(t, 4, res.Scores[i].Games())
			}
		}
		var table bytes.Buffer
		res.WriteTable(&table)
		assert.Contains(t, table.String(), "Head to head")
	}
}

// Bad engines are reported before any game starts.
func TestMatchBadEngines(t *testing.T) {
	tests := []struct {
		name string
		cfg  uciclient.Config
		want string
	}{
		{"missing binary", uciclient.Config{Cmd: "/nonexistent/engine"}, "cannot start"},
		{"never says uciok", fake("mute", "-mode=nouciok"), "no uciok"},
		{"never says ucciok", fake("mute", "-mode=nouciok -proto=ucci"), "no ucciok"},
		{"exits at once", fake("gone", "-mode=exit"), "before uciok"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tt.cfg.StartTimeout = 300 * time.Millisecond
			var pgn bytes.Buffer
			res, err := RunMatch(context.Background(), MatchConfig{Engines: []uciclient.Config{fake("ok", ""), tt.cfg}, TC: quickTC, PGN: &pgn})
			require.Error(t, err)
			assert.Nil(t, res)
			assert.Contains(t, err.Error(), tt.want)
			assert.Empty(t, pgn.String())
		})
	}
}

// A configured option reaches the engine under the name it advertised (any
// case; in UCCI, whose names have no spaces, spaces dropped too). One the
// engine lacks is not sent, where the engine would ignore it without a word
// or misread it, and the match warns of it in its result.
func TestMatchEngineOptions(t *testing.T) {
	tests := []struct {
		name   string
		flags  string
		option uciclient.Option
		want   string // the line the engine gets
		warn   string // or the warning
	}{
		{"uci, same spelling", "", uciclient.Option{Name: "Hash", Value: "32"}, "setoption name Hash value 32", ""},
		{"uci, other case", "", uciclient.Option{Name: "hash", Value: "32"}, "setoption name Hash value 32", ""},
		{"ucci, name with a space", "-proto=ucci", uciclient.Option{Name: "Hash Size", Value: "32"}, "setoption hashsize 32", ""},
		{"ucci, usemillisec unadvertised", "-proto=ucci -millis=false", uciclient.Option{Name: "usemillisec", Value: "true"}, "setoption usemillisec true", ""},
		{"uci, unknown", "", uciclient.Option{Name: "Use NNUE", Value: "false"}, "", `engine opts has no option "Use NNUE" (it has: Hash): not sent`},
		{"ucci, unknown", "-proto=ucci", uciclient.Option{Name: "Use NNUE", Value: "false"}, "", `engine opts has no option "Use NNUE" (it has: hashsize, usemillisec): not sent`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			log := filepath.Join(t.TempDir(), "engine.log")
			e := fake("opts", tt.flags+" -log="+log)
			e.Options = []uciclient.Option{tt.option}
			var progress bytes.Buffer
			res, err := RunMatch(context.Background(), MatchConfig{Engines: []uciclient.Config{e, fake("other", "")}, TC: quickTC, Games: 1, Progress: &progress})
			require.NoError(t, err)
			require.Len(t, res.Games, 1)
			lines := readLog(t, log)
			if tt.warn == "" {
				assert.Contains(t, lines, tt.want)
				assert.Empty(t, res.Warnings)
				return
			}
			assert.Equal(t, []string{tt.warn}, res.Warnings)
			assert.Equal(t, []string{tt.warn}, res.JSON().Warnings)
			assert.Contains(t, progress.String(), "warning: "+tt.warn+"\n")
			for _, l := range lines {
				assert.NotContains(t, l, "NNUE", "an unknown option never reaches the engine")
			}
		})
	}
}

func TestCheckMatchConfig(t *testing.T) {
	two := []uciclient.Config{fake("a", ""), fake("b", "")}
	sp := &SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	tests := []struct {
		cfg  MatchConfig
		want string
	}{
		{MatchConfig{Engines: two[:1], TC: quickTC}, "two"},
		{MatchConfig{Engines: two}, "no limit"},
		{MatchConfig{Engines: append(two, fake("c", "")), TC: quickTC, SPRT: sp}, "exactly two"},
		{MatchConfig{Engines: two, TC: TimeControl{Base: time.Second, MoveTime: time.Second}}, "exclude"},
		// Without a threshold every score <= 0 would count as hopeless.
		{MatchConfig{Engines: two, TC: quickTC, Adjudication: Adjudication{ResignMoves: 3}}, "--resign-score"},
		{MatchConfig{Engines: two, TC: quickTC, Adjudication: Adjudication{ResignScore: -100, ResignMoves: 3}}, "--resign-score"},
		{MatchConfig{Engines: two, TC: quickTC, Adjudication: Adjudication{DrawMoves: -1}}, "negative"},
		{MatchConfig{Engines: two, TC: quickTC, Adjudication: Adjudication{DrawScore: -5, DrawMoves: 4}}, "negative"},
	}
	for _, tt := range tests {
		err := CheckMatchConfig(&tt.cfg)
		require.Error(t, err)
		assert.Contains(t, err.Error(), tt.want)
	}
}

// Games end by the rules judge: a rook that checks on every move loses by
// perpetual check ([R-REP]); two sides that shuffle their generals without
// checking or chasing draw by repetition.
func TestMatchJudgedByRules(t *testing.T) {
	tests := []struct {
		name       string
		fen        string
		red, black string
		outcome    Outcome
		reason     string
	}{
		{"perpetual check loses", "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1", "-cycle=a8a9,a9a8", "-cycle=e9e8,e8e9", BlackWins, "perpetual-check"},
		{"idle repetition draws", "4k4/9/9/9/R8/9/9/9/9/3K5 w - - 0 1", "-cycle=d0d1,d1d0", "-cycle=e9e8,e8e9", Draw, "repetition"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			op, err := parseOpeningLine(tt.fen)
			require.NoError(t, err)
			res, pgn := runTestMatch(t, MatchConfig{
				Engines: []uciclient.Config{fake("red", tt.red), fake("black", tt.black)},
				TC:      quickTC, Games: 1, Openings: []Opening{op},
			})
			require.Len(t, res.Games, 1)
			g := res.Games[0]
			assert.Equal(t, tt.outcome, g.Outcome, g.Reason)
			assert.Equal(t, tt.reason, g.Reason)
			assert.Equal(t, NoFault, g.Fault)
			assert.Len(t, g.Moves, 8, "the third occurrence comes after two cycles of four plies")
			assert.Contains(t, pgn, `[Termination "`+tt.reason+`"]`)
		})
	}
}

// Once the SPRT has decided, games still in flight on other workers are
// counted but must not undo the decision: the match stopped because of it.
func TestMatchSPRTDecisionSticks(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	m := &matchRun{res: newMatchResult([]string{"a", "b"})}
	m.res.SPRT = &sp
	i := 0
	for ; m.res.Decision == ""; i++ {
		require.Less(t, i, 200, "no decision after 200 straight wins")
		m.record(&Game{Pair: i / 2, Red: i % 2, Black: 1 - i%2, Outcome: winFor(position.Side(i % 2))})
	}
	require.Equal(t, "H1", m.res.Decision)
	// In-flight games finishing late: a lost pair.
	m.record(&Game{Pair: i / 2, Red: 0, Black: 1, Outcome: BlackWins})
	m.record(&Game{Pair: i / 2, Red: 1, Black: 0, Outcome: RedWins})
	assert.Less(t, m.res.LLR, 2.94, "the late lost pair lowers the LLR below the bound")
	assert.Equal(t, "H1", m.res.Decision, "but the decision stands")
}

// Ctrl-C while the engines are still starting is an interrupted match with
// no games (the table for zero games), not an error "context canceled".
func TestMatchInterruptedAtStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := RunMatch(ctx, MatchConfig{
		Engines: []uciclient.Config{fake("a", "-mode=slowstart"), fake("b", "")},
		TC:      quickTC, Games: 4,
	})
	require.NoError(t, err)
	assert.True(t, res.Interrupted)
	assert.Empty(t, res.Games)
	assert.Equal(t, 4, res.Scheduled)
}

// Garbage lines, a flood of info, extra spaces, CR line ends and a ponder
// move around bestmove do not disturb a game: it ends by the rules.
func TestMatchNoisyEngine(t *testing.T) {
	res, _ := runTestMatch(t, MatchConfig{
		Engines: []uciclient.Config{fake("noisy", "-mode=noisy"), fake("quiet", "-seed=6")},
		TC:      quickTC, Games: 2,
	})
	require.Len(t, res.Games, 2)
	for _, g := range res.Games {
		assert.Equal(t, NoFault, g.Fault, g.Reason)
		assert.Greater(t, len(g.Moves), 4, g.Reason)
	}
}

// A UCCI engine without usemillisec takes whole seconds: a --movetime that
// is not a whole number of seconds cannot be told to it (250 ms would go
// out as "go time 0 movestogo 1"), so the match refuses before any game.
func TestMatchMoveTimeInSeconds(t *testing.T) {
	secs := fake("secs", "-proto=ucci -millis=false")
	var pgn bytes.Buffer
	res, err := RunMatch(context.Background(), MatchConfig{Engines: []uciclient.Config{fake("ok", ""), secs},
		TC: TimeControl{MoveTime: 250 * time.Millisecond}, PGN: &pgn})
	require.Error(t, err)
	assert.Nil(t, res)
	assert.Contains(t, err.Error(), "secs")
	assert.Contains(t, err.Error(), "usemillisec")
	assert.Empty(t, pgn.String())

	res, _ = runTestMatch(t, MatchConfig{Engines: []uciclient.Config{fake("ok", ""), secs},
		TC: TimeControl{MoveTime: time.Second}, Games: 1, MaxPlies: 2})
	assert.Len(t, res.Games, 1, "whole seconds are fine")
}
