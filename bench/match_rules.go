package bench

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
)

// This file is the only place the match runner calls the rules judge and
// the PGN reader/writer of package position.

// Outcome is a game's result.
type Outcome int

// Game outcomes.
const (
	Unfinished Outcome = iota
	RedWins
	BlackWins
	Draw
)

// String returns the PGN result: "1-0", "0-1", "1/2-1/2" or "*".
func (o Outcome) String() string {
	switch o {
	case RedWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// winFor returns the outcome where side wins.
func winFor(s position.Side) Outcome {
	if s == position.Red {
		return RedWins
	}
	return BlackWins
}

// judgePosition asks the rules judge whether the game is over after the
// last move, and why.
// TODO(judge): replace with p.Judge() when it lands on main.
func judgePosition(p *position.Position) (Outcome, string) {
	if !p.HasLegalMove() {
		if p.InCheck() {
			return winFor(p.Side().Opponent()), "checkmate"
		}
		return winFor(p.Side().Opponent()), "stalemate"
	}
	if p.HalfMoveClock() >= 120 {
		return Draw, "sixty"
	}
	return Unfinished, ""
}

// writeGamePGN writes one finished game as PGN.
// TODO(judge): use position.WritePGN when it lands on main.
func writeGamePGN(w io.Writer, g *Game) error {
	var b strings.Builder
	for _, t := range g.Tags() {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", t[0], pgnEscape(t[1]))
	}
	b.WriteByte('\n')
	p, err := position.FromFEN(g.Opening.FEN)
	if err != nil {
		return err
	}
	moves := g.AllMoves()
	col := 0
	word := func(s string) {
		if col > 0 && col+len(s) >= 80 {
			b.WriteByte('\n')
			col = 0
		} else if col > 0 {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(s)
		col += len(s)
	}
	num := p.FullMoveNumber()
	for i, m := range moves {
		if p.Side() == position.Red {
			word(fmt.Sprintf("%d.", num))
		} else if i == 0 {
			word(fmt.Sprintf("%d...", num))
		}
		word(m.String())
		if c := g.CommentAt(i); c != "" {
			word("{" + c + "}")
		}
		if p.Side() == position.Black {
			num++
		}
		p.MakeMove(m)
	}
	word(g.Outcome.String())
	b.WriteString("\n\n")
	_, err = io.WriteString(w, b.String())
	return err
}

func pgnEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s)
}

// readPGNOpenings reads the start position and moves of every game in a PGN.
// TODO(judge): use position.ReadPGN when it lands on main.
func readPGNOpenings(path string, data []byte) ([]Opening, []string, error) {
	return nil, nil, errors.New("openings " + path + ": PGN openings are not supported yet (the PGN reader has not landed)")
}
