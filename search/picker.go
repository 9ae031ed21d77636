package search

import (
	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/position"
)

// Picker stages: moves come out in this order, each pseudo-legal.
const (
	stageTT = iota
	stageGenCaptures
	stageGoodCaptures
	stageKiller1
	stageKiller2
	stageCounter
	stageGenQuiets
	stageQuiets
	stageBadCaptures
	stageDone
)

// picker hands out the moves of one node lazily, best first: the TT move,
// captures that do not lose material (MVV/LVA), killers, the counter-move,
// quiet moves by history, and losing captures last.
type picker struct {
	stage   int
	ttMove  position.Move
	killers [2]position.Move
	counter position.Move
	quiet   bool // also produce quiet moves (false in quiescence out of check)
	ply     int  // the node's ply, for the continuation histories
	list    position.MoveList
	scores  [position.MaxMoves]int32
	cur     int
	bad     [position.MaxMoves]position.Move
	nBad    int
	badCur  int
}

func (pk *picker) init(ply int, ttMove, k1, k2, counter position.Move, quiet bool) {
	pk.ply = ply
	pk.stage = stageTT
	pk.ttMove = ttMove
	pk.killers = [2]position.Move{k1, k2}
	pk.counter = counter
	pk.quiet = quiet
	pk.nBad, pk.badCur = 0, 0
}

// pieceValue for ordering and exchange estimates; the general counts as
// free because it can only capture where it is not attacked.
func pieceValue(pc position.Piece) int {
	if pc.Kind() == position.General {
		return 0
	}
	return eval.Value(pc.Kind())
}

// seeValues are the exchange values: the general outweighs everything so
// that it never captures into a defended point.
var seeValues = func() (v [position.NumKinds]int) {
	for k := position.Advisor; k <= position.Pawn; k++ {
		v[k] = eval.Value(k)
	}
	v[position.General] = 5 * eval.Value(position.Rook)
	return v
}()

// seeGE reports whether the static exchange on m gains at least threshold
// for the mover. Losing the attacker for the victim is the worst case, so
// when that meets the threshold no exchange needs to be played out.
func seeGE(p *position.Position, m position.Move, threshold int) bool {
	if pieceValue(p.At(m.To()))-pieceValue(p.At(m.From())) >= threshold {
		return true
	}
	return p.SEE(m, &seeValues) >= threshold
}

// next returns the next pseudo-legal move, or NoMove when done.
func (pk *picker) next(t *thread) position.Move {
	p := t.pos
	for {
		switch pk.stage {
		case stageTT:
			pk.stage++
			if pk.ttMove != position.NoMove && (pk.quiet || p.IsCapture(pk.ttMove)) {
				return pk.ttMove
			}
		case stageGenCaptures:
			pk.list.N = 0
			pk.cur = 0
			p.GenerateMoves(&pk.list, position.GenCaptures)
			for i, m := range pk.list.Moves[:pk.list.N] {
				pk.scores[i] = int32(pieceValue(p.At(m.To()))*16 - pieceValue(p.At(m.From()))/16)
			}
			pk.stage++
		case stageGoodCaptures:
			for pk.cur < pk.list.N {
				m := pk.pickBest()
				if m == pk.ttMove {
					continue
				}
				if pk.quiet && !seeGE(p, m, 0) {
					pk.bad[pk.nBad] = m
					pk.nBad++
					continue
				}
				return m
			}
			if !pk.quiet {
				pk.stage = stageDone
				continue
			}
			pk.stage++
		case stageKiller1, stageKiller2, stageCounter:
			var m position.Move
			if pk.stage == stageCounter {
				m = pk.counter
			} else {
				m = pk.killers[pk.stage-stageKiller1]
			}
			pk.stage++
			if m != position.NoMove && m != pk.ttMove && !p.IsCapture(m) && p.IsPseudoLegal(m) &&
				(pk.stage-1 == stageKiller1 || m != pk.killers[0]) &&
				(pk.stage-1 != stageCounter || m != pk.killers[1]) {
				return m
			}
		case stageGenQuiets:
			pk.list.N = 0
			pk.cur = 0
			p.GenerateMoves(&pk.list, position.GenQuiets)
			var th position.Threats
			threats := threatOrder > 0 || threatEscape > 0 // a constant false in a normal build
			if threats {
				p.ThreatsBy(p.Side().Opponent(), &th)
			}
			for i, m := range pk.list.Moves[:pk.list.N] {
				pc := p.At(m.From())
				sc := t.quietScore(pk.ply, pc.ColorKind(), m.To())
				if threats {
					sc += threatScore(&th, pc.Kind(), m)
				}
				pk.scores[i] = int32(sc)
			}
			pk.sortAll()
			pk.stage++
		case stageQuiets:
			for pk.cur < pk.list.N {
				m := pk.list.Moves[pk.cur]
				pk.cur++
				if m == pk.ttMove || m == pk.killers[0] || m == pk.killers[1] || m == pk.counter {
					continue
				}
				return m
			}
			pk.stage++
		case stageBadCaptures:
			if pk.badCur < pk.nBad {
				pk.badCur++
				return pk.bad[pk.badCur-1]
			}
			pk.stage++
		default:
			return position.NoMove
		}
	}
}

// threatScore is the ordering adjustment of quiet move m of a piece of kind
// k, given the enemy's threats: a move onto a point that a cheaper enemy
// piece attacks usually loses the piece, so it comes later; a piece that a
// cheaper one attacks usually has to move, so its moves come earlier. Each
// counts by the piece's worth (times threatOrder and threatEscape), as in
// Stockfish's ordering. A move from one such point to another is no escape.
func threatScore(th *position.Threats, k position.Kind, m position.Move) int {
	switch {
	case th.ByCheaper(k, m.To()):
		return -threatOrder * eval.Value(k)
	case th.ByCheaper(k, m.From()):
		return threatEscape * eval.Value(k)
	}
	return 0
}

// losing reports whether the move just handed out is a capture that loses
// material by SEE: those come last, after every quiet move.
func (pk *picker) losing() bool { return pk.stage == stageBadCaptures }

// pickBest moves the best-scored remaining move to the cursor and returns it.
func (pk *picker) pickBest() position.Move {
	best := pk.cur
	for i := pk.cur + 1; i < pk.list.N; i++ {
		if pk.scores[i] > pk.scores[best] {
			best = i
		}
	}
	pk.list.Moves[pk.cur], pk.list.Moves[best] = pk.list.Moves[best], pk.list.Moves[pk.cur]
	pk.scores[pk.cur], pk.scores[best] = pk.scores[best], pk.scores[pk.cur]
	pk.cur++
	return pk.list.Moves[pk.cur-1]
}

// sortAll orders the whole list by score, best first (insertion sort: quiet
// lists are short and mostly visited in full at nodes that fail low).
func (pk *picker) sortAll() {
	for i := 1; i < pk.list.N; i++ {
		m, sc := pk.list.Moves[i], pk.scores[i]
		j := i - 1
		for ; j >= 0 && pk.scores[j] < sc; j-- {
			pk.list.Moves[j+1], pk.scores[j+1] = pk.list.Moves[j], pk.scores[j]
		}
		pk.list.Moves[j+1], pk.scores[j+1] = m, sc
	}
}
