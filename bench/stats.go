package bench

import "math"

// Score is a player's wins, draws and losses.
type Score struct {
	Wins, Draws, Losses int
}

// z975 is the 97.5% quantile of the standard normal distribution: the
// half-width of a two-sided 95% interval in standard deviations.
const z975 = 1.959963984540054

// Games returns the number of games.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Points returns wins plus half the draws.
func (s Score) Points() float64 { return float64(s.Wins) + float64(s.Draws)/2 }

// Ratio returns the points per game (0.5 with no games).
func (s Score) Ratio() float64 {
	if s.Games() == 0 {
		return 0.5
	}
	return s.Points() / float64(s.Games())
}

// DrawRatio returns the share of games drawn.
func (s Score) DrawRatio() float64 {
	if s.Games() == 0 {
		return 0
	}
	return float64(s.Draws) / float64(s.Games())
}

// Add returns the sum of two scores.
func (s Score) Add(o Score) Score {
	return Score{s.Wins + o.Wins, s.Draws + o.Draws, s.Losses + o.Losses}
}

// Flip returns the opponent's view of the score.
func (s Score) Flip() Score { return Score{s.Losses, s.Draws, s.Wins} }

// EloFromRatio converts a score ratio to a logistic Elo difference:
// -400·log10(1/r − 1). It is ±Inf at 1 and 0.
func EloFromRatio(r float64) float64 {
	switch {
	case r >= 1:
		return math.Inf(1)
	case r <= 0:
		return math.Inf(-1)
	}
	if r == 0.5 {
		return 0 // not -0
	}
	return -400 * math.Log10(1/r-1)
}

// RatioFromElo is the expected score ratio for an Elo difference.
func RatioFromElo(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// variance returns the per-game variance of the score (each game scores 1,
// ½ or 0) around its mean.
func (s Score) variance() float64 {
	n := float64(s.Games())
	if n == 0 {
		return 0
	}
	m := s.Ratio()
	w, d, l := float64(s.Wins), float64(s.Draws), float64(s.Losses)
	return (w*(1-m)*(1-m) + d*(0.5-m)*(0.5-m) + l*m*m) / n
}

// Elo returns the Elo difference the score implies and the half-width of
// its 95% confidence interval. The interval is taken on the score ratio
// (mean ± 1.96 standard errors, the per-game variance from the W/D/L
// counts) and mapped through EloFromRatio, halving the width — the method
// cutechess reports. The error is +Inf when the interval reaches 0 or 1
// and NaN (undefined) when the games show no variance (one game, or all
// alike: all draws gave "± 0.0", claiming certainty from nothing); both
// are NaN with no games.
func (s Score) Elo() (elo, err95 float64) {
	n := s.Games()
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	r := s.Ratio()
	return EloFromRatio(r), ratioError(r, s.variance(), n)
}

// LOS returns the likelihood of superiority: the probability that the
// player is stronger, from wins and losses (draws carry no information):
// ½·(1 + erf((W − L) / √(2(W + L)))). It is 0.5 without decisive games.
func (s Score) LOS() float64 {
	wl := float64(s.Wins + s.Losses)
	if wl == 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(s.Wins-s.Losses)/math.Sqrt(2*wl)))
}

// Penta counts game pairs — one opening played with both colours — by the
// points the player made in the pair: Penta[k] pairs scored k/2 points
// (0, ½, 1, 1½, 2). The two games of a pair share an opening, so their
// results are correlated; counting pairs instead of games measures the
// variance that correlation leaves, as fishtest and fastchess do.
type Penta [5]int

// Pairs returns the number of pairs.
func (p Penta) Pairs() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// Add returns the sum of two counts.
func (p Penta) Add(o Penta) Penta {
	for i := range p {
		p[i] += o[i]
	}
	return p
}

// Flip returns the opponent's view: a pair scored k/2 points by one side is
// scored (4−k)/2 by the other.
func (p Penta) Flip() Penta { return Penta{p[4], p[3], p[2], p[1], p[0]} }

// pentaMoments returns the mean score per game (a pair's points over 2, in
// 0..1) and the per-pair variance of that score, from counts c (float so
// that the SPRT can regularise empty buckets).
func pentaMoments(c [5]float64) (mean, variance float64) {
	n := c[0] + c[1] + c[2] + c[3] + c[4]
	if n == 0 {
		return 0.5, 0
	}
	for k, x := range c {
		mean += x * float64(k) / 4
	}
	mean /= n
	for k, x := range c {
		d := float64(k)/4 - mean
		variance += x * d * d
	}
	return mean, variance / n
}

func (p Penta) float() [5]float64 {
	return [5]float64{float64(p[0]), float64(p[1]), float64(p[2]), float64(p[3]), float64(p[4])}
}

// Ratio returns the points per game over the pairs (0.5 with none).
func (p Penta) Ratio() float64 {
	m, _ := pentaMoments(p.float())
	return m
}

// Elo returns the Elo difference and the half-width of its 95% interval
// from the pairs: the interval mean ± 1.96·sqrt(v/N) on the per-game score
// (v the per-pair variance, N the pairs) mapped through EloFromRatio and
// halved, as fastchess reports it. The error is NaN (undefined) when the
// pairs show no variance (one pair, or every pair alike) and +Inf when the
// interval reaches 0 or 1; both are NaN with no pairs.
func (p Penta) Elo() (elo, err95 float64) {
	n := p.Pairs()
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	m, v := pentaMoments(p.float())
	return EloFromRatio(m), ratioError(m, v, n)
}

// NElo returns the normalized Elo and its 95% error: the score's distance
// from ½ in units of its per-game standard deviation, scaled so that small
// differences match logistic Elo for a draw-free match —
// (m − ½)/sqrt(2v) · 800/ln 10, v the per-pair variance (a pair holds two
// games). It does not depend on the draw rate, so it compares matches
// played at different time controls. NaN when undefined.
func (p Penta) NElo() (nelo, err95 float64) {
	n := p.Pairs()
	m, v := pentaMoments(p.float())
	if n == 0 || v == 0 {
		return math.NaN(), math.NaN()
	}
	sd := math.Sqrt(2 * v)
	return (m - 0.5) / sd * neloScale, z975 * math.Sqrt(v/float64(n)) / sd * neloScale
}

// neloScale turns a score difference in standard deviations into
// normalized Elo (fishtest's and fastchess's 800/ln 10).
const neloScale = 800 / math.Ln10

// ratioError is the Elo half-width of the 95% interval on a mean score m
// with variance v per sample over n samples: NaN when v is 0 (the normal
// approximation gives no interval), +Inf when the interval reaches 0 or 1.
func ratioError(m, v float64, n int) float64 {
	if v == 0 {
		return math.NaN()
	}
	dev := z975 * math.Sqrt(v/float64(n))
	return (EloFromRatio(m+dev) - EloFromRatio(m-dev)) / 2
}
