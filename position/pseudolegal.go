package position

// pseudoLegal is the per-piece test behind IsPseudoLegal: it checks the
// geometry of m for the piece on its origin without generating any moves,
// because the search vets every transposition-table, killer and
// counter move with it.
func (p *Position) pseudoLegal(m Move) bool {
	from, to := m.From(), m.To()
	if !onBoard[from] || !onBoard[to] || from == to {
		return false
	}
	pc := p.board[from]
	if pc == NoPiece || pc.Side() != p.side {
		return false
	}
	target := p.board[to]
	if target != NoPiece && target.Side() == p.side {
		return false
	}
	// Every piece but the cannon moves the way it captures (canCapture);
	// the general's flying capture is not a move, and a cannon moving to
	// an empty point needs a clear line instead of a screen.
	switch pc.Kind() {
	case General:
		d := int(to) - int(from)
		return inPalace[to] && (d == north || d == south || d == east || d == west)
	case Cannon:
		if target == NoPiece {
			return aligned(from, to) && p.Between(from, to) == 0
		}
	}
	return p.canCapture(from, to)
}
