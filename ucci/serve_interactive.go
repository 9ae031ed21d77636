package ucci

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/position"
)

// display draws the current position for a person at a terminal.
func (s *session) display() {
	for _, l := range strings.Split(strings.TrimRight(s.pos.String(), "\n"), "\n") {
		s.w.line(l)
	}
	if len(s.ban) > 0 {
		ms := make([]string, len(s.ban))
		for i, m := range s.ban {
			ms[i] = m.String()
		}
		s.w.line("Banned: " + strings.Join(ms, " "))
	}
}

// helpText lists the commands, one per line.
var helpText = []string{
	"chuhe speaks UCCI (start with: ucci) or UCI (start with: uci). Commands:",
	"  ucci | uci                     handshake; picks the dialect",
	"  isready                        answers readyok",
	"  setoption <name> [<value>]     UCCI form; UCI: setoption name <N> [value <V>]",
	"  ucinewgame | setoption newgame forget the last game",
	"  position {startpos | fen <FEN>} [moves m1 m2 ...]",
	"  banmoves m1 ...                UCCI: never play these at the root",
	"  go depth N | nodes N | infinite | time T [movestogo M | increment I]   (UCCI)",
	"  go [wtime T btime T winc I binc I movestogo M | movetime T | depth N | nodes N | mate N | infinite] [ponder] [searchmoves m ...]   (UCI)",
	"  ponderhit [draw] | stop | quit",
	"  probe {startpos | fen <FEN>} [moves ...]   answers pophash",
	"  d                              show the board",
	"  bench [depth]                  search the bench positions, report nodes and speed",
	"  perft N                        count the move tree of the current position",
}

func (s *session) help() {
	for _, l := range helpText {
		s.w.line(l)
	}
}

// perft counts the current position's move tree.
func (s *session) perft(args []string) {
	if len(args) != 1 {
		s.errorf("perft: want one depth, e.g. perft 4")
		return
	}
	d, err := intArg("perft depth", args[0], 1, 8)
	if err != nil {
		s.errorf("perft: %v", err)
		return
	}
	start := time.Now()
	n := perftCount(s.pos.Copy(), d)
	el := time.Since(start)
	s.messagef("perft depth %d nodes %d time %d ms nps %d", d, n, el.Milliseconds(), uint64(float64(n)/max(el.Seconds(), 1e-9)))
}

func perftCount(p *position.Position, d int) uint64 {
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	if d == 1 {
		return uint64(l.N)
	}
	var n uint64
	for _, m := range l.Slice() {
		p.MakeMove(m)
		n += perftCount(p, d-1)
		p.UnmakeMove()
	}
	return n
}

// benchFENs is the built-in bench used when Config.Bench is nil.
var benchFENs = []string{
	position.StartFEN,
	"r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3",
	"2bakab2/9/2n1c1n2/p3p3p/2p3p2/9/P1P3P1P/2N1C1N2/4A4/2BAK1B2 w - - 0 12",
	"3k5/4a4/4ba3/9/2p6/9/9/4B4/4AN3/3AK1B2 w - - 0 1",
}

// builtinBenchDepth is the default depth of the built-in bench.
const builtinBenchDepth = 8

// bench runs the configured bench, or the built-in one.
func (s *session) bench(args []string) {
	depth := 0
	if len(args) > 0 {
		var err error
		if depth, err = intArg("bench depth", args[0], 1, 64); err != nil {
			s.errorf("bench: %v", err)
			return
		}
	}
	if !s.waitSearch() {
		s.errorf("bench: a search is running; send stop first")
		return
	}
	out := func(l string) { s.messagef("%s", l) }
	if s.cfg.Bench != nil {
		err := s.cfg.Bench(depth, out)
		if err == nil {
			return
		}
		if !errors.Is(err, ErrBenchUnavailable) {
			s.errorf("bench: %v", err)
			return
		}
	}
	if depth == 0 {
		depth = builtinBenchDepth
	}
	var nodes uint64
	start := time.Now()
	for _, fen := range benchFENs {
		p, err := position.FromFEN(fen)
		if err != nil {
			s.errorf("bench: %v", err)
			return
		}
		var r engine.Result
		if err := s.eng.Go(p, engine.Limits{Depth: depth}, nil, func(res engine.Result) { r = res }); err != nil {
			s.errorf("bench: %v", err)
			return
		}
		s.eng.Wait()
		nodes += r.Nodes
	}
	el := time.Since(start)
	out(fmt.Sprintf("bench depth %d positions %d nodes %d time %d ms nps %d",
		depth, len(benchFENs), nodes, el.Milliseconds(), uint64(float64(nodes)/max(el.Seconds(), 1e-9))))
}
