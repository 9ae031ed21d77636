//go:build !unix

package ucci

import "os/exec"

// clientDetach leaves the engine in the runner's process group where Unix
// process groups do not exist.
func clientDetach(*exec.Cmd) {}
