package train

import (
	"context"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/datagen"
	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
)

// randomSamples plays random games and labels their positions with made-up
// but learnable targets: the material balance as the score.
func randomSamples(t *testing.T, n int, seed uint64) []Sample {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 9))
	var out []Sample
	for len(out) < n {
		p := position.New()
		for ply := 0; ply < 120 && len(out) < n; ply++ {
			var l position.MoveList
			p.GenerateLegal(&l, position.GenAll)
			if l.N == 0 {
				break
			}
			p.MakeMove(l.Moves[rng.IntN(l.N)])
			var s Sample
			Features(p, &s)
			bal := 0
			for side := position.Red; side <= position.Black; side++ {
				sign := 1
				if side != p.Side() {
					sign = -1
				}
				bal += sign * (p.Count(side, position.Rook)*600 + p.Count(side, position.Horse)*300 + p.Count(side, position.Cannon)*300)
			}
			s.Score = int16(bal)
			s.Result = float32(0.5 + 0.5*math.Tanh(float64(bal)/600))
			out = append(out, s)
		}
	}
	return out
}

// TestGradientMatchesFiniteDifferences checks backward against the change
// of the loss when single weights move.
func TestGradientMatchesFiniteDifferences(t *testing.T) {
	samples := randomSamples(t, 8, 1)
	m := NewModel(3)
	const scale, wdl = 333.0, 0.3
	g := new(grads)
	var a activations
	for i := range samples {
		m.backward(&samples[i], scale, wdl, &a, g)
	}
	lossAt := func() float64 { return m.Loss(samples, scale, wdl) * float64(len(samples)) }
	check := func(name string, w *float32, grad float32) {
		const h = 1e-2
		old := *w
		*w = old + h
		up := lossAt()
		*w = old - h
		down := lossAt()
		*w = old
		numeric := (up - down) / (2 * h)
		assert.InDelta(t, numeric, float64(grad), 1e-3+0.05*math.Abs(numeric), name)
	}
	f := samples[0].Own[3]
	for j := 0; j < hidden; j += 37 {
		check("FW", &m.FW[f][j], g.FW[f][j])
		check("FB", &m.FB[j], g.FB[j])
		check("OW own", &m.OW[j], g.OW[j])
		check("OW opp", &m.OW[hidden+j], g.OW[hidden+j])
	}
	check("OB", &m.OB, g.OB)
}

func fitOnce(t *testing.T, samples, valid []Sample, cfg Config, epochs int, c *Checkpoint) *Checkpoint {
	t.Helper()
	if c == nil {
		c = NewCheckpoint(cfg)
	}
	c.Config.Epochs = epochs
	require.NoError(t, Fit(context.Background(), c, samples, valid, nil, nil))
	return c
}

// TestFitLearnsAndIsDeterministic: the loss falls, two runs with one seed
// give the same weights for any thread count, and a resumed run equals an
// uninterrupted one.
func TestFitLearnsAndIsDeterministic(t *testing.T) {
	samples := randomSamples(t, 3000, 2)
	valid := randomSamples(t, 500, 3)
	cfg := DefaultConfig()
	cfg.Batch, cfg.LR, cfg.Epochs, cfg.Scale, cfg.WDL = 128, 0.01, 4, 333, 0.3
	before := NewModel(cfg.Seed).Loss(valid, cfg.Scale, cfg.WDL)

	a := fitOnce(t, samples, valid, cfg, 4, nil)
	assert.Less(t, a.ValidLoss[3], before, "validation loss %v, untrained %v", a.ValidLoss, before)
	assert.Less(t, a.ValidLoss[3], a.ValidLoss[0]*0.9, "validation loss %v", a.ValidLoss)
	cfg1 := cfg
	cfg1.Threads = 1
	b := fitOnce(t, samples, valid, cfg1, 4, nil)
	assert.Equal(t, a.Model.OW, b.Model.OW, "thread count changed the result")
	assert.Equal(t, a.Model.FW, b.Model.FW)

	path := filepath.Join(t.TempDir(), "ckpt")
	half := fitOnce(t, samples, valid, cfg, 2, nil)
	require.NoError(t, half.Save(path))
	resumed, err := LoadCheckpoint(path)
	require.NoError(t, err)
	resumed = fitOnce(t, samples, valid, cfg, 4, resumed)
	assert.Equal(t, a.Model.FW, resumed.Model.FW, "resuming changed the result")
	assert.Equal(t, a.ValidLoss, resumed.ValidLoss)

	// Cancelled mid-epoch: the model is the last completed epoch's.
	ctx, cancel := context.WithCancel(context.Background())
	c := NewCheckpoint(cfg)
	calls := 0
	cancel()
	err = Fit(ctx, c, samples, valid, func(Progress) { calls++ }, nil)
	assert.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, 0, c.Epoch)
	assert.Equal(t, NewModel(cfg.Seed).OW, c.Model.OW)
}

