package main

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/chuhe-engine/chuhe/position"
)

// maxPerftDepth keeps a typo from running for days.
const maxPerftDepth = 12

func init() {
	register(command{
		name:    "perft",
		usage:   "perft [--fen F] --depth N [--divide] [--json]",
		summary: "Count the legal move sequences of N plies (bulk-counted at the last ply).",
		run:     runPerft,
	})
}

func runPerft(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("perft")
	fen := fs.String("fen", position.StartFEN, "position to count from")
	depth := fs.Int("depth", 0, "plies to count (1-12)")
	divide := fs.Bool("divide", false, "also count below each root move")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := parseFlags(fs, args); err != nil {
		return fail(stdout, stderr, wantsJSON(args), "perft", err)
	}
	if !fs.Changed("depth") {
		return fail(stdout, stderr, *asJSON, "perft", errors.New("--depth is required"))
	}
	if *depth < 1 || *depth > maxPerftDepth {
		return fail(stdout, stderr, *asJSON, "perft", fmt.Errorf("--depth %d is out of range 1-%d", *depth, maxPerftDepth))
	}
	p, err := position.FromFEN(*fen)
	if err != nil {
		return fail(stdout, stderr, *asJSON, "perft", err)
	}

	start := time.Now()
	var entries []position.DivideEntry
	var nodes uint64
	if *divide {
		entries = p.Divide(*depth)
		for _, e := range entries {
			nodes += e.Nodes
		}
	} else {
		nodes = p.Perft(*depth)
	}
	elapsed := time.Since(start)
	ms := elapsed.Milliseconds()
	nps := uint64(float64(nodes) / max(elapsed.Seconds(), 1e-9))

	if *asJSON {
		out := map[string]any{"fen": p.FEN(), "depth": *depth, "nodes": nodes, "ms": ms, "nps": nps}
		if *divide {
			d := make(map[string]uint64, len(entries))
			for _, e := range entries {
				d[e.Move.String()] = e.Nodes
			}
			out["divide"] = d
		}
		writeJSON(stdout, out)
		return 0
	}
	for _, e := range entries {
		fmt.Fprintf(stdout, "%s: %d\n", e.Move, e.Nodes)
	}
	fmt.Fprintf(stdout, "nodes %d\ntime %d ms\nnps %d\n", nodes, ms, nps)
	return 0
}
