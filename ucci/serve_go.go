package ucci

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/position"
)

// badGoTime is what a go whose every limit was rejected searches for: the
// GUI asked for a move, and an analysis that never ends would hang it.
const badGoTime = time.Second

// goCmd parses go in the session's dialect and starts the search. A bad
// part of the command is named in one error line and the rest is searched
// (docs/PROTOCOL.md: every go ends in exactly one bestmove).
func (s *session) goCmd(args []string) {
	// A script may queue a go behind one that ends by itself: run it
	// after. Behind an infinite or ponder search it would wait forever.
	if !s.waitSearch() {
		s.errorf("go: already searching; send stop first")
		return
	}
	var lim engine.Limits
	var bad []string
	if s.dialect == dialectUCCI {
		lim, bad = s.parseGoUCCI(args)
	} else {
		lim, bad = s.parseGoUCI(args)
		lim.PlayOn = true
	}
	noLimit := lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 && lim.Mate == 0 && !lim.Clock
	if len(bad) > 0 {
		what := "searching with the rest"
		if noLimit && !lim.Infinite {
			lim.MoveTime, noLimit = badGoTime, false
			what = fmt.Sprintf("searching for %v instead", badGoTime)
		}
		s.errorf("go: %s; %s", strings.Join(bad, "; "), what)
	}
	if s.dialect == dialectUCCI && lim.Depth == 0 && hasDepthZero(args) {
		s.w.line("nobestmove") // UCCI: go depth 0 asks for nothing
		return
	}
	if noLimit {
		lim.Infinite = true // a bare go: analyse until stop
	}
	lim.BanMoves = s.ban
	d, side := s.dialect, s.pos.Side()
	onInfo := func(in engine.Info) { s.writeInfo(d, in) }
	onDone := func(r engine.Result) { s.writeResult(d, side, r) }
	if err := s.eng.Go(s.pos, lim, onInfo, onDone); err != nil {
		s.errorf("go: %v", err)
		var kept *engine.SettingsError
		if !errors.As(err, &kept) {
			// Not started: only a search already running refuses, which
			// waitSearch rules out; answer anyway, never leave the GUI
			// waiting.
			s.writeResult(d, side, engine.Result{Move: position.NoMove})
		}
	}
}

func hasDepthZero(args []string) bool {
	for i := 0; i+1 < len(args); i++ {
		if strings.EqualFold(args[i], "depth") && args[i+1] == "0" {
			return true
		}
	}
	return false
}

// goKeywords are the words that start a part of a UCI or UCCI go command;
// a searchmoves list runs until one of them.
var goKeywords = map[string]bool{
	"ponder": true, "draw": true, "infinite": true, "searchmoves": true, "depth": true, "nodes": true,
	"mate": true, "movetime": true, "time": true, "increment": true, "movestogo": true, "opptime": true,
	"oppincrement": true, "oppmovestogo": true, "wtime": true, "btime": true, "winc": true, "binc": true,
}

// goParts walks a go command: flags (ponder, infinite, ...) go to flag, a
// keyword and its value to value, and a searchmoves list to moves. Each
// callback returns what is wrong with its part ("" if nothing); the parts
// that are wrong are returned, each named, and the others still apply.
func goParts(args []string, flag func(tok string) (bool, string), value func(tok, v string) string,
	moves func(m string) string) []string {
	var bad []string
	note := func(msg string) {
		if msg != "" {
			bad = append(bad, msg)
		}
	}
	for i := 0; i < len(args); i++ {
		tok := strings.ToLower(args[i])
		if known, msg := flag(tok); known {
			note(msg)
			continue
		}
		if tok == "searchmoves" && moves != nil {
			n := 0
			for ; i+1 < len(args) && !goKeywords[strings.ToLower(args[i+1])]; i++ {
				note(moves(args[i+1]))
				n++
			}
			if n == 0 {
				note("searchmoves lists no move")
			}
			continue
		}
		if !goKeywords[tok] {
			note(fmt.Sprintf("unknown go argument %q", cutToken(args[i], maxEchoArg)))
			continue
		}
		if i+1 >= len(args) || goKeywords[strings.ToLower(args[i+1])] {
			note(fmt.Sprintf("%q needs a value", cutToken(args[i], maxEchoArg)))
			continue
		}
		i++
		note(value(tok, args[i]))
	}
	return bad
}

