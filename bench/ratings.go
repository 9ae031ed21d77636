package bench

import (
	"errors"
	"fmt"
	"math"
	"sort"
)

// Rating is one engine's place on a rating list fitted over many matches.
type Rating struct {
	Name   string  `json:"name"`
	Games  int     `json:"games"`
	Points float64 `json:"points"`
	Score  float64 `json:"score"`
	Elo    float64 `json:"elo"`
	// EloError is the half-width of the 95% interval of Elo relative to
	// the anchor (0 for the anchor itself, which is held fixed).
	EloError float64 `json:"elo_error"`
}

// eloK converts Elo to the natural logit of the expected score.
const eloK = math.Ln10 / 400

// FitRatings fits one Elo rating per engine to the head-to-head results of
// many matches (each engine known by its name), holding the anchor at
// anchorElo. It maximises the likelihood of the logistic Elo model, a draw
// counting half a point, and takes the errors from the sandwich estimate
// with each pairing's observed per-game variance, so that for a single
// match it gives the match's own Elo and delta-method error. Engines
// unconnected to the anchor, or whose results put no bound on their
// rating (every game won or lost against the rest), are refused by name.
func FitRatings(pairings []MatchPairingJSON, anchor string, anchorElo float64) ([]Rating, error) {
	index := map[string]int{}
	var names []string
	id := func(name string) int {
		if i, ok := index[name]; ok {
			return i
		}
		index[name] = len(names)
		names = append(names, name)
		return len(names) - 1
	}
	type pairing struct {
		i, j  int
		score Score // i's
	}
	var ps []pairing
	for _, h := range pairings {
		if h.First == h.Second {
			return nil, fmt.Errorf("a pairing of %q against itself", h.First)
		}
		s := Score{h.Wins, h.Draws, h.Losses}
		if s.Games() > 0 {
			ps = append(ps, pairing{id(h.First), id(h.Second), s})
		}
	}
	a, ok := index[anchor]
	if !ok {
		return nil, fmt.Errorf("anchor %q played no game (engines: %v)", anchor, names)
	}
	if err := connected(len(names), a, func(visit func(i, j int)) {
		for _, p := range ps {
			visit(p.i, p.j)
		}
	}, names); err != nil {
		return nil, err
	}

	n := len(names)
	// free[k] is the engine of unknown k; the anchor is not one.
	var free []int
	slot := make([]int, n)
	for i := range n {
		slot[i] = -1
		if i != a {
			slot[i] = len(free)
			free = append(free, i)
		}
	}
	elo := make([]float64, n)
	m := len(free)
	hess := func() [][]float64 { // the Fisher information, k² Σ n·p(1−p)
		h := newMatrix(m)
		for _, p := range ps {
			e := RatioFromElo(elo[p.i] - elo[p.j])
			addPair(h, slot[p.i], slot[p.j], float64(p.score.Games())*e*(1-e)*eloK*eloK)
		}
		return h
	}
	for iter := 0; ; iter++ {
		if iter == 200 {
			return nil, errors.New("the rating fit did not converge")
		}
		grad := make([]float64, m)
		for _, p := range ps {
			g := eloK * (p.score.Points() - float64(p.score.Games())*RatioFromElo(elo[p.i]-elo[p.j]))
			if k := slot[p.i]; k >= 0 {
				grad[k] += g
			}
			if k := slot[p.j]; k >= 0 {
				grad[k] -= g
			}
		}
		step, err := solve(hess(), grad)
		if err != nil {
			return nil, err
		}
		largest := 0.0
		for k, d := range step {
			d = max(-200, min(200, d)) // damped: far from the optimum Newton overshoots
			elo[free[k]] += d
			largest = max(largest, math.Abs(d))
		}
		for k, i := range free {
			if math.Abs(elo[i]) > 5000 {
				return nil, fmt.Errorf("%s: its results put no bound on its rating (every game won or lost)", names[free[k]])
			}
		}
		if largest < 1e-6 {
			break
		}
	}

	// The sandwich H⁻¹ J H⁻¹, J from the observed variances: it reduces to
	// the delta method for one match.
	hinv, err := invert(hess())
	if err != nil {
		return nil, err
	}
	j := newMatrix(m)
	for _, p := range ps {
		addPair(j, slot[p.i], slot[p.j], float64(p.score.Games())*p.score.variance()*eloK*eloK)
	}
	cov := mul(mul(hinv, j), hinv)

	out := make([]Rating, n)
	for i, name := range names {
		out[i] = Rating{Name: name, Elo: elo[i] + anchorElo}
		if k := slot[i]; k >= 0 {
			out[i].EloError = 1.96 * math.Sqrt(max(0, cov[k][k]))
		}
	}
	for _, p := range ps {
		for _, side := range []struct {
			i int
			s Score
		}{{p.i, p.score}, {p.j, p.score.Flip()}} {
			out[side.i].Games += side.s.Games()
			out[side.i].Points += side.s.Points()
		}
	}
	for i := range out {
		out[i].Score = round4(out[i].Points / float64(out[i].Games))
		out[i].Elo = math.Round(out[i].Elo*10) / 10
		out[i].EloError = math.Round(out[i].EloError*10) / 10
	}
	sort.SliceStable(out, func(x, y int) bool { return out[x].Elo > out[y].Elo })
	return out, nil
}

