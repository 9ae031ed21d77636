// Package spsa tunes integer engine parameters by simultaneous perturbation
// stochastic approximation (Spall): every iteration moves all parameters at
// once by ±c_k (a random sign each, Rademacher), plays the engine with the
// values pushed up (theta+) against the engine with them pushed down
// (theta-), and steps each parameter along the sign that won, by the gain
// a_k. Games are the only measurement, so it suits search parameters that
// no position-by-position fit can reach.
//
// The gains are Spall's: for iteration k = 1, 2, ... and parameter i with
// step s_i (the size of a change worth measuring),
//
//	c_k,i = c·s_i / k^gamma
//	a_k,i = a·s_i² / (A + k)^alpha
//	y     = (wins − losses) / games        theta+'s result, in [−1, 1]
//	theta_i += a_k,i · y / (2·c_k,i·delta_i)
//
// so that a parameter moves in units of its own step whatever its scale.
// Every iteration is logged as one JSON line (Record); Run resumes from
// such a log, and the deltas and match seeds come from Config.Seed and the
// iteration number only, so a resumed run is the run that was interrupted.
package spsa

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
)

// Param is one parameter to tune: its name (for chuhe, the protocol
// option that sets it), its start value, its range, and its step s_i.
type Param struct {
	Name           string
	Start          int
	Min, Max, Step int
}

// Config is one tuning run. The zero values of A and a take their
// defaults (see Defaults); alpha and gamma are Spall's 0.602 and 0.101.
type Config struct {
	Params     []Param
	Iterations int // the planned length N; the gains are laid out for it
	A          float64
	Alpha      float64
	Gamma      float64
	LearnA     float64 // a
	C          float64 // c, in steps
	Seed       uint64
}

// Defaults fills in what is unset: A = N/10, alpha 0.602, gamma 0.101,
// c = 1 step, and a such that a first iteration that theta+ wins outright
// (y = 1) moves every parameter by one step.
func (c Config) Defaults() Config {
	if c.A == 0 {
		c.A = float64(c.Iterations) / 10
	}
	if c.Alpha == 0 {
		c.Alpha = 0.602
	}
	if c.Gamma == 0 {
		c.Gamma = 0.101
	}
	if c.C == 0 {
		c.C = 1
	}
	if c.LearnA == 0 {
		c.LearnA = 2 * c.C * math.Pow(c.A+1, c.Alpha)
	}
	return c
}

// check reports a configuration that cannot run.
func (c Config) check() error {
	if len(c.Params) == 0 {
		return errors.New("no parameters to tune")
	}
	if c.Iterations < 1 {
		return fmt.Errorf("iterations %d: need at least 1", c.Iterations)
	}
	if c.C <= 0 || c.LearnA <= 0 || c.A < 0 {
		return fmt.Errorf("gains must be positive (a %g, c %g, A %g)", c.LearnA, c.C, c.A)
	}
	seen := map[string]bool{}
	for _, p := range c.Params {
		if seen[p.Name] {
			return fmt.Errorf("parameter %s twice", p.Name)
		}
		seen[p.Name] = true
		if p.Step <= 0 || p.Min > p.Max || p.Start < p.Min || p.Start > p.Max {
			return fmt.Errorf("parameter %s: start %d, range %d-%d, step %d do not fit", p.Name, p.Start, p.Min, p.Max, p.Step)
		}
	}
	return nil
}

// Result is a mini-match from theta+'s side.
type Result struct {
	Wins   int `json:"wins"`
	Draws  int `json:"draws"`
	Losses int `json:"losses"`
}

// Games is the number of games the result counts.
func (r Result) Games() int { return r.Wins + r.Draws + r.Losses }

// MatchFunc plays theta+ (plus) against theta- (minus), the values by
// parameter name, and returns plus's result. seed is the iteration's
// match seed (the opening order), so the same iteration plays the same
// openings when resumed.
type MatchFunc func(ctx context.Context, plus, minus map[string]int, seed uint64) (Result, error)

// Record is one logged iteration: the values played, the result, and
// theta after the update (a resumed run starts from the last one's).
type Record struct {
	Iteration int                `json:"iteration"`
	Seed      uint64             `json:"seed"`
	Plus      map[string]int     `json:"plus"`
	Minus     map[string]int     `json:"minus"`
	Result    Result             `json:"result"`
	Theta     map[string]float64 `json:"theta"`
}

// perturbation is iteration k's deltas (±1 per parameter) and match seed,
// drawn from the run's seed and k alone.
func (c Config) perturbation(k int) (delta []float64, seed uint64) {
	r := rand.New(rand.NewPCG(c.Seed, uint64(k)))
	delta = make([]float64, len(c.Params))
	for i := range delta {
		delta[i] = 1
		if r.IntN(2) == 0 {
			delta[i] = -1
		}
	}
	return delta, r.Uint64() >> 1 // chuhe match takes a non-negative seed
}

