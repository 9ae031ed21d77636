package eval

import "github.com/chuhe-engine/chuhe/position"

// Piece identities: slot order within a side (see position.Piece).
const (
	slotAdvisor  = 1
	slotElephant = 3
	slotHorse    = 5
	slotRook     = 7
	slotCannon   = 9
	slotPawn     = 11
)

func piece(s position.Side, slot int) position.Piece {
	return position.Piece(16 + 16*int(s) + slot)
}

// mobility returns the mobility score of side s (middle game, end game)
// from the reach the attack table counted.
func mobility(p *position.Position, t *attackTable, s position.Side) (mg, eg int) {
	for i := 0; i < 2; i++ {
		if pc := piece(s, slotHorse+i); p.SquareOf(pc) != position.NoSquare {
			v := horseMobility[min(int(t.empty[pc])+int(t.captures[pc]), 8)]
			mg += v[0]
			eg += v[1]
		}
		if pc := piece(s, slotRook+i); p.SquareOf(pc) != position.NoSquare {
			n := int(t.empty[pc]) + int(t.captures[pc]) - rookMobBase
			mg += n * rookMobility[0]
			eg += n * rookMobility[1]
		}
		if pc := piece(s, slotCannon+i); p.SquareOf(pc) != position.NoSquare {
			n := int(t.empty[pc]) - cannonMobBase
			c := int(t.captures[pc])
			mg += n*cannonMob[0] + c*cannonTarget[0]
			eg += n*cannonMob[1] + c*cannonTarget[1]
		}
	}
	return mg, eg
}

// kingDanger returns the middle-game penalty for side s's general: enemy
// attackers close to it, guards it has lost, and enemy cannons on its file.
func kingDanger(p *position.Position, s position.Side) int {
	k := p.GeneralSquare(s)
	them := s.Opponent()
	units, heavy, cannons := 0, 0, 0
	for slot := slotHorse; slot < 16; slot++ {
		sq := p.SquareOf(piece(them, slot))
		if sq == position.NoSquare {
			continue
		}
		kind := piece(them, slot).Kind()
		if kind != position.Pawn {
			heavy++
		}
		if kind == position.Cannon {
			cannons++
			if sq.File() == k.File() {
				units += cannonOnKingFile
			}
		}
		dr, df := sq.Rank()-k.Rank(), sq.File()-k.File()
		if dr < 0 {
			dr = -dr
		}
		if df < 0 {
			df = -df
		}
		if dr <= attackZoneRanks && df <= attackZoneFiles {
			units += attackUnit[kind]
		}
	}
	pen := min(units*units*attackScale, attackMax)
	advisors := p.Count(s, position.Advisor)
	elephants := p.Count(s, position.Elephant)
	pen += (2 - advisors) * missingAdvisor * heavy
	pen += (2 - elephants) * missingElephant * (cannons + p.Count(them, position.Rook))
	return pen
}

// terms adds the non-incremental terms, from Red's point of view.
func terms(p *position.Position) (mg, eg int) {
	var t attackTable
	t.scan(p, position.Red)
	t.scan(p, position.Black)
	rm, re := mobility(p, &t, position.Red)
	bm, be := mobility(p, &t, position.Black)
	mg, eg = rm-bm, re-be
	mg += kingDanger(p, position.Black) - kingDanger(p, position.Red)
	mg += lineThreats(p, position.Red) - lineThreats(p, position.Black)
	mg += kingShape(p, position.Red) - kingShape(p, position.Black)
	lm, le := linkedPawns(p, position.Red)
	lbm, lbe := linkedPawns(p, position.Black)
	mg += lm - lbm
	eg += le - lbe
	tm, te := threatTerms(p, &t)
	return mg + tm, eg + te
}

// between counts the pieces strictly between two squares on one line.
func between(p *position.Position, a, b position.Square) int {
	df, dr := sign(b.File()-a.File()), sign(b.Rank()-a.Rank())
	n := 0
	f, r := a.File()+df, a.Rank()+dr
	for f != b.File() || r != b.Rank() {
		if p.At(position.MakeSquare(f, r)) != position.NoPiece {
			n++
		}
		f, r = f+df, r+dr
	}
	return n
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// lineThreats scores side s's cannons and rooks lined up with the enemy
// general (middle game): an empty cannon (nothing between) pins the
// defence, a cannon behind two screens is one move from check, a rook
// behind one piece pins it.
func lineThreats(p *position.Position, s position.Side) int {
	k := p.GeneralSquare(s.Opponent())
	score := 0
	for i := 0; i < 2; i++ {
		if sq := p.SquareOf(piece(s, slotCannon+i)); sq != position.NoSquare && (sq.File() == k.File() || sq.Rank() == k.Rank()) {
			switch between(p, sq, k) {
			case 0:
				score += emptyCannon
			case 2:
				score += cannonTwoScreens
			}
		}
		if sq := p.SquareOf(piece(s, slotRook+i)); sq != position.NoSquare && (sq.File() == k.File() || sq.Rank() == k.Rank()) {
			if between(p, sq, k) == 1 {
				score += rookPin
			}
		}
	}
	return score
}

// threatTerms scores both sides' threats and palace attacks (see
// threats.go and king.go), from Red's point of view, with the
// side-to-move bonus.
func threatTerms(p *position.Position, t *attackTable) (mg, eg int) {
	rm, re, rn := threats(p, t, position.Red)
	bm, be, bn := threats(p, t, position.Black)
	mg, eg = rm-bm, re-be
	mg += palaceAttack(p, t, position.Red) - palaceAttack(p, t, position.Black)
	if p.Side() == position.Red && rn > 0 {
		mg += threatStm[0]
		eg += threatStm[1]
	} else if p.Side() == position.Black && bn > 0 {
		mg -= threatStm[0]
		eg -= threatStm[1]
	}
	return mg, eg
}
