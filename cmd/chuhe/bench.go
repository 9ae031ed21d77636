package main

import (
	"fmt"
	"io"

	"github.com/chuhe-engine/chuhe/engine"
)

func init() {
	register(command{
		name:    "bench",
		usage:   "bench [--depth N] [--threads N] [--hash MB] [--json]",
		summary: "Search the bench positions to a fixed depth; the node count is the engine's signature.",
		run:     runBench,
	})
}

func runBench(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench")
	depth := fs.Int("depth", engine.BenchDepth, "search depth (1-64)")
	threads := fs.Int("threads", 1, "search threads (1-256)")
	hash := fs.Int("hash", engine.BenchHashMB, "transposition table size in MB")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := parseFlags(fs, args); err != nil {
		return fail(stdout, stderr, wantsJSON(args), "bench", err)
	}
	if *depth < 1 || *depth > 64 {
		return fail(stdout, stderr, *asJSON, "bench", fmt.Errorf("--depth %d is out of range 1-64", *depth))
	}
	if *threads < 1 || *threads > 256 {
		return fail(stdout, stderr, *asJSON, "bench", fmt.Errorf("--threads %d is out of range 1-256", *threads))
	}
	var onPos func(int, int, engine.Result)
	if !*asJSON {
		onPos = func(i, n int, r engine.Result) {
			fmt.Fprintf(stderr, "position %d/%d: bestmove %s score %d nodes %d\n", i+1, n, r.Move, r.Score, r.Nodes)
		}
	}
	sig, err := engine.Bench(*depth, *threads, *hash, onPos)
	if err != nil {
		return fail(stdout, stderr, *asJSON, "bench", err)
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"nodes": sig.Nodes, "ms": sig.Elapsed.Milliseconds(), "nps": sig.NPS(),
			"depth": sig.Depth, "positions": sig.Positions})
		return 0
	}
	fmt.Fprintf(stdout, "positions %d\ndepth %d\nnodes %d\ntime %d ms\nnps %d\n", sig.Positions, sig.Depth, sig.Nodes, sig.Elapsed.Milliseconds(), sig.NPS())
	return 0
}
