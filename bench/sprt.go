package bench

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SPRT is a sequential probability ratio test between H0: the Elo
// difference is Elo0 and H1: it is Elo1, with error rates Alpha (accepting
// H1 when H0 holds) and Beta (accepting H0 when H1 holds).
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
	// Normalized reads Elo0 and Elo1 as normalized Elo (fishtest's and
	// fastchess's default model) instead of logistic Elo.
	Normalized bool
}

// ParseSPRT reads "elo0=0 elo1=5 alpha=0.05 beta=0.05 model=logistic" (any
// order; alpha and beta default to 0.05, model to logistic; model=normalized
// takes the bounds in normalized Elo).
func ParseSPRT(s string) (SPRT, error) {
	t := SPRT{Alpha: 0.05, Beta: 0.05}
	seen := map[string]bool{}
	for _, w := range strings.Fields(s) {
		k, v, ok := strings.Cut(w, "=")
		if !ok {
			return t, fmt.Errorf("sprt %q: %q is not key=value (want elo0=0 elo1=5 alpha=0.05 beta=0.05)", s, w)
		}
		if strings.EqualFold(k, "model") {
			switch strings.ToLower(v) {
			case "logistic":
				t.Normalized = false
			case "normalized":
				t.Normalized = true
			default:
				return t, fmt.Errorf("sprt %q: model=%q: want logistic or normalized", s, v)
			}
			continue
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return t, fmt.Errorf("sprt %q: %s=%q is not a number", s, k, v)
		}
		switch strings.ToLower(k) {
		case "elo0":
			t.Elo0 = f
		case "elo1":
			t.Elo1 = f
		case "alpha":
			t.Alpha = f
		case "beta":
			t.Beta = f
		default:
			return t, fmt.Errorf("sprt %q: unknown key %q (want elo0, elo1, alpha, beta, model)", s, k)
		}
		seen[strings.ToLower(k)] = true
	}
	switch {
	case !seen["elo0"] || !seen["elo1"]:
		return t, fmt.Errorf("sprt %q: elo0 and elo1 are required", s)
	case t.Elo1 <= t.Elo0:
		return t, fmt.Errorf("sprt %q: elo1 must be greater than elo0", s)
	case t.Alpha <= 0 || t.Alpha >= 0.5 || t.Beta <= 0 || t.Beta >= 0.5:
		return t, fmt.Errorf("sprt %q: alpha and beta must lie between 0 and 0.5", s)
	}
	return t, nil
}

// Bounds returns the log-likelihood ratio bounds: accept H0 at or below
// lower = ln(β/(1−α)), accept H1 at or above upper = ln((1−β)/α).
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// LLR returns the log-likelihood ratio of H1 against H0 for a score of
// single games (the trinomial model), by the generalised SPRT's normal
// approximation: with mean score m and per-game variance v over n games,
// s0 and s1 the expected scores at Elo0 and Elo1,
// LLR = n·(s1 − s0)·(2m − s0 − s1) / (2v). A zero count of wins, draws or
// losses is replaced by sprtPseudoCount so that one-sided results still
// move the test, slowly; no games gives 0.
func (t SPRT) LLR(s Score) float64 {
	if s.Games() == 0 {
		return 0
	}
	w, d, l := regularize(s.Wins), regularize(s.Draws), regularize(s.Losses)
	n := w + d + l
	m := (w + d/2) / n
	v := (w*(1-m)*(1-m) + d*(0.5-m)*(0.5-m) + l*m*m) / n
	return t.gsprt(n, m, v, math.Sqrt(v))
}

// LLRPenta is the same test on game pairs (the pentanomial model, which
// fishtest and fastchess use): n pairs, m the mean score per game, v the
// per-pair variance of a pair's score (points/2). Empty buckets are
// regularised as in LLR; no pairs gives 0.
func (t SPRT) LLRPenta(p Penta) float64 {
	if p.Pairs() == 0 {
		return 0
	}
	var c [5]float64
	n := 0.0
	for i, x := range p {
		c[i] = regularize(x)
		n += c[i]
	}
	m, v := pentaMoments(c)
	// A pair is two games: its score's standard deviation per game is
	// sqrt(2v), the scale normalized Elo is measured in.
	return t.gsprt(n, m, v, math.Sqrt(2*v))
}

// gsprt is the normal-approximation LLR for n samples of mean m and
// variance v; sd is the per-game standard deviation that converts
// normalized Elo bounds to scores.
func (t SPRT) gsprt(n, m, v, sd float64) float64 {
	s0, s1 := RatioFromElo(t.Elo0), RatioFromElo(t.Elo1)
	if t.Normalized {
		s0, s1 = 0.5+t.Elo0/neloScale*sd, 0.5+t.Elo1/neloScale*sd
	}
	return n * (s1 - s0) * (2*m - s0 - s1) / (2 * v)
}

func regularize(n int) float64 {
	if n == 0 {
		return sprtPseudoCount
	}
	return float64(n)
}

// sprtPseudoCount stands in for an empty W, D or L count in the LLR: half a
// game, as Jeffreys' prior adds. It must be that large because the normal
// approximation divides by the observed variance: fishtest's 1e-3 (meant
// for its exact MLE) leaves almost no variance after a one-sided start, and
// 2-0-0 then gave LLR 11.4, accepting H1 after two games.
const sprtPseudoCount = 0.5

// Decide returns "H1" when the LLR reached the upper bound, "H0" at the
// lower bound, and "" while the test goes on.
func (t SPRT) Decide(llr float64) string {
	lo, hi := t.Bounds()
	switch {
	case llr >= hi:
		return "H1"
	case llr <= lo:
		return "H0"
	}
	return ""
}

// String formats the test's parameters.
func (t SPRT) String() string {
	s := fmt.Sprintf("elo0=%g elo1=%g alpha=%g beta=%g", t.Elo0, t.Elo1, t.Alpha, t.Beta)
	if t.Normalized {
		s += " model=normalized"
	}
	return s
}
