package main

import (
	"fmt"
	"io"

	"github.com/chuhe-engine/chuhe/bench"
	"github.com/chuhe-engine/chuhe/search"
	"github.com/chuhe-engine/chuhe/ucci"
)

func init() {
	protocolLoop = func(stdin io.Reader, stdout io.Writer) int {
		return ucci.Serve(stdin, stdout, ucci.Config{Name: "chuhe", Version: buildVersion(), Bench: loopBench})
	}
}

// loopBench is `bench [depth]` typed into the protocol loop: the same
// signature run as `chuhe bench` (one thread, its own table), when the
// bench positions can be found.
func loopBench(depth int, out func(string)) error {
	positions, err := bench.LoadBench()
	if err != nil {
		return ucci.ErrBenchUnavailable
	}
	if depth == 0 {
		depth = bench.DefaultDepth
	}
	s := search.New(bench.DefaultHashMB, 1)
	sig := bench.Run(s, positions, depth, nil)
	out(fmt.Sprintf("bench depth %d positions %d nodes %d time %d ms nps %d",
		sig.Depth, sig.Positions, sig.Nodes, sig.Elapsed.Milliseconds(), sig.NPS()))
	return nil
}
