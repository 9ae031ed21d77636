// Package ucci is the engine side of the protocols: it answers a GUI in
// UCCI, in the Pikafish-style UCI dialect or in XBoard's CECP (cecp.go),
// detected from the first line.
// (Driving another engine, for matches, is package uciclient.)
//
// The engine side reads input on its own goroutine, so isready, stop,
// ponderhit and quit are answered while a search runs, and writes through
// one serialised writer that flushes every line. It never writes anything
// before the first command, never writes to stderr, and never exits on bad
// input: a bad line gets one error line and the last valid state is kept.
package ucci

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/position"
)

// Config configures Serve.
type Config struct {
	Name    string // "chuhe" when empty
	Version string // "dev" when empty
	Author  string
	// Engine to drive; nil creates one with engine.DefaultOptions.
	Engine *engine.Engine
}

// dialect is the protocol being spoken.
type dialect uint8

const (
	dialectUnknown dialect = iota // nothing decided yet: answer like UCI
	dialectUCCI
	dialectUCI
	dialectCECP // XBoard/WinBoard, from the first line `xboard` (cecp.go)
)

// session is the state of one protocol conversation. Only the input
// goroutine touches it, except where marked.
type session struct {
	cfg     Config
	w       *writer
	eng     *engine.Engine
	dialect dialect

	pos    *position.Position // the last valid position
	posSet bool
	ban    []position.Move // UCCI banmoves, until the next position
	// millis: UCCI times are milliseconds. Off until the GUI sends
	// `setoption usemillisec true`: PROTOCOL.md — a GUI that does not know
	// the option gives SECONDS, and one that knows it says so.
	millis bool
	extras uciccExtras // accepted UCCI options that change nothing yet

	lines   <-chan string // input lines; nil after end of input
	backlog []string      // lines read while a queued go waited, to run next

	cecp    *cecpState // the XBoard game, once the dialect is CECP
	cmdLine string     // CECP: the command being run, for its error line
}

