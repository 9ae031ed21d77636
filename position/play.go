package position

import "fmt"

// PlayMoves plays coordinate moves (h2e2) on p. An illegal move is an error
// naming the move and its 1-based index; p then holds the moves before it.
// It does not judge the game: see ApplyMoves for that.
func (p *Position) PlayMoves(moves ...string) error {
	for i, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			return fmt.Errorf("move %d (%s): %w", i+1, s, err)
		}
		p.MakeMove(m)
	}
	return nil
}

// FromMoves returns the position reached by playing coordinate moves from
// fen ("" for the start position), as a GUI's `position fen F moves ...`
// describes it.
func FromMoves(fen string, moves ...string) (*Position, error) {
	if fen == "" {
		fen = StartFEN
	}
	p, err := FromFEN(fen)
	if err != nil {
		return nil, err
	}
	if err := p.PlayMoves(moves...); err != nil {
		return nil, err
	}
	return p, nil
}
