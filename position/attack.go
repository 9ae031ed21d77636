package position

// Direction tables on the padded board.
var (
	orthogonal = [4]int{north, south, east, west}
	diagonal   = [4]int{north + east, north + west, south + east, south + west}
)

// horseJumps gives, for each of the eight horse jumps, the jump and the leg
// square (relative to the horse) that must be empty.
var horseJumps = [8][2]int{
	{2*north + east, north}, {2*north + west, north},
	{2*south + east, south}, {2*south + west, south},
	{2*east + north, east}, {2*east + south, east},
	{2*west + north, west}, {2*west + south, west},
}

// pawnForward is the forward step of each side's pawns.
var pawnForward = [2]int{north, south}

// generalAttacked reports whether side s's general could be captured by the
// other side, flying general included. Only the pieces that can ever reach a
// general are looked at: rooks, cannons, horses, pawns and the other general
// (advisors and elephants never leave their own half).
func (p *Position) generalAttacked(s Side) bool {
	k := p.squares[firstPiece(s)]
	if k == NoSquare {
		return false
	}
	return p.attackedByMobile(k, s.Opponent())
}

// attackedByMobile reports whether a square is attacked by by's rooks,
// cannons, horses, pawns, or general along an open file (flying general).
func (p *Position) attackedByMobile(sq Square, by Side) bool {
	tag := sideTag(by)
	// Horses: the leg of a horse that attacks sq is diagonally adjacent to sq.
	for _, d := range diagonal {
		if p.board[int(sq)+d] != NoPiece {
			continue
		}
		dx, dy := stepX(d), stepY(d)
		if h := p.board[int(sq)+2*dx+dy]; h&tag != 0 && h.Kind() == Horse {
			return true
		}
		if h := p.board[int(sq)+dx+2*dy]; h&tag != 0 && h.Kind() == Horse {
			return true
		}
	}
	// Pawns: from the side, or from in front as seen by the pawn's owner.
	back := -pawnForward[by]
	for _, d := range [3]int{east, west, back} {
		if pc := p.board[int(sq)+d]; pc&tag != 0 && pc.Kind() == Pawn {
			if d == back || crossed(sq, by) {
				return true
			}
		}
	}
	// Lines: rook or facing general at the first piece, cannon at the second.
	for _, d := range orthogonal {
		t := int(sq) + d
		for p.board[t] == NoPiece {
			t += d
		}
		pc := p.board[t]
		if pc&tag != 0 {
			// A general attacks along the file only the other general ([R-FLY]).
			if k := pc.Kind(); k == Rook || (k == General && (d == north || d == south) && p.board[sq].Kind() == General) {
				return true
			}
		}
		if pc == offBoard {
			continue
		}
		t += d
		for p.board[t] == NoPiece {
			t += d
		}
		if pc := p.board[t]; pc&tag != 0 && pc.Kind() == Cannon {
			return true
		}
	}
	return false
}

// stepX and stepY split a diagonal step into its file and rank parts.
func stepX(d int) int {
	if d == north+east || d == south+east {
		return east
	}
	return west
}

func stepY(d int) int {
	if d > 8 {
		return north
	}
	return south
}

// Attacked reports whether side by has a piece that could move onto sq by
// the way it captures, ignoring whether that move would expose its own
// general. sq may hold a piece of either side or be empty.
func (p *Position) Attacked(sq Square, by Side) bool {
	if p.attackedByMobile(sq, by) {
		return true
	}
	tag := sideTag(by)
	if inPalace[sq] {
		for _, d := range orthogonal {
			if pc := p.board[int(sq)+d]; pc&tag != 0 && pc.Kind() == General && inPalace[int(sq)+d] {
				return true
			}
		}
		for _, d := range diagonal {
			if pc := p.board[int(sq)+d]; pc&tag != 0 && pc.Kind() == Advisor {
				return true
			}
		}
	}
	if elephantPoint[sq] {
		for _, d := range diagonal {
			if p.board[int(sq)+d] != NoPiece {
				continue
			}
			t := int(sq) + 2*d
			if pc := p.board[t]; pc&tag != 0 && pc.Kind() == Elephant && sameHalf(sq, Square(t)) {
				return true
			}
		}
	}
	return false
}

// GivesCheck reports whether the side to move gives check after m (m must
// be pseudo-legal and the position legal). It plays the move on the board
// only, and looks only at what the move changed (see attackedAfter).
func (p *Position) GivesCheck(m Move) bool {
	from, to := m.From(), m.To()
	pc, captured := p.board[from], p.board[to]
	g := p.squares[firstPiece(p.side.Opponent())]
	if !aligned(from, g) && !aligned(to, g) && !legOf(from, g) {
		// No line or leg of the general changes: only the piece itself
		// can check, and a horse's leg next to to is never from.
		return p.pieceAttacks(pc, to, g)
	}
	p.board[to], p.board[from] = pc, NoPiece
	check := p.attackedAfter(g, from, to, pc, sideTag(p.side))
	p.board[from], p.board[to] = pc, captured
	return check
}
