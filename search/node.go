package search

import "github.com/chuhe-engine/chuhe/position"

// updatePV makes m followed by the child's line the line of ply.
func (t *thread) updatePV(ply int, m position.Move) {
	t.pv[ply][0] = m
	n := copy(t.pv[ply][1:], t.pv[ply+1][:t.pvLen[ply+1]])
	t.pvLen[ply] = n + 1
}

// ttMoveOK vets a move from the table: another position may have written it.
func ttMoveOK(p *position.Position, m position.Move) bool {
	return m != position.NoMove && p.IsPseudoLegal(m) && p.IsLegal(m)
}

// enterNode is the bookkeeping every node starts with (node count, stop
// check, PV reset, selective depth); it also scores the node outright when
// the rules decide it or the ply limit is reached.
func (t *thread) enterNode(ply int) (int, bool) {
	if t.aborted { // a stopped search counts no more nodes
		return 0, true
	}
	t.countNode()
	if t.aborted {
		return 0, true
	}
	t.pvLen[ply] = 0
	if ply > t.selDepth {
		t.selDepth = ply
	}
	if v, done := t.ruleScore(ply); done {
		return v, true
	}
	if ply >= MaxPly {
		return t.evaluate(ply), true
	}
	return 0, false
}

// nodeType is what a node is expected to be and what it may do: one value
// passed down instead of three flags.
type nodeType uint8

// The node types. A zero-window node is expected to fail low (allNode) or
// high (cutNode); noNull may be added to either.
const (
	allNode nodeType = iota // zero window, expected to fail low
	cutNode                 // zero window, expected to fail high: its late moves are reduced harder
	pvNode                  // on the principal variation: an open window, searched exactly
	// noNull marks a node reached by a null move or by its verification:
	// it must not try a null move itself.
	noNull nodeType = 4

	kindMask nodeType = 3
)

func (n nodeType) pv() bool     { return n&kindMask == pvNode }
func (n nodeType) cut() bool    { return n&kindMask == cutNode }
func (n nodeType) all() bool    { return n&kindMask == allNode }
func (n nodeType) nullOK() bool { return n&noNull == 0 }

// flipped is the expected type of a zero-window child: one move below a
// node expected to fail high, all moves are expected to fail low, and the
// other way round (a PV node's late children are expected to fail high).
func (n nodeType) flipped() nodeType {
	if n.cut() {
		return allNode
	}
	return cutNode
}

// firstChild is the type of the first move's child: the PV goes on through
// a PV node's first move; otherwise the expectation flips.
func (n nodeType) firstChild() nodeType {
	if n.pv() {
		return pvNode
	}
	return n.flipped()
}