// errText is an error's message, "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// parseGoUCCI reads `go [ponder|draw] depth d | nodes n | infinite |
// time t [movestogo m | increment i] [opptime ...]`. Times are
// seconds, or milliseconds after setoption usemillisec true. It returns
// what it could read and what was wrong.
func (s *session) parseGoUCCI(args []string) (engine.Limits, []string) {
	var lim engine.Limits
	unit := time.Second
	if s.millis {
		unit = time.Millisecond
	}
	flag := func(tok string) (bool, string) {
		switch tok {
		case "ponder":
			lim.Ponder = true
		case "draw":
			lim.DrawOffered = true
		case "infinite":
			lim.Infinite = true
		default:
			return false, ""
		}
		return true, ""
	}
	value := func(tok, v string) string {
		var err error
		switch tok {
		case "depth":
			lim.Depth, err = clampedArg(tok, v, 0, engine.MaxPly-1)
		case "nodes":
			var n int
			n, err = intArg(tok, v, 1, math.MaxInt)
			lim.Nodes = uint64(n)
		case "time":
			var t time.Duration
			if t, err = durArg(tok, v, unit); err == nil {
				lim.Clock, lim.Time = true, t
			}
		case "increment":
			lim.Inc, err = durArg(tok, v, unit)
		case "movestogo":
			lim.MovesToGo, err = intArg(tok, v, 0, 1000)
		case "movetime": // not UCCI, but harmless and handy at a terminal
			lim.MoveTime, err = moveTimeArg(v, unit)
		case "opptime", "oppincrement":
			_, err = durArg(tok, v, unit)
		case "oppmovestogo":
			_, err = intArg(tok, v, 0, 1000)
		default:
			err = fmt.Errorf("%q is not a UCCI go argument", tok)
		}
		return errText(err)
	}
	bad := goParts(args, flag, value, nil)
	return lim, bad
}

// parseGoUCI reads the UCI go arguments; times are milliseconds and wtime /
// btime are picked by the side to move. It returns what it could read and
// what was wrong.
func (s *session) parseGoUCI(args []string) (engine.Limits, []string) {
	var lim engine.Limits
	var clock [2]time.Duration
	var inc [2]time.Duration
	var hasClock [2]bool
	flag := func(tok string) (bool, string) {
		switch tok {
		case "ponder":
			lim.Ponder = true
		case "infinite":
			lim.Infinite = true
		default:
			return false, ""
		}
		return true, ""
	}
	value := func(tok, v string) string {
		var err error
		var n int
		switch tok {
		case "wtime", "btime":
			side := position.Red
			if tok == "btime" {
				side = position.Black
			}
			if clock[side], err = durArg(tok, v, time.Millisecond); err == nil {
				hasClock[side] = true
			}
		case "winc", "binc":
			side := position.Red
			if tok == "binc" {
				side = position.Black
			}
			inc[side], err = durArg(tok, v, time.Millisecond)
		case "movestogo":
			lim.MovesToGo, err = intArg(tok, v, 0, 1000)
		case "movetime":
			lim.MoveTime, err = moveTimeArg(v, time.Millisecond)
		case "depth":
			lim.Depth, err = clampedArg(tok, v, 0, engine.MaxPly-1)
			if err == nil && lim.Depth == 0 {
				lim.Depth = 1 // UCI has no "nothing": depth 0 still answers a move
			}
		case "nodes":
			n, err = intArg(tok, v, 1, math.MaxInt)
			lim.Nodes = uint64(n)
		case "mate":
			lim.Mate, err = clampedArg(tok, v, 1, engine.MaxPly/2-2)
		default:
			err = fmt.Errorf("%q is not a UCI go argument", tok)
		}
		return errText(err)
	}
	moves := func(ms string) string {
		m, err := s.pos.ParseMove(ms)
		if err != nil {
			return fmt.Sprintf("searchmoves: %v (left out)", err)
		}
		lim.SearchMoves = append(lim.SearchMoves, m)
		return ""
	}
	bad := goParts(args, flag, value, moves)
	side := s.pos.Side()
	if hasClock[side] {
		lim.Clock, lim.Time, lim.Inc = true, clock[side], inc[side]
	}
	return lim, bad
}

