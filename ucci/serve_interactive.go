package ucci

import (
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe/engine"
)

// interactive runs the extras every dialect has (d, help, bench, perft)
// on the current position.
func (s *session) interactive(cmd string, args []string) {
	switch cmd {
	case "d":
		s.display()
	case "help":
		s.help()
	case "bench":
		s.bench(args)
	case "perft":
		s.perft(args)
	}
}

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
	"chuhe speaks UCCI (start with: ucci), UCI (start with: uci) or XBoard's protocol (start with: xboard). Commands:",
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
	"  xboard, then: new | force | go | usermove M | setboard FEN | undo | remove | level MPS BASE INC | st S | sd D",
	"    | time T | otim T | ping N | post | nopost | analyze | exit | ? | draw | hard | easy | quit   (XBoard)",
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
	n := s.pos.Copy().Perft(d)
	el := time.Since(start)
	s.messagef("perft depth %d nodes %d time %d ms nps %d", d, n, el.Milliseconds(), uint64(float64(n)/max(el.Seconds(), 1e-9)))
}

// bench runs the bench signature (`chuhe bench`), on a searcher of its own
// so that the game's table and history are left as they were.
func (s *session) bench(args []string) {
	depth := engine.BenchDepth
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
	net := s.eng.Net()
	sig, err := engine.Bench(depth, 1, engine.BenchHashMB, net, nil)
	if err != nil {
		s.errorf("bench: %v", err)
		return
	}
	s.messagef("bench depth %d positions %d nodes %d time %d ms nps %d eval %s",
		sig.Depth, sig.Positions, sig.Nodes, sig.Elapsed.Milliseconds(), sig.NPS(), engine.EvalName(net))
}
