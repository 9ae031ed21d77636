package uciclient

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"time"
)

// Failure classifies why an engine could not go on.
type Failure int

// Failures an Error reports.
const (
	Crashed  Failure = iota + 1 // the process exited or closed its pipes
	NoReply                     // no answer within the allowed time
	BadReply                    // an answer that breaks the protocol
)

// String names the failure as match reports show it.
func (f Failure) String() string {
	switch f {
	case Crashed:
		return "crash"
	case NoReply:
		return "no reply"
	case BadReply:
		return "protocol error"
	}
	return "unknown failure"
}

// Error is an engine failure: what happened and a message naming the
// engine and the detail.
type Error struct {
	Failure Failure
	Msg     string
}

// Error returns the message.
func (e *Error) Error() string { return e.Msg }

// Client drives one engine process as a GUI does: handshake, options,
// positions, searches and quit. A Client is used by one goroutine at a time.
type Client struct {
	cfg   Config
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan string // the engine's output lines; closed at EOF
	// unread is closed by Kill: the reader then discards output instead of
	// blocking on lines, so a chatty engine can always exit.
	unread chan struct{}
	exited chan struct{} // closed when the process has been reaped
	// waitErr is the process's exit status, valid after exited is closed.
	waitErr error

	millis    bool              // UCCI: the engine takes milliseconds (usemillisec)
	advertise map[string]string // the engine's option names, by their lower-cased form
	idName    string            // from "id name"
	warnings  []string          // configured options the engine lacks

	writeMu sync.Mutex
	closed  bool // Quit or Kill was called
}

// Start starts the engine, performs the handshake of its dialect,
// sends its options and waits for readyok. Any failure kills the process
// and returns an error naming the engine and what went wrong.
func Start(ctx context.Context, cfg Config) (*Client, error) {
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = clientDefaultStartTimeout
	}
	c := &Client{cfg: cfg, lines: make(chan string, 256), exited: make(chan struct{}), unread: make(chan struct{}), advertise: map[string]string{}}
	c.cmd = exec.Command(cfg.Cmd, cfg.Args...)
	c.cmd.Dir = cfg.Dir
	clientDetach(c.cmd)
	stdin, err := c.cmd.StdinPipe()
	if err != nil {
		return nil, c.startErr(err)
	}
	c.stdin = stdin
	// Our own pipe rather than StdoutPipe: Wait then never races the reader,
	// and a crash is seen even if a child process keeps the pipe open.
	r, w, err := os.Pipe()
	if err != nil {
		return nil, c.startErr(err)
	}
	c.cmd.Stdout = w
	if err := c.cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return nil, c.startErr(err)
	}
	w.Close()
	go c.read(r)
	go func() {
		c.waitErr = c.cmd.Wait()
		close(c.exited)
	}()
	if err := c.handshake(ctx); err != nil {
		c.Kill()
		return nil, err
	}
	return c, nil
}

func (c *Client) startErr(err error) error {
	return fmt.Errorf("engine %s: cannot start %s: %w", c.cfg.DisplayName(), c.cfg.Cmd, err)
}

// read forwards the engine's output lines, without line-length limits.
func (c *Client) read(r *os.File) {
	defer close(c.lines)
	defer r.Close()
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, err := br.ReadString('\n')
		line = strings.TrimRight(line, "\r\n")
		if line != "" {
			select {
			case c.lines <- line:
			case <-c.unread:
			}
		}
		if err != nil {
			return
		}
	}
}

// Name returns the display name from the configuration.
func (c *Client) Name() string { return c.cfg.DisplayName() }

// IDName returns what the engine called itself in "id name", if anything.
func (c *Client) IDName() string { return c.idName }

// Warnings lists the configured options the engine did not advertise and
// that were therefore not sent, each naming the option and the engine.
func (c *Client) Warnings() []string { return c.warnings }

// Config returns the configuration the client was started with.
func (c *Client) Config() Config { return c.cfg }

// Millis reports whether a UCCI engine takes times in milliseconds (it
// advertised usemillisec); UCI engines always do.
func (c *Client) Millis() bool { return c.cfg.Proto == UCI || c.millis }

// Send writes one line to the engine.
func (c *Client) Send(line string) error {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	if _, err := io.WriteString(c.stdin, line+"\n"); err != nil {
		return &Error{Crashed, fmt.Sprintf("engine %s: cannot write %q: %v", c.Name(), line, err)}
	}
	return nil
}

func (c *Client) handshake(ctx context.Context) error {
	hello, ok := "uci", "uciok"
	if c.cfg.Proto == UCCI {
		hello, ok = "ucci", "ucciok"
	}
	if err := c.Send(hello); err != nil {
		return err
	}
	err := c.expect(ctx, c.cfg.StartTimeout, ok, func(line string) {
		f := strings.Fields(line)
		switch {
		case len(f) >= 3 && f[0] == "id" && f[1] == "name":
			c.idName = strings.Join(f[2:], " ")
		case len(f) >= 2 && f[0] == "option":
			name := clientOptionName(f)
			c.advertise[strings.ToLower(name)] = name
		}
	})
	if err != nil {
		return err
	}
	if c.cfg.Proto == UCCI {
		// Milliseconds when the engine advertises usemillisec; an explicit
		// option.usemillisec=true|false in the configuration overrides it
		// (Fairy-Stockfish takes milliseconds without advertising them).
		forced := false
		for _, o := range c.cfg.Options {
			if strings.EqualFold(o.Name, "usemillisec") {
				forced = true
				c.millis = clientTrue(o.Value)
			}
		}
		if _, ok := c.advertise["usemillisec"]; ok && !forced {
			if err := c.Send("setoption usemillisec true"); err != nil {
				return err
			}
			c.millis = true
		}
	}
	for _, o := range c.cfg.Options {
		name, err := c.optionName(o.Name)
		if err != nil {
			c.warnings = append(c.warnings, err.Error()+": not sent")
			continue
		}
		o.Name = name
		if err := c.Send(c.setoptionLine(o)); err != nil {
			return err
		}
	}
	return c.Ready(ctx)
}

