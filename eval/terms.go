package eval

import "github.com/chuhe-engine/chuhe/position"

// sideTerms is what one pass over a side's pieces finds for the
// non-incremental terms; the terms are finished from the two sides'
// gatherings (kingDanger, palaceAttack, kingShape) and summed in terms.
type sideTerms struct {
	// Mobility of the horses, rooks and cannons (middle game, end game).
	mobMG, mobEG int
	// Enemy pieces this side attacks that are attacked by a cheaper piece
	// or hang, their score and how many there are.
	threatMG, threatEG, threatN int
	// How many pieces bear on the enemy palace, and their weighted sum.
	palaceAttackers, palaceUnits int
	// The attack on the enemy general: attack units near it (and cannons
	// on its file), the horses, rooks and cannons on the board.
	zoneUnits, heavy, cannons int
	// Cannons and rooks lined up with the enemy general.
	lines int
	// Crossed pawns standing side by side.
	linkMG, linkEG int
	// Horses on the side's own palace heart.
	heartHorses int
	// Guards and rooks on the board.
	advisors, elephants, rooks int
}

// gather walks the pieces, reading the attack map, and fills both sides'
// terms: first every piece for what all kinds share (a piece attacked by
// the enemy adds to the enemy's threats; hits on the enemy palace), then
// each kind in a loop of its own, which needs no switch on the kind.
func gather(p *position.Position, at *position.AttackMap) (ts [2]sideTerms) {
	for s := position.Red; s <= position.Black; s++ {
		t, o := &ts[s], &ts[s^1]
		them := s.Opponent()
		first, end := position.NonGeneral(s)
		for pc := first; pc < end; pc++ {
			if p.SquareOf(pc) == position.NoSquare {
				continue
			}
			k := pc.Kind()
			by := at.By[pc]
			if a := leastRank(position.SideBits(by, them)); a != 0 {
				switch {
				case a < threatRank[k]:
					o.threatMG += threatByLesser[k][0]
					o.threatEG += threatByLesser[k][1]
					o.threatN++
				case position.SideBits(by, s) == 0:
					o.threatMG += hangingPiece[k][0]
					o.threatEG += hangingPiece[k][1]
					o.threatN++
				}
			}
			if hits := int(at.PalaceHits[pc]); hits > 0 {
				t.palaceAttackers++
				t.palaceUnits += palaceAttackWeight[k] + hits*palaceHitWeight
			}
		}
		t.advisors = countOnBoard(p, s, position.Advisor)
		t.elephants = countOnBoard(p, s, position.Elephant)
		ek := p.GeneralSquare(them)
		first, end = position.KindPieces(s, position.Horse)
		for pc := first; pc < end; pc++ {
			sq := p.SquareOf(pc)
			if sq == position.NoSquare {
				continue
			}
			v := horseMobility[min(int(at.Quiet[pc])+int(at.Captures[pc]), 8)]
			t.mobMG += v[0]
			t.mobEG += v[1]
			if sq == palaceHeart[s] {
				t.heartHorses++
			}
			t.nearGeneral(sq, ek, position.Horse)
		}
		first, end = position.KindPieces(s, position.Rook)
		for pc := first; pc < end; pc++ {
			sq := p.SquareOf(pc)
			if sq == position.NoSquare {
				continue
			}
			t.rooks++
			n := int(at.Quiet[pc]) + int(at.Captures[pc]) - rookMobBase
			t.mobMG += n * rookMobility[0]
			t.mobEG += n * rookMobility[1]
			if (sq.File() == ek.File() || sq.Rank() == ek.Rank()) && p.Between(sq, ek) == 1 {
				t.lines += rookPin
			}
			t.nearGeneral(sq, ek, position.Rook)
		}
		first, end = position.KindPieces(s, position.Cannon)
		for pc := first; pc < end; pc++ {
			sq := p.SquareOf(pc)
			if sq == position.NoSquare {
				continue
			}
			t.cannons++
			n := int(at.Quiet[pc]) - cannonMobBase
			c := int(at.Captures[pc])
			t.mobMG += n*cannonMob[0] + c*cannonTarget[0]
			t.mobEG += n*cannonMob[1] + c*cannonTarget[1]
			if sq.File() == ek.File() || sq.Rank() == ek.Rank() {
				switch p.Between(sq, ek) {
				case 0:
					t.lines += emptyCannon
				case 2:
					t.lines += cannonTwoScreens
				}
			}
			if sq.File() == ek.File() {
				t.zoneUnits += cannonOnKingFile
			}
			t.nearGeneral(sq, ek, position.Cannon)
		}
		first, end = position.KindPieces(s, position.Pawn)
		for pc := first; pc < end; pc++ {
			sq := p.SquareOf(pc)
			if sq == position.NoSquare {
				continue
			}
			if sq.Crossed(s) && sq.File() < position.Files-1 {
				if q := p.At(position.MakeSquare(sq.File()+1, sq.Rank())); q != position.NoPiece && q.Side() == s && q.Kind() == position.Pawn {
					t.linkMG += linkedPawn[0]
					t.linkEG += linkedPawn[1]
				}
			}
			t.nearGeneral(sq, ek, position.Pawn)
		}
	}
	return ts
}

