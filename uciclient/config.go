package uciclient

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"
)

// Protocol is the dialect the client speaks to an engine.
type Protocol int

// The dialects a client can speak.
const (
	UCI  Protocol = iota // uci / uciok, "setoption name N value V", wtime/btime clocks
	UCCI                 // ucci / ucciok, "setoption N V", time/opptime clocks
)

// String returns "uci" or "ucci".
func (p Protocol) String() string {
	if p == UCCI {
		return "ucci"
	}
	return "uci"
}

// Option is one option the client sends after the handshake.
type Option struct {
	Name, Value string
}

// Config says how to start and talk to one engine. It is what one
// `--engine` string of `chuhe match` describes (DESIGN.md).
type Config struct {
	Cmd     string   // executable (required)
	Args    []string // arguments, in order
	Dir     string   // working directory; empty = the caller's
	Name    string   // display name; empty = the executable's base name
	Proto   Protocol // dialect, UCI by default
	Ranks   int      // rank numbering on the wire: 0 (0-9, default) or 1 (1-10)
	Options []Option // sent in order after the handshake

	// StartTimeout bounds the handshake (uciok/ucciok) and every isready;
	// zero means clientDefaultStartTimeout.
	StartTimeout time.Duration
}

// clientDefaultStartTimeout is how long an engine may take to say uciok,
// ucciok or readyok before it is declared broken.
const clientDefaultStartTimeout = 5 * time.Second

// DisplayName returns Name, or the base name of Cmd when Name is empty.
func (c Config) DisplayName() string {
	if c.Name != "" {
		return c.Name
	}
	return filepath.Base(c.Cmd)
}

// ParseConfig reads the `--engine` syntax: space-separated key=value
// pairs, shell-quoted where a value has spaces. Keys: cmd (required), arg
// (repeatable), dir, name, proto (ucci|uci), ranks (0|1), option.NAME
// (repeatable). A first word without '=' is taken as cmd when no cmd= is
// given, so "--engine ./chuhe" works too.
func ParseConfig(s string) (Config, error) {
	var c Config
	words, err := clientSplitWords(s)
	if err != nil {
		return c, fmt.Errorf("engine %q: %w", s, err)
	}
	// Only arg and option.NAME repeat (DESIGN.md); a second cmd, name, ...
	// is a mistake that would otherwise silently override the first.
	seen := map[string]bool{}
	for i, w := range words {
		key, val, ok := strings.Cut(w, "=")
		if !ok && i == 0 && !strings.Contains(s, "cmd=") {
			c.Cmd = w // shorthand: "--engine /path/to/engine"
			continue
		}
		if !ok {
			return c, fmt.Errorf("engine %q: %q is not key=value", s, w)
		}
		if key != "arg" && !strings.HasPrefix(key, "option.") {
			if seen[key] {
				return c, fmt.Errorf("engine %q: %q given twice", s, key)
			}
			seen[key] = true
		}
		switch {
		case key == "cmd":
			c.Cmd = val
		case key == "arg":
			c.Args = append(c.Args, val)
		case key == "dir":
			c.Dir = val
		case key == "name":
			c.Name = val
		case key == "proto":
			switch strings.ToLower(val) {
			case "uci":
				c.Proto = UCI
			case "ucci":
				c.Proto = UCCI
			default:
				return c, fmt.Errorf("engine %q: proto=%q: want ucci or uci", s, val)
			}
		case key == "ranks":
			switch val {
			case "0":
				c.Ranks = 0
			case "1":
				c.Ranks = 1
			default:
				return c, fmt.Errorf("engine %q: ranks=%q: want 0 (ranks 0-9) or 1 (ranks 1-10)", s, val)
			}
		case strings.HasPrefix(key, "option."):
			name := strings.TrimPrefix(key, "option.")
			if name == "" {
				return c, fmt.Errorf("engine %q: option with no name in %q", s, w)
			}
			c.Options = append(c.Options, Option{Name: name, Value: val})
		default:
			return c, fmt.Errorf("engine %q: unknown key %q (want cmd, arg, dir, name, proto, ranks or option.NAME)", s, key)
		}
	}
	if c.Cmd == "" {
		return c, fmt.Errorf("engine %q: cmd=PATH is required", s)
	}
	return c, nil
}

// clientSplitWords splits a string into words the way a POSIX shell does for
// quoting: single quotes keep everything literally, double quotes allow \"
// and \\ escapes, a backslash outside quotes escapes the next character.
func clientSplitWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case ch == '\'':
			inWord = true
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				return nil, errors.New("unterminated single quote")
			}
			cur.WriteString(s[i+1 : i+1+end])
			i += end + 1
		case ch == '"':
			inWord = true
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\' || s[i+1] == '$' || s[i+1] == '`') {
					i++
				}
				cur.WriteByte(s[i])
			}
			if i >= len(s) {
				return nil, errors.New("unterminated double quote")
			}
		case ch == '\\':
			inWord = true
			if i+1 >= len(s) {
				return nil, errors.New("backslash at the end")
			}
			i++
			cur.WriteByte(s[i])
		default:
			inWord = true
			cur.WriteByte(ch)
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}
