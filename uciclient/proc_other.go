//go:build !unix

package uciclient

import "os/exec"

// clientDetach leaves the engine in the runner's process group where Unix
// process groups do not exist.
func clientDetach(*exec.Cmd) {}

// clientKillGroup kills the engine process.
func clientKillGroup(cmd *exec.Cmd) { _ = cmd.Process.Kill() }
