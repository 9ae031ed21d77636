//go:build !tune && !tuned

//go:generate go run ../internal/cmd/paramgen params_const.go params_var.go

package eval

// The single weights the tuner fits, as constants: a normal build cannot
// change them. params_var.go, which `go generate` writes from this file,
// declares the same names as variables for the "tune" and "tuned" builds
// (TestParamPairAgrees checks it is up to date); see params.go for why
// there are two.

// Endgame scales (endgame.go), out of scaleOne = 64, and the bonus of a
// known won ending (centipawns, end game).
const (
	scaleNoMate            = 4
	scalePawnVsAdvisors    = 7
	scaleLoneMinor         = 3
	scaleRookVsFull        = 7 // held: theory, not data (see tune/README.md)
	scaleRookVsMinorGuards = 17
	scaleEqualMajors       = 17
	wonEndingBonus         = 199
)

// King safety (king.go, threats.go): the weight of each palace point
// attacked, extra units per missing defending advisor, the scale of the
// squared attack, a horse on the own palace heart, and a general off its
// back rank per enemy rook.
const (
	palaceHitWeight   = 1
	palaceNoAdvisor   = 5
	palaceAttackScale = 9 // penalty = units^2 * scale / 16
	horseHeart        = 43
	generalExposed    = 32
)
