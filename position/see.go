package position

// SEE returns the static exchange evaluation of move m for the side to
// move: the material it wins when both sides keep capturing on m.To() with
// their least valuable attacker and either may stop when continuing loses.
// values gives each kind's worth (the general should be worth more than
// anything, so that it never captures into a defended point). Pins are
// ignored. The board is restored before SEE returns.
func (p *Position) SEE(m Move, values *[NumKinds]int) int {
	from, to := m.From(), m.To()
	pc, captured := p.board[from], p.board[to]
	var gain [40]int
	var removedSq [40]Square
	var removedPc [40]Piece
	n := 0
	gain[0] = values[captured.Kind()]
	p.board[from] = NoPiece
	onTarget := pc
	side := pc.Side().Opponent()
	d := 0
	for d < len(gain)-1 {
		sq := p.leastAttacker(to, side)
		if sq == NoSquare {
			break
		}
		d++
		gain[d] = values[onTarget.Kind()] - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 {
			break
		}
		onTarget = p.board[sq]
		removedSq[n], removedPc[n] = sq, onTarget
		n++
		p.board[sq] = NoPiece
		side = side.Opponent()
	}
	for i := n - 1; i >= 0; i-- {
		p.board[removedSq[i]] = removedPc[i]
	}
	p.board[from], p.board[to] = pc, captured
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// leastAttacker returns the square of side's cheapest piece that could
// capture on sq (pawn, advisor, elephant, horse, cannon, rook, general),
// or NoSquare.
func (p *Position) leastAttacker(sq Square, side Side) Square {
	tag := sideTag(side)
	is := func(t int, k Kind) bool {
		pc := p.board[t]
		return pc&tag != 0 && pc != offBoard && pc.Kind() == k
	}
	// Pawns: from behind, or from the side once across the river.
	if t := int(sq) - pawnForward[side]; is(t, Pawn) {
		return Square(t)
	}
	if crossed(sq, side) {
		if is(int(sq)+east, Pawn) {
			return Square(int(sq) + east)
		}
		if is(int(sq)+west, Pawn) {
			return Square(int(sq) + west)
		}
	}
	if inPalace[sq] {
		for _, d := range diagonal {
			if t := int(sq) + d; inPalace[t] && is(t, Advisor) {
				return Square(t)
			}
		}
	}
	if elephantPoint[sq] {
		for _, d := range diagonal {
			if t := int(sq) + 2*d; p.board[int(sq)+d] == NoPiece && is(t, Elephant) && sameHalf(sq, Square(t)) {
				return Square(t)
			}
		}
	}
	for _, j := range horseJumps {
		h := int(sq) - j[0]
		if h >= 0 && h < 256 && is(h, Horse) && p.board[h+j[1]] == NoPiece {
			return Square(h)
		}
	}
	rook, cannon := NoSquare, NoSquare
	for _, d := range orthogonal {
		t := int(sq) + d
		for p.board[t] == NoPiece {
			t += d
		}
		if p.board[t] == offBoard {
			continue
		}
		if rook == NoSquare && is(t, Rook) {
			rook = Square(t)
		}
		t += d
		for p.board[t] == NoPiece {
			t += d
		}
		if cannon == NoSquare && is(t, Cannon) {
			cannon = Square(t)
		}
	}
	if cannon != NoSquare {
		return cannon
	}
	if rook != NoSquare {
		return rook
	}
	if inPalace[sq] {
		for _, d := range orthogonal {
			if t := int(sq) + d; inPalace[t] && is(t, General) {
				return Square(t)
			}
		}
	}
	return NoSquare
}
