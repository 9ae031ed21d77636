package ucci

import (
	"bufio"
	"fmt"
	"io"
	"runtime"
	"sync"
)

// writer is the one place output goes through: a line at a time under a
// lock, flushed at once, so the search's info lines and the input loop's
// replies never interleave and the GUI sees each reply immediately.
type writer struct {
	mu sync.Mutex
	bw *bufio.Writer
	nl string
}

// lineEnd is what native engines print on each platform: a C engine's
// text-mode stdout turns "\n" into "\r\n" on Windows, and that is what the
// Windows GUIs were written against.
func lineEnd(goos string) string {
	if goos == "windows" {
		return "\r\n"
	}
	return "\n"
}

func newWriter(w io.Writer) *writer {
	return &writer{bw: bufio.NewWriter(w), nl: lineEnd(runtime.GOOS)}
}

// line writes s and a line end, then flushes. Write errors (the GUI has
// gone) are ignored: there is nobody left to tell.
func (w *writer) line(s string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.bw.WriteString(s)
	w.bw.WriteString(w.nl)
	w.bw.Flush()
}

// linef formats one line.
func (w *writer) linef(format string, a ...any) { w.line(fmt.Sprintf(format, a...)) }
