package main

import (
	"io"

	"github.com/chuhe-engine/chuhe/ucci"
)

// protocolLoop runs the engine on stdin/stdout, for a GUI.
func protocolLoop(stdin io.Reader, stdout io.Writer) int {
	return ucci.Serve(stdin, stdout, ucci.Config{Name: "chuhe", Version: buildVersion()})
}
