package nnue

import (
	_ "embed" // the default network
	"sync"
)

//go:embed default.nnue
var defaultFile []byte

var defaultNet = sync.OnceValues(func() (*Net, error) { return Parse(defaultFile) })

// Default returns the network built into the binary (nnue/default.nnue),
// parsed once and shared: nets are read-only during search.
func Default() (*Net, error) { return defaultNet() }
