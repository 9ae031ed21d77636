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
		{"elo0=0 elo1=5 alpha=0.05 beta=0.05", SPRT{0, 5, 0.05, 0.05}, ""},
		{"elo1=10 elo0=-2", SPRT{-2, 10, 0.05, 0.05}, ""},
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
