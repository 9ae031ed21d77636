package train

import (
	"math"
	"math/rand/v2"

	"github.com/chuhe-engine/chuhe/nnue"
)

const (
	hidden = nnue.Hidden
	inputs = nnue.Inputs
	// Clipping keeps every weight representable after quantization: the
	// output weights within MaxOutputWeight/QB, the feature weights well
	// inside int16 once scaled by QA.
	maxOutput  = float32(nnue.MaxOutputWeight) / nnue.QB
	maxFeature = float32(1.98)
)

// Model is the float network that training moves; Quantize turns it into
// the engine's nnue.Net. Its layout mirrors nnue.Net.
type Model struct {
	FW [inputs][hidden]float32
	FB [hidden]float32
	OW [2 * hidden]float32
	OB float32
}

// NewModel returns a randomly initialized model (deterministic for seed).
func NewModel(seed uint64) *Model {
	rng := rand.New(rand.NewPCG(seed, 0x6e6e7565))
	m := new(Model)
	for i := range m.FW {
		for j := range m.FW[i] {
			m.FW[i][j] = (rng.Float32()*2 - 1) * 0.1
		}
	}
	for j := range m.FB {
		m.FB[j] = 0.1 + rng.Float32()*0.2
	}
	for j := range m.OW {
		m.OW[j] = (rng.Float32()*2 - 1) * 0.1
	}
	return m
}

// activations holds one sample's forward pass.
type activations struct {
	acc [2][hidden]float32 // own, opponent
}

// forward returns the raw output (score/Scale) of sample s.
func (m *Model) forward(s *Sample, a *activations) float32 {
	for side, feats := range [2]*[maxPieces]uint16{&s.Own, &s.Opp} {
		v := &a.acc[side]
		*v = m.FB
		for _, f := range feats[:s.N] {
			w := &m.FW[f]
			for j := range v {
				v[j] += w[j]
			}
		}
	}
	y := m.OB
	for side := range 2 {
		v := &a.acc[side]
		ow := m.OW[side*hidden : (side+1)*hidden]
		for j := range v {
			c := min(max(v[j], 0), 1)
			y += c * c * ow[j]
		}
	}
	return y
}

// Eval returns the model's score of s in the engine's units.
func (m *Model) Eval(s *Sample) float64 {
	var a activations
	return float64(m.forward(s, &a)) * nnue.Scale
}

// grads accumulates one worker's gradients over part of a batch.
type grads struct {
	FW   [inputs][hidden]float32
	FB   [hidden]float32
	OW   [2 * hidden]float32
	OB   float32
	used [inputs]bool // rows of FW touched: only those are summed and zeroed
	loss float64
}

func (g *grads) reset() {
	for i := range g.FW {
		if g.used[i] {
			g.FW[i] = [hidden]float32{}
			g.used[i] = false
		}
	}
	g.FB = [hidden]float32{}
	g.OW = [2 * hidden]float32{}
	g.OB, g.loss = 0, 0
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// Target blends the score's winning chance (sigmoid of score/scale) with
// the game's result by wdl (0 = the score alone, 1 = the result alone).
func Target(s *Sample, scale, wdl float64) float64 {
	return wdl*float64(s.Result) + (1-wdl)*sigmoid(float64(s.Score)/scale)
}

// backward adds the gradient of the squared error between the predicted
// and the target winning chance of s to g and returns the error.
func (m *Model) backward(s *Sample, scale, wdl float64, a *activations, g *grads) float64 {
	y := m.forward(s, a)
	k := nnue.Scale / scale
	pred := sigmoid(float64(y) * k)
	diff := pred - Target(s, scale, wdl)
	dy := float32(2 * diff * pred * (1 - pred) * k)
	g.OB += dy
	var dacc [2][hidden]float32
	for side := range 2 {
		v := &a.acc[side]
		ow := m.OW[side*hidden : (side+1)*hidden]
		gow := g.OW[side*hidden : (side+1)*hidden]
		d := &dacc[side]
		for j := range v {
			x := v[j]
			if x <= 0 {
				continue
			}
			if x >= 1 {
				gow[j] += dy
				continue
			}
			gow[j] += dy * x * x
			d[j] = dy * ow[j] * 2 * x
		}
		for j := range d {
			g.FB[j] += d[j]
		}
	}
	for side, feats := range [2]*[maxPieces]uint16{&s.Own, &s.Opp} {
		d := &dacc[side]
		for _, f := range feats[:s.N] {
			g.used[f] = true
			row := &g.FW[f]
			for j := range row {
				row[j] += d[j]
			}
		}
	}
	return diff * diff
}

// Loss is the mean squared error of the model's winning chance against
// the targets of samples.
func (m *Model) Loss(samples []Sample, scale, wdl float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	var a activations
	sum := 0.0
	k := nnue.Scale / scale
	for i := range samples {
		d := sigmoid(float64(m.forward(&samples[i], &a))*k) - Target(&samples[i], scale, wdl)
		sum += d * d
	}
	return sum / float64(len(samples))
}

// Quantize rounds the model into the engine's integer net.
func (m *Model) Quantize() *nnue.Net {
	n := new(nnue.Net)
	q := func(x float32, scale float64, limit float64) int16 {
		v := math.Round(float64(x) * scale)
		return int16(max(-limit, min(limit, v)))
	}
	for i := range m.FW {
		for j := range m.FW[i] {
			n.FeatureWeights[i][j] = q(m.FW[i][j], nnue.QA, math.MaxInt16)
		}
	}
	for j := range m.FB {
		n.FeatureBias[j] = q(m.FB[j], nnue.QA, math.MaxInt16)
	}
	for j := range m.OW {
		n.OutputWeights[j] = q(m.OW[j], nnue.QB, nnue.MaxOutputWeight)
	}
	n.OutputBias = int32(math.Round(float64(m.OB) * nnue.QA * nnue.QB))
	return n
}
