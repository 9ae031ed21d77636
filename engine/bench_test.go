package engine

import (
	"testing"
	"time"

	"github.com/chuhe-engine/chuhe/position"
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
