//go:build tune

package tune

import (
	"fmt"
	"io"
	"math"
	"sort"
	"sync"

	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/position"
)

// LinearOptions steer FitLinear.
type LinearOptions struct {
	K      float64   // sigmoid scale, from FitK
	Reg    float64   // L2 penalty per squared centipawn of change from the start values
	Relins int       // outer iterations: linearise, optimise, round
	Iters  int       // Adam steps per outer iteration
	Rate   float64   // Adam step size in centipawns
	Log    io.Writer // progress lines, or nil
	Valid  *Tuner    // positions of other games, only to report their loss
}

// DefaultLinear are cmd/tune's defaults for FitLinear.
var DefaultLinear = LinearOptions{Relins: 3, Iters: 400, Rate: 1}

// coef is one non-zero partial derivative of a position's evaluation.
type coef struct {
	j int32   // index into the parameter list
	g float32 // centipawns of evaluation per centipawn of parameter
}

// parallel runs fn on every chunk of n positions, spread over the workers.
// fn writes only to its own chunk's slots, so the result does not depend on
// scheduling.
func (t *Tuner) parallel(n int, fn func(c, lo, hi int)) {
	chunks := (n + chunk - 1) / chunk
	next := make(chan int, chunks)
	for c := 0; c < chunks; c++ {
		next <- c
	}
	close(next)
	var wg sync.WaitGroup
	for w := 0; w < t.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range next {
				fn(c, c*chunk, min((c+1)*chunk, n))
			}
		}()
	}
	wg.Wait()
}

// evals returns every position's static evaluation from Red's point of view
// under the current weights.
func (t *Tuner) evals() []float64 {
	e := make([]float64, len(t.pos))
	t.parallel(len(t.pos), func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			p := &t.pos[i]
			a := eval.NewAccum(p)
			e[i] = float64(staticRed(p, &a))
		}
	})
	return e
}

// pstIndex maps piece-square parameters to their index in a parameter list:
// material[kind][phase] and square[kind][phase][rank][half], -1 if absent.
type pstIndex struct {
	material [position.NumKinds][2]int32
	square   [position.NumKinds][2][position.Ranks][eval.HalfFiles]int32
}

func newPSTIndex(params []eval.Param) *pstIndex {
	x := &pstIndex{}
	for k := range x.material {
		for ph := 0; ph < 2; ph++ {
			x.material[k][ph] = -1
			for r := range x.square[k][ph] {
				for h := range x.square[k][ph][r] {
					x.square[k][ph][r][h] = -1
				}
			}
		}
	}
	for j, p := range params {
		if ref := p.PST; ref != nil {
			if ref.Rank < 0 {
				x.material[ref.Kind][ref.Phase] = int32(j)
			} else {
				x.square[ref.Kind][ref.Phase][ref.Rank][ref.Half] = int32(j)
			}
		}
	}
	return x
}

// pstGradient appends the exact derivatives of p's evaluation (Red's view)
// with respect to the piece-square parameters to row, in index order: a
// Red piece adds its phase weight, a Black one subtracts it, on its own
// mirrored square.
func (x *pstIndex) pstGradient(p *position.Position, row []coef) []coef {
	a := eval.NewAccum(p)
	ph := float32(min(int(a.Phase), eval.MaxPhase)) / eval.MaxPhase
	// The end-game knowledge scales the whole score where the material
	// cannot win, and with it every piece-square derivative.
	scale := float32(eval.EndgameScale(p))
	weight := [2]float32{ph * scale, (1 - ph) * scale}
	start := len(row)
	for s := position.Red; s <= position.Black; s++ {
		sign := float32(1)
		if s == position.Black {
			sign = -1
		}
		p.Pieces(s, func(pc position.Piece, sq position.Square) {
			if s == position.Black {
				sq = sq.Flip()
			}
			k := pc.Kind()
			r, h := sq.Rank(), min(sq.File(), position.Files-1-sq.File())
			for phase := 0; phase < 2; phase++ {
				for _, j := range [2]int32{x.material[k][phase], x.square[k][phase][r][h]} {
					if j >= 0 && weight[phase] != 0 {
						row = append(row, coef{j, sign * weight[phase]})
					}
				}
			}
		})
	}
	return mergeCoefs(row, start)
}

// mergeCoefs sorts row[start:] by index, adds up repeated indices and drops
// the sums that cancel (a Red and a Black piece on mirrored squares).
func mergeCoefs(row []coef, start int) []coef {
	tail := row[start:]
	sort.Slice(tail, func(a, b int) bool { return tail[a].j < tail[b].j })
	out := row[:start]
	for i := 0; i < len(tail); {
		j, g := tail[i].j, float32(0)
		for ; i < len(tail) && tail[i].j == j; i++ {
			g += tail[i].g
		}
		if g != 0 {
			out = append(out, coef{j, g})
		}
	}
	return out
}

