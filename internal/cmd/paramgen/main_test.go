package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRun: paramgen writes the variable file, rewrites a file it wrote,
// and refuses bad arguments and a hand-written target.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "c.go"), filepath.Join(dir, "v.go")
	require.NoError(t, os.WriteFile(in, []byte("//go:build !tune\n\npackage p\n\n// D.\nconst a = 1\n"), 0o644))

	require.NoError(t, run([]string{in, out}))
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(got), "var a = 1")
	require.NoError(t, run([]string{in, out}), "its own output may be overwritten")

	require.NoError(t, os.WriteFile(out, []byte("package p\n"), 0o644))
	assert.ErrorContains(t, run([]string{in, out}), "not written by paramgen")
	assert.ErrorContains(t, run([]string{in}), "usage")
	assert.ErrorContains(t, run([]string{filepath.Join(dir, "none.go"), out}), "none.go")
}
