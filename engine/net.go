package engine

import (
	"fmt"
	"os"

	"github.com/chuhe-engine/chuhe/nnue"
)

// LoadNet reads a network file ("" = the one built into the binary); a
// relative path is resolved against the executable's directory. A bad
// file's error names the file and what is wrong with it.
func LoadNet(path string) (*nnue.Net, error) {
	if path == "" {
		n, err := nnue.Default()
		if err != nil {
			return nil, fmt.Errorf("built-in network: %w", err)
		}
		return n, nil
	}
	full := ResolvePath(path)
	data, err := os.ReadFile(full)
	if err != nil {
		return nil, err // names the file
	}
	n, err := nnue.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("net file %s: %w", full, err)
	}
	return n, nil
}

// net returns the network the options ask for, nil for the hand-written
// evaluation. A named EvalFile is read even when the network is off, so
// that a bad file is refused when it is set, not later when the network is
// switched on. A limited level plays with the hand-written evaluation:
// its Elo on the UCI_Elo scale was measured with it (docs/GUI.md).
func (o Options) net() (*nnue.Net, error) {
	if !o.UseNNUE && o.EvalFile == "" {
		return nil, nil
	}
	n, err := LoadNet(o.EvalFile)
	if err != nil || !o.UseNNUE || o.limited() {
		return nil, err
	}
	return n, nil
}

// EvalName names an evaluation as `chuhe bench` reports it.
func EvalName(n *nnue.Net) string {
	if n == nil {
		return "classical"
	}
	return "nnue"
}

// Net returns the network the engine evaluates with, nil for the
// hand-written evaluation.
func (e *Engine) Net() *nnue.Net {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.s.Net()
}
