// Package eval scores positions statically. The score of the piece-square
// term is kept incrementally by the search through Accum (position does not
// know about eval); richer terms are added in Evaluate as term functions.
//
// The weights are constants in normal builds; the build tag "tune" adds
// the API that changes them for tuning (see params.go).
package eval

import "github.com/chuhe-engine/chuhe/position"

// Accum is the incrementally maintained part of the evaluation: material
// and placement from Red's point of view, the game phase, and per side the
// count of attacking units (rooks, horses, cannons and crossed pawns; none
// on either side is [R-MAT], and a side without any may be in zugzwang).
type Accum struct {
	MG, EG    int32
	Phase     int32
	Attackers [2]int8
}

// isAttacker reports whether a piece on sq counts against [R-MAT].
func isAttacker(pc position.Piece, sq position.Square) bool {
	switch pc.Kind() {
	case position.Rook, position.Horse, position.Cannon:
		return true
	case position.Pawn:
		return sq.Crossed(pc.Side())
	}
	return false
}

// NewAccum computes the accumulator of a position from scratch.
func NewAccum(p *position.Position) Accum {
	var a Accum
	for s := position.Red; s <= position.Black; s++ {
		p.Pieces(s, func(pc position.Piece, sq position.Square) {
			v := &pst[pc.ColorKind()][sq]
			a.MG += v[0]
			a.EG += v[1]
			a.Phase += int32(phaseWeight[pc.Kind()])
			if isAttacker(pc, sq) {
				a.Attackers[s]++
			}
		})
	}
	return a
}

// After returns the accumulator after pseudo-legal move m is played in p.
// Call it before p.MakeMove(m).
func (a Accum) After(p *position.Position, m position.Move) Accum {
	from, to := m.From(), m.To()
	pc := p.At(from)
	ck := pc.ColorKind()
	a.MG += pst[ck][to][0] - pst[ck][from][0]
	a.EG += pst[ck][to][1] - pst[ck][from][1]
	if pc.Kind() == position.Pawn && to.Crossed(pc.Side()) && !from.Crossed(pc.Side()) {
		a.Attackers[pc.Side()]++
	}
	if captured := p.At(to); captured != position.NoPiece {
		a.MG -= pst[captured.ColorKind()][to][0]
		a.EG -= pst[captured.ColorKind()][to][1]
		a.Phase -= int32(phaseWeight[captured.Kind()])
		if isAttacker(captured, to) {
			a.Attackers[captured.Side()]--
		}
	}
	return a
}

// Tapered blends the middle- and end-game scores by phase, from Red's view.
func (a Accum) Tapered() int {
	ph := int(min(a.Phase, MaxPhase))
	return (int(a.MG)*ph + int(a.EG)*(MaxPhase-ph)) / MaxPhase
}

// Evaluate returns the static score of p for the side to move, given its
// accumulator. It is the sum of the evaluation terms; new terms go here.
func Evaluate(p *position.Position, a *Accum) int {
	score := tapered(p, a)
	if a.Phase <= endPhase {
		score = scaleEndgame(p, score)
	}
	if p.Side() == position.Black {
		score = -score
	}
	return score + tempo
}

// tapered is the sum of the terms and the accumulator blended by phase,
// from Red's point of view, before the end-game scale.
func tapered(p *position.Position, a *Accum) int {
	mg, eg := terms(p)
	mg += int(a.MG)
	eg += int(a.EG)
	ph := int(min(a.Phase, MaxPhase))
	return (mg*ph + eg*(MaxPhase-ph)) / MaxPhase
}

// Value returns the middle-game material value of a kind, for move
// ordering and exchange estimates.
func Value(k position.Kind) int { return material[k][0] }
