package position

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadEPD(t *testing.T) {
	tests := []struct {
		name, text string
		want       int
		err        string
	}{
		{"fen and epd fields", "# bench\n" + StartFEN + " ; id start\n\n" + StartFEN + "\n", 2, ""},
		{"only comments", "\n# only comments\n", 0, ""},
		{"bad fen names its line", "# c\nnot a fen ; id x\n", 0, "line 2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := ReadEPD(strings.NewReader(tc.text))
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			require.Len(t, ps, tc.want)
			for _, p := range ps {
				assert.Equal(t, StartFEN, p.FEN())
			}
		})
	}
}
