package ucci

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/position"
)

// This file is the third dialect: the XBoard/WinBoard protocol (CECP,
// version 2) as XBoard 4.9 speaks it for `-variant xiangqi`. Unlike UCI and
// UCCI the engine keeps the game itself (moves arrive one at a time, `go`
// and `force` say whether it plays) and decides when to think, so one loop
// owns that state and the search reports back to it over a channel.
//
// Moves are coordinates with ranks 0-9, exactly as in UCCI: XBoard counts
// the ranks of a board with ten of them from 0 (its debug log of a
// xiangqi game reads `move h2g2`, `g3g4`).

// searchKind says what a running CECP search is for.
type searchKind uint8

const (
	kindThink   searchKind = iota // our move in the game: ends with `move`
	kindPonder                    // on the opponent's time, guessing its move
	kindAnalyze                   // analyze mode: until the position changes or exit
)

// cecpSearch is the search in flight.
type cecpSearch struct {
	id    int
	kind  searchKind
	guess position.Move // kindPonder: the opponent's move we expect
	start time.Time     // when our clock started for it
}

// cecpDone is a finished search, as the search goroutine reports it.
type cecpDone struct {
	id  int
	res engine.Result
}

// cecpState is the game and settings of a CECP conversation. Only the
// input goroutine touches it, except post (read by the search's info
// callback) and done (written by the search's result callback).
type cecpState struct {
	game       *position.Position // the game since new or setboard
	setupSide  position.Side      // who moved first in it
	force      bool               // force mode: record moves, play none
	engineSide position.Side      // the side we play when not in force mode
	analyze    bool
	ponder     bool // hard: think on the opponent's time
	computer   bool // the opponent is an engine: the GUI rules the game (see claims)
	post       atomic.Bool

	// Time control: level MPS BASE INC, or st, and sd.
	mps           int
	base, inc, st time.Duration
	sd            int
	ourTime       time.Duration // time: our clock, from the GUI
	oppTime       time.Duration // otim
	haveTime      bool          // a time command came since the level

	drawOffered bool // the opponent offered a draw with its last move
	drawLate    bool // ...and it came while we were already thinking

	search *cecpSearch
	gen    int
	done   chan cecpDone
	pongs  []string // pongs held until our move is out
}

// newCECP returns the state of a fresh conversation: the start position,
// we play Black, 40 moves in 5 minutes (XBoard's own default) until the GUI
// says otherwise.
func newCECP() *cecpState {
	c := &cecpState{done: make(chan cecpDone, 2), mps: 40, base: 5 * time.Minute}
	c.reset()
	return c
}

// reset is `new`: a new game from the start position, leaving the
// time control and the ponder and post settings alone.
func (c *cecpState) reset() {
	c.game, c.setupSide = position.New(), position.Red
	c.force, c.engineSide = false, position.Black
	c.sd = 0
	c.ourTime, c.oppTime, c.haveTime = c.base, c.base, false
	c.drawOffered, c.drawLate = false, false
	c.computer = false
}

// claims reports whether the engine announces the rules' results itself.
// Against a person it does: the GUI learns the game is over by our rules
// (perpetual check, chase, repetition, the 120-ply rule, material).
// Against another engine (`computer`), XBoard is the arbiter: with its
// default testClaims it believes no win claim but a mate, and forfeits the
// claimer, so the engine plays on and lets XBoard adjudicate.
func (c *cecpState) claims() bool { return !c.computer }

// serveCECP runs the conversation after `xboard` until quit or end of
// input.
func (s *session) serveCECP() {
	s.dialect = dialectCECP
	s.cecp = newCECP()
	c := s.cecp
	for {
		if len(s.backlog) > 0 {
			l := s.backlog[0]
			s.backlog = s.backlog[1:]
			if !s.cecpLine(l) {
				return
			}
			continue
		}
		if s.lines == nil {
			// End of input: a move being thought about is still
			// delivered (a script waits for it); nothing else is.
			if c.search != nil && c.search.kind == kindThink {
				s.cecpFinished(<-c.done)
			}
			s.cecpCancel()
			return
		}
		select {
		case l, ok := <-s.lines:
			if !ok {
				s.lines = nil
				continue
			}
			if !s.cecpLine(l) {
				return
			}
		case d := <-c.done:
			s.cecpFinished(d)
		}
	}
}

