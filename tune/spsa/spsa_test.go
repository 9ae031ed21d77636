package spsa

import (
	"bytes"
	"context"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var testParams = []Param{
	{Name: "Search_a", Start: 100, Min: 0, Max: 400, Step: 10},
	{Name: "Search_b", Start: 3, Min: 1, Max: 8, Step: 1},
}

// bowl is a fake match without noise: the side whose values lie nearer
// (in steps) to target wins both games of the pair, equal distance draws.
func bowl(target map[string]float64) MatchFunc {
	return func(_ context.Context, plus, minus map[string]int, _ uint64) (Result, error) {
		dist := func(v map[string]int) float64 {
			d := 0.0
			for _, p := range testParams {
				x := (float64(v[p.Name]) - target[p.Name]) / float64(p.Step)
				d += x * x
			}
			return d
		}
		switch dp, dm := dist(plus), dist(minus); {
		case dp < dm:
			return Result{Wins: 2}, nil
		case dp > dm:
			return Result{Losses: 2}, nil
		}
		return Result{Draws: 2}, nil
	}
}

// TestIterateFollowsGains: theta+ and theta- sit c_k steps either side of
// theta, and the update moves each parameter by a_k·y/(2·c_k·delta).
func TestIterateFollowsGains(t *testing.T) {
	c := Config{Params: testParams, Iterations: 100, Seed: 5}.Defaults()
	assert.Equal(t, 10.0, c.A)
	assert.InDelta(t, 2*math.Pow(11, 0.602), c.LearnA, 1e-12, "a full win at k=1 moves one step")
	theta := []float64{100, 3}
	tests := []struct {
		k   int
		res Result
	}{
		{1, Result{Wins: 2}},
		{1, Result{Wins: 1, Draws: 1}},
		{7, Result{Losses: 3, Wins: 1}},
		{50, Result{Draws: 4}},
	}
	for _, tc := range tests {
		plus, minus, _, update := c.Iterate(tc.k, theta)
		next := update(tc.res)
		y := float64(tc.res.Wins-tc.res.Losses) / float64(tc.res.Games())
		for i, p := range testParams {
			ck := c.C * float64(p.Step) / math.Pow(float64(tc.k), 0.101)
			ak := c.LearnA * float64(p.Step*p.Step) / math.Pow(c.A+float64(tc.k), 0.602)
			sign := 1.0
			if plus[i] < minus[i] {
				sign = -1
			}
			assert.Equal(t, int(math.Round(theta[i]+sign*ck)), plus[i], "k %d %s plus", tc.k, p.Name)
			assert.Equal(t, int(math.Round(theta[i]-sign*ck)), minus[i], "k %d %s minus", tc.k, p.Name)
			assert.InDelta(t, theta[i]+ak*y/(2*ck*sign), next[i], 1e-9, "k %d %s update", tc.k, p.Name)
		}
	}
	_, _, _, update := c.Iterate(1, theta)
	first := update(Result{Wins: 2})
	for i, p := range testParams {
		assert.InDelta(t, float64(p.Step), math.Abs(first[i]-theta[i]), 1e-9, "%s: one step", p.Name)
	}
}

// TestIterateStaysInRange: perturbations and updates never leave a
// parameter's range, even from its edge.
func TestIterateStaysInRange(t *testing.T) {
	c := Config{Params: testParams, Iterations: 10, Seed: 1, LearnA: 1000}.Defaults()
	theta := []float64{400, 1}
	for k := 1; k <= 10; k++ {
		plus, minus, _, update := c.Iterate(k, theta)
		for i, p := range testParams {
			for _, v := range []int{plus[i], minus[i]} {
				assert.True(t, p.Min <= v && v <= p.Max, "%s = %d", p.Name, v)
			}
		}
		theta = update(Result{Wins: 1})
		for i, p := range testParams {
			assert.True(t, float64(p.Min) <= theta[i] && theta[i] <= float64(p.Max), "%s theta %g", p.Name, theta[i])
		}
	}
}

// TestRunConverges: on a noiseless bowl SPSA walks from the start values to
// the optimum.
func TestRunConverges(t *testing.T) {
	target := map[string]float64{"Search_a": 250, "Search_b": 6}
	c := Config{Params: testParams, Iterations: 400, Seed: 11}
	var log bytes.Buffer
	theta, err := Run(context.Background(), c, nil, 0, bowl(target), &log)
	require.NoError(t, err)
	assert.InDelta(t, 250, theta["Search_a"], 25, "within 2.5 steps")
	assert.InDelta(t, 6, theta["Search_b"], 1.5)
	recs, err := ReadLog(&log)
	require.NoError(t, err)
	assert.Len(t, recs, 400)
	assert.Equal(t, theta, recs[399].Theta)
}

// TestRunResumes: a run stopped after some iterations and resumed from its
// log writes the same log as a run that never stopped, and a log cut off
// mid-line loses only that line.
func TestRunResumes(t *testing.T) {
	target := map[string]float64{"Search_a": 50, "Search_b": 2}
	c := Config{Params: testParams, Iterations: 30, Seed: 3}
	var whole bytes.Buffer
	want, err := Run(context.Background(), c, nil, 0, bowl(target), &whole)
	require.NoError(t, err)

	var part bytes.Buffer
	_, err = Run(context.Background(), c, nil, 12, bowl(target), &part)
	require.NoError(t, err)
	cut := part.String() + `{"iteration":13,"seed":` // killed while writing
	prev, err := ReadLog(strings.NewReader(cut))
	require.NoError(t, err)
	require.Len(t, prev, 12)
	got, err := Run(context.Background(), c, prev, 0, bowl(target), &part)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.Equal(t, whole.String(), part.String(), "the same iterations, seeds and values")

	// Resuming a finished run plays nothing more.
	recs, err := ReadLog(&whole)
	require.NoError(t, err)
	var more bytes.Buffer
	again, err := Run(context.Background(), c, recs, 0, bowl(target), &more)
	require.NoError(t, err)
	assert.Equal(t, want, again)
	assert.Empty(t, more.String())
}

// TestSeedsDiffer: another seed draws other perturbations and openings;
// the same seed the same ones.
func TestSeedsDiffer(t *testing.T) {
	c1 := Config{Params: testParams, Iterations: 10, Seed: 1}.Defaults()
	c2 := Config{Params: testParams, Iterations: 10, Seed: 2}.Defaults()
	same, other := 0, 0
	for k := 1; k <= 10; k++ {
		d1, s1 := c1.perturbation(k)
		d1b, s1b := c1.perturbation(k)
		d2, s2 := c2.perturbation(k)
		assert.Equal(t, d1, d1b)
		assert.Equal(t, s1, s1b)
		if s1 != s2 {
			other++
		}
		if d1[0] == d2[0] {
			same++
		}
	}
	assert.Equal(t, 10, other, "match seeds differ")
	assert.Less(t, same, 10, "deltas differ somewhere")
}

// TestRunRefuses: bad configurations, logs of another run, bad log lines
// and failing matches are errors that say what is wrong.
func TestRunRefuses(t *testing.T) {
	ok := bowl(map[string]float64{})
	fail := func(context.Context, map[string]int, map[string]int, uint64) (Result, error) {
		return Result{}, errors.New("engine crashed")
	}
	other := []Record{{Iteration: 1, Theta: map[string]float64{"Search_a": 1, "Search_c": 2}}}
	tests := []struct {
		name  string
		c     Config
		prev  []Record
		match MatchFunc
		want  string
	}{
		{"no parameters", Config{Iterations: 3}, nil, ok, "no parameters"},
		{"no iterations", Config{Params: testParams}, nil, ok, "iterations 0"},
		{"start outside range", Config{Params: []Param{{Name: "x", Start: 9, Min: 0, Max: 5, Step: 1}}, Iterations: 3}, nil, ok, "parameter x: start 9, range 0-5"},
		{"twice", Config{Params: []Param{testParams[0], testParams[0]}, Iterations: 3}, nil, ok, "Search_a twice"},
		{"log of other parameters", Config{Params: testParams, Iterations: 3}, other, ok, "does not tune Search_b"},
		{"match fails", Config{Params: testParams, Iterations: 3}, nil, fail, "iteration 1: engine crashed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Run(context.Background(), tc.c, tc.prev, 0, tc.match, &bytes.Buffer{})
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	for _, tc := range []struct{ log, want string }{
		{"{\"iteration\":1}\nnot json\n", "log line 2"},
		{"{\"iteration\":2}\n", "iteration 2, want 1"},
	} {
		_, err := ReadLog(strings.NewReader(tc.log))
		require.Error(t, err)
		assert.Contains(t, err.Error(), tc.want)
	}
}
