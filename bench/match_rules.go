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

// judgePosition asks the rules judge (docs/RULES.md) whether the game is over
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
	if g.pgn != nil {
		_, err := w.Write(g.pgn)
		return err
	}
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

// readGameOpenings reads the games of an XQF file (its one game) or of a
// PGN file and turns them into openings.
func readGameOpenings(path string, data []byte, xqf bool, plies int) ([]Opening, []string, error) {
	var recs []*record.Game
	if xqf {
		g, err := record.ReadXQF(bytes.NewReader(data))
		if err != nil {
			return nil, nil, fmt.Errorf("openings %s: %w", path, err)
		}
		recs = []*record.Game{g}
	} else {
		var err error
		if recs, err = record.ReadPGN(bytes.NewReader(data)); err != nil {
			return nil, nil, fmt.Errorf("openings %s: %w", path, err)
		}
	}
	ops, warnings := gameOpenings(path, recs, plies)
	return ops, warnings, nil
}

// gameOpenings turns game records into openings: each game's start position
// and its first plies moves (all of them with plies 0). A game that is over
// where the opening would end is skipped with a warning.
func gameOpenings(path string, recs []*record.Game, plies int) ([]Opening, []string) {
	var ops []Opening
	var warnings []string
	name := filepath.Base(path)
	for i, r := range recs {
		fen := r.FEN
		if fen == "" {
			fen = position.StartFEN
		}
		moves := r.Moves
		if plies > 0 && len(moves) > plies {
			moves = moves[:plies]
		}
		p, err := position.FromFEN(fen)
		if err == nil {
			for _, m := range moves {
				p.MakeMove(m) // the readers checked legality
			}
			if v := p.Judge(); v.Over() {
				err = fmt.Errorf("the game is already over after %d plies (%s)", len(moves), v)
				if plies == 0 {
					err = fmt.Errorf("%w: --opening-plies N takes its first N plies", err)
				}
			}
		}
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("openings %s game %d: %v; opening skipped", path, i+1, err))
			continue
		}
		start, _ := position.FromFEN(fen)
		ops = append(ops, Opening{FEN: start.FEN(), Moves: moves, Source: fmt.Sprintf("%s#%d", name, i+1)})
	}
	return ops, warnings
}
