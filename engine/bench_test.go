package engine

import (
	"strings"
	"testing"
	"time"

	"github.com/chuhe-engine/chuhe"
	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// BenchmarkStopLatency measures the time from Stop to the delivered
// result of an infinite search (the protocol's target is 50 ms):
//
//	go test ./engine -run '^$' -bench StopLatency -benchtime 20x
func BenchmarkStopLatency(b *testing.B) {
	o := DefaultOptions()
	o.HashMB = 16
	e, err := New(o)
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	var worst time.Duration
	var total time.Duration
	for i := 0; i < b.N; i++ {
		ch := make(chan time.Time, 1)
		if err := e.Go(position.New(), Limits{Infinite: true}, nil, func(Result) { ch <- time.Now() }); err != nil {
			b.Fatal(err)
		}
		time.Sleep(30 * time.Millisecond)
		start := time.Now()
		e.Stop()
		lat := (<-ch).Sub(start)
		total += lat
		worst = max(worst, lat)
	}
	b.ReportMetric(float64(total.Microseconds())/float64(b.N)/1000, "ms/stop")
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
}

// TestBenchDeterministic: with one thread the node count is the same on
// every run, whatever ran on the searcher before.
func TestBenchDeterministic(t *testing.T) {
	positions, err := position.ReadEPD(strings.NewReader(chuhe.BenchEPD))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(positions), 30)
	require.LessOrEqual(t, len(positions), 50)
	s := search.New(BenchHashMB, 1)
	a := runBench(s, positions, 5, nil)
	b := runBench(s, positions, 5, nil)
	c, err := Bench(5, 1, BenchHashMB, nil, nil)
	require.NoError(t, err)
	assert.NotZero(t, a.Nodes)
	assert.Equal(t, a.Nodes, b.Nodes)
	assert.Equal(t, a.Nodes, c.Nodes)
	assert.Equal(t, len(positions), a.Positions)
}

func TestBenchErrors(t *testing.T) {
	_, err := Bench(1, 1, 0, nil, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "hash")
}

// BenchmarkBench runs what `chuhe bench --eval classical` runs, at its
// depth and table size; its CPU profile merged with BenchmarkBenchNNUE's
// is cmd/chuhe/default.pgo (see README.md).
func BenchmarkBench(b *testing.B) { benchBench(b, nil) }

// BenchmarkBenchNNUE is BenchmarkBench with the built-in network, the
// engine's default evaluation.
func BenchmarkBenchNNUE(b *testing.B) {
	net, err := nnue.Default()
	require.NoError(b, err)
	benchBench(b, net)
}

// benchBench runs the bench with net (nil: the hand-written evaluation)
// and reports the nodes searched per second.
func benchBench(b *testing.B, net *nnue.Net) {
	var nodes uint64
	for b.Loop() {
		sig, err := Bench(BenchDepth, 1, BenchHashMB, net, nil)
		require.NoError(b, err)
		nodes += sig.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
