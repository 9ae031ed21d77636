package ucci

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/position"
)

// goCmd parses go in the session's dialect and starts the search.
func (s *session) goCmd(args []string) {
	// A script may queue a go behind one that ends by itself: run it
	// after. Behind an infinite or ponder search it would wait forever.
	if !s.waitSearch() {
		s.errorf("go: already searching; send stop first")
		return
	}
	var lim engine.Limits
	var err error
	if s.dialect == dialectUCCI {
		lim, err = s.parseGoUCCI(args)
	} else {
		lim, err = s.parseGoUCI(args)
		lim.PlayOn = true
	}
	if err != nil {
		s.errorf("go: %v", err)
		return
	}
	if s.dialect == dialectUCCI && lim.Depth == 0 && hasDepthZero(args) {
		s.w.line("nobestmove") // UCCI: go depth 0 asks for nothing
		return
	}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 && lim.Mate == 0 && !lim.Clock {
		lim.Infinite = true // a bare go: analyse until stop
	}
	lim.BanMoves = s.ban
	d, side := s.dialect, s.pos.Side()
	onInfo := func(in engine.Info) { s.writeInfo(d, in) }
	onDone := func(r engine.Result) { s.writeResult(d, side, r) }
	if err := s.eng.Go(s.pos, lim, onInfo, onDone); err != nil {
		s.errorf("go: %v", err)
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

// parseGoUCCI reads `go [ponder|draw] depth d | nodes n | infinite |
// time t [movestogo m | increment i] [opptime ...]`. Times are
// seconds, or milliseconds after setoption usemillisec true.
func (s *session) parseGoUCCI(args []string) (engine.Limits, error) {
	var lim engine.Limits
	unit := time.Second
	if s.millis {
		unit = time.Millisecond
	}
	for i := 0; i < len(args); i++ {
		tok := strings.ToLower(args[i])
		switch tok {
		case "ponder":
			lim.Ponder = true
			continue
		case "draw":
			lim.DrawOffered = true
			continue
		case "infinite":
			lim.Infinite = true
			continue
		}
		if i+1 >= len(args) {
			return lim, fmt.Errorf("%q needs a value", args[i])
		}
		v := args[i+1]
		i++
		var err error
		switch tok {
		case "depth":
			lim.Depth, err = clampedArg(tok, v, 0, engine.MaxPly-1)
		case "nodes":
			var n int
			n, err = intArg(tok, v, 1, math.MaxInt)
			lim.Nodes = uint64(n)
		case "time":
			lim.Clock = true
			lim.Time, err = durArg(tok, v, unit)
		case "increment":
			lim.Inc, err = durArg(tok, v, unit)
		case "movestogo":
			lim.MovesToGo, err = intArg(tok, v, 0, 1000)
		case "movetime": // not UCCI, but harmless and handy at a terminal
			lim.MoveTime, err = durArg(tok, v, unit)
		case "opptime", "oppincrement":
			_, err = durArg(tok, v, unit)
		case "oppmovestogo":
			_, err = intArg(tok, v, 0, 1000)
		default:
			return lim, fmt.Errorf("unknown go argument %q", args[i-1])
		}
		if err != nil {
			return lim, err
		}
	}
	return lim, nil
}

// parseGoUCI reads the UCI go arguments; times are milliseconds and wtime /
// btime are picked by the side to move.
func (s *session) parseGoUCI(args []string) (engine.Limits, error) {
	var lim engine.Limits
	var clock [2]time.Duration
	var inc [2]time.Duration
	var hasClock [2]bool
	for i := 0; i < len(args); i++ {
		tok := strings.ToLower(args[i])
		switch tok {
		case "ponder":
			lim.Ponder = true
			continue
		case "infinite":
			lim.Infinite = true
			continue
		case "searchmoves":
			for i+1 < len(args) {
				m, err := s.pos.ParseMove(args[i+1])
				if err != nil {
					if _, syntaxErr := position.ParseMove(args[i+1]); syntaxErr == nil {
						return lim, fmt.Errorf("searchmoves: %v", err)
					}
					break // not a move: the next go argument
				}
				lim.SearchMoves = append(lim.SearchMoves, m)
				i++
			}
			continue
		}
		if i+1 >= len(args) {
			return lim, fmt.Errorf("%q needs a value", args[i])
		}
		v := args[i+1]
		i++
		var err error
		var n int
		switch tok {
		case "wtime", "btime":
			side := position.Red
			if tok == "btime" {
				side = position.Black
			}
			clock[side], err = durArg(tok, v, time.Millisecond)
			hasClock[side] = true
		case "winc", "binc":
			side := position.Red
			if tok == "binc" {
				side = position.Black
			}
			inc[side], err = durArg(tok, v, time.Millisecond)
		case "movestogo":
			lim.MovesToGo, err = intArg(tok, v, 0, 1000)
		case "movetime":
			lim.MoveTime, err = durArg(tok, v, time.Millisecond)
		case "depth":
			lim.Depth, err = clampedArg(tok, v, 0, engine.MaxPly-1)
			if lim.Depth == 0 {
				lim.Depth = 1 // UCI has no "nothing": depth 0 still answers a move
			}
		case "nodes":
			n, err = intArg(tok, v, 1, math.MaxInt)
			lim.Nodes = uint64(n)
		case "mate":
			lim.Mate, err = clampedArg(tok, v, 1, engine.MaxPly/2-2)
		default:
			return lim, fmt.Errorf("unknown go argument %q", args[i-1])
		}
		if err != nil {
			return lim, err
		}
	}
	side := s.pos.Side()
	if hasClock[side] {
		lim.Clock, lim.Time, lim.Inc = true, clock[side], inc[side]
	}
	return lim, nil
}

// intArg parses a whole number within [lo, hi].
func intArg(name, v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("%s %q is not a whole number", name, v)
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
		return 0, fmt.Errorf("%s %q is not a whole number", name, v)
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
		return 0, fmt.Errorf("%s %q is not a number", name, v)
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
