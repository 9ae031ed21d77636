package search

import "github.com/chuhe-engine/chuhe/position"

// Repetition verdicts seen from the side to move at the repeated position.
const (
	repNone = iota
	repDraw
	repWin
	repLoss
)

// repetition judges the current node (at history index idx) if it repeats a
// position since the last capture or null move: the side that gave check
// with every one of its moves in the cycle loses, otherwise it is a draw.
// It is the search's stand-in for position.RepetitionInSearch, which also
// classifies chases.
func (t *thread) repetition(idx int) int {
	key := t.keys[idx]
	for i := idx - 4; i >= t.floor[idx]; i -= 2 {
		if t.keys[i] != key {
			continue
		}
		// Moves into idx, idx-2, ... were the opponent's; into idx-1, ... ours.
		oppChecks, ownChecks := true, true
		for j := idx; j > i; j -= 2 {
			oppChecks = oppChecks && t.checks[j]
			ownChecks = ownChecks && t.checks[j-1]
		}
		switch {
		case oppChecks && !ownChecks:
			return repWin
		case ownChecks && !oppChecks:
			return repLoss
		}
		return repDraw
	}
	return repNone
}

// ruleScore applies the end-of-game rules that hold inside the tree
// (RULES.md §7) to the node at ply: repetition, [R-120] and [R-MAT]. A
// position without legal moves loses first ([R-MATE]).
func (t *thread) ruleScore(ply int) (int, bool) {
	switch t.repetition(t.base + ply) {
	case repDraw:
		return drawScore, true
	case repWin:
		return Mate - ply, true
	case repLoss:
		return -Mate + ply, true
	}
	p := t.pos
	if p.HalfMoveClock() >= 120 || t.stack[ply].acc.Insufficient() {
		if !p.HasLegalMove() {
			return -Mate + ply, true
		}
		return drawScore, true
	}
	return 0, false
}

// loadHistory records the keys of the game positions since the last capture
// (the root included) so that the tree sees repetitions of the game.
func (t *thread) loadHistory(root *position.Position) {
	q := root.Copy()
	n := min(q.HalfMoveClock(), q.Ply(), maxGameHistory-1)
	t.base = n
	for i := n; i >= 0; i-- {
		t.keys[i] = q.Key()
		t.checks[i] = q.InCheck()
		t.floor[i] = 0
		if i > 0 {
			q.UnmakeMove()
		}
	}
}
