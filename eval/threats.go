package eval

import "github.com/chuhe-engine/chuhe/position"

// threatRank orders the kinds by worth for "attacked by a cheaper piece":
// a pawn is the cheapest attacker, a general the dearest.
var threatRank = [position.NumKinds]uint8{
	position.Pawn:     1,
	position.Advisor:  2,
	position.Elephant: 2,
	position.Horse:    3,
	position.Cannon:   4,
	position.Rook:     5,
	position.General:  6,
}

// rankBits[r] holds the slot bits (position.KindBits) of the kinds of
// threatRank r, for finding the cheapest attacker in an attack mask.
var rankBits [7]uint16

func init() {
	for k := position.General; k <= position.Pawn; k++ {
		rankBits[threatRank[k]] |= position.KindBits(k)
	}
}

// leastRank returns the threatRank of the cheapest piece among the
// attackers a (slot bits of one side), 0 when there is none.
func leastRank(a uint16) uint8 {
	if a == 0 {
		return 0
	}
	for r := uint8(1); ; r++ {
		if a&rankBits[r] != 0 {
			return r
		}
	}
}

// attackTable is the position's attack map with each side's attack on the
// enemy palace summed: how many pieces bear on it, and their weighted sum.
// It lives on the stack of Evaluate: no allocation.
type attackTable struct {
	position.AttackMap
	palaceAttackers [2]int
	palaceUnits     [2]int
}

// scan fills the table from one walk of the board. Pins and the flying
// general are ignored: this is an estimate, the search checks.
func (t *attackTable) scan(p *position.Position) {
	p.Attacks(&t.AttackMap)
	first, _ := position.KindPieces(position.Red, position.General)
	_, end := position.KindPieces(position.Black, position.Pawn)
	for pc := first; pc < end; pc++ {
		if hits := int(t.PalaceHits[pc]); hits > 0 {
			s, k := pc.Side(), pc.Kind()
			t.palaceAttackers[s]++
			t.palaceUnits[s] += palaceAttackWeight[k] + hits*palaceHitWeight
		}
	}
}

// threats scores the pieces side s attacks: one attacked by a cheaper
// piece of s, or attacked and undefended, is likely lost or must move
// (middle game, end game). It also returns how many such targets s has.
func threats(p *position.Position, t *attackTable, s position.Side) (mg, eg, n int) {
	them := s.Opponent()
	first, _ := position.KindPieces(them, position.Advisor)
	_, end := position.KindPieces(them, position.Pawn)
	for pc := first; pc < end; pc++ {
		a := leastRank(position.SideBits(t.By[pc], s))
		if a == 0 {
			continue // not attacked, or captured (a captured piece is never hit)
		}
		k := pc.Kind()
		switch {
		case a < threatRank[k]:
			mg += threatByLesser[k][0]
			eg += threatByLesser[k][1]
			n++
		case position.SideBits(t.By[pc], them) == 0:
			mg += hangingPiece[k][0]
			eg += hangingPiece[k][1]
			n++
		}
	}
	return mg, eg, n
}
