package position

import "math/bits"

// SquareSet is a set of squares of the padded board, one bit per square.
type SquareSet [4]uint64

// Has reports whether sq is in the set.
func (s *SquareSet) Has(sq Square) bool { return s[sq>>6]>>(sq&63)&1 != 0 }

// add puts sq in the set.
func (s *SquareSet) add(sq int) { s[uint8(sq)>>6] |= 1 << (uint8(sq) & 63) }

// addRank puts the points of rank r whose files are the bits of mask in the
// set. A rank is 16 squares of the padded board, a quarter of a word, so
// the mask goes in with one shift.
func (s *SquareSet) addRank(r int, mask uint16) {
	row := r + rankOffset
	s[row>>2] |= uint64(mask) << ((row&3)*16 + fileOffset)
}

// addFile puts the points of file f whose ranks are the bits of mask in
// the set.
func (s *SquareSet) addFile(f int, mask uint16) {
	for ; mask != 0; mask &= mask - 1 {
		s.add(int(MakeSquare(f, bits.TrailingZeros16(mask))))
	}
}

// Threats are the points one side's pieces bear on, grouped by how much the
// attacker is worth, for ordering the other side's quiet moves: a piece
// should not step onto a point a cheaper enemy piece attacks, and one that a
// cheaper piece attacks should move. Pins, the flying general and what the
// move itself changes on the board are ignored. It is a plain value, filled
// by ThreatsBy.
type Threats struct {
	// cheaper[t] holds the points attacked by pieces of tier t or lower:
	// 0 pawns, 1 pawns and guards (advisors, elephants), 2 those and the
	// horses and cannons.
	cheaper [3]SquareSet
}

// threatTier is each kind's worth as an attacker (see Threats); -1 for the
// kinds whose attacks are not counted (the general, which cannot step into
// attack anyway).
var threatTier = [NumKinds]int8{-1, -1, 1, 1, 2, 3, 2, 0}

// ByCheaper reports whether sq is attacked by an enemy piece worth less than
// a piece of kind k (pawns are worth least, rooks most; horses and cannons
// count as equal). Never for a pawn or the general.
func (t *Threats) ByCheaper(k Kind, sq Square) bool {
	tier := threatTier[k] - 1
	return tier >= 0 && t.cheaper[tier].Has(sq)
}

// ThreatsBy fills t with the points side s's pieces attack: every point
// each piece could capture on if an enemy piece stood there.
func (p *Position) ThreatsBy(s Side, t *Threats) {
	var pawns, guards, minors SquareSet
	b := &p.board
	first := firstPiece(s)
	for pc := first + 1; pc < first+16; pc++ {
		from := int(p.squares[pc])
		if from == int(NoSquare) {
			continue
		}
		switch pieceKind[pc] {
		case Pawn:
			pawns.add(from + pawnForward[s])
			if crossed(Square(from), s) {
				pawns.add(from + east)
				pawns.add(from + west)
			}
		case Advisor:
			e := &advisorSteps[from]
			for i := range e.n {
				guards.add(int(e.to[i]))
			}
		case Elephant:
			e := &elephantSteps[from]
			for i := range e.n {
				if b[e.over[i]] == NoPiece {
					guards.add(int(e.to[i]))
				}
			}
		case Horse:
			e := &horseSteps[from]
			for i := range e.n {
				if b[e.over[i]] == NoPiece {
					minors.add(int(e.to[i]))
				}
			}
		case Cannon:
			// A cannon bears on what lies beyond its screen, up to and
			// including the next piece.
			sq := Square(from)
			minors.addRank(sq.Rank(), rankReach[sq.File()][p.occ.onRank(sq)].jump)
			minors.addFile(sq.File(), fileReach[sq.Rank()][p.occ.onFile(sq)].jump)
		}
	}
	t.cheaper[0] = pawns
	for i := range t.cheaper[1] {
		t.cheaper[1][i] = pawns[i] | guards[i]
		t.cheaper[2][i] = t.cheaper[1][i] | minors[i]
	}
}
