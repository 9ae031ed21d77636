package ucci

import (
	"bufio"
	"fmt"
	"io"
	"sync"
)

// writer is the one place output goes through: a line at a time under a
// lock, flushed at once, so the search's info lines and the input loop's
// replies never interleave and the GUI sees each reply immediately.
type writer struct {
	mu sync.Mutex
	bw *bufio.Writer
}

func newWriter(w io.Writer) *writer { return &writer{bw: bufio.NewWriter(w)} }

// line writes s and a newline, then flushes. Write errors (the GUI has
// gone) are ignored: there is nobody left to tell.
func (w *writer) line(s string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.bw.WriteString(s)
	w.bw.WriteByte('\n')
	w.bw.Flush()
}

// linef formats one line.
func (w *writer) linef(format string, a ...any) { w.line(fmt.Sprintf(format, a...)) }