// TestQuantizedNetFollowsModel: the integer net scores within a stated
// tolerance of the float model (mean 8, worst 40 score units; the shipped nets measure about 5 and 30).
func TestQuantizedNetFollowsModel(t *testing.T) {
	samples := randomSamples(t, 2000, 4)
	cfg := DefaultConfig()
	cfg.Batch, cfg.LR, cfg.Scale, cfg.WDL = 256, 0.003, 333, 0.3
	c := fitOnce(t, samples, nil, cfg, 2, nil)
	n := c.Model.Quantize()
	worst, mean := QuantizationError(c.Model, n, samples)
	assert.Less(t, mean, 8.0)
	assert.Less(t, worst, 40.0)

	// And a sample scores as the engine scores its position.
	p := position.New()
	var s Sample
	Features(p, &s)
	var acc nnue.Accumulator
	n.Refresh(&acc, p)
	assert.Equal(t, n.Evaluate(&acc, p.Side()), EvalSample(n, &s))
}

func TestExtractFilters(t *testing.T) {
	p := position.New()
	g := datagen.Game{StartFEN: p.FEN(), Outcome: datagen.BlackWon}
	// h2e2 h9g7 e2e6 (cannon takes a pawn: a capture) b9c7 e6e9?? not
	// needed: four quiet moves, a capture, then one scored beyond the limit.
	for _, mv := range []string{"h2e2", "h9g7", "h0g2", "i9h9", "e2e6", "b9c7", "i0h0"} {
		m, err := p.ParseMove(mv)
		require.NoError(t, err)
		g.Moves = append(g.Moves, m)
		p.MakeMove(m)
	}
	g.Scores = []int16{10, -20, 30, -40, 50, -60, 9000}
	var st Stats
	out, err := Extract([]datagen.Game{g}, Filter{SkipPlies: 2, MaxScore: 2500}, nil, &st)
	require.NoError(t, err)
	assert.Equal(t, Stats{Games: 1, Positions: 7, Kept: 3, Opening: 2, Capture: 1, Decisive: 1}, st)
	require.Len(t, out, 3)
	assert.Equal(t, int16(30), out[0].Score)
	assert.Equal(t, float32(0), out[0].Result, "red to move, black won")
	assert.Equal(t, float32(1), out[1].Result, "black to move, black won")
	assert.Equal(t, uint8(32), out[0].N)
}

func TestFitScale(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	var samples []Sample
	for range 20000 {
		score := rng.IntN(2001) - 1000
		win := rng.Float64() < sigmoid(float64(score)/250)
		s := Sample{Score: int16(score)}
		if win {
			s.Result = 1
		}
		samples = append(samples, s)
	}
	k, _ := FitScale(samples)
	assert.InDelta(t, 250, k, 25)
}

// TestMirror: the mirrored sample has the features of the mirrored position.
func TestMirror(t *testing.T) {
	p, err := position.FromFEN("r1bakab1r/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R b")
	require.NoError(t, err)
	var s, want Sample
	Features(p, &s)
	s.Score, s.Result = 40, 1
	out := Mirror([]Sample{s})
	require.Len(t, out, 2)
	Features(mirrorOf(t, p), &want)
	assert.ElementsMatch(t, want.Own[:want.N], out[1].Own[:out[1].N])
	assert.ElementsMatch(t, want.Opp[:want.N], out[1].Opp[:out[1].N])
	assert.Equal(t, int16(40), out[1].Score)
}

// mirrorOf returns p reflected across the e-file.
func mirrorOf(t *testing.T, p *position.Position) *position.Position {
	t.Helper()
	fields := strings.Fields(p.FEN())
	ranks := strings.Split(fields[0], "/")
	for i, r := range ranks {
		var cells []rune
		for _, c := range r {
			if c >= '1' && c <= '9' {
				for range int(c - '0') {
					cells = append(cells, '1')
				}
			} else {
				cells = append(cells, c)
			}
		}
		slices.Reverse(cells)
		ranks[i] = string(cells)
	}
	q, err := position.FromFEN(strings.Join(ranks, "/") + " " + fields[1])
	require.NoError(t, err)
	return q
}