// search is the principal-variation alpha-beta search below the root. Its
// steps: the table cutoff, the pruning before any move (prunedBeforeMoves),
// then the move loop, where late moves are skipped (skipMove) or reduced
// (reduction), and last the table store (storeNode).
func (t *thread) search(alpha, beta, depth, ply int, nt nodeType) int {
	if depth <= 0 {
		return t.qsearch(alpha, beta, ply, true)
	}
	if v, done := t.enterNode(ply); done {
		return v
	}
	p := t.pos
	f := &t.stack[ply]
	// Mate distance pruning: no line from here beats a shorter mate.
	alpha = max(alpha, -Mate+ply)
	beta = min(beta, Mate-ply-1)
	if alpha >= beta {
		return alpha
	}

	excluded := f.excluded // set while this node is a singular-extension probe
	key := p.Key()
	hit, ttHit := t.s.tt.probe(key, ply)
	ttMove := position.NoMove
	if ttHit && ttMoveOK(p, hit.move) {
		ttMove = hit.move
	}
	// A probe's window is not the node's: the entry says nothing of the
	// moves other than the excluded one.
	if ttHit && !nt.pv() && excluded == position.NoMove && t.ttCutsNode(hit, alpha, beta, depth, nt) {
		return hit.score
	}

	inCheck := p.InCheck()
	ev, rawEval := t.nodeEval(hit, ttHit, ply, inCheck)
	improving := !inCheck && ply >= 2 && f.staticEval > t.stack[ply-2].staticEval
	if !nt.pv() && !inCheck && excluded == position.NoMove {
		if v, done := t.prunedBeforeMoves(beta, depth, ply, ev, improving, nt); done {
			return v
		}
	}
	if ttMove == position.NoMove && depth >= iirMinDepth {
		depth--
	}
	ttMoveExt := 0 // plies added to (or taken from) the TT move's search
	if t.singularCandidate(hit, ttMove, depth, ply) {
		singular, sBeta := t.singularProbe(hit, ttMove, depth, ply, nt)
		if t.aborted {
			return 0
		}
		switch {
		case singular:
			ttMoveExt = 1
		case sBeta >= beta && !nt.pv():
			return sBeta // multi-cut: even without the TT move the node fails high
		case hit.score >= beta:
			ttMoveExt = -seNegBeta
		case nt.cut():
			ttMoveExt = -seNegCut
		}
	}

	counter := position.NoMove
	if ply > 0 {
		if prev := &t.stack[ply-1]; prev.move != position.NoMove {
			counter = t.counter[prev.movedCK][prev.move.To()]
		}
	}
	f.pick.init(ply, ttMove, f.killers[0], f.killers[1], counter, true)
	best, bestMove := -infinity, position.NoMove
	origAlpha := alpha
	moves, nQuiets := 0, 0
	// Quiet moves are pruned on the static score, which cannot see that a
	// quiet move leaves the opponent no legal move: a win by [R-MATE]
	// (stalemate loses). That happens when the opponent has no rook, horse
	// or cannon left, so there quiet moves are all searched.
	pruneQuiets := f.acc.Attackers[p.Side().Opponent()] > 0
	for m := f.pick.next(t); m != position.NoMove; m = f.pick.next(t) {
		if m == excluded || !p.IsLegal(m) {
			continue
		}
		moves++
		capture := p.IsCapture(m)
		if best > -MateBound && !inCheck && t.skipMove(m, capture, pruneQuiets, depth, moves, ply, alpha, ev, improving, nt) {
			continue
		}
		t.makeMove(m, ply)
		givesCheck := p.InCheck()
		newDepth := depth - 1
		if m == ttMove && ttMoveExt != 0 {
			// The probe's verdict overrides the check extension, as in Stockfish.
			newDepth += ttMoveExt
		} else if givesCheck && ply < checkExtPlies*t.rootDepth {
			newDepth++
		}
		var score int
		if moves == 1 {
			score = -t.search(-beta, -alpha, newDepth, ply+1, nt.firstChild())
		} else {
			r := 0
			if depth >= lmrMinDepth && !givesCheck && !inCheck {
				if !capture {
					r = t.reduction(m, counter, depth, newDepth, moves, ply, rawEval, improving, nt)
				} else if f.pick.losing() {
					r = losingCaptureReduction(depth, newDepth, moves, nt)
				}
			}
			score = -t.search(-alpha-1, -alpha, newDepth-r, ply+1, cutNode)
			if score > alpha && r > 0 {
				score = -t.search(-alpha-1, -alpha, newDepth, ply+1, nt.flipped())
				if !capture {
					t.rewardResearch(ply)
				}
			}
			if nt.pv() && score > alpha && score < beta {
				score = -t.search(-beta, -alpha, newDepth, ply+1, pvNode)
			}
		}
		p.UnmakeMove()
		if t.aborted {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				bestMove = m
				if nt.pv() {
					t.updatePV(ply, m)
				}
				if score >= beta {
					if !capture {
						t.rewardQuiet(ply, m, depth, f.quiets[:nQuiets])
					}
					break
				}
				alpha = score
			}
		}
		if !capture && nQuiets < len(f.quiets) {
			f.quiets[nQuiets] = m
			nQuiets++
		}
	}
	if moves == 0 {
		if excluded != position.NoMove {
			return alpha // the excluded move is the only legal one: it is singular
		}
		return -Mate + ply // [R-MATE]: no legal move loses, stalemate included
	}
	if excluded != position.NoMove {
		return best // a probe's result is not the node's: nothing is stored
	}
	if bestMove == position.NoMove {
		t.rewardPrior(ply, depth)
	}
	t.storeNode(key, ply, depth, bestMove, best, origAlpha, beta, rawEval, inCheck)
	return best
}

