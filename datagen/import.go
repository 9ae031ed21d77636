package datagen

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/record"
	"github.com/chuhe-engine/chuhe/search"
)

// NoScore marks a move whose score is unknown or not in chuhe's units
// (another engine's move, a book move): training leaves its position out.
const NoScore = math.MinInt16

// FromRecord turns a recorded game (a `chuhe match` PGN, whose comments
// carry each engine's score as "+0.35/12 0.512s" or "+M5/20 1.003s") into
// a training game. Only the moves of the sides scored[side] keep their
// scores: the scores of other engines are in other units. A game without
// a result is refused.
func FromRecord(r *record.Game, scored [2]bool) (Game, error) {
	g := Game{StartFEN: r.FEN, Reason: "recorded"}
	if g.StartFEN == "" {
		g.StartFEN = position.New().FEN()
	}
	switch r.Result {
	case position.RedWins:
		g.Outcome = RedWon
	case position.BlackWins:
		g.Outcome = BlackWon
	case position.Draw:
		g.Outcome = Drawn
	default:
		return Game{}, errors.New("the game has no result")
	}
	if t := r.Tag("Termination"); t != "" && len(t) < 64 {
		g.Reason = t
	}
	p, err := position.FromFEN(g.StartFEN)
	if err != nil {
		return Game{}, err
	}
	for i, m := range r.Moves {
		score := int16(NoScore)
		if scored[p.Side()] && i < len(r.Comments) {
			if v, ok := parseEvalComment(r.Comments[i]); ok {
				score = int16(v)
			}
		}
		g.Moves = append(g.Moves, m)
		g.Scores = append(g.Scores, score)
		p.MakeMove(m)
	}
	return g, nil
}

// parseEvalComment reads the score at the start of a match comment.
func parseEvalComment(c string) (int, bool) {
	s, _, ok := strings.Cut(strings.TrimSpace(c), "/")
	if !ok || len(s) < 2 {
		return 0, false
	}
	if n, found := strings.CutPrefix(s[1:], "M"); found {
		moves, err := strconv.Atoi(n)
		if err != nil || moves < 1 {
			return 0, false
		}
		v := search.Mate - (2*moves - 1)
		if s[0] == '-' {
			v = -(search.Mate - 2*moves)
		}
		return v, true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.Abs(f) > 300 {
		return 0, false
	}
	return int(math.Round(f * 100)), true
}

// ScoredSides says which sides of a record were played by one of names
// (its Red and Black tags).
func ScoredSides(r *record.Game, names []string) [2]bool {
	var out [2]bool
	for i, tag := range [2]string{"Red", "Black"} {
		for _, n := range names {
			if strings.EqualFold(r.Tag(tag), n) {
				out[i] = true
			}
		}
	}
	return out
}

// ImportStats counts what an import kept.
type ImportStats struct {
	Games, Skipped, Moves, Scored int
}

// String sums the import up in one line for the command's report.
func (s ImportStats) String() string {
	return fmt.Sprintf("%d games (%d skipped), %d moves, %d scored", s.Games, s.Skipped, s.Moves, s.Scored)
}
