package ucci

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/engine"
)

// wait is how long a test waits for an expected line: generous, because
// the race detector and a loaded machine slow everything down.
const wait = 20 * time.Second

// slack bounds latencies that should be milliseconds (stop, isready) in
// sanity checks: a loaded shared machine adds its own delays; the
// benchmarks measure the real figures.
const slack = 2 * time.Second

// session under test, driven through io.Pipe like a GUI drives the binary.
type driver struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	exit  chan int
	seen  []string // every line read so far
}

func testEngine(t testing.TB) *engine.Engine {
	o := engine.DefaultOptions()
	o.HashMB = 1
	o.CacheMB = 1
	e, err := engine.New(o)
	require.NoError(t, err)
	t.Cleanup(e.Close)
	return e
}

func startDriver(t *testing.T) *driver {
	t.Helper()
	return startDriverWith(t, nil)
}

// startDriverWith starts a session whose output goes through wrap (when
// not nil) on its way to the test, to slow or break the GUI's pipe.
func startDriverWith(t *testing.T, wrap func(io.Writer) io.Writer) *driver {
	t.Helper()
	return startSession(t, testEngine(t), wrap)
}

// startDriverOn starts a session on an engine the test keeps a hold of.
func startDriverOn(t *testing.T, eng *engine.Engine) *driver {
	t.Helper()
	return startSession(t, eng, nil)
}

func startSession(t *testing.T, eng *engine.Engine, wrap func(io.Writer) io.Writer) *driver {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	d := &driver{t: t, in: inW, lines: make(chan string, 1<<16), exit: make(chan int, 1)}
	var out io.Writer = outW
	if wrap != nil {
		out = wrap(outW)
	}
	go func() {
		d.exit <- Serve(inR, out, Config{Engine: eng, Version: "test"})
		outW.Close()
	}()
	go func() {
		defer close(d.lines)
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			d.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-d.exit:
		case <-time.After(wait):
			t.Error("Serve did not return after end of input")
		}
	})
	return d
}

// send writes raw input (add "\n" yourself for exact control over CRLF).
func (d *driver) send(lines ...string) {
	d.t.Helper()
	for _, l := range lines {
		_, err := io.WriteString(d.in, l+"\n")
		require.NoError(d.t, err)
	}
}

// next returns the next output line.
func (d *driver) next() string {
	d.t.Helper()
	select {
	case l, ok := <-d.lines:
		require.True(d.t, ok, "output closed; seen %q", d.seen)
		d.seen = append(d.seen, l)
		return l
	case <-time.After(wait):
		d.t.Fatalf("no output line; seen %q", d.seen)
		return ""
	}
}

// until reads lines until one starts with prefix and returns it together
// with the lines before it.
func (d *driver) until(prefix string) (string, []string) {
	d.t.Helper()
	var before []string
	for {
		l := d.next()
		if strings.HasPrefix(l, prefix) {
			return l, before
		}
		before = append(before, l)
	}
}

// quiet asserts that nothing is written for a while.
func (d *driver) quiet(dur time.Duration) {
	d.t.Helper()
	select {
	case l := <-d.lines:
		d.t.Fatalf("unexpected output %q", l)
	case <-time.After(dur):
	}
}

// noBestmove asserts that for a while only info lines are written.
func (d *driver) noBestmove(dur time.Duration) {
	d.t.Helper()
	deadline := time.After(dur)
	for {
		select {
		case l := <-d.lines:
			d.seen = append(d.seen, l)
			require.True(d.t, strings.HasPrefix(l, "info"), "unexpected output %q", l)
		case <-deadline:
			return
		}
	}
}

// sync sends isready and returns the lines written before readyok, less
// the progress lines of a running search.
func (d *driver) sync() []string {
	d.t.Helper()
	d.send("isready")
	_, before := d.until("readyok")
	var out []string
	for _, l := range before {
		if isProgress(l) {
			continue
		}
		out = append(out, l)
	}
	return out
}

// isProgress tells search progress (info depth/time/...) from replies.
func isProgress(l string) bool {
	return strings.HasPrefix(l, "info ") && !strings.HasPrefix(l, "info string") && !strings.HasPrefix(l, "info message")
}

// exited waits for Serve to return and gives its status.
func (d *driver) exited() int {
	d.t.Helper()
	select {
	case code := <-d.exit:
		d.exit <- code // for the cleanup
		return code
	case <-time.After(wait):
		d.t.Fatal("Serve did not return")
		return -1
	}
}
