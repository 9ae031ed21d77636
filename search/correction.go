package search

import "github.com/chuhe-engine/chuhe/position"

// Correction history. The static evaluation is wrong in ways that repeat
// within a game: a pawn chain or a broken guard it misjudges is misjudged
// in every node that shares it. Each thread keeps, per side to move and per
// hash of such a structure, a running average of how far the search result
// landed from the static score, and adds it to the static score of later
// nodes with the same structure. Two structures are tracked: the pawns, and
// the guards (generals, advisors and elephants), which carry most of the
// king-safety terms.

const (
	corrBits  = 14
	corrSize  = 1 << corrBits
	corrGrain = 64 // table units per centipawn
)

// corrTable is one correction history: [side to move][structure hash].
type corrTable [2][corrSize]int16

// corrZobrist are the random keys of the two structures, by colour-kind and
// square; kinds that belong to neither structure stay zero.
var corrZobrist [14][256]uint64

// corrKind tells which structure a kind belongs to: 0 none, 1 pawns, 2 guards.
var corrKind [position.NumKinds]uint8

func init() {
	corrKind[position.Pawn] = 1
	corrKind[position.General] = 2
	corrKind[position.Advisor] = 2
	corrKind[position.Elephant] = 2
	seed := uint64(0x9e3779b97f4a7c15)
	for ck := range corrZobrist {
		for sq := range corrZobrist[ck] {
			seed += 0x9e3779b97f4a7c15
			z := seed
			z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
			z = (z ^ z>>27) * 0x94d049bb133111eb
			corrZobrist[ck][sq] = z ^ z>>31
		}
	}
}

// corrKeys are the two structure hashes of a position.
type corrKeys [3]uint64 // indexed by corrKind; slot 0 is unused

// structureKeys computes the hashes from scratch (at the root).
func structureKeys(p *position.Position) corrKeys {
	var k corrKeys
	for s := position.Red; s <= position.Black; s++ {
		p.Pieces(s, func(pc position.Piece, sq position.Square) {
			k[corrKind[pc.Kind()]] ^= corrZobrist[pc.ColorKind()][sq]
		})
	}
	return k
}

// afterMove returns the hashes after pseudo-legal move m is played in p.
func (k corrKeys) afterMove(p *position.Position, m position.Move) corrKeys {
	from, to := m.From(), m.To()
	pc := p.At(from)
	ck := pc.ColorKind()
	k[corrKind[pc.Kind()]] ^= corrZobrist[ck][from] ^ corrZobrist[ck][to]
	if victim := p.At(to); victim != position.NoPiece {
		k[corrKind[victim.Kind()]] ^= corrZobrist[victim.ColorKind()][to]
	}
	return k
}

// correction is the centipawns to add to the static score of a node with
// these hashes and side to move.
func (t *thread) correction(k *corrKeys, side position.Side) int {
	sum := int(t.corrPawn[side][k[1]&(corrSize-1)]) + int(t.corrGuard[side][k[2]&(corrSize-1)])
	return sum / (2 * corrGrain) // the mean of the two estimates
}

// updateCorrection pulls the two averages towards the search result's
// distance from the static score, more so for deeper searches.
func (t *thread) updateCorrection(k *corrKeys, side position.Side, diff, depth int) {
	learn(&t.corrPawn[side][k[1]&(corrSize-1)], diff, depth)
	learn(&t.corrGuard[side][k[2]&(corrSize-1)], diff, depth)
}

// learn moves estimate e towards diff, capped at corrMax, by a weight that
// grows with the depth of the search that measured it.
func learn(e *int16, diff, depth int) {
	average(e, max(-corrMax, min(diff, corrMax))*corrGrain, min(depth+1, corrWeightMax))
}

// average moves e a weight w/256 of the way to target.
func average(e *int16, target, w int) {
	*e = int16((int(*e)*(256-w) + target*w) / 256)
}