// cecpLine runs one input line; false means quit.
func (s *session) cecpLine(line string) bool {
	if line == queuedStop {
		return true
	}
	line = strings.TrimPrefix(strings.TrimRight(line, "\r\n"), "\ufeff")
	f := strings.Fields(line)
	if len(f) == 0 {
		return true
	}
	s.cmdLine = strings.Join(f, " ")
	c := s.cecp
	cmd, args := f[0], f[1:]
	switch cmd {
	case "xboard", "accepted", "rejected", "random", "name", "rating", "ics", ".":
		// Nothing to do: `.` asks for an optional analysis status line.
	case "protover":
		s.cecpFeatures()
	case "new":
		s.cecpCancel()
		c.reset()
		s.eng.NewGame()
		s.cecpReanalyze()
	case "variant":
		if len(args) != 1 || !strings.EqualFold(args[0], "xiangqi") {
			s.cecpError("unsupported variant")
		}
	case "force":
		s.cecpCancel()
		c.force = true
	case "go":
		s.cecpGo()
	case "playother":
		s.cecpCancel()
		c.analyze = false
		c.force, c.engineSide = false, c.game.Side().Opponent()
	case "usermove":
		if len(args) != 1 {
			s.cecpError("want one move")
			return true
		}
		s.cecpMove(args[0])
	case "setboard":
		s.cecpSetboard(args)
	case "undo":
		s.cecpUndo(1)
	case "remove":
		s.cecpUndo(2)
	case "level":
		s.cecpLevel(args)
	case "st":
		s.cecpNumber(args, func(v string) error {
			d, err := durArg("st", v, time.Second)
			if err == nil && d <= 0 {
				err = fmt.Errorf("st %s is not a positive number of seconds", v)
			}
			if err == nil {
				c.st = d
			}
			return err
		})
	case "sd":
		s.cecpNumber(args, func(v string) (err error) {
			c.sd, err = clampedArg("sd", v, 1, engine.MaxPly-1)
			return err
		})
	case "time", "otim":
		s.cecpNumber(args, func(v string) error {
			d, err := durArg(cmd, v, 10*time.Millisecond) // centiseconds
			if err == nil && cmd == "time" {
				c.ourTime, c.haveTime = d, true
			} else if err == nil {
				c.oppTime = d
			}
			return err
		})
	case "ping":
		pong := "pong " + strings.Join(args, " ")
		if c.search != nil && c.search.kind == kindThink {
			c.pongs = append(c.pongs, pong) // after our move, as the protocol says
		} else {
			s.w.line(pong)
		}
	case "post", "nopost":
		c.post.Store(cmd == "post")
	case "hard":
		c.ponder = true
	case "easy":
		c.ponder = false
		if c.search != nil && c.search.kind == kindPonder {
			s.cecpCancel()
		}
	case "analyze":
		s.cecpCancel()
		c.analyze = true
		s.cecpReanalyze()
	case "exit":
		if c.analyze {
			s.cecpCancel()
			c.analyze = false
		}
	case "?":
		if c.search != nil && c.search.kind == kindThink {
			s.eng.Stop()
			s.cecpFinished(<-c.done)
		}
	case "draw":
		c.drawOffered = true
		c.drawLate = c.search != nil && c.search.kind == kindThink
	case "result":
		s.cecpCancel()
		c.force = true
	case "computer":
		c.computer = true
	case "hint":
		if c.search != nil && c.search.kind == kindPonder {
			s.w.line("Hint: " + c.search.guess.String())
		}
	case "bk":
		s.w.line(" chuhe has no opening book")
		s.w.line("")
	case "memory":
		s.cecpNumber(args, func(v string) error { return s.cecpMemory(v) })
	case "cores":
		s.cecpNumber(args, func(v string) error {
			n, err := clampedArg("cores", v, 1, engine.MaxThreads)
			if err != nil {
				return err
			}
			o := s.eng.Options()
			o.Threads = n
			return s.eng.SetOptions(o)
		})
	case "option":
		s.cecpOption(strings.TrimSpace(strings.TrimPrefix(s.cmdLine, "option")))
	case "quit":
		s.cecpCancel()
		return false
	case "d", "help", "bench", "perft":
		if c.search != nil {
			s.cecpError("command not legal now")
			return true
		}
		s.pos = c.game.Copy() // what the extras show and count
		s.interactive(cmd, args)
	default:
		if _, err := position.ParseMove(cmd); err == nil && len(args) == 0 {
			s.cecpMove(cmd) // usermove=0 GUIs send the bare move
			return true
		}
		s.cecpError("unknown command")
	}
	return true
}

