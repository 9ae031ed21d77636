//go:build tune

package search

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

// TestTableCutoffRefinements: with both refinements off an entry cuts a
// zero-window node when it is as deep and its bound settles the window;
// ttCutShallow lets an entry at or below beta be one ply shallower, and
// ttCutTypeDepth keeps a shallow node from being cut by an entry on the
// side of beta its type does not expect.
func TestTableCutoffRefinements(t *testing.T) {
	saveParams(t)
	const beta = 100
	const alpha = beta - 1
	low := ttHit{score: 50, bound: BoundUpper}
	high := ttHit{score: 150, bound: BoundLower}
	at := func(h ttHit, depth int) ttHit { h.depth = depth; return h }
	tests := []struct {
		name           string
		shallow, typeD int
		hit            ttHit
		depth          int
		nt             nodeType
		cuts           bool
	}{
		{"off: as deep, fail low", 0, 0, at(low, 6), 6, allNode, true},
		{"off: a ply shallower", 0, 0, at(low, 5), 6, allNode, false},
		{"off: fail high at an all node", 0, 0, at(high, 6), 6, allNode, true},
		{"shallow: fail low a ply shallower", 1, 0, at(low, 5), 6, allNode, true},
		{"shallow: fail low two plies shallower", 1, 0, at(low, 4), 6, allNode, false},
		{"shallow: fail high a ply shallower", 1, 0, at(high, 5), 6, cutNode, false},
		{"shallow: the bound must still settle", 1, 0, at(ttHit{score: 50, bound: BoundLower}, 8), 6, allNode, false},
		{"type: fail high at a cut node", 0, 5, at(high, 5), 5, cutNode, true},
		{"type: fail high at an all node", 0, 5, at(high, 5), 5, allNode, false},
		{"type: fail low at an all node", 0, 5, at(low, 5), 5, allNode, true},
		{"type: fail low at a cut node", 0, 5, at(low, 5), 5, cutNode, false},
		{"type: deep enough for any type", 0, 5, at(low, 6), 6, cutNode, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ttCutShallow, ttCutTypeDepth = tt.shallow, tt.typeD
			th := &thread{}
			assert.Equal(t, tt.cuts, th.ttCutsNode(tt.hit, alpha, beta, tt.depth, tt.nt))
		})
	}
}

// TestRewardPrior: a node where every move failed low rewards the
// opponent's quiet move that led to it in the main and both continuation
// histories, by priorBonusPct percent of a cutoff's bonus; a capture, a
// null move and the root get nothing, nor anything with the bonus off.
func TestRewardPrior(t *testing.T) {
	saveParams(t)
	tests := []struct {
		name   string
		reply  string // Black's move before the node at ply 2; "" = a null move
		pct    int
		reward bool
	}{
		{"quiet reply", "h9g7", 100, true},
		{"quiet reply, bonus off", "h9g7", 0, false},
		{"capturing reply", "b7b0", 100, false},
		{"null move", "", 100, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			priorBonusPct = tc.pct
			th := newThread(nil, 0)
			p := position.New()
			th.pos = p
			own, err := position.ParseMove("h2e2")
			require.NoError(t, err)
			th.makeMove(own, 0)
			var reply position.Move
			if tc.reply == "" {
				th.makeNull(1)
			} else {
				reply, err = position.ParseMove(tc.reply)
				require.NoError(t, err)
				require.True(t, p.IsLegal(reply))
				th.makeMove(reply, 1)
			}
			th.rewardPrior(2, 6)
			if !tc.reward {
				assert.Equal(t, th.history, newThread(nil, 0).history, "no history written")
				return
			}
			ck, pt := th.stack[1].movedCK, th.stack[1].pieceTo
			want := min(histBonusMul*6-histBonusSub, histBonusMax) * tc.pct / 100
			assert.Equal(t, int32(want), th.history[ck][reply.To()])
			assert.Equal(t, int16(want), th.cont1[th.stack[0].pieceTo][pt], "the row of Red's move before it")
			assert.Equal(t, [pieceToCount]int16{}, th.cont2[pieceToNone], "nothing before the root")
			th.rewardPrior(0, 6) // the root has no move before it
		})
	}
}

