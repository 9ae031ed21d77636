package bench

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Reference values were computed independently in Python (math, statistics.
// NormalDist) from the textbook formulas:
//
//	s = (W + D/2)/N, elo(s) = -400·log10(1/s - 1)
//	v = (W(1-s)² + D(½-s)² + L·s²)/N, dev = 1.959964·sqrt(v/N)
//	err = (elo(s+dev) - elo(s-dev))/2, LOS = ½(1 + erf((W-L)/sqrt(2(W+L))))
func TestScoreEloErrorLOS(t *testing.T) {
	tests := []struct {
		w, d, l       int
		elo, err, los float64
	}{
		{10, 5, 5, 88.739500, 143.874852, 0.901647},
		{30, 40, 30, 0, 53.157980, 0.5},
		{120, 200, 80, 34.860070, 24.114195, 0.997661},
		{12, 6, 2, 190.848502, 151.682163, 0.996237},
	}
	for _, tt := range tests {
		s := Score{tt.w, tt.d, tt.l}
		elo, e := s.Elo()
		assert.InDelta(t, tt.elo, elo, 1e-4, "elo %v", s)
		assert.InDelta(t, tt.err, e, 1e-4, "error %v", s)
		assert.InDelta(t, tt.los, s.LOS(), 1e-6, "los %v", s)
	}
}

func TestScoreEdges(t *testing.T) {
	elo, e := Score{}.Elo()
	assert.True(t, math.IsNaN(elo) && math.IsNaN(e), "no games: undefined")
	elo, _ = Score{Wins: 3}.Elo()
	assert.True(t, math.IsInf(elo, 1), "all wins: +inf")
	_, e = Score{7, 2, 1}.Elo()
	assert.True(t, math.IsInf(e, 1), "interval reaching 1: infinite error")
	assert.Equal(t, 0.5, Score{Draws: 4}.LOS())
	assert.InDelta(t, 0.25, Score{1, 1, 2}.DrawRatio(), 1e-12)
	assert.InDelta(t, 0.375, Score{1, 1, 2}.Ratio(), 1e-12)
	assert.Equal(t, Score{2, 1, 1}, Score{1, 1, 2}.Flip())
	_, e = Score{Draws: 1}.Elo()
	assert.True(t, math.IsNaN(e), "one draw: no variance, so no error bar (not ± 0)")
	_, e = Score{Wins: 1, Losses: 1}.Elo()
	assert.False(t, math.IsNaN(e), "a win and a loss: an error bar")
}

// Pentanomial references computed independently in Python (math only)
// from fastchess's formulas, k = 0..4 the pair's points doubled:
//
//	N = Σn_k, m = Σ n_k·k/4 / N, v = Σ n_k·(k/4 - m)² / N (per pair)
//	dev = 1.959964·sqrt(v/N), elo(s) = -400·log10(1/s - 1)
//	err = (elo(m+dev) - elo(m-dev))/2
//	nelo = (m - ½)/sqrt(2v)·800/ln 10, nerr = dev/sqrt(2v)·800/ln 10
//
// e.g. (3, 10, 40, 20, 7): N=80, m=0.54375, v=0.0308984, elo 39.2527.
func TestPentaElo(t *testing.T) {
	tests := []struct {
		p                    Penta
		elo, err, nelo, nerr float64
	}{
		{Penta{3, 10, 40, 20, 7}, 39.252663, 35.129687, 60.880668, 53.834712},
		{Penta{1, 4, 10, 4, 1}, 0, 68.988751, 0, 107.669425},
		{Penta{0, 12, 30, 25, 3}, 47.444702, 32.914394, 84.258642, 57.551728},
		{Penta{10, 20, 45, 25, 20}, 36.322966, 36.396774, 44.353881, 43.955859},
	}
	for _, tt := range tests {
		elo, e := tt.p.Elo()
		assert.InDelta(t, tt.elo, elo, 1e-5, "elo %v", tt.p)
		assert.InDelta(t, tt.err, e, 1e-5, "error %v", tt.p)
		nelo, ne := tt.p.NElo()
		assert.InDelta(t, tt.nelo, nelo, 1e-5, "nelo %v", tt.p)
		assert.InDelta(t, tt.nerr, ne, 1e-5, "nelo error %v", tt.p)
		assert.Equal(t, tt.p, tt.p.Flip().Flip())
		fe, _ := tt.p.Flip().Elo()
		assert.InDelta(t, -elo, fe, 1e-9, "the opponent's view mirrors")
	}
	elo, e := Penta{}.Elo()
	assert.True(t, math.IsNaN(elo) && math.IsNaN(e), "no pairs: undefined")
	elo, e = Penta{0, 0, 3, 0, 0}.Elo()
	assert.Zero(t, elo)
	assert.True(t, math.IsNaN(e), "every pair alike: no error bar")
	assert.Equal(t, 9, Penta{1, 2, 3, 2, 1}.Pairs())
	assert.Equal(t, Penta{2, 2, 4, 2, 2}, Penta{1, 2, 3, 2, 1}.Add(Penta{1, 0, 1, 0, 1}))
}

// Pentanomial LLR references, computed in Python as for TestPentaElo with
// empty buckets replaced by ½ and LLR = N·(s1-s0)·(2m-s0-s1)/(2v); for
// model=normalized s_i = ½ + elo_i/(800/ln 10)·sqrt(2v).
// Straight 2-point pairs: 26 give 2.890, 27 give 3.104 (bound 2.944).
func TestSPRTLLRPenta(t *testing.T) {
	logistic := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	normalized := SPRT{Elo0: 0, Elo1: 2, Alpha: 0.05, Beta: 0.05, Normalized: true}
	tests := []struct {
		p         Penta
		llr, nllr float64
	}{
		{Penta{3, 10, 40, 20, 7}, 0.588220, 0.158741},
		{Penta{1, 4, 10, 4, 1}, -0.010354, -0.000663},
		{Penta{0, 12, 30, 25, 3}, 0.742686, 0.178281},
		{Penta{10, 20, 45, 25, 20}, 0.503012, 0.172393},
	}
	for _, tt := range tests {
		assert.InDelta(t, tt.llr, logistic.LLRPenta(tt.p), 1e-5, "%v", tt.p)
		assert.InDelta(t, tt.nllr, normalized.LLRPenta(tt.p), 1e-5, "normalized %v", tt.p)
	}
	assert.Zero(t, logistic.LLRPenta(Penta{}))
	assert.InDelta(t, 2.890281, logistic.LLRPenta(Penta{4: 26}), 1e-5)
	assert.InDelta(t, 3.104207, logistic.LLRPenta(Penta{4: 27}), 1e-5)
}

// LLR references (elo0=0, elo1=5) computed in Python with the same GSPRT
// normal approximation: s0, s1 = 1/(1+10^(-elo/400)),
// LLR = N·(s1-s0)·(2s-s0-s1)/(2v), zero counts replaced by ½.
//
// One-sided starts must not decide the test: with zero counts replaced by
// 1e-3 the variance all but vanished and 2-0-0 gave LLR 11.4 (H1 accepted
// after two games; the exact GSPRT with fishtest's MLE gives 0.029).
func TestSPRTLLR(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	tests := []struct {
		w, d, l int
		llr     float64
		want    string
	}{
		{60, 100, 40, 0.545093, ""},
		{1000, 2000, 990, -0.539793, ""},
		{50, 60, 70, -0.468333, ""},
		{300, 400, 200, 2.477554, ""},
		{1, 0, 0, 0.010164, ""},
		{2, 0, 0, 0.036471, ""},
		{0, 0, 3, -0.075127, ""},
		{2, 1, 0, 0.039997, ""},
		{10, 0, 0, 0.649651, ""},
		{22, 0, 0, 2.939489, ""},
		{23, 0, 0, 3.204592, "H1"},
		{0, 0, 0, 0, ""},
	}
	for _, tt := range tests {
		llr := sp.LLR(Score{tt.w, tt.d, tt.l})
		assert.InDelta(t, tt.llr, llr, 1e-4, "W/D/L %d/%d/%d", tt.w, tt.d, tt.l)
		assert.Equal(t, tt.want, sp.Decide(llr))
	}
	lo, hi := sp.Bounds()
	assert.InDelta(t, -2.944439, lo, 1e-6)
	assert.InDelta(t, 2.944439, hi, 1e-6)
}

func TestParseSPRT(t *testing.T) {
	tests := []struct {
		in      string
		want    SPRT
		wantErr string
	}{
		{"elo0=0 elo1=5 alpha=0.05 beta=0.05", SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}, ""},
		{"elo1=10 elo0=-2", SPRT{Elo0: -2, Elo1: 10, Alpha: 0.05, Beta: 0.05}, ""},
		{"elo0=0 elo1=2 model=normalized", SPRT{Elo1: 2, Alpha: 0.05, Beta: 0.05, Normalized: true}, ""},
		{"elo0=0 elo1=2 model=bayes", SPRT{}, "model"},
		{"elo0=0", SPRT{}, "required"},
		{"elo0=5 elo1=0", SPRT{}, "greater"},
		{"elo0=0 elo1=5 alpha=1", SPRT{}, "between"},
		{"elo0=0 elo1=x", SPRT{}, "not a number"},
		{"elo0=0 elo1=5 gamma=1", SPRT{}, "unknown key"},
		{"elo0", SPRT{}, "key=value"},
	}
	for _, tt := range tests {
		got, err := ParseSPRT(tt.in)
		if tt.wantErr != "" {
			require.Error(t, err, tt.in)
			assert.Contains(t, err.Error(), tt.wantErr)
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got)
	}
}
