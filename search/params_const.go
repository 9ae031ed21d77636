//go:build !tune

//go:generate go run ../internal/cmd/paramgen params_const.go params_var.go

package search

// The search parameters as constants: a normal build cannot change them.
// params_var.go, which `go generate` writes from this file, declares the
// same names as variables for the "tune" build (TestParamPairAgrees checks
// it is up to date); see params.go for why there are two. tuning.go gives
// each its range.
const (
	// Aspiration windows (thread.go).
	aspDelta    = 25  // first half-window (centipawns)
	aspGrowth   = 100 // percent the half-window grows by after each fail
	aspMinDepth = 5   // iterations from this depth on use a window
	// Plies taken off the root search for each fail high within one
	// iteration (Stockfish's failedHighCnt; 0 = off): a move that beat the
	// window is usually the new best, so its re-search at full depth
	// spends time that a shallower one confirms sooner. One ply: +13.9 ±
	// 15.3 over 800 games at 10s+0.1s (docs/SEARCH-EXPERIMENTS.md).
	aspFailHighRed = 1
	// Once the main thread has used searchAgainPct percent of the time it
	// means to spend on the move (0 = off), the iterations that follow
	// deepen by a quarter ply each instead of one (Stockfish's
	// searchAgainCounter): a full ply deeper would seldom finish in the
	// time left, while a re-search at about the same depth, on a table
	// the last one filled, finishes and can still change the move. Never
	// under a depth limit, whose last iteration must search that depth.
	// Off: 50 (Stockfish's) gave −5.8 ± 26.9 over 300 games at 10s+0.1s
	// (docs/SEARCH-EXPERIMENTS.md).
	searchAgainPct = 0

	// Reverse futility pruning (node.go).
	rfpMaxDepth  = 7  // up to this depth
	rfpMargin    = 90 // per ply of depth
	rfpImproving = 1  // plies of margin taken off when improving

	// Null move (node.go): R = nullBase + depth/nullDiv + min((eval-beta)/nullEvalDiv, nullEvalMax).
	nullMinDepth = 3
	nullBase     = 3
	nullDiv      = 3
	nullEvalDiv  = 200
	nullEvalMax  = 3
	nullThin     = 2 // at most this many attackers: verify a null-move cutoff

	iirMinDepth = 4 // internal iterative reduction without a TT move

	// Futility and move-count pruning of quiet moves (node.go).
	futMaxDepth = 6
	futBase     = 120
	futPerDepth = 90
	lmpMaxDepth = 8 // late move pruning up to this depth (below lmpSize)
	lmpBase     = 3 // lmpCount: (lmpBase + depth²)/2 quiets, twice that when improving

	// SEE thresholds (node.go).
	seeQuietDepth = 4   // SEE pruning of captures up to this depth
	seeMargin     = 100 // per ply: captures losing more are pruned
	qSeeThreshold = 0   // quiescence skips captures whose SEE is below this
	qDeltaMargin  = 150 // quiescence delta pruning
	qMoveLimit    = 3   // quiescence out of check: later moves only if they recapture or check (0 = all)

	// Continuation history pruning (Pikafish's; node.go), up to
	// histPruneDepth (0 = off): a quiet move that gives no check is skipped
	// when its two continuation histories sum below -histPruneMul·depth.
	// Off: at depth 6 it won with the hand-written evaluation and lost with
	// the network; at depth 3 it showed no sure gain with the network over
	// 600 games (docs/SEARCH-EXPERIMENTS.md).
	histPruneDepth = 0
	histPruneMul   = 1100

	// SEE pruning of quiet moves (node.go): up to seeQuietPruneDepth (0 =
	// off), a quiet move whose SEE is below -seeQuietPruneMargin·depth² is
	// skipped (Pikafish prunes quiet moves by SEE at every depth).
	seeQuietPruneDepth  = 8
	seeQuietPruneMargin = 15

	// Late move reductions (params.go, node.go): lmrTable is
	// lmrBase/100 + ln(depth)·ln(moves)/(lmrDiv/100), then adjusted by the
	// terms below, in 1024ths of a ply (1024 = one ply), which are summed
	// with the table before the sum is cut to whole plies.
	lmrMinDepth     = 3
	lmrBase         = 75   // hundredths of a ply
	lmrDiv          = 190  // hundredths
	lmrPV           = 1024 // less on the PV
	lmrNotImproving = 1024 // more when the position is not improving
	lmrCutNode      = 2048 // more at expected fail-high nodes
	lmrKiller       = 1024 // less for killers and the counter move
	lmrCapCutNode   = 1024 // losing captures: more at expected fail-high nodes
	lmrCapPV        = 1024 // losing captures: less on the PV
	histDivLMR      = 8192
	// A quiet move's reduction is summed in 1024ths of a ply (node.go's
	// quietReduction, +18.3 ± 21.5 over 400 games at 10s+0.1s against
	// whole plies, docs/SEARCH-EXPERIMENTS.md), less lmrOffset 1024ths.
	// lmrCorrMul 1024ths of a ply come off for each centipawn of the
	// node's correction history, whose size says the static score is
	// unsure (Pikafish's |correctionValue| term, about one ply per 175
	// of our centipawns).
	lmrOffset  = 0
	lmrCorrMul = 6
	// At all-nodes the sum is scaled up by lmrAllNodeScale/1024 over
	// depth+1 (Pikafish's r += r·256/(256·depth+256), i.e. 1024; 0 =
	// off). Adopted at 1024: +17.4 ± 21.6 over 400 games at 10s+0.1s
	// (docs/SEARCH-EXPERIMENTS.md).
	lmrAllNodeScale = 1024

	// Extensions (node.go): checks are extended while ply < checkExtPlies·rootDepth.
	checkExtPlies = 2
	// Singular extension (node.go), from seMinDepth on (0 = off): the TT
	// move is searched a ply deeper when every other move fails below the
	// table's score less seMargin·depth, within the same ply limit.
	seMinDepth = 8
	seMargin   = 2
	// Negative extension of a TT move the probe found not singular: it is
	// searched seNegBeta plies shallower when the table's score is at or
	// above beta (another move would likely fail high too), else seNegCut
	// plies shallower at an expected fail-high node (0 = off). Adopted
	// at 2 and 1 after a timed A/B (docs/SEARCH-EXPERIMENTS.md).
	seNegBeta = 2
	seNegCut  = 1

	// Quiet history (history.go): bonus = min(histBonusMul·depth - histBonusSub, histBonusMax).
	histBonusMul   = 250
	histBonusSub   = 200
	histBonusMax   = 4096
	histMainWeight = 2 // the main history's weight beside the two continuation histories
	// A node where every move failed low rewards the opponent's quiet move
	// that led to it, by priorBonusPct percent of a cutoff's bonus (0 = off).
	priorBonusPct = 0
	// The continuation history by our move two turns back (ply - 4), in
	// halves beside the other two's weight of one each (0 = off).
	cont4Weight = 2
	// A quiet move whose reduced search failed high gets this much in its
	// continuation histories (0 = off).
	lmrResearchBonus = 0
	// Quiet moves ordered by the threats of cheaper enemy pieces (picker.go;
	// Stockfish's): a move onto a point a cheaper enemy piece attacks loses
	// threatOrder times the piece's value in the ordering score, and the
	// move of a piece such a piece attacks gains threatEscape times it (0 =
	// off). Off: both at 20 gave −6.9 ± 25.5 over 300 games at 10s+0.1s
	// (docs/SEARCH-EXPERIMENTS.md). They are two options because the two
	// halves differ: the penalty mostly repeats SEE pruning, the escape
	// does not.
	threatOrder  = 0
	threatEscape = 0

	// Table cutoffs (node.go): ttCutShallow 1 lets an entry whose score is
	// at or below beta cut one ply shallower; below ttCutTypeDepth+1 (0 =
	// off) an entry cuts only when its side of beta agrees with the node's
	// expected type (fail high at cut nodes, fail low at all nodes).
	ttCutShallow   = 0
	ttCutTypeDepth = 0

	// Correction history (correction.go).
	corrMax       = 256 // a single result moves the average by at most this (cp)
	corrWeightMax = 16  // weight (of 256) of a result: min(depth+1, corrWeightMax)

	// Time use between iterations (timeman.go), in hundredths.
	stableScale   = 70  // optimum share when the best move never changes
	changeScale   = 65  // added per (decaying) best-move change
	maxTimeScale  = 200 // at most this many optimums
	dropPerDouble = 120 // a score drop of this many centipawns doubles the share
	maxDropScale  = 160 // cap of the falling-score factor
)
