package bench

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/record"
)

// This file is the only place the match runner calls the rules judge and
// the PGN reader/writer of package position.

// Outcome is a game's result: the judge's own type, so the runner, the
// judge and the PGN writer never translate between two enums.
type Outcome = position.Result

// Game outcomes, named for the runner.
const (
	Unfinished = position.NoResult
	RedWins    = position.RedWins
	BlackWins  = position.BlackWins
	Draw       = position.Draw
)

// winFor returns the outcome where side wins.
func winFor(s position.Side) Outcome {
	if s == position.Red {
		return RedWins
	}
	return BlackWins
}

// judgePosition asks the rules judge (RULES.md) whether the game is over
// after the last move, and why ("checkmate", "perpetual-check", ...).
func judgePosition(p *position.Position) (Outcome, string) {
	v := p.Judge()
	if !v.Over() {
		return Unfinished, ""
	}
	return v.Result, v.Reason.String()
}

// writeGamePGN writes one finished game as PGN (ICCS moves), in one write
// so that an interrupted match never leaves half a game in the file.
func writeGamePGN(w io.Writer, g *Game) error {
	rec := &record.Game{FEN: g.Opening.FEN, Moves: g.AllMoves(), Result: g.Outcome}
	for _, t := range g.Tags() {
		rec.SetTag(t[0], t[1])
	}
	rec.Comments = make([]string, len(rec.Moves))
	for i := range rec.Moves {
		rec.Comments[i] = g.CommentAt(i)
	}
	var buf bytes.Buffer
	if err := record.WritePGN(&buf, rec, record.ICCS); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// readPGNOpenings reads the start position and moves of every game in a PGN.
func readPGNOpenings(path string, data []byte) ([]Opening, []string, error) {
	recs, err := record.ReadPGN(bytes.NewReader(data))
	if err != nil {
		return nil, nil, fmt.Errorf("openings %s: %w", path, err)
	}
	var ops []Opening
	var warnings []string
	name := filepath.Base(path)
	for i, r := range recs {
		fen := r.FEN
		if fen == "" {
			fen = position.StartFEN
		}
		p, err := position.FromFEN(fen)
		if err == nil {
			for _, m := range r.Moves {
				p.MakeMove(m) // ReadPGN checked legality
			}
			if v := p.Judge(); v.Over() {
				err = fmt.Errorf("the game is already over (%s)", v)
			}
		}
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("openings %s game %d: %v; opening skipped", path, i+1, err))
			continue
		}
		start, _ := position.FromFEN(fen)
		ops = append(ops, Opening{FEN: start.FEN(), Moves: r.Moves, Source: fmt.Sprintf("%s#%d", name, i+1)})
	}
	return ops, warnings, nil
}
