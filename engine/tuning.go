//go:build tune

package engine

import "github.com/chuhe-engine/chuhe/search"

// TimeParams returns the time manager's tunable numbers (timeparams_var.go),
// in the form of search.Params. Only the "tune" build has them.
func TimeParams() []search.Param {
	return []search.Param{
		{Name: "restOfGameMoves", Ptr: &restOfGameMoves, Min: 10, Max: 60, Step: 2},
		{Name: "incReserve", Ptr: &incReserve, Min: 0, Max: 30, Step: 1},
	}
}

// TunedOption is a search or time parameter under the name the engine
// offers it as a protocol option: "Search_" and its name for search.Params,
// "Time_" and its name for TimeParams. The SPSA driver sets them by these
// names through `chuhe match --engine "... option.NAME=VALUE"`.
type TunedOption struct {
	Option string
	search.Param
}

// TunedOptions lists every search and time parameter as an option, the
// search's first. After setting any, call search.Rebuild.
func TunedOptions() []TunedOption {
	var opts []TunedOption
	for _, p := range search.Params() {
		opts = append(opts, TunedOption{"Search_" + p.Name, p})
	}
	for _, p := range TimeParams() {
		opts = append(opts, TunedOption{"Time_" + p.Name, p})
	}
	return opts
}
