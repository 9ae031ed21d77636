package search

// The search's numbers: every margin, depth limit, reduction input, history
// scale, aspiration window and time-use factor is declared once, in the
// pair params_const.go (normal builds: Go constants, so a normal build
// compiles them into the code exactly as literals) and params_var.go (the
// build tag "tune": variables of the same names and values, which the
// tuning API in tuning.go lists for SPSA and the engine offers as
// protocol options). Only params_const.go is edited by hand: `go generate`
// writes params_var.go from it, and TestParamPairAgrees fails when the
// generated file is out of date. The factors that were fractions are kept
// in hundredths (lmrDiv 190 is 1.90), because protocol options and the
// tuner deal in whole numbers.
//
// The tables below are derived from them once at start-up (and again by
// Rebuild after a tuning change).

// histMax bounds every history entry to +-histMax; it is a range, not a
// weight (the continuation tables are int16), so it is not tuned.
const histMax = 16384

// lmpSize bounds lmpMaxDepth: the table of move counts must have a fixed
// size in every build.
const lmpSize = 16

// lmrTable[depth][moveCount] is the late move reduction in 1024ths of a
// ply: its fraction is kept so that the quiet moves' adjustments can add up
// with it before the sum is cut to whole plies.
var lmrTable [64][64]int32

// lmpCount[improving][depth] is how many quiet moves are tried before the
// rest are pruned.
var lmpCount [2][lmpSize]int

func init() { buildTables() }

// buildTables derives lmrTable and lmpCount from the parameters.
func buildTables() {
	base := float64(lmrBase) / 100
	div := float64(lmrDiv) / 100
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			lmrTable[d][n] = int32(1024 * (base + ln(d)*ln(n)/div))
		}
	}
	for d := 0; d < lmpSize; d++ {
		lmpCount[0][d] = (lmpBase + d*d) / 2
		lmpCount[1][d] = lmpBase + d*d
	}
}
