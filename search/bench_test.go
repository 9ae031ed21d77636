package search

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
)

// BenchmarkSearch searches the start position and a middlegame to a fixed
// depth from a cleared table; it reports nodes per second.
func BenchmarkSearch(b *testing.B) {
	fens := []string{
		position.StartFEN,
		"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
	}
	s := New(16, 1)
	var nodes uint64
	for b.Loop() {
		for _, fen := range fens {
			p, err := position.FromFEN(fen)
			if err != nil {
				b.Fatal(err)
			}
			s.NewGame()
			nodes += s.Search(p, Limits{Depth: 11}, nil).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
