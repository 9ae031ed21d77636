package ucci

import (
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLineEnd(t *testing.T) {
	assert.Equal(t, "\r\n", lineEnd("windows"))
	assert.Equal(t, "\n", lineEnd("linux"))
	assert.Equal(t, "\n", lineEnd("darwin"))
}

// TestWriterNeverInterleaves: lines written from many goroutines arrive
// whole.
func TestWriterNeverInterleaves(t *testing.T) {
	var b strings.Builder
	w := newWriter(&b)
	w.nl = "\r\n"
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				w.line("info depth 12 score 34 pv h2e2 h9g7 h0g2 i9h9")
			}
		}()
	}
	wg.Wait()
	lines := strings.Split(strings.TrimSuffix(b.String(), "\r\n"), "\r\n")
	assert.Len(t, lines, 1600)
	for _, l := range lines {
		assert.Equal(t, "info depth 12 score 34 pv h2e2 h9g7 h0g2 i9h9", l)
	}
}
