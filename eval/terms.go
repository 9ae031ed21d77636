package eval

import "github.com/chuhe-engine/chuhe/position"

// mobility returns the mobility score of side s (middle game, end game)
// from the reach the attack map counted.
func mobility(p *position.Position, t *attackTable, s position.Side) (mg, eg int) {
	first, end := position.KindPieces(s, position.Horse)
	for pc := first; pc < end; pc++ {
		if p.SquareOf(pc) != position.NoSquare {
			v := horseMobility[min(int(t.Quiet[pc])+int(t.Captures[pc]), 8)]
			mg += v[0]
			eg += v[1]
		}
	}
	first, end = position.KindPieces(s, position.Rook)
	for pc := first; pc < end; pc++ {
		if p.SquareOf(pc) != position.NoSquare {
			n := int(t.Quiet[pc]) + int(t.Captures[pc]) - rookMobBase
			mg += n * rookMobility[0]
			eg += n * rookMobility[1]
		}
	}
	first, end = position.KindPieces(s, position.Cannon)
	for pc := first; pc < end; pc++ {
		if p.SquareOf(pc) != position.NoSquare {
			n := int(t.Quiet[pc]) - cannonMobBase
			c := int(t.Captures[pc])
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
	// The attacking kinds, horses to pawns, hold consecutive identities.
	first, _ := position.KindPieces(them, position.Horse)
	_, end := position.KindPieces(them, position.Pawn)
	for pc := first; pc < end; pc++ {
		sq := p.SquareOf(pc)
		if sq == position.NoSquare {
			continue
		}
		kind := pc.Kind()
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
	t.scan(p)
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

// lineThreats scores side s's cannons and rooks lined up with the enemy
// general (middle game): an empty cannon (nothing between) pins the
// defence, a cannon behind two screens is one move from check, a rook
// behind one piece pins it.
func lineThreats(p *position.Position, s position.Side) int {
	k := p.GeneralSquare(s.Opponent())
	score := 0
	first, end := position.KindPieces(s, position.Cannon)
	for pc := first; pc < end; pc++ {
		if sq := p.SquareOf(pc); sq != position.NoSquare && (sq.File() == k.File() || sq.Rank() == k.Rank()) {
			switch p.Between(sq, k) {
			case 0:
				score += emptyCannon
			case 2:
				score += cannonTwoScreens
			}
		}
	}
	first, end = position.KindPieces(s, position.Rook)
	for pc := first; pc < end; pc++ {
		if sq := p.SquareOf(pc); sq != position.NoSquare && (sq.File() == k.File() || sq.Rank() == k.Rank()) {
			if p.Between(sq, k) == 1 {
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
