//go:build tune

package tune

import (
	"fmt"
	"io"
	"math"
	"math/rand"

	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/position"
)

// chunk is how many positions one unit of parallel work covers; the loss is
// summed per chunk and the chunks in order, so it does not depend on the
// number of workers.
const chunk = 4096

// Tuner holds the parsed positions and their labels.
type Tuner struct {
	pos     []position.Position
	result  []float64
	workers int
	partial []float64
}

// NewTuner parses the entries once; workers (at least 1) evaluate chunks in
// parallel.
func NewTuner(es []Entry, workers int) (*Tuner, error) {
	t := &Tuner{pos: make([]position.Position, len(es)), result: make([]float64, len(es)), workers: max(workers, 1)}
	for i, e := range es {
		if err := t.pos[i].SetFEN(e.FEN); err != nil {
			return nil, fmt.Errorf("entry %d: %v", i+1, err)
		}
		t.result[i] = e.Result
	}
	t.partial = make([]float64, (len(es)+chunk-1)/chunk)
	return t, nil
}

// Len is the number of positions.
func (t *Tuner) Len() int { return len(t.pos) }

// sigmoid maps a centipawn score to an expected result.
func sigmoid(k float64, cp int) float64 {
	return 1 / (1 + math.Exp(-k*float64(cp)/400))
}

// Loss is the mean squared error between the results and the predictions
// of the current evaluation at scale k.
func (t *Tuner) Loss(k float64) float64 {
	if len(t.pos) == 0 {
		return 0
	}
	t.parallel(len(t.pos), func(c, lo, hi int) {
		sum := 0.0
		for i := lo; i < hi; i++ {
			p := &t.pos[i]
			a := eval.NewAccum(p)
			d := t.result[i] - sigmoid(k, staticRed(p, &a))
			sum += d * d
		}
		t.partial[c] = sum
	})
	total := 0.0
	for _, s := range t.partial {
		total += s
	}
	return total / float64(len(t.pos))
}

// FitK finds the scale K that minimises the loss of the current evaluation
// by golden-section search on [0.05, 4].
func (t *Tuner) FitK() float64 {
	lo, hi := 0.05, 4.0
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := t.Loss(a), t.Loss(b)
	for hi-lo > 1e-4 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = t.Loss(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = t.Loss(b)
		}
	}
	return (lo + hi) / 2
}

// Options steer the local search.
type Options struct {
	K      float64   // sigmoid scale, from FitK
	Steps  []int     // step sizes, coarse to fine
	Passes int       // most passes over the parameters per step size
	Seed   int64     // shuffles the parameter order of each pass
	Reg    float64   // L2 penalty per squared centipawn of change from the start values
	Log    io.Writer // progress lines, or nil
}

// LocalSearch runs Texel's local search over params: for each step size,
// pass over the parameters in a seeded order, keep +step or -step when it
// lowers the loss and stays in the parameter's range, until a pass changes nothing or Passes run out. It
// leaves the best values in place (eval rebuilt) and returns the final loss.
// The same data, options and starting values give the same weights.
func (t *Tuner) LocalSearch(params []eval.Param, opt Options) float64 {
	rng := rand.New(rand.NewSource(opt.Seed))
	eval.Rebuild()
	start := make([]int, len(params))
	for i, p := range params {
		start[i] = *p.Ptr
	}
	penalty := func() float64 {
		sum := 0.0
		for i, p := range params {
			d := float64(*p.Ptr - start[i])
			sum += d * d
		}
		return opt.Reg * sum
	}
	best := t.Loss(opt.K)
	order := make([]int, len(params))
	for i := range order {
		order[i] = i
	}
	for _, step := range opt.Steps {
		for pass := 1; pass <= opt.Passes; pass++ {
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			improved := 0
			for _, i := range order {
				prm := params[i]
				old := *prm.Ptr
				for _, d := range []int{step, -step} {
					if old+d < prm.Min || old+d > prm.Max {
						continue
					}
					*prm.Ptr = old + d
					eval.Rebuild()
					if l := t.Loss(opt.K) + penalty(); l < best {
						best = l
						improved++
						break
					}
					*prm.Ptr = old
				}
				eval.Rebuild()
			}
			if opt.Log != nil {
				fmt.Fprintf(opt.Log, "step %d pass %d: objective %.7f, %d changed\n", step, pass, best, improved)
			}
			if improved == 0 {
				break
			}
		}
	}
	return t.Loss(opt.K)
}
