package eval

import "github.com/chuhe-engine/chuhe/position"

// Endgame knowledge: material that cannot mate is scaled toward a draw,
// and the simplest won endings get a bonus so that the search heads for
// them. The judgements follow the standard Xiangqi endgame theory (the
// "残局" manuals): a lone horse or cannon cannot break two guards, a lone
// rook cannot beat a full defence of two advisors and two elephants, a
// pawn stuck on the last rank ("老兵") no longer reaches the general.

// scaleOne is the scale of a normal position; endScale returns 0..scaleOne.
const scaleOne = 64

// endPhase is the largest phase (see phaseWeight) at which the endgame
// rules are looked at: a rook and a horse or cannon between both sides.
const endPhase = 4

// material counts of one side, as the endgame rules need them.
type endMaterial struct {
	rooks, horses, cannons int
	pawns                  int // pawns that can still reach the palace
	advisors, elephants    int
}

func (m *endMaterial) majors() int { return m.rooks + m.horses + m.cannons }

func (m *endMaterial) guards() int { return m.advisors + m.elephants }

// bottomRank is the rank a side's pawns end on, the enemy back rank.
var bottomRank = [2]int{9, 0}

func countMaterial(p *position.Position, s position.Side) endMaterial {
	var m endMaterial
	first, end := position.NonGeneral(s)
	for pc := first; pc < end; pc++ {
		sq := p.SquareOf(pc)
		if sq == position.NoSquare {
			continue
		}
		switch pc.Kind() {
		case position.Rook:
			m.rooks++
		case position.Horse:
			m.horses++
		case position.Cannon:
			m.cannons++
		case position.Pawn:
			// A pawn on the last rank only moves sideways along it and
			// cannot attack a general that stays off that rank.
			if sq.Rank() != bottomRank[s] {
				m.pawns++
			}
		case position.Advisor:
			m.advisors++
		case position.Elephant:
			m.elephants++
		}
	}
	return m
}

// endScale returns how much of its advantage side strong can expect to
// turn into a win (scaleOne = all of it), and an end-game bonus for a
// known won ending, from strong's point of view.
func endScale(p *position.Position, strong position.Side) (scale, bonus int) {
	s := countMaterial(p, strong)
	w := countMaterial(p, strong.Opponent())
	switch {
	case s.majors() == 0 && s.pawns == 0:
		// Nothing left that can give mate: only guards and last-rank pawns.
		return scaleNoMate, 0
	case s.majors() == 0 && s.pawns == 1 && w.majors() == 0 && w.advisors == 2:
		// A single pawn cannot break two advisors.
		return scalePawnVsAdvisors, 0
	case s.majors() == 1 && s.horses == 1 && s.pawns == 0 && w.majors() == 0 && w.guards() >= 2:
		// A lone horse draws against two guards.
		return scaleLoneMinor, 0
	case s.majors() == 1 && s.cannons == 1 && s.pawns == 0 && w.majors() == 0 && (s.advisors == 0 || w.guards() >= 2):
		// A cannon needs a screen: without its own advisors it cannot
		// mate, and two enemy guards are enough to hold it.
		return scaleLoneMinor, 0
	case s.majors() == 1 && s.rooks == 1 && s.pawns == 0 && w.majors() == 0:
		if w.advisors == 2 && w.elephants == 2 {
			return scaleRookVsFull, 0 // "单车难胜士象全"
		}
		return scaleOne, wonEndingBonus // a rook beats a broken defence
	case s.majors() == 1 && s.rooks == 1 && s.pawns == 0 && w.majors() == 1 && w.rooks == 0 && w.advisors == 2:
		return scaleRookVsMinorGuards, 0 // rook against horse or cannon with two advisors
	case s.rooks == w.rooks && s.horses == w.horses && s.cannons == w.cannons && s.pawns == 0:
		// Same attacking force on both sides: extra guards defend but do
		// not attack.
		return scaleEqualMajors, 0
	case s.rooks > 0 && w.majors() == 0 && w.pawns == 0:
		return scaleOne, wonEndingBonus // rook and more against guards only
	}
	return scaleOne, 0
}

// scaleEndgame applies endScale to a score from Red's point of view.
func scaleEndgame(p *position.Position, score int) int {
	if score == 0 {
		return 0
	}
	strong := strongSide(score)
	scale, bonus := endScale(p, strong)
	if strong == position.Black {
		bonus = -bonus
	}
	return score*scale/scaleOne + bonus
}

// strongSide is the side a score from Red's point of view favours (Red
// at 0).
func strongSide(score int) position.Side {
	if score < 0 {
		return position.Black
	}
	return position.Red
}

// EndgameScale returns the factor (0..1) the end-game knowledge applies to
// p's tapered score: 1 in most positions, less where the stronger side's
// material cannot win. The evaluation is linear in the piece-square and
// material weights only up to this factor, which the tuner's counted
// gradients need. It evaluates p from scratch, so it is for tools, not
// for the search.
func EndgameScale(p *position.Position) float64 {
	a := NewAccum(p)
	if a.Phase > endPhase {
		return 1
	}
	scale, _ := endScale(p, strongSide(tapered(p, &a)))
	return float64(scale) / scaleOne
}
