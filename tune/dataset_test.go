//go:build tune

package tune

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDatasetRoundTrip(t *testing.T) {
	es := []Entry{
		{position.StartFEN, 0.5},
		{"3k5/9/9/9/9/9/9/9/r8/R3K4 w - - 0 1", 1},
		{"3k5/9/9/9/9/9/9/9/9/4K3r w - - 3 40", 0},
	}
	var buf bytes.Buffer
	require.NoError(t, WriteEntries(&buf, es))
	got, err := ReadEntries(&buf)
	require.NoError(t, err)
	assert.Equal(t, es, got)

	for _, name := range []string{"d.txt", "d.txt.gz"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), name)
			require.NoError(t, WriteFile(path, es))
			got, err := ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, es, got)
		})
	}
}

func TestReadEntriesErrors(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"no separator", position.StartFEN + "\n", "line 1: want FEN;result"},
		{"bad result", "# comment\n" + position.StartFEN + ";2\n", "line 2: result"},
		{"bad fen", "xyz;1\n", "line 1:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadEntries(strings.NewReader(tc.in))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestDedup(t *testing.T) {
	es := []Entry{
		{"3k5/9/9/9/9/9/9/9/r8/R3K4 w - - 0 1", 1},
		{"3k5/9/9/9/9/9/9/9/r8/R3K4 w - - 4 9", 1},
		{"3k5/9/9/9/9/9/9/9/r8/R3K4 w - - 0 1", 0.5},
		{"3k5/9/9/9/9/9/9/9/r8/R3K4 b - - 0 1", 1},
	}
	assert.Equal(t, []Entry{es[0], es[2], es[3]}, Dedup(es))
}