// nearGeneral counts a horse, rook, cannon or pawn on sq into the attack
// on the enemy general on ek.
func (t *sideTerms) nearGeneral(sq, ek position.Square, k position.Kind) {
	if k != position.Pawn {
		t.heavy++
	}
	dr, df := sq.Rank()-ek.Rank(), sq.File()-ek.File()
	if dr < 0 {
		dr = -dr
	}
	if df < 0 {
		df = -df
	}
	if dr <= attackZoneRanks && df <= attackZoneFiles {
		t.zoneUnits += attackUnit[k]
	}
}

// countOnBoard returns how many of side s's pieces of kind k are on the board.
func countOnBoard(p *position.Position, s position.Side, k position.Kind) int {
	n := 0
	first, end := position.KindPieces(s, k)
	for pc := first; pc < end; pc++ {
		if p.SquareOf(pc) != position.NoSquare {
			n++
		}
	}
	return n
}

// kingDanger returns the middle-game penalty for side s's general: enemy
// attackers close to it, guards it has lost, and enemy cannons on its file.
func kingDanger(ts *[2]sideTerms, s position.Side) int {
	own, enemy := &ts[s], &ts[s^1]
	units := enemy.zoneUnits
	pen := min(units*units*attackScale, attackMax)
	pen += (2 - own.advisors) * missingAdvisor * enemy.heavy
	pen += (2 - own.elephants) * missingElephant * (enemy.cannons + enemy.rooks)
	return pen
}

// terms adds the non-incremental terms, from Red's point of view.
func terms(p *position.Position) (mg, eg int) {
	var at position.AttackMap
	p.Attacks(&at)
	ts := gather(p, &at)
	r, b := &ts[position.Red], &ts[position.Black]
	mg, eg = r.mobMG-b.mobMG, r.mobEG-b.mobEG
	mg += kingDanger(&ts, position.Black) - kingDanger(&ts, position.Red)
	mg += r.lines - b.lines
	mg += kingShape(p, &ts, position.Red) - kingShape(p, &ts, position.Black)
	mg += r.linkMG - b.linkMG
	eg += r.linkEG - b.linkEG
	tm, te := threatTerms(p, &ts)
	return mg + tm, eg + te
}

// threatTerms scores both sides' threats and palace attacks as gathered
// (threatRank in threats.go, palaceAttack in king.go), from Red's point of
// view, with the side-to-move bonus.
func threatTerms(p *position.Position, ts *[2]sideTerms) (mg, eg int) {
	r, b := &ts[position.Red], &ts[position.Black]
	mg, eg = r.threatMG-b.threatMG, r.threatEG-b.threatEG
	mg += palaceAttack(ts, position.Red) - palaceAttack(ts, position.Black)
	if p.Side() == position.Red && r.threatN > 0 {
		mg += threatStm[0]
		eg += threatStm[1]
	} else if p.Side() == position.Black && b.threatN > 0 {
		mg -= threatStm[0]
		eg -= threatStm[1]
	}
	return mg, eg
}
