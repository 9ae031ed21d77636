package engine

import (
	"os"
	"path/filepath"

	"github.com/chuhe-engine/chuhe/position"
)

// Probe returns what the engine knows about p without searching: the
// transposition table when idle, else (and as a fallback) the analysis cache.
func (e *Engine) Probe(p *position.Position) (ProbeEntry, bool) {
	e.mu.Lock()
	running, cache := e.running, e.cache
	// The table is written by a running search; only read it when idle.
	if !running {
		if pe, ok := e.s.Probe(p); ok && pe.Move != position.NoMove {
			e.mu.Unlock()
			return pe, true
		}
	}
	e.mu.Unlock()
	if a, ok := cache.get(p.Key()); ok {
		return ProbeEntry{Move: a.Move, Score: a.Score, Depth: a.Depth, Bound: BoundExact}, true
	}
	return ProbeEntry{}, false
}

// Analysis returns the cached analysis of p and whether its history matches
// (exact); ok is false when nothing is cached.
func (e *Engine) Analysis(p *position.Position) (a Analysis, exact, ok bool) {
	e.mu.Lock()
	cache := e.cache
	e.mu.Unlock()
	a, ok = cache.get(p.Key())
	return a, ok && a.History == historySig(p), ok
}

// ResolvePath makes a relative file name (book, weights) relative to the
// directory of the executable rather than the working directory: GUIs start
// engines from anywhere.
func ResolvePath(name string) string {
	if name == "" || filepath.IsAbs(name) {
		return name
	}
	exe, err := os.Executable()
	if err != nil {
		return name
	}
	if resolved, err := filepath.EvalSymlinks(exe); err == nil {
		exe = resolved
	}
	return filepath.Join(filepath.Dir(exe), name)
}