// cecpError writes the protocol's error line for the command being run.
func (s *session) cecpError(reason string) {
	s.w.linef("Error (%s): %s", reason, s.cmdLine)
}

// cecpNumber runs set on the one argument of a numeric command.
func (s *session) cecpNumber(args []string, set func(string) error) {
	switch {
	case len(args) == 0:
		s.cecpError("missing parameter")
	case len(args) > 1:
		s.cecpError("too many parameters")
	default:
		if err := set(args[0]); err != nil {
			s.cecpError(err.Error())
		}
	}
}

// cecpFeatures answers protover: the features, the options, done.
func (s *session) cecpFeatures() {
	s.w.linef(`feature ping=1 setboard=1 playother=1 usermove=1 time=1 draw=1 sigint=0 reuse=1 analyze=1 `+
		`colors=0 san=0 nps=0 memory=1 smp=1 debug=1 variants="xiangqi" myname="%s %s"`, s.cfg.Name, s.cfg.Version)
	for _, co := range cecpOptions {
		if o, ok := findOption(co.key, dialectCECP); ok {
			s.w.linef(`feature option="%s %s"`, co.name, o.describeCECP())
		}
	}
	s.w.line("feature done=1")
}

// cecpOptions are the engine options XBoard shows in its engine settings
// dialog, by the name it shows and the name the option table knows. Hash
// and Threads are not among them: XBoard sets those with memory and cores.
var cecpOptions = []struct{ name, key string }{
	{"Clear Hash", "Clear Hash"},
	{"MultiPV", "MultiPV"},
	{"Move Overhead", "Move Overhead"},
	{"Analysis Cache", "Analysis Cache"},
	{"Draw Accept", "drawaccept"},
	{"Draw Offer", "drawoffer"},
	{"Resign", "resign"},
	{"Resign Score", "resignscore"},
	{"Resign Moves", "resignmoves"},
}

// describeCECP renders the option's type and default as a feature option.
func (o option) describeCECP() string {
	switch o.kind {
	case "button":
		return "-button"
	case "check":
		if b, _ := parseBool(o.def); b {
			return "-check 1"
		}
		return "-check 0"
	case "spin":
		return fmt.Sprintf("-spin %s %d %d", o.def, o.min, o.max)
	case "combo":
		vs := make([]string, len(o.vars))
		for i, v := range o.vars {
			if v == o.def {
				v = "*" + v
			}
			vs[i] = v
		}
		return "-combo " + strings.Join(vs, " /// ")
	}
	return "-string " + o.def
}

// cecpOption applies `option NAME=VALUE` (or `option NAME` for a button).
func (s *session) cecpOption(spec string) {
	name, value, _ := strings.Cut(spec, "=")
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	for _, co := range cecpOptions {
		if !strings.EqualFold(co.name, name) {
			continue
		}
		o, _ := findOption(co.key, dialectCECP)
		if err := o.check(value); err != nil {
			s.cecpError(err.Error())
			return
		}
		if o.kind == "button" {
			s.cecpCancel() // Clear Hash waits for no search
		}
		if err := o.set(s, value); err != nil {
			s.cecpError(err.Error())
		}
		if o.kind == "button" {
			s.cecpReanalyze()
		}
		return
	}
	s.cecpError("unknown option")
}

// cecpMemory is `memory N`: N MB for all the tables; the analysis cache
// keeps its size when the hash still gets at least half, else the two
// share it half and half.
func (s *session) cecpMemory(v string) error {
	n, err := intArg("memory", v, 1, engine.MaxHashMB)
	if err != nil {
		return err
	}
	o := s.eng.Options()
	if o.CacheMB > n/2 {
		o.CacheMB = n / 2
	}
	o.HashMB = max(n-o.CacheMB, 1)
	return s.eng.SetOptions(o)
}

