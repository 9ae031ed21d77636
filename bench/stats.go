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
// cutechess reports. The error is +Inf when the interval reaches 0 or 1;
// both are NaN with no games.
func (s Score) Elo() (elo, err95 float64) {
	n := s.Games()
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	r := s.Ratio()
	dev := z975 * math.Sqrt(s.variance()/float64(n))
	return EloFromRatio(r), (EloFromRatio(r+dev) - EloFromRatio(r-dev)) / 2
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