// rewardResearch credits the continuation histories of the quiet move
// being searched from ply (it is still on the board) when its reduced
// search failed high: the histories reduced a move that turned out to
// matter, whatever its full-depth search then shows (Stockfish does the
// same after its re-search).
func (t *thread) rewardResearch(ply int) {
	if lmrResearchBonus == 0 {
		return
	}
	t.updateConts(ply, t.stack[ply].pieceTo, int32(lmrResearchBonus))
}

// ttCutsNode reports whether a table entry settles a zero-window node.
// As in Stockfish, an entry at or below beta may be a ply shallower than
// the node (a fail low seldom turns into a fail high one ply deeper), and
// at shallow depths an entry only cuts a node of the type it agrees with,
// so that a node expected to fail high is searched rather than cut low on
// an entry from another line, and the other way round.
func (t *thread) ttCutsNode(hit ttHit, alpha, beta, depth int, nt nodeType) bool {
	need := depth
	if hit.score <= beta {
		need -= ttCutShallow
	}
	if hit.depth < need || !ttCuts(hit, alpha, beta) {
		return false
	}
	return depth > ttCutTypeDepth || nt.cut() == (hit.score >= beta)
}

// rewardPrior credits the opponent's quiet move that led to a node where
// every move failed low: that move refuted what came before it, which a
// cutoff at its own ply would have taught the histories, but a node searched
// with a zero window below it teaches them nothing otherwise.
func (t *thread) rewardPrior(ply, depth int) {
	if priorBonusPct == 0 || ply == 0 {
		return
	}
	prev := &t.stack[ply-1]
	// The position's last move is prev.move (a null move has none).
	if prev.move == position.NoMove || t.pos.LastCaptured() != position.NoPiece {
		return
	}
	bonus := int32(min(histBonusMul*depth-histBonusSub, histBonusMax) * priorBonusPct / 100)
	if bonus <= 0 {
		return
	}
	t.updateQuietCK(ply-1, prev.movedCK, prev.move.To(), bonus)
}

// singularCandidate reports whether the node's TT move may be singular:
// deep enough, with a table score that is a lower bound or exact, from a
// search not much shallower than this one, and within the extension's ply
// limit (extensions beyond it could not be applied).
func (t *thread) singularCandidate(hit ttHit, ttMove position.Move, depth, ply int) bool {
	return seMinDepth > 0 && depth >= seMinDepth && ttMove != position.NoMove &&
		t.stack[ply].excluded == position.NoMove && hit.bound != BoundUpper && hit.depth >= depth-3 &&
		abs(hit.score) < MateBound && ply < checkExtPlies*t.rootDepth
}

// singularProbe searches the node without its TT move, at half the depth,
// against sBeta, the table's score less a margin. The move is singular
// when all the others fail below sBeta; when they do not and sBeta is at
// or above beta, the node is likely to fail high whatever the TT move does.
// It runs before the move picker starts, since the probe reuses this ply's
// frame.
func (t *thread) singularProbe(hit ttHit, ttMove position.Move, depth, ply int, nt nodeType) (singular bool, sBeta int) {
	sBeta = hit.score - seMargin*depth
	probe := allNode
	if nt.cut() {
		probe = cutNode
	}
	f := &t.stack[ply]
	f.excluded = ttMove
	v := t.search(sBeta-1, sBeta, (depth-1)/2, ply, probe)
	f.excluded = position.NoMove
	return v < sBeta, sBeta
}

// ttCuts reports whether a table entry's bound settles the window.
func ttCuts(hit ttHit, alpha, beta int) bool {
	return hit.bound == BoundExact || hit.bound == BoundLower && hit.score >= beta || hit.bound == BoundUpper && hit.score <= alpha
}