// moveTimeArg parses a fixed time per move, which must be positive: a GUI
// asking for no time at all still wants a move, and gets the default.
func moveTimeArg(v string, unit time.Duration) (time.Duration, error) {
	d, err := durArg("movetime", v, unit)
	if err == nil && d <= 0 {
		return 0, fmt.Errorf("movetime %s is not positive", v)
	}
	return d, err
}

// intArg parses a whole number within [lo, hi].
func intArg(name, v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("%s %q is not a whole number", name, cutToken(v, maxEchoArg))
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("%s %d is out of range %d-%d", name, n, lo, hi)
	}
	return n, nil
}

// clampedArg parses a whole number of at least lo and caps it at hi: a GUI
// asking for more depth than the search can reach gets the deepest search
// (as ElephantEye does), not an error and no answer.
func clampedArg(name, v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("%s %q is not a whole number", name, cutToken(v, maxEchoArg))
	}
	if n < lo {
		return 0, fmt.Errorf("%s %d is below %d", name, n, lo)
	}
	return min(n, hi), nil
}

// durArg parses a time in the given unit (fractions allowed, negative clocks
// — a GUI's overrun — count as zero).
func durArg(name, v string, unit time.Duration) (time.Duration, error) {
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("%s %q is not a number", name, cutToken(v, maxEchoArg))
	}
	if f > float64(1<<62)/float64(unit) {
		return 0, fmt.Errorf("%s %s is too large", name, v)
	}
	return time.Duration(max(f, 0) * float64(unit)), nil
}

// writeInfo reports one iteration in the dialect of the search's go.
func (s *session) writeInfo(d dialect, in engine.Info) {
	var b strings.Builder
	if d == dialectUCCI {
		if in.Bound != engine.BoundExact {
			return // UCCI has no bounds: a fail-high line would read as a result
		}
		fmt.Fprintf(&b, "info depth %d score %d", in.Depth, in.Score)
		writePV(&b, in.PV)
		s.w.line(b.String())
		s.w.linef("info time %d nodes %d", in.Time.Milliseconds(), in.Nodes)
		return
	}
	fmt.Fprintf(&b, "info depth %d seldepth %d multipv %d score %s", in.Depth, max(in.SelDepth, in.Depth), max(in.MultiPV, 1), uciScore(in.Score))
	switch in.Bound {
	case engine.BoundLower:
		b.WriteString(" lowerbound")
	case engine.BoundUpper:
		b.WriteString(" upperbound")
	}
	nps := in.NPS
	if nps == 0 && in.Time > 0 {
		nps = uint64(float64(in.Nodes) / in.Time.Seconds())
	}
	fmt.Fprintf(&b, " nodes %d nps %d hashfull %d time %d", in.Nodes, nps, in.Hashfull, in.Time.Milliseconds())
	writePV(&b, in.PV)
	s.w.line(b.String())
}

func writePV(b *strings.Builder, pv []position.Move) {
	if len(pv) == 0 {
		return
	}
	b.WriteString(" pv")
	for _, m := range pv {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
}

// uciScore formats a score as `cp x` or `mate y`, y in moves (negative when
// being mated).
func uciScore(v int) string {
	switch {
	case v >= engine.Mate-engine.MaxPly:
		return fmt.Sprintf("mate %d", (engine.Mate-v+1)/2)
	case v <= -(engine.Mate - engine.MaxPly):
		return fmt.Sprintf("mate %d", -(engine.Mate+v)/2)
	}
	return fmt.Sprintf("cp %d", v)
}

// writeResult ends a search: bestmove in the dialect of its go.
func (s *session) writeResult(d dialect, side position.Side, r engine.Result) {
	if r.Move == position.NoMove {
		if d == dialectUCCI {
			s.w.line("nobestmove")
			return
		}
		// The side to move has lost (mated, stalemated, perpetual check or
		// chase): mate 0; otherwise (drawn, or won by the opponent's
		// perpetual) there is no score to give: cp 0.
		score := "cp 0"
		if v := r.Verdict.Result; v == position.RedWins && side == position.Black || v == position.BlackWins && side == position.Red {
			score = "mate 0"
		}
		s.w.line("info depth 0 score " + score)
		s.w.line("bestmove (none)")
		return
	}
	line := "bestmove " + r.Move.String()
	if r.Ponder != position.NoMove {
		line += " ponder " + r.Ponder.String()
	}
	if d == dialectUCCI {
		if r.Draw {
			line += " draw"
		} else if r.Resign {
			line += " resign"
		}
	}
	s.w.line(line)
}