// optionName finds a configured option among those the engine advertised
// and returns the engine's own spelling of it. Names match without regard
// to case, and a UCCI engine's also without spaces, so that one
// configuration ("option.Use NNUE=false") fits an engine in either
// dialect: UCCI names cannot hold spaces ("usennue"). An option the
// engine does not have is not sent but reported (Warnings), as cutechess
// and fastchess do: sent, an engine would ignore it without a word (UCCI
// says to), or worse read "setoption Use NNUE false" as an option "use",
// and a match would measure something else than it says. UCCI
// usemillisec is exempt, as engines take milliseconds without
// advertising it.
func (c *Client) optionName(name string) (string, error) {
	key := strings.ToLower(name)
	if own, ok := c.advertise[key]; ok {
		return own, nil
	}
	if c.cfg.Proto == UCCI {
		if key == "usemillisec" {
			return name, nil
		}
		if own, ok := c.advertise[strings.ReplaceAll(key, " ", "")]; ok {
			return own, nil
		}
	}
	has := "it advertises none"
	if len(c.advertise) > 0 {
		has = "it has: " + strings.Join(slices.Sorted(maps.Values(c.advertise)), ", ")
	}
	return "", fmt.Errorf("engine %s has no option %q (%s)", c.Name(), name, has)
}

// clientTrue reads a UCCI boolean: true/on/1/yes.
func clientTrue(v string) bool {
	switch strings.ToLower(v) {
	case "true", "on", "1", "yes":
		return true
	}
	return false
}

// clientOptionName extracts the option name from an "option" line: UCI
// "option name Move Overhead type spin ..." or UCCI "option hashsize type spin ...".
func clientOptionName(f []string) string {
	if len(f) >= 3 && f[1] == "name" {
		var parts []string
		for _, w := range f[2:] {
			if w == "type" {
				break
			}
			parts = append(parts, w)
		}
		return strings.Join(parts, " ")
	}
	return f[1]
}

// setoptionLine formats an option in the engine's dialect.
func (c *Client) setoptionLine(o Option) string {
	if c.cfg.Proto == UCCI {
		return strings.TrimSpace("setoption " + o.Name + " " + o.Value)
	}
	if o.Value == "" {
		return "setoption name " + o.Name
	}
	return "setoption name " + o.Name + " value " + o.Value
}

// Ready sends isready and waits for readyok.
func (c *Client) Ready(ctx context.Context) error {
	if err := c.Send("isready"); err != nil {
		return err
	}
	return c.expect(ctx, c.cfg.StartTimeout, "readyok", nil)
}

// NewGame tells the engine a new game starts (ucinewgame in UCI, the
// newgame button in UCCI when the engine has one) and waits until it is ready.
func (c *Client) NewGame(ctx context.Context) error {
	switch {
	case c.cfg.Proto == UCI:
		if err := c.Send("ucinewgame"); err != nil {
			return err
		}
	case c.advertise["newgame"] != "":
		if err := c.Send("setoption newgame"); err != nil {
			return err
		}
	}
	return c.Ready(ctx)
}

// expect reads lines until one whose first word is want, calling seen for
// every other line. It fails when the engine exits, the timeout passes or
// ctx is cancelled.
func (c *Client) expect(ctx context.Context, timeout time.Duration, want string, seen func(string)) error {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-c.lines:
			if !ok {
				return c.crashErr("before " + want)
			}
			if first, _, _ := strings.Cut(strings.TrimSpace(line), " "); first == want {
				return nil
			}
			if seen != nil {
				seen(line)
			}
		case <-timer.C:
			return &Error{NoReply, fmt.Sprintf("engine %s: no %s within %v", c.Name(), want, timeout)}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// crashErr describes an engine whose output ended, with its exit status
// when the process has been reaped by then.
func (c *Client) crashErr(when string) error {
	status := "closed its output"
	select {
	case <-c.exited:
		if c.waitErr != nil {
			status = "exited (" + c.waitErr.Error() + ")"
		} else {
			status = "exited"
		}
	case <-time.After(time.Second):
	}
	return &Error{Crashed, fmt.Sprintf("engine %s %s %s", c.Name(), status, when)}
}

// Alive reports whether the process is still running.
func (c *Client) Alive() bool {
	select {
	case <-c.exited:
		return false
	default:
		return !c.closed
	}
}

// Quit asks the engine to quit, waits up to a second for it to exit (reading
// what it still says meanwhile), then kills it. It is safe to call more than once.
func (c *Client) Quit() {
	if c.closed {
		return
	}
	_ = c.Send("quit")
	timer := time.NewTimer(time.Second)
	defer timer.Stop()
	lines := c.lines
	for waiting := true; waiting; {
		select {
		case <-c.exited:
			waiting = false
		case _, ok := <-lines:
			if !ok {
				lines = nil // EOF: wait for the exit alone
			}
		case <-timer.C:
			waiting = false
		}
	}
	c.Kill()
}

// Kill ends the process at once and reaps it. It is safe to call more than once.
func (c *Client) Kill() {
	if !c.closed {
		c.closed = true
		close(c.unread)
	}
	select {
	case <-c.exited:
	default:
		clientKillGroup(c.cmd)
		<-c.exited
	}
	c.stdin.Close()
}

// ErrClosed is returned by a search on a client that was quit or killed.
var ErrClosed = errors.New("engine client is closed")