// nodeEval sets the node's corrected static score (-infinity in check) and
// returns it sharpened by the table's bound, and the raw score the table
// keeps.
func (t *thread) nodeEval(hit ttHit, ttHit bool, ply int, inCheck bool) (ev, raw int) {
	f := &t.stack[ply]
	if inCheck {
		f.staticEval = -infinity
		return -infinity, -infinity
	}
	raw = t.rawEval(hit, ttHit, ply)
	f.staticEval = t.corrected(raw, ply)
	ev = f.staticEval
	if ttHit && (hit.bound == BoundLower && hit.score > ev || hit.bound == BoundUpper && hit.score < ev) {
		ev = hit.score
	}
	return ev, raw
}

// prunedBeforeMoves tries to settle a zero-window node, not in check, before
// any move is searched: reverse futility, then the null move. done says the
// node is settled with the score v.
func (t *thread) prunedBeforeMoves(beta, depth, ply, ev int, improving bool, nt nodeType) (v int, done bool) {
	p := t.pos
	f := &t.stack[ply]
	// Without a rook, horse or cannon the side to move may have no legal
	// move at all, which loses ([R-MATE]); the static score cannot see
	// that, so neither pruning trusts it then.
	side := p.Side()
	if f.acc.Attackers[side] == 0 {
		return 0, false
	}
	// Reverse futility: far above beta with little depth left.
	if depth <= rfpMaxDepth && ev-rfpMargin*(depth-rfpImproving*b2i(improving)) >= beta && ev < MateBound {
		return ev, true
	}
	// Null move, verified when the side has few attackers (zugzwang).
	if !nt.nullOK() || depth < nullMinDepth || ev < beta || beta <= -MateBound {
		return 0, false
	}
	r := nullBase + depth/nullDiv + min((ev-beta)/nullEvalDiv, nullEvalMax)
	t.makeNull(ply)
	v = -t.search(-beta, -beta+1, depth-1-r, ply+1, nt.flipped()|noNull)
	p.UnmakeNullMove()
	if t.aborted {
		return 0, true
	}
	if v < beta {
		return 0, false
	}
	if v >= MateBound {
		v = beta
	}
	if int(f.acc.Attackers[side]) > nullThin {
		return v, true
	}
	if w := t.search(beta-1, beta, depth-1-r, ply, allNode|noNull); w >= beta {
		return v, true
	}
	return 0, false
}

// skipMove reports whether move number moves (legal, not yet played) can be
// left unsearched: a capture that loses material by SEE at low depth, or a
// quiet move that is late (move count pruning), cannot lift the static
// score to alpha (futility), did badly after the last two moves (history)
// or hangs its piece (SEE). Checks are never skipped as quiet moves.
func (t *thread) skipMove(m position.Move, capture, pruneQuiets bool, depth, moves, ply, alpha, ev int, improving bool, nt nodeType) bool {
	p := t.pos
	if capture {
		return depth <= seeQuietDepth && !seeGE(p, m, -seeMargin*depth)
	}
	if !pruneQuiets {
		return false
	}
	lateMove := !nt.pv() && depth <= lmpMaxDepth && moves > lmpCount[b2i(improving)][depth]
	futile := depth <= futMaxDepth && ev+futBase+futPerDepth*depth <= alpha
	// The tests that read tables come after the cheap ones, so that they
	// run only when those do not decide: first the continuation histories
	// (Pikafish's pruning of a move that did badly as a reply to the last
	// two moves), then SEE, by more the shallower the node.
	prune := lateMove || futile ||
		depth <= histPruneDepth && t.contScore(ply, p.At(m.From()).ColorKind(), m.To()) < -histPruneMul*depth ||
		depth <= seeQuietPruneDepth && !seeGE(p, m, -seeQuietPruneMargin*depth*depth)
	return prune && !p.GivesCheck(m)
}

