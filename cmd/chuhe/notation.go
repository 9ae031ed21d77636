package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/record"
)

func init() {
	register(command{
		name:    "notation",
		usage:   "notation --fen F --moves \"...\" --from iccs|wxf|chinese|coord|auto --to iccs|wxf|chinese|coord [--json]",
		summary: "Convert a move list from one notation to another, playing it from the position\n      (prints the converted moves space-separated on one line).",
		run:     runNotation,
	})
}

func runNotation(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("notation")
	fen := fs.String("fen", position.StartFEN, "position the moves start from")
	moves := fs.String("moves", "", "space-separated moves in the --from notation")
	from := fs.String("from", "auto", "notation of the input: iccs, wxf, chinese, coord, or auto (detect each move)")
	to := fs.String("to", "", "notation to write: iccs, wxf, chinese or coord")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := parseFlags(fs, args); err != nil {
		return fail(stdout, stderr, wantsJSON(args), "notation", err)
	}
	if *to == "" {
		return fail(stdout, stderr, *asJSON, "notation", errors.New("--to is required (iccs, wxf, chinese or coord)"))
	}
	out, err := record.ParseNotation(*to)
	if err != nil {
		return fail(stdout, stderr, *asJSON, "notation", fmt.Errorf("--to: %w", err))
	}
	auto := strings.EqualFold(*from, "auto")
	var in record.Notation
	if !auto {
		if in, err = record.ParseNotation(*from); err != nil {
			return fail(stdout, stderr, *asJSON, "notation", fmt.Errorf("--from: %w", err))
		}
	}
	p, err := position.FromFEN(*fen)
	if err != nil {
		return fail(stdout, stderr, *asJSON, "notation", err)
	}
	converted, err := convertMoves(p, strings.Fields(*moves), in, auto, out)
	if err != nil {
		return fail(stdout, stderr, *asJSON, "notation", err)
	}
	if *asJSON {
		if converted == nil {
			converted = []string{}
		}
		writeJSON(stdout, map[string]any{"moves": converted, "from": notationLabel(in, auto), "to": out.String()})
		return 0
	}
	fmt.Fprintln(stdout, strings.Join(converted, " "))
	return 0
}

func notationLabel(n record.Notation, auto bool) string {
	if auto {
		return "auto"
	}
	return n.String()
}

// convertMoves reads each move against the position it is played from,
// writes it in the target notation and plays it.
func convertMoves(p *position.Position, moves []string, in record.Notation, auto bool, out record.Notation) ([]string, error) {
	var converted []string
	index := 0
	for _, s := range moves {
		if isMoveNumber(s) {
			continue // "1." or "1..." copied from a game record
		}
		index++
		i := index - 1
		n := in
		if auto {
			n = record.DetectNotation(s)
		}
		m, err := record.ParseMove(p, s, n)
		if err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, s, err)
		}
		w, err := record.FormatMove(p, m, out)
		if err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, s, err)
		}
		converted = append(converted, w)
		p.MakeMove(m)
	}
	return converted, nil
}

// isMoveNumber reports whether a token is a move number such as "12." or "12...".
func isMoveNumber(s string) bool {
	digits := strings.TrimLeft(s, "0123456789")
	return len(digits) < len(s) && digits != "" && strings.Trim(digits, ".") == ""
}