// ck is c_k,i; ak is a_k,i.
func (c Config) ck(k, i int) float64 {
	return c.C * float64(c.Params[i].Step) / math.Pow(float64(k), c.Gamma)
}

func (c Config) ak(k, i int) float64 {
	s := float64(c.Params[i].Step)
	return c.LearnA * s * s / math.Pow(c.A+float64(k), c.Alpha)
}

// clampRound is v rounded to the nearest integer within p's range.
func clampRound(p Param, v float64) int {
	return int(math.Round(math.Max(float64(p.Min), math.Min(v, float64(p.Max)))))
}

// Iterate computes iteration k from theta: the values of theta+ and
// theta-, the match seed, and the function that applies a result to give
// the next theta.
func (c Config) Iterate(k int, theta []float64) (plus, minus []int, seed uint64, update func(Result) []float64) {
	delta, seed := c.perturbation(k)
	plus = make([]int, len(theta))
	minus = make([]int, len(theta))
	for i, p := range c.Params {
		d := c.ck(k, i) * delta[i]
		plus[i] = clampRound(p, theta[i]+d)
		minus[i] = clampRound(p, theta[i]-d)
	}
	update = func(r Result) []float64 {
		next := slices.Clone(theta)
		if r.Games() == 0 {
			return next
		}
		y := float64(r.Wins-r.Losses) / float64(r.Games())
		for i, p := range c.Params {
			next[i] += c.ak(k, i) * y / (2 * c.ck(k, i) * delta[i])
			next[i] = math.Max(float64(p.Min), math.Min(next[i], float64(p.Max)))
		}
		return next
	}
	return plus, minus, seed, update
}

// ReadLog reads the records of a log. A last line without its newline (a
// run killed while writing) is dropped; any other bad line is an error.
func ReadLog(r io.Reader) ([]Record, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	if i := bytes.LastIndexByte(data, '\n'); i < len(data)-1 {
		data = data[:i+1]
	}
	var recs []Record
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<24)
	for line := 1; sc.Scan(); line++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var rec Record
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return nil, fmt.Errorf("log line %d: %v", line, err)
		}
		if rec.Iteration != len(recs)+1 {
			return nil, fmt.Errorf("log line %d: iteration %d, want %d", line, rec.Iteration, len(recs)+1)
		}
		recs = append(recs, rec)
	}
	return recs, sc.Err()
}

// WriteLog writes records as a log ReadLog reads back.
func WriteLog(w io.Writer, recs []Record) error {
	for _, rec := range recs {
		line, err := json.Marshal(rec)
		if err != nil {
			return err
		}
		if _, err := w.Write(append(line, '\n')); err != nil {
			return err
		}
	}
	return nil
}

// resume returns theta after the log's last record, checking that it
// names exactly the configured parameters.
func (c Config) resume(recs []Record) ([]float64, error) {
	theta := make([]float64, len(c.Params))
	if len(recs) == 0 {
		for i, p := range c.Params {
			theta[i] = float64(p.Start)
		}
		return theta, nil
	}
	last := recs[len(recs)-1].Theta
	if len(last) != len(c.Params) {
		return nil, fmt.Errorf("the log tunes %d parameters, this run %d", len(last), len(c.Params))
	}
	for i, p := range c.Params {
		v, ok := last[p.Name]
		if !ok {
			return nil, fmt.Errorf("the log does not tune %s", p.Name)
		}
		theta[i] = v
	}
	return theta, nil
}

// Run plays iterations len(prev)+1 .. until (0: Iterations, and never
// beyond it) from the
// theta the earlier records prev end with, writing one Record per
// iteration to log as it finishes, and returns the final theta by name.
func Run(ctx context.Context, c Config, prev []Record, until int, match MatchFunc, log io.Writer) (map[string]float64, error) {
	c = c.Defaults()
	if err := c.check(); err != nil {
		return nil, err
	}
	theta, err := c.resume(prev)
	if err != nil {
		return nil, err
	}
	if until <= 0 || until > c.Iterations {
		until = c.Iterations
	}
	for k := len(prev) + 1; k <= until; k++ {
		plus, minus, seed, update := c.Iterate(k, theta)
		res, err := match(ctx, c.byName(plus), c.byName(minus), seed)
		if err != nil {
			return nil, fmt.Errorf("iteration %d: %w", k, err)
		}
		theta = update(res)
		rec := Record{Iteration: k, Seed: seed, Plus: c.byName(plus), Minus: c.byName(minus), Result: res, Theta: c.thetaByName(theta)}
		if err := WriteLog(log, []Record{rec}); err != nil {
			return nil, err
		}
	}
	return c.thetaByName(theta), nil
}

func (c Config) byName(v []int) map[string]int {
	m := make(map[string]int, len(v))
	for i, p := range c.Params {
		m[p.Name] = v[i]
	}
	return m
}

func (c Config) thetaByName(v []float64) map[string]float64 {
	m := make(map[string]float64, len(v))
	for i, p := range c.Params {
		m[p.Name] = v[i]
	}
	return m
}
