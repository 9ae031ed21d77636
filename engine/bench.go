package engine

import (
	"fmt"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe"
	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/search"
)

// BenchDepth is the bench search depth: some five to ten seconds on one
// core of the (shared) development machine.
const BenchDepth = 14

// BenchHashMB is the bench table size.
const BenchHashMB = 16

// Signature is the outcome of a bench run. With one thread Nodes is the
// engine's signature: it changes only when search or evaluation does.
type Signature struct {
	Nodes     uint64
	Elapsed   time.Duration
	Depth     int
	Positions int
}

// NPS returns nodes per second.
func (s Signature) NPS() uint64 {
	return uint64(float64(s.Nodes) / max(s.Elapsed.Seconds(), 1e-9))
}

// Bench searches the bench positions (testdata/bench.epd, built into the
// binary) to depth with a searcher of its own, so that nothing a game left
// behind can change the count. onPosition, if not nil, sees each result.
// `chuhe bench` and the protocol loop's `bench` command both run this.
func Bench(depth, threads, hashMB int, net *nnue.Net, onPosition func(i, n int, r Result)) (Signature, error) {
	positions, err := position.ReadEPD(strings.NewReader(chuhe.BenchEPD))
	if err != nil {
		return Signature{}, fmt.Errorf("bench positions: %w", err)
	}
	s := search.New(BenchHashMB, threads)
	if hashMB != BenchHashMB {
		if err := s.SetHashSize(hashMB); err != nil {
			return Signature{}, fmt.Errorf("hash: %w", err)
		}
	}
	s.SetNet(net)
	return runBench(s, positions, depth, onPosition), nil
}

// runBench searches every position to depth from a cleared state (NewGame
// before each) and sums the nodes.
func runBench(s *search.Searcher, positions []*position.Position, depth int, onPosition func(i, n int, r Result)) Signature {
	sig := Signature{Depth: depth, Positions: len(positions)}
	start := time.Now()
	for i, p := range positions {
		s.NewGame()
		r := s.Search(p, search.Limits{Depth: depth}, nil)
		sig.Nodes += r.Nodes
		if onPosition != nil {
			onPosition(i, len(positions), Result{Move: r.Move, Ponder: r.Ponder, Score: r.Score, Depth: r.Depth, Nodes: r.Nodes, PV: r.PV})
		}
	}
	sig.Elapsed = time.Since(start)
	return sig
}
