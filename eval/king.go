package eval

import "github.com/chuhe-engine/chuhe/position"

// palaceAttack scores side s's attack on the enemy palace (middle game):
// one piece bearing on the palace is easily met, two or more together are
// what mates in Xiangqi, so the penalty grows with the square of the
// weighted attack and counts only from two attackers on. Missing advisors
// make it worse, since they are the only guards inside the palace.
func palaceAttack(p *position.Position, t *attackTable, s position.Side) int {
	if t.palaceAttackers[s] < 2 {
		return 0
	}
	u := t.palaceUnits[s] + (2-p.Count(s.Opponent(), position.Advisor))*palaceNoAdvisor
	return min(u*u*palaceAttackScale/16, palaceAttackMax)
}

// palaceHeart is the centre point of each side's palace.
var palaceHeart = [2]position.Square{position.MakeSquare(4, 1), position.MakeSquare(4, 8)}

// kingShape scores side s's own structure around its general (middle
// game): a horse on the palace heart ("窝心马") blocks the general and the
// advisors, and a general that has left its back rank while enemy rooks
// remain is open to attack along the ranks and files.
func kingShape(p *position.Position, s position.Side) int {
	score := 0
	h := palaceHeart[s]
	first, end := position.KindPieces(s, position.Horse)
	for pc := first; pc < end; pc++ {
		if p.SquareOf(pc) == h {
			score -= horseHeart
		}
	}
	k := p.GeneralSquare(s)
	if k.Rank() != homeRank[s] {
		score -= generalExposed * p.Count(s.Opponent(), position.Rook)
	}
	return score
}

// homeRank is each side's back rank.
var homeRank = [2]int{0, 9}

// linkedPawns scores side s's crossed pawns standing side by side (end
// game weighs more): they protect each other and together break guards.
func linkedPawns(p *position.Position, s position.Side) (mg, eg int) {
	first, end := position.KindPieces(s, position.Pawn)
	for pc := first; pc < end; pc++ {
		sq := p.SquareOf(pc)
		if sq == position.NoSquare || !sq.Crossed(s) || sq.File() == position.Files-1 {
			continue
		}
		if q := p.At(position.MakeSquare(sq.File()+1, sq.Rank())); q != position.NoPiece && q.Side() == s && q.Kind() == position.Pawn {
			mg += linkedPawn[0]
			eg += linkedPawn[1]
		}
	}
	return mg, eg
}