// connected names the first engine no chain of games links to the anchor.
func connected(n, anchor int, edges func(visit func(i, j int)), names []string) error {
	seen := make([]bool, n)
	seen[anchor] = true
	for grew := true; grew; {
		grew = false
		edges(func(i, j int) {
			if seen[i] != seen[j] {
				seen[i], seen[j], grew = true, true, true
			}
		})
	}
	for i, ok := range seen {
		if !ok {
			return fmt.Errorf("%s is not linked to the anchor %s by any chain of games", names[i], names[anchor])
		}
	}
	return nil
}

func newMatrix(n int) [][]float64 {
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, n)
	}
	return m
}

// addPair adds w·(e_i − e_j)(e_i − e_j)ᵀ to m, a slot of −1 (the anchor)
// dropping out.
func addPair(m [][]float64, i, j int, w float64) {
	if i >= 0 {
		m[i][i] += w
	}
	if j >= 0 {
		m[j][j] += w
	}
	if i >= 0 && j >= 0 {
		m[i][j] -= w
		m[j][i] -= w
	}
}

func mul(a, b [][]float64) [][]float64 {
	c := newMatrix(len(a))
	for i := range a {
		for k := range b {
			for j := range b[k] {
				c[i][j] += a[i][k] * b[k][j]
			}
		}
	}
	return c
}

// solve returns x with m·x = b (Gauss-Jordan with partial pivoting).
func solve(m [][]float64, b []float64) ([]float64, error) {
	n := len(b)
	aug := newMatrix(n)
	for i := range n {
		aug[i] = append(append([]float64(nil), m[i]...), b[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(aug[r][c]) > math.Abs(aug[p][c]) {
				p = r
			}
		}
		if math.Abs(aug[p][c]) < 1e-300 {
			return nil, errors.New("the rating fit is singular: some results carry no information")
		}
		aug[c], aug[p] = aug[p], aug[c]
		for r := range n {
			if r != c {
				f := aug[r][c] / aug[c][c]
				for k := c; k <= n; k++ {
					aug[r][k] -= f * aug[c][k]
				}
			}
		}
	}
	x := make([]float64, n)
	for i := range n {
		x[i] = aug[i][n] / aug[i][i]
	}
	return x, nil
}

func invert(m [][]float64) ([][]float64, error) {
	n := len(m)
	inv := newMatrix(n)
	for c := range n {
		e := make([]float64, n)
		e[c] = 1
		col, err := solve(m, e)
		if err != nil {
			return nil, err
		}
		for r := range n {
			inv[r][c] = col[r]
		}
	}
	return inv, nil
}
