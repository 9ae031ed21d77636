//go:build tune

package tune

import (
	"fmt"
	"io"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/record"
)

// ExtractOptions choose which positions of a game become entries.
type ExtractOptions struct {
	// SkipPlies drops the first plies of every game (the book and the
	// shuffled opening, where the result says little).
	SkipPlies int
	// AdjudicatedTail drops the last plies of a game the runner ended by
	// adjudication ("Termination" starting with "adjudication"): the
	// engines already agreed it was decided, so they add nothing.
	AdjudicatedTail int
}

// DefaultExtract are the options cmd/tune uses unless told otherwise.
var DefaultExtract = ExtractOptions{SkipPlies: 16, AdjudicatedTail: 8}

// resultValue maps a game result to Red's score, and false for unfinished games.
func resultValue(r position.Result) (float64, bool) {
	switch r {
	case position.RedWins:
		return 1, true
	case position.BlackWins:
		return 0, true
	case position.Draw:
		return 0.5, true
	}
	return 0, false
}

// ExtractGame replays one game record and returns its quiet positions
// labelled with the game result. A position is kept when it is past
// SkipPlies, not in the adjudicated tail, not in check, the move played
// from it is no capture, and it is quiet by IsQuiet. Unfinished games give
// nothing.
func ExtractGame(rec *record.Game, opt ExtractOptions) ([]Entry, error) {
	res, ok := resultValue(rec.Result)
	if !ok {
		return nil, nil
	}
	fen := rec.FEN
	if fen == "" {
		fen = position.StartFEN
	}
	p, err := position.FromFEN(fen)
	if err != nil {
		return nil, fmt.Errorf("game start: %v", err)
	}
	end := len(rec.Moves)
	if strings.HasPrefix(rec.Tag("Termination"), "adjudication") {
		end -= opt.AdjudicatedTail
	}
	var es []Entry
	for i, m := range rec.Moves {
		if !p.IsLegalMove(m) {
			return nil, fmt.Errorf("ply %d: illegal move %s", i+1, m)
		}
		if i >= opt.SkipPlies && i < end && !p.IsCapture(m) && IsQuiet(p) {
			es = append(es, Entry{p.FEN(), res})
		}
		p.MakeMove(m)
	}
	return es, nil
}

// ExtractPGN reads every game of a PGN stream and extracts its positions.
func ExtractPGN(r io.Reader, opt ExtractOptions) ([]Entry, error) {
	recs, err := record.ReadPGN(r)
	if err != nil {
		return nil, err
	}
	var es []Entry
	for i, rec := range recs {
		ge, err := ExtractGame(rec, opt)
		if err != nil {
			return nil, fmt.Errorf("game %d: %v", i+1, err)
		}
		es = append(es, ge...)
	}
	return es, nil
}