// reduction is the late move reduction of a quiet move that gives no check,
// searched from a node not in check: more for late moves, cut nodes and
// when the position is not improving, less on the PV, for killers and the
// counter move, and for moves with a good history. It leaves at least one
// ply to search. rawEval is the node's static score before its correction.
func (t *thread) reduction(m, counter position.Move, depth, newDepth, moves, ply, rawEval int, improving bool, nt nodeType) int {
	f := &t.stack[ply]
	adj := 0 // 1024ths of a ply
	if nt.pv() {
		adj -= lmrPV
	}
	if !improving {
		adj += lmrNotImproving
	}
	if nt.cut() {
		adj += lmrCutNode
	}
	if m == f.killers[0] || m == f.killers[1] || m == counter {
		adj -= lmrKiller
	}
	hist := t.quietScore(ply, f.movedCK, m.To())
	return quietReduction(depth, moves, newDepth, adj, hist, abs(f.staticEval-rawEval), nt.all())
}

// quietReduction adds reduction's terms up in 1024ths of a ply and cuts
// only the sum to whole plies (Stockfish's and Pikafish's fractional
// reductions), so that the table's fraction, a history or a correction
// corr too small to move a whole ply on its own still count. adj is the
// sum of the node's and the move's adjustments. A large correction means
// the static score is unsure, so the move is reduced less. At a node
// expected to fail low (all) the sum grows by lmrAllNodeScale/1024 of
// itself over depth+1 (Pikafish's scaling): there every move is expected
// to fail low, so a deeper search of a late one is the likelier waste,
// most so near the leaves.
func quietReduction(depth, moves, newDepth, adj, hist, corr int, all bool) int {
	r := lmrEntry(depth, moves) + adj -
		hist*1024/(2*histDivLMR) - corr*lmrCorrMul - lmrOffset
	if lmrAllNodeScale != 0 && all && r > 0 {
		r += r * lmrAllNodeScale / (1024 * (depth + 1))
	}
	return clampReduction(r/1024, newDepth)
}

// losingCaptureReduction is the late move reduction of a capture that
// loses material by SEE and gives no check. Such captures come after every
// quiet move and rarely refute anything, so they are reduced like late
// quiet moves (Pikafish reduces every late move), by the table alone: they
// have no history to adjust it.
func losingCaptureReduction(depth, newDepth, moves int, nt nodeType) int {
	r := lmrEntry(depth, moves)
	if nt.cut() {
		r += lmrCapCutNode
	}
	if nt.pv() {
		r -= lmrCapPV
	}
	return clampReduction(r/1024, newDepth)
}

// lmrEntry is the late move reduction table's entry for a move number at a
// depth, in 1024ths of a ply, before any adjustment.
func lmrEntry(depth, moves int) int { return int(lmrTable[min(depth, 63)][min(moves, 63)]) }

// clampReduction keeps a reduction from going negative or leaving less
// than one ply to search.
func clampReduction(r, newDepth int) int { return max(0, min(r, newDepth-1)) }

// storeNode writes the node's result to the table and, when the best move
// is quiet (or there is none), teaches the correction history how far the
// static score was off, if the bound says which way.
func (t *thread) storeNode(key uint64, ply, depth int, bestMove position.Move, best, origAlpha, beta, rawEval int, inCheck bool) {
	p := t.pos
	f := &t.stack[ply]
	bound := BoundUpper
	switch {
	case best >= beta:
		bound = BoundLower
	case best > origAlpha:
		bound = BoundExact
	}
	t.s.tt.store(key, ply, bestMove, best, rawEval, depth, bound)
	if !inCheck && (bestMove == position.NoMove || !p.IsCapture(bestMove)) &&
		!(bound == BoundLower && best <= f.staticEval) && !(bound == BoundUpper && best >= f.staticEval) {
		t.updateCorrection(&f.corr, p.Side(), best-f.staticEval, depth)
	}
}

// rawEval is the static score of the node at ply (not in check), from the
// table when it has one.
func (t *thread) rawEval(hit ttHit, found bool, ply int) int {
	if found && hit.eval > -MateBound && hit.eval < MateBound {
		return hit.eval
	}
	return t.evaluate(ply)
}