// TestContinuationPly4: with cont4Weight set, a cutoff also teaches the
// table of our move two turns back, and quietScore counts it; off, that
// table is neither written nor read.
func TestContinuationPly4(t *testing.T) {
	saveParams(t)
	for _, weight := range []int{0, 2} {
		cont4Weight = weight
		th := newThread(nil, 0)
		p := position.New()
		th.pos = p
		for i, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
			m, err := position.ParseMove(s)
			require.NoError(t, err)
			th.makeMove(m, i)
		}
		good, err := position.ParseMove("i0h0")
		require.NoError(t, err)
		ck := p.At(good.From()).ColorKind()
		th.rewardQuiet(4, good, 6, nil)
		row, pt := th.stack[0].pieceTo, pieceTo(ck, good.To())
		without := histMainWeight*int(th.history[ck][good.To()]) + int(th.cont1[th.stack[3].pieceTo][pt]) + int(th.cont2[th.stack[2].pieceTo][pt])
		if weight == 0 {
			assert.Zero(t, th.cont4[row][pt], "off: not written")
			assert.Equal(t, without, th.quietScore(4, ck, good.To()))
			continue
		}
		assert.Positive(t, th.cont4[row][pt], "the row of the move four plies back")
		assert.Equal(t, without+int(th.cont4[row][pt]), th.quietScore(4, ck, good.To()))
	}
}

// TestRewardResearch: a quiet move whose reduced search failed high is
// credited in both continuation histories by lmrResearchBonus, not in the
// main history; off, nothing is written.
func TestRewardResearch(t *testing.T) {
	saveParams(t)
	for _, bonus := range []int{0, 700} {
		lmrResearchBonus = bonus
		th := newThread(nil, 0)
		th.pos = position.New()
		for i, s := range []string{"h2e2", "h9g7", "h0g2"} {
			m, err := position.ParseMove(s)
			require.NoError(t, err)
			th.makeMove(m, i)
		}
		th.rewardResearch(2) // h0g2 is being searched from ply 2
		pt := th.stack[2].pieceTo
		assert.Equal(t, int16(bonus), th.cont1[th.stack[1].pieceTo][pt])
		assert.Equal(t, int16(bonus), th.cont2[th.stack[0].pieceTo][pt])
		assert.Equal(t, newThread(nil, 0).history, th.history, "the main history is left alone")
	}
}

// TestContinuationHistoryPruning: with the pruning on, a quiet move whose
// two continuation histories sum below -histPruneMul·depth is skipped up
// to histPruneDepth; at the threshold it is not, nor past that depth, nor
// with the pruning off, nor when it gives check.
func TestContinuationHistoryPruning(t *testing.T) {
	saveParams(t)
	histPruneMul = 1000
	// Red horse c2, rook a8 and general d0; Black general f9 and rook b9.
	// c2d4 is a safe quiet move; a8f8 checks.
	p, err := position.FromFEN("1r3k3/R8/9/9/9/9/9/2N6/9/3K5 w - - 0 1")
	require.NoError(t, err)
	const ply = 2
	tests := []struct {
		name     string
		move     string
		maxDepth int
		depth    int
		cont     int // the sum of the two continuation histories
		skip     bool
	}{
		{"below the threshold", "c2d4", 6, 3, -3001, true},
		{"at the threshold", "c2d4", 6, 3, -3000, false},
		{"deeper, the same history", "c2d4", 6, 4, -3001, false},
		{"past the last depth", "c2d4", 2, 3, -9000, false},
		{"pruning off", "c2d4", 0, 1, -9000, false},
		{"a check", "a8f8", 6, 1, -9000, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			histPruneDepth = tt.maxDepth
			m, err := p.ParseMove(tt.move)
			require.NoError(t, err)
			require.True(t, p.IsLegal(m))
			th := newThread(nil, 0)
			th.pos = p
			th.stack[ply-1].pieceTo, th.stack[ply-2].pieceTo = 5, 7 // any two earlier moves
			pt := pieceTo(p.At(m.From()).ColorKind(), m.To())
			th.cont1[5][pt] = int16(tt.cont / 2)
			th.cont2[7][pt] = int16(tt.cont - tt.cont/2)
			require.Equal(t, tt.cont, th.contScore(ply, p.At(m.From()).ColorKind(), m.To()))
			assert.Equal(t, tt.skip, th.skipMove(m, false, true, tt.depth, 1, ply, -infinity/2, 0, false, pvNode))
		})
	}
}

