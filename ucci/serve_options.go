package ucci

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe/engine"
)

// uciccExtras are UCCI options a GUI may set that do not change play yet;
// they are validated and remembered so that a GUI reading them back (or a
// person typing) sees consistent values.
type uciccExtras struct {
	useBook  bool
	bookFile string
	batch    bool
	debug    bool
	combos   map[string]string // idle, pruning, knowledge, randomness, style
}

func defaultExtras() uciccExtras {
	return uciccExtras{combos: map[string]string{
		"idle": "none", "pruning": "large", "knowledge": "large", "randomness": "none", "style": "normal",
	}}
}

// option is one setting the engine advertises or accepts.
type option struct {
	ucci, uci string // names in each dialect; "" = not offered there
	kind      string // check, spin, combo, button, string
	def       string
	min, max  int
	vars      []string
	set       func(s *session, v string) error
}

// builtinNet is the EvalFile value that means the network built into the
// binary.
const builtinNet = "<built-in>"

// pikafishHabit reports an EvalFile value that is a Pikafish GUI's default
// (pikafish.nnue) naming no file: the GUI sends it to every engine, so it
// is ignored as PROTOCOL.md says, and the engine keeps its own net. A real
// file of that name is read, and refused for its architecture.
func pikafishHabit(v string) bool {
	if !strings.EqualFold(filepath.Base(v), "pikafish.nnue") {
		return false
	}
	_, err := os.Stat(engine.ResolvePath(v))
	return err != nil
}

// options lists every option, in the order the handshake prints them.
var options = []option{
	{ucci: "usemillisec", kind: "check", def: "true", set: func(s *session, v string) error {
		b, err := parseBool(v)
		s.millis = b
		return err
	}},
	{ucci: "hashsize", uci: "Hash", kind: "spin", def: strconv.Itoa(engine.DefaultHashMB), min: 0, max: engine.MaxHashMB,
		set: withInt(func(o *engine.Options, n int) { o.HashMB = n })},
	{ucci: "threads", uci: "Threads", kind: "spin", def: "1", min: 0, max: engine.MaxThreads,
		set: withInt(func(o *engine.Options, n int) { o.Threads = n })},
	{uci: "Clear Hash", kind: "button", set: func(s *session, _ string) error { s.newGame(); return nil }},
	{ucci: "newgame", kind: "button", set: func(s *session, _ string) error { s.newGame(); return nil }},
	{ucci: "ponder", uci: "Ponder", kind: "check", def: "false",
		set: withBool(func(o *engine.Options, b bool) { o.Ponder = b })},
	// GUIs that host several engines ask which game a UCI engine plays.
	{uci: "UCI_Variant", kind: "combo", def: "xiangqi", vars: []string{"xiangqi"},
		set: func(*session, string) error { return nil }},
	{uci: "MultiPV", kind: "spin", def: "1", min: 1, max: engine.MaxMultiPV,
		set: withInt(func(o *engine.Options, n int) { o.MultiPV = n })},
	{ucci: "moveoverhead", uci: "Move Overhead", kind: "spin", def: "50", min: 0, max: 5000,
		set: withInt(func(o *engine.Options, n int) { o.MoveOverhead = time.Duration(n) * time.Millisecond })},
	{ucci: "cachesize", uci: "Analysis Cache", kind: "spin", def: strconv.Itoa(engine.DefaultCacheMB), min: 0, max: engine.MaxCacheMB,
		set: withInt(func(o *engine.Options, n int) { o.CacheMB = n })},
	{ucci: "usennue", uci: "Use NNUE", kind: "check", def: strconv.FormatBool(engine.DefaultOptions().UseNNUE),
		set: withBool(func(o *engine.Options, b bool) { o.UseNNUE = b })},
	{ucci: "evalfile", uci: "EvalFile", kind: "string", def: builtinNet, set: func(s *session, v string) error {
		if v == builtinNet || v == "<empty>" || v == "" {
			v = ""
		}
		if pikafishHabit(v) {
			return nil
		}
		o := s.eng.Options()
		o.EvalFile = v
		return s.eng.SetOptions(o)
	}},
	{ucci: "drawaccept", kind: "check", def: "true", set: withBool(func(o *engine.Options, b bool) { o.DrawAccept = b })},
	{ucci: "drawoffer", kind: "check", def: "true", set: withBool(func(o *engine.Options, b bool) { o.DrawOffer = b })},
	{ucci: "resign", kind: "check", def: "true", set: withBool(func(o *engine.Options, b bool) { o.Resign = b })},
	{ucci: "resignscore", kind: "spin", def: "800", min: 100, max: engine.Mate,
		set: withInt(func(o *engine.Options, n int) { o.ResignScore = n })},
	{ucci: "resignmoves", kind: "spin", def: "5", min: 1, max: 100,
		set: withInt(func(o *engine.Options, n int) { o.ResignMoves = n })},
	{ucci: "usebook", kind: "check", def: "false", set: func(s *session, v string) error {
		b, err := parseBool(v)
		s.extras.useBook = b
		return err
	}},
	{ucci: "bookfiles", kind: "string", def: "", set: func(s *session, v string) error {
		if v == "<empty>" { // a GUI echoing the handshake's default back
			v = ""
		}
		path := engine.ResolvePath(v)
		if v != "" {
			if _, err := os.Stat(path); err != nil {
				return fmt.Errorf("book file %s not found", path)
			}
		}
		s.extras.bookFile = path
		return nil
	}},
	{ucci: "batch", kind: "check", def: "false", set: func(s *session, v string) error {
		b, err := parseBool(v)
		s.extras.batch = b
		return err
	}},
	{ucci: "debug", kind: "check", def: "false", set: func(s *session, v string) error {
		b, err := parseBool(v)
		s.extras.debug = b
		return err
	}},
	{ucci: "idle", kind: "combo", def: "none", vars: []string{"none", "small", "medium", "large"}, set: setCombo("idle")},
	{ucci: "pruning", kind: "combo", def: "large", vars: []string{"none", "small", "medium", "large"}, set: setCombo("pruning")},
	{ucci: "knowledge", kind: "combo", def: "large", vars: []string{"none", "small", "medium", "large"}, set: setCombo("knowledge")},
	{ucci: "randomness", kind: "combo", def: "none", vars: []string{"none", "tiny", "small", "medium", "large", "huge"}, set: setCombo("randomness")},
	{ucci: "style", kind: "combo", def: "normal", vars: []string{"solid", "normal", "risky"}, set: setCombo("style")},
	{ucci: "promotion", kind: "check", def: "false", set: func(s *session, v string) error {
		b, err := parseBool(v)
		if err == nil && b {
			return fmt.Errorf("promotion is not part of the rules this engine plays; it stays off")
		}
		return err
	}},
}