// corrected adds the correction history to a static score, keeping it
// clear of the mate range.
func (t *thread) corrected(raw, ply int) int {
	v := raw + t.correction(&t.stack[ply].corr, t.pos.Side())
	return max(-MateBound+1, min(v, MateBound-1))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// qsearch resolves captures (all evasions when in check) so that the
// static evaluation is only trusted in quiet positions. With checks it also
// tries quiet checking moves: Xiangqi mates are mostly built from checks by
// cannons, horses and rooks that a capture-only horizon would miss.
func (t *thread) qsearch(alpha, beta, ply int, checks bool) int {
	if v, done := t.enterNode(ply); done {
		return v
	}
	p := t.pos
	f := &t.stack[ply]
	key := p.Key()
	hit, ttHit := t.s.tt.probe(key, ply)
	if ttHit && ttCuts(hit, alpha, beta) {
		return hit.score
	}
	ttMove := position.NoMove
	if ttHit && ttMoveOK(p, hit.move) {
		ttMove = hit.move
	}
	inCheck := p.InCheck()
	best := -infinity
	stand := -infinity
	rawEval := -infinity
	if !inCheck {
		rawEval = t.rawEval(hit, ttHit, ply)
		stand = t.corrected(rawEval, ply)
		if stand >= beta {
			return stand
		}
		best = stand
		alpha = max(alpha, stand)
	}
	origAlpha := alpha
	f.pick.init(ply, ttMove, position.NoMove, position.NoMove, position.NoMove, inCheck)
	bestMove := position.NoMove
	moves := 0
	for m := f.pick.next(t); m != position.NoMove; m = f.pick.next(t) {
		// Out of check the legal moves are not counted, so the cheap
		// delta test may come before the legality test.
		if !inCheck && stand+pieceValue(p.At(m.To()))+qDeltaMargin <= alpha {
			continue
		}
		if !p.IsLegal(m) {
			continue
		}
		moves++
		// Move-count pruning before SEE: it needs no exchange to be worked out.
		if t.qPruned(m, inCheck, moves, best, ply) || !inCheck && !seeGE(p, m, qSeeThreshold) {
			continue
		}
		score := t.qchild(m, ply, alpha, beta)
		if t.aborted {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				bestMove = m
				if score >= beta {
					break
				}
				alpha = score
			}
		}
	}
	if inCheck && moves == 0 {
		return -Mate + ply
	}
	if checks && !inCheck && best < beta {
		// The picker is done with its list: reuse it for the quiet checks.
		l := &f.pick.list
		l.N = 0
		p.GenerateMoves(l, position.GenQuiets)
		for i := 0; i < l.N && best < beta; i++ {
			m := l.Moves[i]
			if !p.GivesCheck(m) || !p.IsLegal(m) { // most quiet moves give no check: that test first
				continue
			}
			score := t.qchild(m, ply, alpha, beta)
			if t.aborted {
				return 0
			}
			if score > best {
				best = score
				if score > alpha {
					bestMove = m
					alpha = score
				}
			}
		}
	}
	bound := BoundUpper
	switch {
	case best >= beta:
		bound = BoundLower
	case best > origAlpha:
		bound = BoundExact
	}
	t.s.tt.store(key, ply, bestMove, best, rawEval, 0, bound)
	return best
}

// qPruned reports whether quiescence may skip move number moves (legal,
// not yet played), as Pikafish does: out of check a late capture that
// neither recaptures nor gives check (the picker has already offered the
// likely best captures), in check a quiet evasion once an evasion has
// saved the game (quiescence only has to show the side is not lost; it
// need not find the best escape).
func (t *thread) qPruned(m position.Move, inCheck bool, moves, best, ply int) bool {
	p := t.pos
	if inCheck {
		return best > -MateBound && !p.IsCapture(m)
	}
	if qMoveLimit == 0 || moves <= qMoveLimit {
		return false
	}
	if ply > 0 {
		if prev := t.stack[ply-1].move; prev != position.NoMove && prev.To() == m.To() {
			return false
		}
	}
	return !p.GivesCheck(m)
}

// qchild plays m from ply, searches the reply in quiescence and takes m
// back, returning the score from this side's view (the captures and the
// quiet checks of qsearch both go through it).
func (t *thread) qchild(m position.Move, ply, alpha, beta int) int {
	t.makeMove(m, ply)
	score := -t.qsearch(-beta, -alpha, ply+1, false)
	t.pos.UnmakeMove()
	return score
}
