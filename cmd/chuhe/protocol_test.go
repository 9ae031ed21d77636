package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// childEnv makes the test binary act as `chuhe` with no arguments, so the
// end-to-end tests drive a real process over real pipes.
const childEnv = "CHUHE_TEST_PROTOCOL_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		os.Exit(run(nil, os.Stdin, os.Stdout, os.Stderr))
	}
	dir, err := os.MkdirTemp("", "chuhe-cmd-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	testBin = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// proc is a chuhe process under test.
type proc struct {
	t      *testing.T
	cmd    *exec.Cmd
	in     io.WriteCloser
	lines  chan string
	stderr *bytes.Buffer
}

func startChuhe(t *testing.T) *proc {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), childEnv+"=1")
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	p := &proc{t: t, cmd: cmd, in: in, lines: make(chan string, 1<<14), stderr: &bytes.Buffer{}}
	cmd.Stderr = p.stderr
	require.NoError(t, cmd.Start())
	go func() {
		defer close(p.lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	})
	return p
}

func (p *proc) send(lines ...string) {
	p.t.Helper()
	for _, l := range lines {
		_, err := io.WriteString(p.in, l+"\r\n") // as a Windows GUI would
		require.NoError(p.t, err)
	}
}

func (p *proc) until(prefix string) string {
	p.t.Helper()
	timeout := time.After(20 * time.Second)
	for {
		select {
		case l, ok := <-p.lines:
			require.True(p.t, ok, "output ended before %q", prefix)
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-timeout:
			p.t.Fatalf("no %q line", prefix)
		}
	}
}

// wait waits for the process to exit and returns its status.
func (p *proc) wait() int {
	p.t.Helper()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case <-done:
		return p.cmd.ProcessState.ExitCode()
	case <-time.After(10 * time.Second):
		p.t.Fatal("process did not exit")
		return -1
	}
}

func TestEndToEndUCCI(t *testing.T) {
	p := startChuhe(t)
	p.send("ucci")
	p.until("ucciok")
	p.send("setoption usemillisec true", "position startpos moves h2e2", "go time 2000 increment 0")
	best := p.until("bestmove")
	assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d`, best)
	// Stop latency over real pipes (generous bound; the target is 50 ms).
	p.send("go infinite")
	time.Sleep(300 * time.Millisecond)
	start := time.Now()
	p.send("stop")
	p.until("bestmove")
	lat := time.Since(start)
	t.Logf("stop latency over pipes: %v", lat)
	assert.Less(t, lat, 2*time.Second, "sanity only: a loaded machine adds its own delays")
	// quit during a search: bye, exit 0, nothing on stderr.
	p.send("go infinite")
	time.Sleep(100 * time.Millisecond)
	p.send("quit")
	assert.Equal(t, "bye", p.until("bye"))
	assert.Equal(t, 0, p.wait())
	assert.Empty(t, p.stderr.String(), "never write stderr in protocol mode")
}

func TestEndToEndUCI(t *testing.T) {
	p := startChuhe(t)
	p.send("uci")
	p.until("uciok")
	p.send("isready")
	p.until("readyok")
	p.send("position startpos", "go wtime 2000 btime 2000")
	assert.Regexp(t, `^bestmove [a-i]\d[a-i]\d`, p.until("bestmove"))
	p.in.Close() // EOF: exit cleanly
	assert.Equal(t, 0, p.wait())
	assert.Empty(t, p.stderr.String())
}

// TestEndToEndSilentBeforeHandshakeAndBadInput: over real pipes nothing is
// written before the first command, and a flood of bad input, interactive
// commands and a quit during a ponder search leave stderr empty and exit 0
// (PROTOCOL.md transport rules).
func TestEndToEndSilentBeforeHandshakeAndBadInput(t *testing.T) {
	p := startChuhe(t)
	select {
	case l := <-p.lines:
		t.Fatalf("output before the handshake: %q", l)
	case <-time.After(200 * time.Millisecond):
	}
	p.send("ucci")
	p.until("ucciok")
	p.send("xyzzy", "position fen garbage", "position startpos moves h2e2 zz", "go depth x",
		"setoption hashsize -1", "setoption promotion true", "ponderhit", "banmoves a0a9",
		"probe fen x", "perft 0", "bench x", "d", "help", "perft 2", "\x00\xff", "\t  \t")
	p.send("isready")
	p.until("readyok")
	p.send("setoption usemillisec true", "position startpos", "go ponder time 60000 movestogo 40")
	time.Sleep(100 * time.Millisecond)
	p.send("quit")
	p.until("bestmove")
	assert.Equal(t, "bye", p.until("bye"))
	assert.Equal(t, 0, p.wait())
	assert.Empty(t, p.stderr.String())
}