// TestResearchDepth: each fail high of an iteration's aspiration window
// takes aspFailHighRed plies off the root search that follows (a fail low
// resets the count in the loop), never below one ply; 0 searches every
// window at the iteration's depth. Each iteration begun while the depth is
// held (searchAgain) takes three quarters of a ply more off, so that the
// searched depth grows by a quarter ply per iteration.
func TestResearchDepth(t *testing.T) {
	saveParams(t)
	tests := []struct {
		name                               string
		red, depth, failHighs, searchAgain int
		want                               int
	}{
		{"off", 0, 12, 3, 0, 12},
		{"no fail high yet", 1, 12, 0, 0, 12},
		{"one fail high", 1, 12, 1, 0, 11},
		{"three fail highs", 1, 12, 3, 0, 9},
		{"two plies each", 2, 12, 2, 0, 8},
		{"never below one", 1, 3, 5, 0, 1},
		{"first held iteration", 1, 13, 0, 1, 12},
		{"second held iteration", 1, 14, 0, 2, 12},
		{"fourth held iteration", 1, 16, 0, 4, 13},
		{"held and failed high", 1, 14, 1, 2, 11},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			aspFailHighRed = tt.red
			assert.Equal(t, tt.want, researchDepth(tt.depth, tt.failHighs, tt.searchAgain))
		})
	}
}

// TestSearchAgainHoldsDepth: once a timed search has used searchAgainPct
// percent of its time, the main thread tells every thread to hold the
// depth; off, or under a depth limit (with a clock or not), it never
// does. The reported depths still rise by one per iteration.
func TestSearchAgainHoldsDepth(t *testing.T) {
	saveParams(t)
	timed := Limits{Optimum: 300 * time.Millisecond, Maximum: 600 * time.Millisecond}
	tests := []struct {
		name string
		pct  int
		lim  Limits
		held bool
	}{
		{"off", 0, timed, false},
		{"on, timed", 5, timed, true},
		{"on, depth limit", 5, Limits{Depth: 7}, false},
		{"on, depth limit and a clock", 5, Limits{Depth: 30, Optimum: timed.Optimum, Maximum: timed.Maximum}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			searchAgainPct = tt.pct
			p := position.New()
			s := New(16, 2)
			var depths []int
			res := s.Search(p, tt.lim, func(i Info) { depths = append(depths, i.Depth) })
			assert.True(t, p.IsLegalMove(res.Move))
			assert.Equal(t, tt.held, s.holdDepth.Load())
			require.NotEmpty(t, depths)
			for i, d := range depths {
				assert.Equal(t, i+1, d, "iteration %d", i+1)
			}
		})
	}
}

