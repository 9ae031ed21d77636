//go:build unix

package ucci

import (
	"context"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An engine runs in a process group of its own, so that a Ctrl-C in the
// terminal (SIGINT to the foreground group) reaches only the runner, which
// then ends the games and quits the engines itself.
func TestClientOwnProcessGroup(t *testing.T) {
	script := `while read l; do case "$l" in uci) echo uciok;; isready) echo readyok;; quit) exit 0;; esac; done`
	c, err := StartClient(context.Background(), ClientConfig{Cmd: "/bin/sh", Args: []string{"-c", script}})
	require.NoError(t, err)
	defer c.Quit()
	pid := c.cmd.Process.Pid
	pgid, err := syscall.Getpgid(pid)
	require.NoError(t, err)
	assert.Equal(t, pid, pgid, "the engine leads its own process group")
	assert.NotEqual(t, syscall.Getpgrp(), pgid)
}