// Serve runs the protocol loop until quit or end of input and returns the
// exit status (0).
func Serve(in io.Reader, out io.Writer, cfg Config) int {
	if cfg.Name == "" {
		cfg.Name = "chuhe"
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if cfg.Author == "" {
		cfg.Author = "the chuhe authors"
	}
	s := &session{cfg: cfg, w: newWriter(out), eng: cfg.Engine, pos: position.New()}
	if s.eng == nil {
		e, err := engine.New(engine.DefaultOptions())
		if err != nil {
			s.w.line("info string error: " + err.Error())
			return 1
		}
		defer e.Close()
		s.eng = e
	}
	s.extras = defaultExtras()

	done := make(chan struct{})
	defer close(done)
	s.lines = readLines(in, done)
	for {
		line, ok := s.nextLine()
		if !ok {
			break
		}
		if !s.handle(line) {
			return 0
		}
	}
	// End of input: the GUI is gone. Stop (every go still gets its answer).
	s.eng.Stop()
	s.eng.Wait()
	return 0
}

// nextLine returns the next line to run: the backlog first, then input.
func (s *session) nextLine() (string, bool) {
	if len(s.backlog) > 0 {
		l := s.backlog[0]
		s.backlog = s.backlog[1:]
		return l, true
	}
	if s.lines == nil {
		return "", false
	}
	l, ok := <-s.lines
	if !ok {
		s.lines = nil
	}
	return l, ok
}

// waitSearch waits for a search that ends by itself before a queued
// command runs, still answering isready and stop at once; other lines wait
// in the backlog. It reports false when the search is infinite or
// pondering (only stop ends it, so the caller must refuse).
func (s *session) waitSearch() bool {
	done, finite := s.eng.Finite()
	if !finite {
		return false
	}
	for {
		select { // done first: with nothing running, never touch the input
		case <-done:
			return true
		default:
		}
		select {
		case <-done:
			return true
		case l, ok := <-s.lines:
			if !ok {
				s.lines = nil
				s.eng.Stop() // end of input: nobody waits for the answer
				continue
			}
			switch f := strings.Fields(strings.TrimRight(l, "\r\n")); {
			case len(f) == 1 && f[0] == "isready" && !s.eng.Searching():
				// The search is over and only delivering its answer:
				// the GUI may have read bestmove and sent this after the
				// queued command, so readyok must follow that command.
				s.backlog = append(s.backlog, l)
			case len(f) == 1 && f[0] == "isready":
				s.w.line("readyok")
			case len(f) == 1 && f[0] == "stop":
				// Stop what runs now (a person at a terminal means
				// that), and, as the line came after the queued go,
				// the search that go starts too (a script means that).
				s.eng.Stop()
				s.backlog = append(s.backlog, queuedStop)
			case len(f) == 1 && f[0] == "quit":
				s.eng.Stop()
				s.backlog = append(s.backlog, l)
			default:
				s.backlog = append(s.backlog, l)
			}
		}
	}
}

// queuedStop is the backlog's record of a stop read while a go waited: it
// stops the search that go started, silently when there is none (that go
// was refused, or has already answered), so every go still gets exactly one
// answer. An input line would need a NUL byte and no newline to look like
// it, and would then only stop quietly.
const queuedStop = "\x00stop"

// readLines reads input lines of any length on their own goroutine. The
// channel closes at end of input; done releases the goroutine early.
func readLines(in io.Reader, done <-chan struct{}) <-chan string {
	lines := make(chan string)
	go func() {
		defer close(lines)
		r := bufio.NewReaderSize(in, 1<<16)
		for {
			line, err := r.ReadString('\n')
			if line != "" {
				select {
				case lines <- line:
				case <-done:
					return
				}
			}
			if err != nil {
				return
			}
		}
	}()
	return lines
}

// handle runs one input line; false means quit.
func (s *session) handle(line string) bool {
	if line == queuedStop {
		s.eng.Stop() // nothing when idle: no nobestmove here
		s.eng.Wait()
		return true
	}
	line = strings.TrimRight(line, "\r\n")
	line = strings.TrimPrefix(line, "\ufeff") // a Windows GUI's byte-order mark
	f := strings.Fields(line)
	if len(f) == 0 {
		return true
	}
	cmd, args := f[0], f[1:]
	if s.dialect == dialectUnknown {
		switch cmd {
		case "position", "fen", "startpos":
			s.dialect = dialectUCI
		}
	}
	switch cmd {
	case "ucci":
		s.dialect = dialectUCCI
		s.handshakeUCCI()
	case "uci", "ucicyclone":
		s.dialect = dialectUCI
		s.handshakeUCI()
	case "xboard":
		s.serveCECP() // the rest of the conversation
		return false
	case "isready":
		s.w.line("readyok")
	case "setoption":
		s.setOption(args)
	case "ucinewgame":
		s.newGame()
	case "position":
		s.position(args)
	case "fen", "startpos":
		s.position(f)
	case "banmoves":
		s.banMoves(args)
	case "go":
		s.goCmd(args)
	case "ponderhit":
		s.ponderHit(args)
	case "stop":
		s.stop()
	case "probe":
		s.probe(args)
	case "quit":
		// A search in flight ends with its bestmove, then bye: every go
		// gets exactly one answer.
		s.eng.Stop()
		s.eng.Wait()
		if s.dialect == dialectUCCI {
			s.w.line("bye")
		}
		return false
	case "d", "help", "bench", "perft":
		s.interactive(cmd, args)
	default:
		s.errorf("unknown command %q (try help)", cmd)
	}
	return true
}

// errorf writes one error line in the dialect's form.
func (s *session) errorf(format string, a ...any) {
	if s.dialect == dialectCECP {
		s.cecpError(fmt.Sprintf(format, a...))
		return
	}
	s.w.linef("%s error: "+format, append([]any{s.infoText()}, a...)...)
}

// messagef writes one informational text line in the dialect's form.
func (s *session) messagef(format string, a ...any) {
	s.w.linef("%s "+format, append([]any{s.infoText()}, a...)...)
}

// infoText is the prefix of free text: UCCI says `info message`, UCI
// `info string`, CECP `#` (debug output, which XBoard only logs).
func (s *session) infoText() string {
	switch s.dialect {
	case dialectUCCI:
		return "info message"
	case dialectCECP:
		return "#"
	}
	return "info string"
}

// stop ends the search and waits for its bestmove; idle, UCCI answers
// nobestmove.
func (s *session) stop() {
	if !s.eng.Searching() {
		if s.dialect == dialectUCCI {
			s.w.line("nobestmove")
		}
		return
	}
	s.eng.Stop()
	s.eng.Wait()
}

// ponderHit turns the ponder search into a timed one.
func (s *session) ponderHit(args []string) {
	draw := false
	for _, a := range args {
		if strings.EqualFold(a, "draw") {
			draw = true
		} else {
			s.errorf("ponderhit: unknown argument %q", a)
			return
		}
	}
	if !s.eng.PonderHit(draw) {
		s.errorf("ponderhit but not pondering")
	}
}

// newGame clears what the engine learned, after a search in flight: one
// that ends by itself is let finish, an infinite or ponder one is stopped.
func (s *session) newGame() {
	if !s.waitSearch() {
		s.eng.Stop()
		s.eng.Wait()
	}
	s.eng.NewGame()
}
