package position

// This file answers "is this general attacked after that move?" from what
// the move changed, not by scanning every attacker again. It relies on one
// fact: the general in question was not attacked before the move (the
// position before the move was legal, or the general is the mover's own and
// the mover was not in check). Then a new attack can only come through the
// move's two squares: a line or a horse's leg opened at from, a screen
// added at to, or the moved piece itself attacking from to.

// lineDir returns the step from a towards b, which must share a file or a
// rank with it.
func lineDir(a, b Square) int {
	if (a^b)&0x0F == 0 {
		if b > a {
			return north
		}
		return south
	}
	if b > a {
		return east
	}
	return west
}

// rayAttacked reports whether the side with tag attacks the general on g
// along the ray from g in direction d: a rook (or, along a file, the other
// general) as the first piece, a cannon as the second.
func (p *Position) rayAttacked(g Square, d int, tag Piece) bool {
	t := int(g) + d
	for p.board[t] == NoPiece {
		t += d
	}
	pc := p.board[t]
	if pc == offBoard {
		return false
	}
	if pc&tag != 0 {
		if k := pc.Kind(); k == Rook || (k == General && (d == north || d == south)) {
			return true
		}
	}
	t += d
	for p.board[t] == NoPiece {
		t += d
	}
	pc = p.board[t]
	return pc&tag != 0 && pc.Kind() == Cannon
}

// legAttacked reports whether a horse of the side with tag attacks g
// through the empty leg point g+d (d diagonal).
func (p *Position) legAttacked(g Square, d int, tag Piece) bool {
	dx, dy := stepX(d), stepY(d)
	if h := p.board[int(g)+2*dx+dy]; h&tag != 0 && h.Kind() == Horse {
		return true
	}
	h := p.board[int(g)+dx+2*dy]
	return h&tag != 0 && h.Kind() == Horse
}

// horseLegTo gives, for a horse standing at h and a target t, the leg
// offset from h (indexed by t-h+horseDeltaBias), or 0 when t is not a
// horse jump away.
var horseLegTo [2*horseDeltaBias + 1]int8

const horseDeltaBias = 2*16 + 2

func init() {
	for _, j := range horseJumps {
		horseLegTo[j[0]+horseDeltaBias] = int8(j[1])
	}
}

// pieceAttacks reports whether the horse or pawn pc standing on sq attacks
// the point g (the other kinds that reach a general attack along lines,
// which rayAttacked sees).
func (p *Position) pieceAttacks(pc Piece, sq, g Square) bool {
	d := int(g) - int(sq)
	switch pc.Kind() {
	case Horse:
		if d < -horseDeltaBias || d > horseDeltaBias {
			return false
		}
		leg := horseLegTo[d+horseDeltaBias]
		return leg != 0 && p.board[int(sq)+int(leg)] == NoPiece
	case Pawn:
		side := pc.Side()
		return d == pawnForward[side] || ((d == east || d == west) && crossed(sq, side))
	}
	return false
}

// attackedAfter reports whether general g is attacked by the side with tag
// once the piece pc has moved from from to to (already played on the
// board), given that g was not attacked before the move.
func (p *Position) attackedAfter(g, from, to Square, pc Piece, tag Piece) bool {
	if aligned(from, g) && p.rayAttacked(g, lineDir(g, from), tag) {
		return true
	}
	if aligned(to, g) && p.rayAttacked(g, lineDir(g, to), tag) {
		return true
	}
	if legOf(from, g) && p.legAttacked(g, int(from)-int(g), tag) {
		return true
	}
	return pc&tag != 0 && p.pieceAttacks(pc, to, g)
}