// tolerated are UCI option names GUIs send from Pikafish habits; they are
// accepted and ignored without a word. They are compared without spaces
// and underscores, as GUIs spell some of them both ways (MateThreatDepth,
// Mate Threat Depth).
var tolerated = []string{
	"Repetition Rule", "Sixty Move Rule", "Rule60MaxPly", "Skill Level", "UCI_Elo",
	"UCI_LimitStrength", "UCI_ShowWDL", "UCI_AnalyseMode", "Debug Log File", "NumaPolicy",
	"nodestime", "Slow Mover", "Minimum Thinking Time", "Mate Threat Depth", "Draw Rule", "ScoreType",
	"UCI_WDLCentipawn", "Contempt", "LU_Output", "UCI_Chess960", "UCI_Opponent",
	"UCI_EngineAbout",
}

// handshakeUCCI answers ucci.
func (s *session) handshakeUCCI() {
	s.w.linef("id name %s %s", s.cfg.Name, s.cfg.Version)
	s.w.linef("id author %s", s.cfg.Author)
	for _, o := range options {
		if o.ucci != "" {
			s.w.line("option " + o.ucci + o.describe())
		}
	}
	s.w.line("ucciok")
}

// handshakeUCI answers uci.
func (s *session) handshakeUCI() {
	s.w.linef("id name %s %s", s.cfg.Name, s.cfg.Version)
	s.w.linef("id author %s", s.cfg.Author)
	for _, o := range options {
		if o.uci != "" {
			s.w.line("option name " + o.uci + o.describeUCI())
		}
	}
	s.w.line("uciok")
}

