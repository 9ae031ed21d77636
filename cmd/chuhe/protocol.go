package main

import (
	"io"

	"github.com/chuhe-engine/chuhe/ucci"
)

// version is stamped by the build (-ldflags "-X main.version=...").
var version = "dev"

// protocolLoop runs the engine on stdin/stdout, for a GUI.
func protocolLoop(stdin io.Reader, stdout io.Writer) int {
	return ucci.Serve(stdin, stdout, ucci.Config{Name: "chuhe", Version: version})
}
