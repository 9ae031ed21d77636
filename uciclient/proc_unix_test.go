//go:build unix

package uciclient

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An engine runs in a process group of its own, so that a Ctrl-C in the
// terminal (SIGINT to the foreground group) reaches only the runner, which
// then ends the games and quits the engines itself.
func TestClientOwnProcessGroup(t *testing.T) {
	script := `while read l; do case "$l" in uci) echo uciok;; isready) echo readyok;; quit) exit 0;; esac; done`
	c, err := Start(context.Background(), Config{Cmd: "/bin/sh", Args: []string{"-c", script}})
	require.NoError(t, err)
	defer c.Quit()
	pid := c.cmd.Process.Pid
	pgid, err := syscall.Getpgid(pid)
	require.NoError(t, err)
	assert.Equal(t, pid, pgid, "the engine leads its own process group")
	assert.NotEqual(t, syscall.Getpgrp(), pgid)
}

// Kill ends the engine's whole process group: an engine started through a
// wrapper script leaves no grandchild behind when it hangs.
func TestClientKillEndsWrappedEngine(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	script := `sleep 300 & echo $! > "$1"; while read l; do case "$l" in uci) echo uciok;; isready) echo readyok;; esac; done`
	c, err := Start(context.Background(), Config{Cmd: "/bin/sh", Args: []string{"-c", script, "sh", pidFile}})
	require.NoError(t, err)
	data, err := os.ReadFile(pidFile)
	require.NoError(t, err)
	child, err := strconv.Atoi(strings.TrimSpace(string(data)))
	require.NoError(t, err)
	c.Kill()
	assert.Eventually(t, func() bool { return processGone(child) },
		5*time.Second, 20*time.Millisecond, "the wrapped engine (pid %d) is gone", child)
}

// processGone reports whether pid has exited: no such process, or a zombie
// that init has not reaped yet (Linux /proc; elsewhere only the former).
func processGone(pid int) bool {
	if syscall.Kill(pid, 0) == syscall.ESRCH {
		return true
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false // gone since, or no /proc: the next poll asks again
	}
	// "pid (comm) S ...": the state follows the command's closing parenthesis.
	_, rest, ok := strings.Cut(string(stat), ") ")
	return ok && strings.HasPrefix(rest, "Z")
}