// linearise returns every position's evaluation under the current weights
// and the sparse gradient of each with respect to params: counted from the
// board for piece-square parameters, by central differences (±1) for the
// others, which are evaluated once per parameter over all positions in
// parallel. Only non-zero entries are kept.
func (t *Tuner) linearise(params []eval.Param) ([]float64, [][]coef) {
	e0 := t.evals()
	rows := make([][]coef, len(t.pos))
	x := newPSTIndex(params)
	t.parallel(len(t.pos), func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			rows[i] = x.pstGradient(&t.pos[i], nil)
		}
	})
	for j, prm := range params {
		if prm.PST != nil {
			continue
		}
		old := *prm.Ptr
		*prm.Ptr = old + 1
		eval.Rebuild()
		up := t.evals()
		*prm.Ptr = old - 1
		eval.Rebuild()
		down := t.evals()
		*prm.Ptr = old
		eval.Rebuild()
		t.parallel(len(t.pos), func(_, lo, hi int) {
			for i := lo; i < hi; i++ {
				if g := (up[i] - down[i]) / 2; g != 0 {
					rows[i] = append(rows[i], coef{int32(j), float32(g)})
				}
			}
		})
	}
	return e0, rows
}

// FitLinear fits params by Texel's loss on a linear model of the
// evaluation: each outer iteration linearises the evaluation around the
// current weights (linearise), minimises the mean squared error between
// results and sigmoid(K·eval/400) plus Reg·Σ(change from the start values)²
// with full-batch Adam, rounds the weights to integers within their ranges
// and installs them (eval rebuilt). It returns the final loss of the real
// evaluation. The same data, options and starting values give the same
// weights, whatever the number of workers.
func (t *Tuner) FitLinear(params []eval.Param, opt LinearOptions) float64 {
	eval.Rebuild()
	n := len(params)
	start := make([]float64, n)
	for j, p := range params {
		start[j] = float64(*p.Ptr)
	}
	chunks := (len(t.pos) + chunk - 1) / chunk
	grads := make([][]float64, chunks)
	losses := make([]float64, chunks)
	for c := range grads {
		grads[c] = make([]float64, n)
	}
	for relin := 1; relin <= opt.Relins; relin++ {
		e0, rows := t.linearise(params)
		base := make([]float64, n)
		for j, p := range params {
			base[j] = float64(*p.Ptr)
		}
		w := append([]float64(nil), base...)
		m, v := make([]float64, n), make([]float64, n)
		g := make([]float64, n)
		const b1, b2, eps = 0.9, 0.999, 1e-12
		objective := 0.0
		for it := 1; it <= opt.Iters; it++ {
			// The model's loss and gradient, per chunk then summed in order.
			t.parallel(len(t.pos), func(c, lo, hi int) {
				gc := grads[c]
				clear(gc)
				sum := 0.0
				for i := lo; i < hi; i++ {
					e := e0[i]
					for _, cf := range rows[i] {
						e += float64(cf.g) * (w[cf.j] - base[cf.j])
					}
					s := 1 / (1 + math.Exp(-opt.K*e/400))
					d := t.result[i] - s
					sum += d * d
					f := -2 * d * s * (1 - s) * opt.K / 400
					for _, cf := range rows[i] {
						gc[cf.j] += f * float64(cf.g)
					}
				}
				losses[c] = sum
			})
			inv := 1 / float64(len(t.pos))
			objective = 0
			for c := range grads {
				objective += losses[c]
			}
			objective *= inv
			clear(g)
			for c := range grads {
				for j, x := range grads[c] {
					g[j] += x
				}
			}
			for j := range g {
				d := w[j] - start[j]
				g[j] = g[j]*inv + 2*opt.Reg*d
				objective += opt.Reg * d * d
			}
			for j := range w {
				m[j] = b1*m[j] + (1-b1)*g[j]
				v[j] = b2*v[j] + (1-b2)*g[j]*g[j]
				mh := m[j] / (1 - math.Pow(b1, float64(it)))
				vh := v[j] / (1 - math.Pow(b2, float64(it)))
				w[j] -= opt.Rate * mh / (math.Sqrt(vh) + eps)
				w[j] = math.Max(float64(params[j].Min), math.Min(float64(params[j].Max), w[j]))
			}
		}
		for j, p := range params {
			*p.Ptr = int(math.Round(w[j]))
		}
		eval.Rebuild()
		if opt.Log != nil {
			fmt.Fprintf(opt.Log, "relinearisation %d: model objective %.7f, loss %.7f", relin, objective, t.Loss(opt.K))
			if opt.Valid != nil {
				fmt.Fprintf(opt.Log, ", validation %.7f", opt.Valid.Loss(opt.K))
			}
			fmt.Fprintln(opt.Log)
		}
	}
	return t.Loss(opt.K)
}
