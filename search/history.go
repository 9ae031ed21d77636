package search

import "github.com/chuhe-engine/chuhe/position"

// A piece-to index names a move by the colour-kind of the moving piece and
// its destination point: 14 colour-kinds times 90 points, plus one row that
// stands for "no move" (the root, a null move) and is never written.
const (
	pieceToCount = 14 * position.Files * position.Ranks
	pieceToNone  = pieceToCount
)

// contTable is a continuation history: how well a quiet move did as the
// answer to (or follow-up of) a given earlier move, by piece-to indices.
// int16 keeps a thread's two tables at about 6 MB.
type contTable [pieceToCount + 1][pieceToCount]int16

// pieceTo is the piece-to index of a move by colour-kind ck to point to.
func pieceTo(ck int, to position.Square) int {
	return ck*position.Files*position.Ranks + to.Index()
}

// contRow is the continuation row of the move played back plies before ply
// (1 = the opponent's last move, 2 = our own previous move).
func (t *thread) contRow(ply, back int) int {
	if ply < back {
		return pieceToNone
	}
	return t.stack[ply-back].pieceTo
}

// quietScore is the history of a quiet move by colour-kind ck to point to
// at ply: the main history counts histMainWeight times (twice), the
// continuation histories by the last two moves once each, and the one by
// our move two turns back cont4Weight halves.
func (t *thread) quietScore(ply, ck int, to position.Square) int {
	v := histMainWeight*int(t.history[ck][to]) + t.contScore(ply, ck, to)
	if cont4Weight > 0 {
		v += cont4Weight * int(t.cont4[t.contRow(ply, 4)][pieceTo(ck, to)]) / 2
	}
	return v
}

// contScore is the sum of the continuation histories by the last two
// moves of a quiet move by colour-kind ck to point to at ply.
func (t *thread) contScore(ply, ck int, to position.Square) int {
	pt := pieceTo(ck, to)
	return int(t.cont1[t.contRow(ply, 1)][pt]) + int(t.cont2[t.contRow(ply, 2)][pt])
}

// rewardQuiet updates killers, counter-move and the histories after quiet
// move m caused a cutoff; the quiets tried before it are penalised.
func (t *thread) rewardQuiet(ply int, m position.Move, depth int, tried []position.Move) {
	f := &t.stack[ply]
	if f.killers[0] != m {
		f.killers[1] = f.killers[0]
		f.killers[0] = m
	}
	if ply > 0 {
		if prev := &t.stack[ply-1]; prev.move != position.NoMove {
			t.counter[prev.movedCK][prev.move.To()] = m
		}
	}
	// Linear in depth: most cutoffs happen near the leaves, and a square
	// law left the tables learning almost nothing from them.
	bonus := int32(min(histBonusMul*depth-histBonusSub, histBonusMax))
	t.updateQuiet(ply, m, bonus)
	for _, q := range tried {
		t.updateQuiet(ply, q, -bonus)
	}
}

// updateQuiet adds bonus to every history of quiet move m at ply.
func (t *thread) updateQuiet(ply int, m position.Move, bonus int32) {
	t.updateQuietCK(ply, t.pos.At(m.From()).ColorKind(), m.To(), bonus)
}

// updateQuietCK adds bonus to every history of the quiet move at ply by
// colour-kind ck to point to.
func (t *thread) updateQuietCK(ply, ck int, to position.Square, bonus int32) {
	updateHistory(&t.history[ck][to], bonus)
	t.updateConts(ply, pieceTo(ck, to), bonus)
}

// updateConts adds bonus to every continuation history of the quiet move
// at ply with piece-to index pt.
func (t *thread) updateConts(ply, pt int, bonus int32) {
	if r := t.contRow(ply, 1); r != pieceToNone {
		updateCont(&t.cont1[r][pt], bonus)
	}
	if r := t.contRow(ply, 2); r != pieceToNone {
		updateCont(&t.cont2[r][pt], bonus)
	}
	if r := t.contRow(ply, 4); cont4Weight > 0 && r != pieceToNone {
		updateCont(&t.cont4[r][pt], bonus)
	}
}

// updateHistory moves a history entry towards +-histMax (gravity keeps it
// bounded and lets new information outweigh old).
func updateHistory(h *int32, bonus int32) {
	b := bonus
	if b < 0 {
		b = -b
	}
	*h += bonus - *h*b/histMax
}

// updateCont is updateHistory for the int16 continuation entries.
func updateCont(h *int16, bonus int32) {
	v := int32(*h)
	updateHistory(&v, bonus)
	*h = int16(v)
}