// TestQuietReduction: the reduction of a quiet move keeps the table's
// fraction, lets a history or a correction too small to move a whole ply
// add up with it, and is clamped to leave at least a ply.
func TestQuietReduction(t *testing.T) {
	saveParams(t)
	lmrBase, lmrDiv, lmrCorrMul, histDivLMR = 75, 190, 6, 8192
	Rebuild()
	// The table at depth 10, move 10 is 0.75 + ln²10/1.9 = 3.54 plies.
	require.Equal(t, 3625, lmrEntry(10, 10))
	tests := []struct {
		name                    string
		offset, adj, hist, corr int
		newDepth                int
		want                    int
	}{
		{"the table alone", 0, 0, 0, 0, 20, 3},
		{"a history worth 0.5 ply does not tip it", 0, 0, 8192, 0, 20, 3},
		{"a history worth 0.6 ply does", 0, 0, 9830, 0, 20, 2},
		{"a correction of 80 does not", 0, 0, 0, 80, 20, 3},
		{"a correction of 100 does", 0, 0, 0, 100, 20, 2},
		{"a bad history of half a ply adds one", 0, 0, -8192, 0, 20, 4},
		{"an offset of half a ply does not tip it", 512, 0, 0, 0, 20, 3},
		{"an offset of 0.6 ply does", 600, 0, 0, 0, 20, 2},
		{"two plies of adjustments", 0, 2048, 0, 0, 20, 5},
		{"an adjustment of 0.45 ply does not tip it", 0, 460, 0, 0, 20, 3},
		{"one of 0.5 ply does", 0, 500, 0, 0, 20, 4},
		{"never below zero", 0, -5120, 0, 0, 20, 0},
		{"at least a ply left", 0, 2048, 0, 0, 4, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lmrOffset = tt.offset
			assert.Equal(t, tt.want, quietReduction(10, 10, tt.newDepth, tt.adj, tt.hist, tt.corr, false))
		})
	}
}

// TestQuietReductionAtAllNodes: at an all-node the reduction grows by
// lmrAllNodeScale/1024 of itself over depth+1, only when the option is on,
// and a negative sum is not scaled into a larger extension.
func TestQuietReductionAtAllNodes(t *testing.T) {
	saveParams(t)
	lmrBase, lmrDiv, lmrCorrMul, histDivLMR, lmrOffset = 75, 190, 6, 8192, 0
	Rebuild()
	// Depth 10, move 10: 3.54 plies, which 1/11 more makes 3.86, and twice
	// that (2048) 4.19.
	tests := []struct {
		name       string
		scale, adj int
		all        bool
		want       int
	}{
		{"off", 0, 0, true, 3},
		{"not an all-node", 2048, 0, false, 3},
		{"Pikafish's scale", 1024, 0, true, 3},
		{"twice it tips a ply", 2048, 0, true, 4},
		{"2.54 plies without it", 0, -1024, true, 2},
		{"2.54 plies, twice the scale lifts to 3.01", 2048, -1024, true, 3},
		{"a negative sum stays at zero", 4096, -5120, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lmrAllNodeScale = tt.scale
			assert.Equal(t, tt.want, quietReduction(10, 10, 20, tt.adj, 0, 0, tt.all))
		})
	}
}

// TestAllNodeScaleKeepsMates: with the all-node scaling on, the mates keep
// the score of the shortest mate ([R-MATE]), and the scaling does run: the
// tree of a middlegame search to the same depth differs from the one
// without it.
func TestAllNodeScaleKeepsMates(t *testing.T) {
	assertKeepsMatesAndRuns(t, &lmrAllNodeScale, 1024, 0,
		"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1", 10)
}

// assertKeepsMatesAndRuns is the check every search option gets before
// its match: with *param set to on the mates keep the score of the
// shortest mate ([R-MATE]), and the option does run, for the tree of a
// search of fen to depth differs between on and off; the move found with
// it on is legal. The parameters are restored when the test ends.
func assertKeepsMatesAndRuns(t *testing.T, param *int, on, off int, fen string, depth int) {
	t.Helper()
	saveParams(t)
	*param = on
	assertShortestMates(t, 10)

	p := setup(t, fen, "")
	withIt := New(8, 1).Search(p, Limits{Depth: depth}, nil)
	*param = off
	without := New(8, 1).Search(p, Limits{Depth: depth}, nil)
	assert.NotEqual(t, without.Nodes, withIt.Nodes, "the same tree with the option on and off")
	assert.True(t, p.IsLegalMove(withIt.Move))
}
