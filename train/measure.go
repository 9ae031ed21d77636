package train

import (
	"math"

	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
)

// FitScale returns the sigmoid scale K that best predicts the game results
// from the search scores (least squared error of sigmoid(score/K) against
// the result), and that error: the scale that makes scores and results
// speak the same language in the training target.
func FitScale(samples []Sample) (float64, float64) {
	errAt := func(k float64) float64 {
		sum := 0.0
		for i := range samples {
			d := sigmoid(float64(samples[i].Score)/k) - float64(samples[i].Result)
			sum += d * d
		}
		return sum / float64(max(1, len(samples)))
	}
	lo, hi := 50.0, 3000.0
	for range 60 { // golden-section search: the error is unimodal in K
		a, b := hi-(hi-lo)*0.618, lo+(hi-lo)*0.618
		if errAt(a) < errAt(b) {
			hi = b
		} else {
			lo = a
		}
	}
	k := (lo + hi) / 2
	return k, errAt(k)
}

// QuantizationError compares the integer net with the float model on
// samples: the worst and the mean absolute difference in score units.
func QuantizationError(m *Model, n *nnue.Net, samples []Sample) (worst, mean float64) {
	for i := range samples {
		d := math.Abs(m.Eval(&samples[i]) - float64(EvalSample(n, &samples[i])))
		worst = max(worst, d)
		mean += d
	}
	return worst, mean / float64(max(1, len(samples)))
}

// EvalSample evaluates a sample with the integer net, as the engine would
// the position it came from.
func EvalSample(n *nnue.Net, s *Sample) int {
	var acc nnue.Accumulator
	acc.V[0], acc.V[1] = n.FeatureBias, n.FeatureBias
	for i := range int(s.N) {
		for j := range nnue.Hidden {
			acc.V[0][j] += n.FeatureWeights[s.Own[i]][j]
			acc.V[1][j] += n.FeatureWeights[s.Opp[i]][j]
		}
	}
	// V[0] is the side to move's: evaluate as Red to move.
	return n.Evaluate(&acc, position.Red)
}

// ClassicalLoss is the loss the hand-written evaluation's static scores
// would have as the model's prediction: the bar a net must pass.
func ClassicalLoss(samples []Sample, scale, wdl float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for i := range samples {
		d := sigmoid(float64(samples[i].Classical)/scale) - Target(&samples[i], scale, wdl)
		sum += d * d
	}
	return sum / float64(len(samples))
}
