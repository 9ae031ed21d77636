//go:build unix

package uciclient

import (
	"os/exec"
	"syscall"
)

// clientDetach starts the engine in a process group of its own. A Ctrl-C
// in the terminal goes to the whole foreground group: engines sharing the
// runner's group died of it, racing the runner's own shutdown, and a game
// in progress could be scored as a crash. In their own group they are
// stopped by the runner (stop, quit, kill) and by nothing else.
func clientDetach(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// clientKillGroup kills the engine's process group: the engine and any
// process it started (an engine run through a wrapper script), which
// killing the one process would leave running.
func clientKillGroup(cmd *exec.Cmd) {
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		_ = cmd.Process.Kill()
	}
}
