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
