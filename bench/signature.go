package bench

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe"
	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/search"
)

// DefaultDepth is the bench search depth: some five to ten seconds on one
// core of the (shared) development machine.
const DefaultDepth = 14

// DefaultHashMB is the bench table size.
const DefaultHashMB = 16

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

// ReadEPD reads positions, one FEN a line with optional ' ; ...' fields;
// blank lines and '#' comments are skipped.
func ReadEPD(r io.Reader) ([]*position.Position, error) {
	var out []*position.Position
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, _, _ := strings.Cut(line, ";")
		p, err := position.FromFEN(strings.TrimSpace(fen))
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// LoadBench returns the bench positions (testdata/bench.epd, built into
// the binary).
func LoadBench() ([]*position.Position, error) {
	return ReadEPD(strings.NewReader(chuhe.BenchEPD))
}

// Run searches every position to depth from a cleared state (NewGame
// before each) and sums the nodes. onPosition, if not nil, sees each result.
func Run(s *search.Searcher, positions []*position.Position, depth int, onPosition func(i int, r search.Result)) Signature {
	sig := Signature{Depth: depth, Positions: len(positions)}
	start := time.Now()
	for i, p := range positions {
		s.NewGame()
		r := s.Search(p, search.Limits{Depth: depth}, nil)
		sig.Nodes += r.Nodes
		if onPosition != nil {
			onPosition(i, r)
		}
	}
	sig.Elapsed = time.Since(start)
	return sig
}
