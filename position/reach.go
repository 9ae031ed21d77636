package position

// Reach counts the pseudo-legal destinations of the piece on sq: empty
// points it can move to and enemy pieces it can capture. It is the
// mobility measure the evaluation uses, computed on the raw board so that
// evaluation does not have to generate moves. Generals, advisors and
// elephants report their moves too; an empty sq reports zero.
func (p *Position) Reach(sq Square) (empty, captures int) {
	pc := p.board[sq]
	if pc == NoPiece || pc == offBoard {
		return 0, 0
	}
	enemy := sideTag(pc.Side().Opponent())
	count := func(t int) {
		switch q := p.board[t]; {
		case q == NoPiece:
			empty++
		case q&enemy != 0:
			captures++
		}
	}
	switch pc.Kind() {
	case Rook:
		for _, d := range orthogonal {
			t := int(sq) + d
			for p.board[t] == NoPiece {
				empty++
				t += d
			}
			count(t)
		}
	case Cannon:
		for _, d := range orthogonal {
			t := int(sq) + d
			for p.board[t] == NoPiece {
				empty++
				t += d
			}
			if p.board[t] == offBoard {
				continue
			}
			t += d
			for p.board[t] == NoPiece {
				t += d
			}
			if p.board[t]&enemy != 0 {
				captures++
			}
		}
	case Horse:
		for _, j := range horseJumps {
			if p.board[int(sq)+j[1]] == NoPiece {
				count(int(sq) + j[0])
			}
		}
	case Pawn:
		count(int(sq) + pawnForward[pc.Side()])
		if crossed(sq, pc.Side()) {
			count(int(sq) + east)
			count(int(sq) + west)
		}
	case General:
		for _, d := range orthogonal {
			if inPalace[int(sq)+d] {
				count(int(sq) + d)
			}
		}
	case Advisor:
		for _, d := range diagonal {
			if inPalace[int(sq)+d] {
				count(int(sq) + d)
			}
		}
	case Elephant:
		for _, d := range diagonal {
			if t := int(sq) + 2*d; p.board[int(sq)+d] == NoPiece && onBoard[t] && sameHalf(sq, Square(t)) {
				count(t)
			}
		}
	}
	return empty, captures
}
