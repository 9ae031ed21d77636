package bench

import (
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBenchDeterministic: with one thread the node count is the same on
// every run, whatever ran on the searcher before.
func TestBenchDeterministic(t *testing.T) {
	positions, err := LoadBench()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(positions), 30)
	require.LessOrEqual(t, len(positions), 50)
	s := search.New(16, 1)
	a := Run(s, positions, 5, nil)
	b := Run(s, positions, 5, nil)
	c := Run(search.New(16, 1), positions, 5, nil)
	assert.NotZero(t, a.Nodes)
	assert.Equal(t, a.Nodes, b.Nodes)
	assert.Equal(t, a.Nodes, c.Nodes)
	assert.Equal(t, len(positions), a.Positions)
}

func TestReadEPDErrors(t *testing.T) {
	tests := []struct{ name, text, err string }{
		{"bad fen", "# c\nnot a fen ; id x\n", "line 2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadEPD(strings.NewReader(tc.text))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
	ps, err := ReadEPD(strings.NewReader("\n# only comments\n"))
	require.NoError(t, err)
	assert.Empty(t, ps)
}

// BenchmarkBench runs what `chuhe bench` runs, at its default depth and
// table size; its CPU profile is cmd/chuhe/default.pgo (see README.md).
func BenchmarkBench(b *testing.B) {
	positions, err := LoadBench()
	require.NoError(b, err)
	s := search.New(DefaultHashMB, 1)
	var nodes uint64
	for b.Loop() {
		nodes += Run(s, positions, DefaultDepth, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
