// Package nnue is chuhe's efficiently updatable neural network: the feature
// set, the quantized net and its file format, the accumulators that make
// and unmake keep up to date, and the inference.
//
// The architecture (id ArchID) is (1260 → 256)×2 → 1 with a squared
// clipped ReLU:
//
//   - Features: piece × point from each side's own point of view, 14 kinds
//     (own seven, then the opponent's seven) × 90 points = 1,260. Black's
//     view turns the board over (rank r is seen as 9-r), so that both
//     perspectives share one weight matrix and a position and its
//     colour-flipped twin score alike.
//   - Feature transformer: 256 int16 per perspective, weights and biases
//     scaled by QA.
//   - Output: the side to move's 256 then the opponent's 256, each
//     clamp(x, 0, QA)², dotted with int16 weights scaled by QB, divided by
//     QA, plus a bias scaled by QA·QB; the result times Scale/(QA·QB) is
//     the score in the engine's units.
//
// See nnue/README.md for why this shape, how it is trained and what it
// measured.
package nnue

import (
	"github.com/chuhe-engine/chuhe/position"
)

// Dimensions and quantization.
const (
	// Kinds is the number of piece kinds per side.
	Kinds = 7
	// Points is the number of playing points.
	Points = position.Files * position.Ranks
	// Inputs is the number of features per perspective.
	Inputs = 2 * Kinds * Points
	// Hidden is the width of one perspective's accumulator.
	Hidden = 256
	// QA scales the feature transformer: 1.0 is QA, and the activation
	// clips at QA.
	QA = 255
	// QB scales the output weights.
	QB = 128
	// Scale turns the net's output (about a winning probability's logit)
	// into the engine's score units.
	Scale = 400
	// MaxOutputWeight bounds |output weight|, so that clamp(x)·w fits an
	// int16 (255·127 < 32768) as the vector code needs.
	MaxOutputWeight = 127
)

// Net is a quantized network.
type Net struct {
	FeatureWeights [Inputs][Hidden]int16
	FeatureBias    [Hidden]int16
	// OutputWeights: the side to move's half first.
	OutputWeights [2 * Hidden]int16
	OutputBias    int32
}

// featureIndex[persp][colorKind][square] is the feature of a piece on a
// point seen from persp (indexed by the board's own square numbers).
var featureIndex [2][2 * Kinds][256]uint16

func init() {
	for persp := range 2 {
		for ck := range 2 * Kinds {
			side, kind := ck/Kinds, ck%Kinds
			rel := 0
			if side != persp {
				rel = 1
			}
			for r := range position.Ranks {
				for f := range position.Files {
					sq := position.MakeSquare(f, r)
					rr := r
					if persp == int(position.Black) {
						rr = position.Ranks - 1 - r
					}
					featureIndex[persp][ck][sq] = uint16((rel*Kinds+kind)*Points + rr*position.Files + f)
				}
			}
		}
	}
}

// Feature returns the feature index of piece pc on sq from persp's view.
func Feature(persp position.Side, pc position.Piece, sq position.Square) int {
	return int(featureIndex[persp][pc.ColorKind()][sq])
}

// Accumulator holds both perspectives' feature-transformer sums of a
// position, indexed by side.
type Accumulator struct {
	V [2][Hidden]int16
}

// Refresh computes acc for p from scratch.
func (n *Net) Refresh(acc *Accumulator, p *position.Position) {
	for persp := position.Red; persp <= position.Black; persp++ {
		v := &acc.V[persp]
		*v = n.FeatureBias
		for s := position.Red; s <= position.Black; s++ {
			p.Pieces(s, func(pc position.Piece, sq position.Square) {
				addRow(v, &n.FeatureWeights[Feature(persp, pc, sq)])
			})
		}
	}
}

// Update sets dst to src after a move of piece pc from from to to that
// captures captured (NoPiece if none). Call it with the pieces as they were
// before the move.
func (n *Net) Update(dst, src *Accumulator, pc position.Piece, from, to position.Square, captured position.Piece) {
	ck := pc.ColorKind()
	for persp := range 2 {
		idx := &featureIndex[persp]
		add := &n.FeatureWeights[idx[ck][to]]
		sub := &n.FeatureWeights[idx[ck][from]]
		if captured == position.NoPiece {
			addSub(&dst.V[persp], &src.V[persp], add, sub)
		} else {
			addSubSub(&dst.V[persp], &src.V[persp], add, sub, &n.FeatureWeights[idx[captured.ColorKind()][to]])
		}
	}
}

// Evaluate returns the score of the position whose accumulator is acc,
// for side stm to move, in the engine's units.
func (n *Net) Evaluate(acc *Accumulator, stm position.Side) int {
	w := &n.OutputWeights
	sum := screluDot(&acc.V[stm], (*[Hidden]int16)(w[:Hidden])) +
		screluDot(&acc.V[stm^1], (*[Hidden]int16)(w[Hidden:]))
	out := int64(sum)/QA + int64(n.OutputBias)
	return int(out * Scale / (QA * QB))
}
