package ucci

import (
	"fmt"
	"strings"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/position"
)

// parsePosition reads `{startpos | fen <FEN...>} [moves m1 ...]` and plays
// the moves. An illegal move rejects the whole command, naming the move and
// its index (1-based) in the list.
func parsePosition(args []string) (*position.Position, error) {
	if len(args) == 0 {
		return nil, fmt.Errorf("position: want startpos or fen <FEN>")
	}
	var p *position.Position
	rest := args[1:]
	switch strings.ToLower(args[0]) {
	case "startpos":
		p = position.New()
	case "fen":
		end := len(rest)
		for i, a := range rest {
			if strings.EqualFold(a, "moves") {
				end = i
				break
			}
		}
		if end == 0 {
			return nil, fmt.Errorf("position: fen without a FEN")
		}
		var err error
		if p, err = position.FromFEN(strings.Join(rest[:end], " ")); err != nil {
			return nil, fmt.Errorf("position: bad FEN: %v", err)
		}
		rest = rest[end:]
	default:
		return nil, fmt.Errorf("position: want startpos or fen, got %q", args[0])
	}
	if len(rest) == 0 {
		return p, nil
	}
	if !strings.EqualFold(rest[0], "moves") {
		return nil, fmt.Errorf("position: want moves after the position, got %q", rest[0])
	}
	if err := p.PlayMoves(rest[1:]...); err != nil {
		return nil, fmt.Errorf("position rejected: %v", err)
	}
	return p, nil
}

// position sets the position for the next go and clears banmoves. During a
// search it only changes what the next go will search.
func (s *session) position(args []string) {
	p, err := parsePosition(args)
	if err != nil {
		s.errorf("%v", err)
		return
	}
	s.pos, s.posSet, s.ban = p, true, nil
}

// banMoves forbids root moves until the next position; all of them must be
// legal here, or none is taken.
func (s *session) banMoves(args []string) {
	var ban []position.Move
	for i, ms := range args {
		m, err := s.pos.ParseMove(ms)
		if err != nil {
			s.errorf("banmoves rejected: move %d (%s): %v", i+1, ms, err)
			return
		}
		ban = append(ban, m)
	}
	s.ban = ban
}

// probe answers what the hash tables know about a position:
// `pophash [bestmove m] [lowerbound v depth d] [upperbound v depth d]`.
func (s *session) probe(args []string) {
	p := s.pos
	if len(args) > 0 {
		var err error
		if p, err = parsePosition(args); err != nil {
			s.errorf("probe: %v", strings.TrimPrefix(err.Error(), "position: "))
			return
		}
	}
	e, ok := s.eng.Probe(p)
	if !ok {
		s.w.line("pophash")
		return
	}
	var b strings.Builder
	b.WriteString("pophash")
	if e.Move != position.NoMove && p.IsLegalMove(e.Move) {
		fmt.Fprintf(&b, " bestmove %s", e.Move)
	}
	switch e.Bound {
	case engine.BoundExact:
		fmt.Fprintf(&b, " lowerbound %d depth %d upperbound %d depth %d", e.Score, e.Depth, e.Score, e.Depth)
	case engine.BoundLower:
		fmt.Fprintf(&b, " lowerbound %d depth %d", e.Score, e.Depth)
	case engine.BoundUpper:
		fmt.Fprintf(&b, " upperbound %d depth %d", e.Score, e.Depth)
	}
	s.w.line(b.String())
}
