//go:build tune

package ucci

import (
	"errors"
	"strconv"
	"strings"

	"github.com/chuhe-engine/chuhe/eval"
)

// With the build tag "tune" the engine offers every evaluation weight
// (eval.Params) as a spin option, so that SPSA-style tools can tune the
// weights through setoption against a running binary. A normal build has
// none of these options: its weights are constants (see eval/params.go),
// and this file is its only hook into the option table.
//
// An option is named "Eval_" and the parameter's name with each "[" made
// "_" and each "]" dropped: material[Rook][0] is Eval_material_Rook_0,
// pstAdjust[Horse][1][4][2] is Eval_pstAdjust_Horse_1_4_2, horseHeart is
// Eval_horseHeart. The names are single tokens, so both UCCI's
// `setoption NAME VALUE` and UCI's `setoption name NAME value VALUE` take
// them. The default is the weight the binary was built with; the range is
// the parameter's, clamped to ±evalOptionLimit.
//
// The transposition table and the analysis cache keep what was searched
// with the old weights: send ucinewgame (tuning tools do before every game)
// after changing them.

// evalOptionLimit bounds the range of a weight the tuner leaves unbounded:
// any tool needs a finite range, and no weight is near it (a rook is about
// a thousand).
const evalOptionLimit = 100000

func init() { options = append(options, evalOptions()...) }

// evalOptionName is the option name of the parameter called name.
func evalOptionName(name string) string {
	return "Eval_" + strings.NewReplacer("[", "_", "]", "").Replace(name)
}

// evalOptions returns one spin option per tunable weight, in the order of
// eval.Params.
func evalOptions() []option {
	ps := eval.Params()
	opts := make([]option, 0, len(ps))
	for _, p := range ps {
		name := evalOptionName(p.Name)
		opts = append(opts, option{
			ucci: name, uci: name, kind: "spin", def: strconv.Itoa(*p.Ptr),
			min: max(p.Min, -evalOptionLimit), max: min(p.Max, evalOptionLimit),
			set: setEvalWeight(p.Ptr),
		})
	}
	return opts
}

// errEvalBusy refuses a weight change while an infinite or ponder search
// runs: the search threads read the weights without locks.
var errEvalBusy = errors.New("a search is running; send stop first (the weight is unchanged)")

// setEvalWeight applies a validated value to the weight at ptr and
// rebuilds the tables derived from the weights (see setTunable).
func setEvalWeight(ptr *int) func(*session, string) error {
	return setTunable(ptr, eval.Rebuild, errEvalBusy)
}

// setTunable returns the setter of a tuning option: it applies a validated
// value (setOption has checked the range) to the number at ptr and calls
// rebuild to derive what depends on it. The search threads read these
// numbers without locks, so it first lets a search that ends by itself
// finish, as a queued go does, and refuses with busy during one that only
// stop ends. Searches start only from this input goroutine, so none can
// begin before the change is done.
func setTunable(ptr *int, rebuild func(), busy error) func(*session, string) error {
	return func(s *session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil {
			return err
		}
		if !s.waitSearch() {
			return busy
		}
		*ptr = n
		rebuild()
		return nil
	}
}
