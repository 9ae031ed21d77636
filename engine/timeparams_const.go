//go:build !tune

//go:generate go run ../internal/cmd/paramgen timeparams_const.go timeparams_var.go

package engine

// The time manager's tuned numbers as constants: a normal build cannot
// change them. timeparams_var.go, which `go generate` writes from this
// file, declares the same names as variables for the "tune" build (the
// SPSA driver sets them as protocol options); TestTimeParamPairAgrees
// checks it is up to date.
const (
	// restOfGameMoves is how many more moves a clock without movestogo is
	// assumed to need (UCCI `go time T` alone, UCI sudden death). Games
	// against Fairy-Stockfish at 10s+0.1s were decided early (its score
	// passed +1.5 by ply 26 in half of our losses), so the opening gets a
	// larger share than the 50-odd moves a game really lasts.
	restOfGameMoves = 25
	// incReserve is how many increments an increment game keeps on the
	// clock as a safety margin (see Budget). With 15, 400 games at
	// 10s+0.1s settled at 3.0 s on our clock against 1.6 s on
	// Fairy-Stockfish's: time never spent.
	incReserve = 10
)