// cecpLevel is `level MPS BASE INC`: BASE is minutes or minutes:seconds,
// INC seconds.
func (s *session) cecpLevel(args []string) {
	if len(args) != 3 {
		s.cecpError("want level MPS BASE INC")
		return
	}
	mps, err := intArg("moves per session", args[0], 0, 1000)
	if err != nil {
		s.cecpError(err.Error())
		return
	}
	mins, secs, hasSecs := strings.Cut(args[1], ":")
	base, err := durArg("base", mins, time.Minute)
	if err == nil && hasSecs {
		var sec time.Duration
		sec, err = durArg("base seconds", secs, time.Second)
		base += sec
	}
	if err != nil {
		s.cecpError(err.Error())
		return
	}
	inc, err := durArg("increment", args[2], time.Second)
	if err != nil {
		s.cecpError(err.Error())
		return
	}
	c := s.cecp
	c.mps, c.base, c.inc, c.st = mps, base, inc, 0
	c.ourTime, c.oppTime, c.haveTime = base, base, false
}

// cecpSetboard sets up a FEN position; a bad one keeps the game as it was.
func (s *session) cecpSetboard(args []string) {
	p, err := position.FromFEN(strings.Join(args, " "))
	if err != nil {
		s.w.line("tellusererror Illegal position: " + err.Error())
		s.cecpError("bad FEN: " + err.Error())
		return
	}
	s.cecpCancel()
	c := s.cecp
	c.game, c.setupSide = p, p.Side()
	c.drawOffered, c.drawLate = false, false
	s.cecpReanalyze()
}

// cecpUndo takes back n plies (undo 1, remove 2).
func (s *session) cecpUndo(n int) {
	c := s.cecp
	if c.game.Ply() < n {
		s.cecpError("command not legal now")
		return
	}
	s.cecpCancel()
	for range n {
		c.game.UnmakeMove()
	}
	c.drawOffered, c.drawLate = false, false
	s.cecpReanalyze()
}

// cecpMove plays the opponent's (or, in force mode, anybody's) move.
func (s *session) cecpMove(ms string) {
	c := s.cecp
	m, err := c.game.ParseMove(ms)
	if err != nil {
		reason := strings.TrimPrefix(err.Error(), "illegal move "+ms+": ")
		s.w.linef("Illegal move (%s): %s", reason, ms)
		return
	}
	if c.search != nil && c.search.kind == kindPonder && m == c.search.guess && !c.force {
		// Ponder hit: the search goes on as our move, the clock from now.
		c.game.MakeMove(m)
		c.search.kind, c.search.start = kindThink, time.Now()
		c.drawLate = false
		s.eng.PonderHit(c.drawOffered)
		return
	}
	s.cecpCancel()
	c.game.MakeMove(m)
	if c.analyze {
		s.cecpReanalyze()
		return
	}
	if c.force || c.game.Side() != c.engineSide {
		return
	}
	s.cecpThink()
}

// cecpGo leaves force (and analyze) mode and plays the side to move.
func (s *session) cecpGo() {
	c := s.cecp
	if c.search != nil && c.search.kind == kindThink {
		return // already thinking about this very move
	}
	s.cecpCancel()
	c.analyze = false
	c.force, c.engineSide = false, c.game.Side()
	s.cecpThink()
}

// cecpCancel ends the search in flight, if any, and forgets its result.
func (s *session) cecpCancel() {
	c := s.cecp
	if c.search == nil {
		return
	}
	s.eng.Stop()
	s.eng.Wait()
	select { // onDone has run: its result is waiting, or was taken
	case <-c.done:
	default:
	}
	c.search = nil
	s.flushPongs()
}

// flushPongs sends the pongs held while we were on move.
func (s *session) flushPongs() {
	for _, p := range s.cecp.pongs {
		s.w.line(p)
	}
	s.cecp.pongs = nil
}

// cecpReanalyze restarts the analysis on the current position in analyze
// mode.
func (s *session) cecpReanalyze() {
	if !s.cecp.analyze {
		return
	}
	s.cecpCancel()
	s.cecpStart(kindAnalyze, s.cecp.game, engine.Limits{Infinite: true, PlayOn: true}, position.NoMove)
}
