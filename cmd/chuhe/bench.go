package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/nnue"
)

func init() {
	register(command{
		name:    "bench",
		usage:   "bench [--depth N] [--threads N] [--hash MB] [--eval nnue|classical] [--evalfile FILE] [--json]",
		summary: "Search the bench positions to a fixed depth; the node count is the engine's signature.",
		run:     runBench,
	})
}

func runBench(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench")
	depth := fs.Int("depth", engine.BenchDepth, "search depth (1-64)")
	threads := fs.Int("threads", 1, "search threads (1-256)")
	hash := fs.Int("hash", engine.BenchHashMB, "transposition table size in MB")
	evalName := fs.String("eval", engine.EvalName(defaultNet()), "evaluation: nnue (the network) or classical (hand-written)")
	evalFile := fs.String("evalfile", "", "network file for --eval nnue (default: the built-in net)")
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
	net, err := selectEval(*evalName, *evalFile)
	if err != nil {
		return fail(stdout, stderr, *asJSON, "bench", err)
	}
	var onPos func(int, int, engine.Result)
	if !*asJSON {
		onPos = func(i, n int, r engine.Result) {
			fmt.Fprintf(stderr, "position %d/%d: bestmove %s score %d nodes %d\n", i+1, n, r.Move, r.Score, r.Nodes)
		}
	}
	sig, err := engine.Bench(*depth, *threads, *hash, net, onPos)
	if err != nil {
		return fail(stdout, stderr, *asJSON, "bench", err)
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"nodes": sig.Nodes, "ms": sig.Elapsed.Milliseconds(), "nps": sig.NPS(),
			"depth": sig.Depth, "positions": sig.Positions, "eval": *evalName})
		return 0
	}
	fmt.Fprintf(stdout, "positions %d\ndepth %d\neval %s\nnodes %d\ntime %d ms\nnps %d\n", sig.Positions, sig.Depth, *evalName, sig.Nodes, sig.Elapsed.Milliseconds(), sig.NPS())
	return 0
}

// defaultNet is the evaluation a fresh engine plays with: bench measures it
// unless told otherwise.
func defaultNet() *nnue.Net {
	if !engine.DefaultOptions().UseNNUE {
		return nil
	}
	n, _ := engine.LoadNet("")
	return n
}

// selectEval turns --eval and --evalfile into the network to search with,
// nil for the hand-written evaluation.
func selectEval(name, file string) (*nnue.Net, error) {
	switch name {
	case "nnue":
		return engine.LoadNet(file)
	case "classical":
		if file != "" {
			return nil, errors.New("--evalfile goes with --eval nnue")
		}
		return nil, nil
	}
	return nil, fmt.Errorf("--eval %q: want nnue or classical", name)
}