// describeUCI renders the option for UCI, which names a combo's default
// before its values.
func (o option) describeUCI() string {
	if o.kind != "combo" {
		return o.describe()
	}
	return " type combo default " + o.def + " var " + strings.Join(o.vars, " var ")
}

// describe renders " type ... default ..." for the handshake.
func (o option) describe() string {
	d := " type " + o.kind
	switch o.kind {
	case "check":
		d += " default " + o.def
	case "spin":
		d += fmt.Sprintf(" min %d max %d default %s", o.min, o.max, o.def)
	case "combo":
		for _, v := range o.vars {
			d += " var " + v
		}
		d += " default " + o.def
	case "string":
		if o.def == "" {
			d += " default <empty>"
		} else {
			d += " default " + o.def
		}
	}
	return d
}

// setOption parses UCI `setoption name <N> [value <V>]` and UCCI
// `setoption <name> [<value>]` (the UCI form is accepted in UCCI too).
func (s *session) setOption(args []string) {
	var name, value string
	if len(args) > 0 && strings.EqualFold(args[0], "name") {
		vi := len(args)
		for i, a := range args {
			if i > 0 && strings.EqualFold(a, "value") {
				vi = i
				break
			}
		}
		name = strings.Join(args[1:vi], " ")
		if vi < len(args) {
			value = strings.Join(args[vi+1:], " ")
		}
	} else if len(args) > 0 {
		name, value = args[0], strings.Join(args[1:], " ")
	}
	if name == "" {
		s.errorf("setoption: no option name")
		return
	}
	o, ok := findOption(name, s.dialect)
	if !ok {
		// XQWizard sends options it never read from the engine; Pikafish
		// habits send theirs. Only a UCI name nobody knows is worth a word.
		if s.dialect == dialectUCCI || isTolerated(name) {
			return
		}
		s.errorf("setoption: unknown option %q", name)
		return
	}
	if err := o.check(value); err != nil {
		s.errorf("setoption %s: %v", name, err)
		return
	}
	if err := o.set(s, value); err != nil {
		s.errorf("setoption %s: %v", name, err)
	}
}

// findOption looks an option up by either dialect's name, case-insensitively.
func findOption(name string, d dialect) (option, bool) {
	for _, o := range options {
		if strings.EqualFold(name, o.ucci) && o.ucci != "" || strings.EqualFold(name, o.uci) && o.uci != "" {
			return o, true
		}
	}
	return option{}, false
}

func isTolerated(name string) bool {
	squeeze := strings.NewReplacer(" ", "", "_", "")
	name = squeeze.Replace(name)
	for _, t := range tolerated {
		if strings.EqualFold(squeeze.Replace(t), name) {
			return true
		}
	}
	return false
}

// check validates a value against the option's type before it is applied.
func (o option) check(v string) error {
	switch o.kind {
	case "check":
		_, err := parseBool(v)
		return err
	case "spin":
		_, err := intArg("value", v, o.min, o.max)
		return err
	case "combo":
		for _, x := range o.vars {
			if strings.EqualFold(x, v) {
				return nil
			}
		}
		return fmt.Errorf("value %q is not one of %s", v, strings.Join(o.vars, ", "))
	}
	return nil
}

// parseBool accepts true/false and on/off (and 1/0), any case.
func parseBool(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "true", "on", "1", "yes":
		return true, nil
	case "false", "off", "0", "no":
		return false, nil
	}
	return false, fmt.Errorf("value %q is not true/false or on/off", v)
}

// withInt applies a validated number to the engine options.
func withInt(apply func(*engine.Options, int)) func(*session, string) error {
	return func(s *session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil {
			return err
		}
		o := s.eng.Options()
		apply(&o, n)
		return s.eng.SetOptions(o)
	}
}

// withBool applies a validated boolean to the engine options.
func withBool(apply func(*engine.Options, bool)) func(*session, string) error {
	return func(s *session, v string) error {
		b, err := parseBool(v)
		if err != nil {
			return err
		}
		o := s.eng.Options()
		apply(&o, b)
		return s.eng.SetOptions(o)
	}
}

func setCombo(name string) func(*session, string) error {
	return func(s *session, v string) error {
		s.extras.combos[name] = strings.ToLower(v)
		return nil
	}
}
