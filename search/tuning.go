//go:build tune

// The tuning API: only a build with the tag "tune" can change the search's
// numbers at run time (the SPSA driver, and an engine that takes them as
// protocol options); a normal build plays the constants of
// params_const.go.

package search

// Param is one tunable search number: its name (as in params_var.go), a
// pointer to the variable the search reads, the range it must stay in
// (outside it the search misbehaves: a zero divisor, a table overrun, or
// a value no tuning should try) and Step, the size of a change worth
// measuring, which the SPSA driver uses as the scale of its perturbations.
type Param struct {
	Name           string
	Ptr            *int
	Min, Max, Step int
}

// Params returns every search parameter, in the order of params_var.go.
// After changing any value call Rebuild. It is not safe to change a value
// while a search runs.
func Params() []Param {
	return []Param{
		{"aspDelta", &aspDelta, 5, 200, 3},
		{"aspGrowth", &aspGrowth, 20, 300, 10},
		{"aspMinDepth", &aspMinDepth, 1, 12, 1},
		{"aspFailHighRed", &aspFailHighRed, 0, 3, 1},
		{"searchAgainPct", &searchAgainPct, 0, 100, 5},
		{"rfpMaxDepth", &rfpMaxDepth, 0, 15, 1},
		{"rfpMargin", &rfpMargin, 20, 300, 8},
		{"rfpImproving", &rfpImproving, 0, 3, 1},
		{"nullMinDepth", &nullMinDepth, 1, 8, 1},
		{"nullBase", &nullBase, 1, 6, 1},
		{"nullDiv", &nullDiv, 1, 8, 1},
		{"nullEvalDiv", &nullEvalDiv, 50, 800, 20},
		{"nullEvalMax", &nullEvalMax, 0, 6, 1},
		{"nullThin", &nullThin, 0, 6, 1},
		{"iirMinDepth", &iirMinDepth, 2, 12, 1},
		{"futMaxDepth", &futMaxDepth, 0, 15, 1},
		{"futBase", &futBase, 0, 400, 10},
		{"futPerDepth", &futPerDepth, 20, 300, 8},
		{"lmpMaxDepth", &lmpMaxDepth, 0, lmpSize - 1, 1},
		{"lmpBase", &lmpBase, 0, 20, 1},
		{"seeQuietDepth", &seeQuietDepth, 0, 15, 1},
		{"seeMargin", &seeMargin, 0, 400, 10},
		{"qSeeThreshold", &qSeeThreshold, -300, 100, 10},
		{"seeQuietPruneDepth", &seeQuietPruneDepth, 0, 12, 1},
		{"seeQuietPruneMargin", &seeQuietPruneMargin, 0, 100, 3},
		{"histPruneDepth", &histPruneDepth, 0, 20, 1},
		{"histPruneMul", &histPruneMul, 100, 8000, 100},
		{"qDeltaMargin", &qDeltaMargin, 0, 600, 15},
		{"qMoveLimit", &qMoveLimit, 0, 16, 1},
		{"lmrMinDepth", &lmrMinDepth, 1, 8, 1},
		{"lmrBase", &lmrBase, 0, 300, 10},
		{"lmrDiv", &lmrDiv, 80, 500, 10},
		{"lmrPV", &lmrPV, 0, 3072, 128},
		{"lmrNotImproving", &lmrNotImproving, 0, 3072, 128},
		{"lmrCutNode", &lmrCutNode, 0, 4096, 128},
		{"lmrKiller", &lmrKiller, 0, 3072, 128},
		{"lmrCapCutNode", &lmrCapCutNode, 0, 4096, 128},
		{"lmrCapPV", &lmrCapPV, 0, 3072, 128},
		{"histDivLMR", &histDivLMR, 1000, 32768, 500},
		{"lmrOffset", &lmrOffset, 0, 1024, 64},
		{"lmrCorrMul", &lmrCorrMul, 0, 30, 1},
		{"lmrAllNodeScale", &lmrAllNodeScale, 0, 4096, 128},
		{"checkExtPlies", &checkExtPlies, 0, 4, 1},
		{"seMinDepth", &seMinDepth, 0, 20, 1},
		{"seMargin", &seMargin, 0, 20, 1},
		{"seNegBeta", &seNegBeta, 0, 3, 1},
		{"seNegCut", &seNegCut, 0, 3, 1},
		{"histBonusMul", &histBonusMul, 50, 800, 20},
		{"histBonusSub", &histBonusSub, 0, 800, 20},
		{"histBonusMax", &histBonusMax, 512, histMax, 200},
		{"histMainWeight", &histMainWeight, 0, 4, 1},
		{"priorBonusPct", &priorBonusPct, 0, 400, 20},
		{"cont4Weight", &cont4Weight, 0, 4, 1},
		{"lmrResearchBonus", &lmrResearchBonus, 0, 4000, 100},
		{"threatOrder", &threatOrder, 0, 60, 2},
		{"threatEscape", &threatEscape, 0, 60, 2},
		{"ttCutShallow", &ttCutShallow, 0, 1, 1},
		{"ttCutTypeDepth", &ttCutTypeDepth, 0, 12, 1},
		// corrMax·corrGrain must fit the int16 table entries.
		{"corrMax", &corrMax, 32, 511, 16},
		{"corrWeightMax", &corrWeightMax, 1, 64, 2},
		{"stableScale", &stableScale, 20, 200, 5},
		{"changeScale", &changeScale, 0, 200, 5},
		{"maxTimeScale", &maxTimeScale, 100, 500, 10},
		{"dropPerDouble", &dropPerDouble, 20, 1000, 15},
		{"maxDropScale", &maxDropScale, 100, 400, 10},
	}
}

// Rebuild derives the tables (the late move reductions and move counts)
// from the current parameters again.
func Rebuild() { buildTables() }
