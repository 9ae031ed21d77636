//go:build tune

package ucci

import (
	"errors"
	"strconv"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/search"
)

// With the build tag "tune" the engine also offers every search and
// time-manager parameter (engine.TunedOptions: search.Params and
// engine.TimeParams) as a spin option named "Search_" or "Time_" and the
// parameter's name (Search_lmrDiv, Time_incReserve), with the built-in
// value as default and the parameter's range, so that the SPSA driver
// (cmd/tune spsa) can give the two engines of a match different values
// through `chuhe match --engine "... option.Search_lmrDiv=200"`. A normal
// build has none of these options: its parameters are constants.
//
// As with the evaluation weights, a value cannot change during a search
// only stop ends, and the hash keeps what was searched with the old ones:
// send ucinewgame after a change (match runners do before every game).

func init() { options = append(options, searchOptions()...) }

// searchOptions returns one spin option per tunable search parameter.
func searchOptions() []option {
	tos := engine.TunedOptions()
	opts := make([]option, 0, len(tos))
	for _, o := range tos {
		opts = append(opts, option{
			ucci: o.Option, uci: o.Option, kind: "spin", def: strconv.Itoa(*o.Ptr),
			min: o.Min, max: o.Max, set: setSearchParam(o.Ptr),
		})
	}
	return opts
}

// errSearchBusy refuses a parameter change while an infinite or ponder
// search runs.
var errSearchBusy = errors.New("a search is running; send stop first (the parameter is unchanged)")

// setSearchParam applies a validated value to the parameter at ptr and
// rebuilds the search's derived tables (see setTunable).
func setSearchParam(ptr *int) func(*session, string) error {
	return setTunable(ptr, search.Rebuild, errSearchBusy)
}
