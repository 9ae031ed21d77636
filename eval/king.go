package eval

import "github.com/chuhe-engine/chuhe/position"

// palaceAttack scores side s's attack on the enemy palace (middle game):
// one piece bearing on the palace is easily met, two or more together are
// what mates in Xiangqi, so the penalty grows with the square of the
// weighted attack and counts only from two attackers on. Missing advisors
// make it worse, since they are the only guards inside the palace.
func palaceAttack(ts *[2]sideTerms, s position.Side) int {
	if ts[s].palaceAttackers < 2 {
		return 0
	}
	u := ts[s].palaceUnits + (2-ts[s^1].advisors)*palaceNoAdvisor
	return min(u*u*palaceAttackScale/16, palaceAttackMax)
}

// palaceHeart is the centre point of each side's palace.
var palaceHeart = [2]position.Square{position.MakeSquare(4, 1), position.MakeSquare(4, 8)}

// kingShape scores side s's own structure around its general (middle
// game): a horse on the palace heart ("窝心马") blocks the general and the
// advisors, and a general that has left its back rank while enemy rooks
// remain is open to attack along the ranks and files.
func kingShape(p *position.Position, ts *[2]sideTerms, s position.Side) int {
	score := -horseHeart * ts[s].heartHorses
	if p.GeneralSquare(s).Rank() != homeRank[s] {
		score -= generalExposed * ts[s^1].rooks
	}
	return score
}

// homeRank is each side's back rank.
var homeRank = [2]int{0, 9}
