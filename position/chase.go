package position

// This file decides, for one move of a repetition cycle, which enemy pieces
// it chases by docs/RULES.md [C1]-[C6]. Everything works on the board in place:
// a hypothetical capture is played on board and squares and taken back at
// once, so nothing allocates.

// canCapture reports whether the piece on from could move onto to by the way
// it captures ([R-K]..[R-P]), looking only at geometry and blockers; whether
// to holds an enemy piece and whether the move is legal are the caller's
// concern. A general also "captures" the enemy general along an open file
// ([R-FLY]), which makes it count as an attacker of that general.
func (p *Position) canCapture(from, to Square) bool {
	pc := p.board[from]
	d := int(to) - int(from)
	switch pc.Kind() {
	case General:
		if inPalace[to] && (d == north || d == south || d == east || d == west) {
			return true
		}
		return p.board[to].Kind() == General && from.File() == to.File() && p.Between(from, to) == 0
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
			if d == j[0] {
				return p.board[int(from)+j[1]] == NoPiece
			}
		}
		return false
	case Rook:
		return aligned(from, to) && p.Between(from, to) == 0
	case Cannon:
		return aligned(from, to) && p.Between(from, to) == 1
	case Pawn:
		s := pc.Side()
		return d == pawnForward[s] || (crossed(from, s) && (d == east || d == west))
	}
	return false
}

// Between counts the pieces strictly between two distinct squares on one
// file or rank (a cannon's screens, a rook's blockers).
func (p *Position) Between(a, b Square) int {
	step := east
	if (a^b)&0x0F == 0 {
		step = north
	}
	if b < a {
		step = -step
	}
	n := 0
	for t := int(a) + step; t != int(b); t += step {
		if p.board[t] != NoPiece {
			n++
		}
	}
	return n
}

// captureSafe reports whether the piece on from, capturing on to, would
// leave its own general uncapturable ([R-SELF], [R-FLY]).
func (p *Position) captureSafe(from, to Square) bool {
	pc, victim := p.board[from], p.board[to]
	s := pc.Side()
	p.board[to], p.board[from] = pc, NoPiece
	p.squares[pc] = to
	p.squares[victim] = NoSquare
	safe := !p.attackedByMobile(p.squares[firstPiece(s)], s.Opponent())
	p.board[from], p.board[to] = pc, victim
	p.squares[pc] = from
	p.squares[victim] = to
	return safe
}

// legalCapture reports whether the piece on from could legally capture on to
// if its side were to move.
func (p *Position) legalCapture(from, to Square) bool {
	return p.canCapture(from, to) && p.captureSafe(from, to)
}

// attackers returns the pieces of side by (as a mask of their 16 slots) that
// could move onto sq by the way they capture. Used on a general's square,
// where advisors and elephants of the other side can never reach.
func (p *Position) attackers(sq Square, by Side) uint16 {
	first := firstPiece(by)
	var mask uint16
	for slot := Piece(0); slot < 16; slot++ {
		if slot >= 1 && slot <= 4 {
			continue // advisors and elephants stay on their own half
		}
		if from := p.squares[first+slot]; from != NoSquare && p.canCapture(from, sq) {
			mask |= 1 << slot
		}
	}
	return mask
}

// protected reports whether, after the piece on xs captures the piece on ts,
// the side of the captured piece could legally capture back on ts ([C5]: a
// pinned defender, or one whose capture would expose its general, does not
// protect).
func (p *Position) protected(xs, ts Square) bool {
	x, t := p.board[xs], p.board[ts]
	p.board[ts], p.board[xs] = x, NoPiece
	p.squares[x] = ts
	p.squares[t] = NoSquare
	defended := false
	first := firstPiece(t.Side())
	for y := first; y < first+16; y++ {
		if ys := p.squares[y]; ys != NoSquare && p.legalCapture(ys, ts) {
			defended = true
			break
		}
	}
	p.board[xs], p.board[ts] = x, t
	p.squares[x] = xs
	p.squares[t] = ts
	return defended
}

// couldCaptureBefore answers [C4] for the pair x, t: in the position before
// the move m (the last move made, a non-capture), could x capture t without
// exposing its general to an attack it was not already under? A capture that
// was illegal only because the general was then in check counts as possible.
func (p *Position) couldCaptureBefore(m Move, x, t Piece) bool {
	from, to := m.From(), m.To()
	mover := p.board[to]
	p.board[from], p.board[to] = mover, NoPiece
	p.squares[mover] = from

	possible := false
	xs, ts := p.squares[x], p.squares[t]
	if p.canCapture(xs, ts) {
		s := x.Side()
		g := p.squares[firstPiece(s)]
		before := p.attackers(g, s.Opponent())
		p.board[ts], p.board[xs] = x, NoPiece
		p.squares[x] = ts
		p.squares[t] = NoSquare
		after := p.attackers(g, s.Opponent())
		p.board[xs], p.board[ts] = x, t
		p.squares[x] = xs
		p.squares[t] = ts
		possible = after&^before == 0
	}

	p.board[to], p.board[from] = mover, NoPiece
	p.squares[mover] = to
	return possible
}

// chases returns the enemy pieces (a mask of their slots) chased by the last
// move m, made by side s, per [C1]-[C6]. Only targets in the mask want are
// examined, so a caller that needs "the same piece every move" can narrow the
// search as it goes.
func (p *Position) chases(s Side, m Move, want uint16) uint16 {
	// The attacker's captures in P' as if s were to move.
	var l MoveList
	saved := p.side
	p.side = s
	p.GenerateMoves(&l, GenCaptures)
	p.side = saved

	opp := s.Opponent()
	firstOpp := firstPiece(opp)
	var chased uint16
	for _, c := range l.Moves[:l.N] {
		xs, ts := c.From(), c.To()
		x, t := p.board[xs], p.board[ts]
		bit := uint16(1) << (t - firstOpp)
		if chased&bit != 0 || want&bit == 0 {
			continue
		}
		xk, tk := x.Kind(), t.Kind()
		// [C1] X is no general and no pawn; [C2] T is no general and no pawn
		// still on its own side of the river.
		if xk == General || xk == Pawn || tk == General || (tk == Pawn && !crossed(ts, opp)) {
			continue
		}
		// [C3] X could legally capture T.
		if !p.captureSafe(xs, ts) {
			continue
		}
		// [C6] same kind and T could legally take X back: an offered exchange.
		if xk == tk && p.legalCapture(ts, xs) {
			continue
		}
		// [C5] T unprotected, except that a horse or cannon chases a rook anyway.
		if !(tk == Rook && (xk == Horse || xk == Cannon)) && p.protected(xs, ts) {
			continue
		}
		// [C4] the threat is new for this attacker-target pair.
		if p.couldCaptureBefore(m, x, t) {
			continue
		}
		chased |= bit
	}
	return chased
}
