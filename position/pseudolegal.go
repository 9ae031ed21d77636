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
	d := int(to) - int(from)
	switch pc.Kind() {
	case General:
		return inPalace[to] && (d == north || d == south || d == east || d == west)
	case Advisor:
		return inPalace[to] && (d == north+east || d == north+west || d == south+east || d == south+west)
	case Elephant:
		switch d {
		case 2 * (north + east), 2 * (north + west), 2 * (south + east), 2 * (south + west):
			return p.board[int(from)+d/2] == NoPiece && sameHalf(from, to)
		}
		return false
	case Horse:
		for _, j := range horseJumps {
			if j[0] == d {
				return p.board[int(from)+j[1]] == NoPiece
			}
		}
		return false
	case Rook, Cannon:
		if !aligned(from, to) {
			return false
		}
		step := east
		if (from^to)&0x0F == 0 {
			step = north
		}
		if d < 0 {
			step = -step
		}
		between := 0
		for t := int(from) + step; t != int(to); t += step {
			if p.board[t] != NoPiece {
				between++
			}
		}
		if pc.Kind() == Rook || target == NoPiece {
			return between == 0
		}
		return between == 1
	case Pawn:
		if d == pawnForward[p.side] {
			return true
		}
		return (d == east || d == west) && crossed(from, p.side)
	}
	return false
}
