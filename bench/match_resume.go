package bench

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/record"
)

// ReadPlayedGames reads the PGN text that an earlier run of a match wrote
// (--pgn) as finished games, for MatchConfig.Played: a match that was
// stopped, or died with its machine, goes on from where it was instead of
// starting again. Each game keeps its text, so that the new run's PGN
// holds it unchanged. name is used in messages.
func ReadPlayedGames(name string, data []byte) ([]*Game, error) {
	var games []*Game
	for i, text := range splitPGNGames(data) {
		if len(bytes.TrimSpace(text)) == 0 {
			continue
		}
		recs, err := record.ReadPGN(bytes.NewReader(text))
		if err != nil {
			return nil, fmt.Errorf("resume %s: game %d: %w", name, i+1, err)
		}
		if len(recs) != 1 {
			return nil, fmt.Errorf("resume %s: game %d: %d games in its text, want 1", name, i+1, len(recs))
		}
		g, err := playedGame(recs[0], text)
		if err != nil {
			return nil, fmt.Errorf("resume %s: game %d: %w", name, i+1, err)
		}
		games = append(games, g)
	}
	return games, nil
}

// playedGame turns one record the match wrote back into a Game. Its moves
// are all of the record's, the opening's included: resume splits them off
// once it knows the opening of the round.
func playedGame(rec *record.Game, text []byte) (*Game, error) {
	round, err := strconv.Atoi(rec.Tag("Round"))
	if err != nil || round < 1 {
		return nil, fmt.Errorf("Round tag %q: want the game's number in the match (1, 2, ...)", rec.Tag("Round"))
	}
	if rec.Result == Unfinished {
		return nil, fmt.Errorf("round %d has no result", round)
	}
	fen := rec.FEN
	if fen == "" {
		fen = position.StartFEN
	}
	g := &Game{Round: round, RedName: rec.Tag("Red"), BlackName: rec.Tag("Black"),
		Opening: Opening{FEN: fen, Source: rec.Tag("Opening")}, Moves: rec.Moves, Comments: rec.Comments,
		Outcome: rec.Result, Reason: rec.Tag("Termination"), TC: rec.Tag("TimeControl"),
		pgn: append(bytes.TrimRight(text, " \t\r\n"), "\n\n"...)}
	g.Fault = faultOf(g.Reason)
	if d, err := time.Parse("2006.01.02", rec.Tag("Date")); err == nil {
		g.Start = d
	}
	return g, nil
}

// faultOf returns the fault a termination reason names, by the head that
// lose started it with (NoFault for the rules' and the adjudication's
// reasons, and for resignations).
func faultOf(reason string) Fault {
	for _, h := range faultHeads {
		if strings.HasPrefix(reason, h.text) {
			return h.fault
		}
	}
	return NoFault
}

// resume fills the scheduled games that cfg.Played finished and returns
// them with the games still to play. Every played game must be a game of
// this schedule: the same round with the same engines, time control and
// opening. Anything else is another match, and mixing it in would make
// the figures wrong, so it is refused.
func (m *matchRun) resume(schedule []*Game) (done, todo []*Game, err error) {
	if len(m.cfg.Played) == 0 {
		return nil, schedule, nil
	}
	byRound := make(map[int]*Game, len(schedule))
	for _, g := range schedule {
		byRound[g.Round] = g
	}
	tc := m.cfg.TC.PGNTimeControl()
	seen := map[int]bool{}
	for _, p := range m.cfg.Played {
		s := byRound[p.Round]
		switch {
		case s == nil && m.cfg.Shards > 1:
			return nil, nil, fmt.Errorf("resume: round %d is not in shard %d of %d of this schedule", p.Round, m.cfg.Shard, m.cfg.Shards)
		case s == nil:
			return nil, nil, fmt.Errorf("resume: round %d is not in this schedule of %d games", p.Round, len(schedule))
		case seen[p.Round]:
			return nil, nil, fmt.Errorf("resume: round %d is given twice", p.Round)
		case p.RedName != s.RedName || p.BlackName != s.BlackName:
			return nil, nil, fmt.Errorf("resume: round %d was %s against %s; this schedule has %s against %s (same engines and names, same order?)",
				p.Round, p.RedName, p.BlackName, s.RedName, s.BlackName)
		case p.TC != tc:
			return nil, nil, fmt.Errorf("resume: round %d was played at %q, this match plays %q", p.Round, p.TC, tc)
		case !sameOpening(p, s.Opening):
			return nil, nil, fmt.Errorf("resume: round %d started from another opening than this schedule's %s (same openings, --seed and --games?)",
				p.Round, s.Opening.Source)
		}
		seen[p.Round] = true
		n := len(s.Opening.Moves)
		s.Moves, s.Outcome, s.Reason, s.Fault = p.Moves[n:], p.Outcome, p.Reason, p.Fault
		if p.Comments != nil {
			s.Comments = p.Comments[n:]
		}
		s.Start, s.TC, s.pgn = p.Start, p.TC, p.pgn
		done = append(done, s)
	}
	todo = slices.DeleteFunc(slices.Clone(schedule), func(g *Game) bool { return seen[g.Round] })
	slices.SortFunc(done, func(a, b *Game) int { return a.Round - b.Round })
	return done, todo, nil
}

// sameOpening reports whether the played game p began with opening op: the
// same position (compared as the engine writes it) and then op's moves.
func sameOpening(p *Game, op Opening) bool {
	a, errA := position.FromFEN(p.Opening.FEN)
	b, errB := position.FromFEN(op.FEN)
	if errA != nil || errB != nil || a.FEN() != b.FEN() || len(p.Moves) < len(op.Moves) {
		return false
	}
	return slices.Equal(p.Moves[:len(op.Moves)], op.Moves)
}
