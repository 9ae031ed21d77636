package search

import "github.com/chuhe-engine/chuhe/position"

// ruleScore applies the end-of-game rules that hold inside the tree
// (docs/RULES.md §7) to the node at ply: a repetition is scored by the verdict
// on its cycle (position.RepetitionInSearch: the side that checks or chases
// forever loses), [R-120] and [R-MAT] are draws; a position without legal
// moves loses first ([R-MATE]). A repetition decided for one side scores
// like a mate at this ply, so that a real mate is never preferred to it
// only for being nearer, and the engine neither walks into such a loss
// while it has another move nor misses its opponent's.
func (t *thread) ruleScore(ply int) (int, bool) {
	p := t.pos
	switch p.RepetitionInSearch() {
	case position.RepDraw:
		return drawScore, true
	case position.RepWin:
		return Mate - ply, true
	case position.RepLoss:
		return -Mate + ply, true
	}
	if p.HalfMoveClock() >= 120 || p.InsufficientMaterial() {
		if !p.HasLegalMove() {
			return -Mate + ply, true
		}
		return drawScore, true
	}
	return 0, false
}
