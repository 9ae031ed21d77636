package search

// All tunable search numbers live in this file.
const (
	aspDelta      = 25 // first aspiration half-window (centipawns)
	aspMinDepth   = 5  // iterations from this depth on use aspiration windows
	rfpMaxDepth   = 7  // reverse futility pruning up to this depth
	rfpMargin     = 90 // per ply of depth
	nullMinDepth  = 3
	nullBase      = 3 // null-move reduction R = nullBase + depth/nullDiv
	nullDiv       = 3
	nullEvalDiv   = 200 // one more ply of null-move reduction per this much above beta
	nullThin      = 2   // at most this many attackers: verify a null-move cutoff
	iirMinDepth   = 4   // internal iterative reduction without a TT move
	futMaxDepth   = 6   // futility pruning of quiet moves up to this depth
	futBase       = 120
	futPerDepth   = 90
	lmpMaxDepth   = 8 // late move pruning up to this depth
	seeQuietDepth = 4 // SEE pruning of captures up to this depth
	seeMargin     = 100
	qDeltaMargin  = 150 // quiescence delta pruning
	lmrMinDepth   = 3
	lmrBase       = 0.75
	lmrDiv        = 1.9
	histMax       = 16384 // history entries stay within +-histMax
	histDivLMR    = 8192  // history per ply of LMR adjustment
	lmrCutNode    = 2     // extra reduction at expected fail-high nodes
)

// lmrTable[depth][moveCount] is the late move reduction in plies.
var lmrTable [64][64]int8

// lmpCount[improving][depth] is how many quiet moves are tried before the
// rest are pruned.
var lmpCount [2][lmpMaxDepth + 1]int

func init() {
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			lmrTable[d][n] = int8(lmrBase + ln(d)*ln(n)/lmrDiv)
		}
	}
	for d := 0; d <= lmpMaxDepth; d++ {
		lmpCount[0][d] = (3 + d*d) / 2
		lmpCount[1][d] = 3 + d*d
	}
}
