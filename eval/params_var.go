//go:build tune || tuned

package eval

// The single weights the tuner fits, as variables: under "tune" the tuner
// and the engine's tuning options change them through Params, and a file
// cmd/tune generates ("tuned") assigns them in its init. params_const.go
// declares the same names as constants for normal builds; keep the two
// files' values equal (TestParamPairAgrees checks), and see params.go for
// why there are two.

// Endgame scales (endgame.go), out of scaleOne = 64, and the bonus of a
// known won ending (centipawns, end game).
var (
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
var (
	palaceHitWeight   = 1
	palaceNoAdvisor   = 5
	palaceAttackScale = 9 // penalty = units^2 * scale / 16
	horseHeart        = 43
	generalExposed    = 32
)
