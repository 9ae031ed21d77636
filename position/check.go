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

// pins is what the legality of the side to move's moves depends on, found
// once per node while it is not in check: the pieces whose leaving their
// point could expose the general, and the empty points where a piece would
// become the screen of an enemy cannon aimed at it. Every other move of a
// piece other than the general is legal.
type pins struct {
	pinned uint64    // bit pc for each piece identity that needs the full test
	screen [4]uint64 // bit sq for each empty point between the general and a cannon
}

// findPins fills pn for the side to move, which must not be in check.
func (p *Position) findPins(pn *pins) {
	*pn = pins{}
	k := p.squares[firstPiece(p.side)]
	own, enemy := sideTag(p.side), sideTag(p.side.Opponent())
	for _, d := range orthogonal {
		// The first three pieces on the ray decide it: a rook (or the
		// facing general) behind the first, a cannon behind the second.
		var x [3]int
		t := int(k)
		for i := range x {
			t += d
			for p.board[t] == NoPiece {
				t += d
			}
			x[i] = t
			if p.board[t] == offBoard {
				break
			}
		}
		x0, x1, x2 := p.board[x[0]], p.board[x[1]], p.board[x[2]]
		if x0 == offBoard {
			continue
		}
		if x0&enemy != 0 && x0.Kind() == Cannon {
			for s := int(k) + d; s != x[0]; s += d {
				pn.screen[s>>6] |= 1 << (s & 63)
			}
		}
		if x1 == offBoard {
			continue
		}
		if x0&own != 0 && x1&enemy != 0 {
			if k1 := x1.Kind(); k1 == Rook || (k1 == General && (d == north || d == south)) {
				pn.pinned |= 1 << x0
			}
		}
		if x2&enemy != 0 && x2.Kind() == Cannon {
			if x0&own != 0 {
				pn.pinned |= 1 << x0
			}
			if x1&own != 0 {
				pn.pinned |= 1 << x1
			}
		}
	}
	for _, d := range diagonal {
		if leg := p.board[int(k)+d]; leg&own != 0 && p.legAttacked(k, d, enemy) {
			pn.pinned |= 1 << leg
		}
	}
}

// legalWith is IsLegal for a position not in check whose pins are pn.
func (p *Position) legalWith(pn *pins, m Move) bool {
	pc, to := p.board[m.From()], m.To()
	if pn.pinned>>pc&1 != 0 || pc.Kind() == General {
		return p.IsLegal(m)
	}
	return pn.screen[to>>6]>>(to&63)&1 == 0
}
