//go:build tune

package ucci

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// saveEvalWeights restores every weight when the test ends. Call it before
// startDriver: cleanups run last-first, so the weights are restored only
// after the session (and any search in it) has ended.
func saveEvalWeights(t *testing.T) {
	ps := eval.Params()
	vals := make([]int, len(ps))
	for i, p := range ps {
		vals[i] = *p.Ptr
	}
	t.Cleanup(func() {
		for i, p := range ps {
			*p.Ptr = vals[i]
		}
		eval.Rebuild()
	})
}

// evalParam returns the parameter called name.
func evalParam(t *testing.T, name string) eval.Param {
	t.Helper()
	for _, p := range eval.Params() {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("no parameter %s", name)
	return eval.Param{}
}

// TestEvalOptionsDeclared: every weight is an option with a single-token
// name no other option has (names are compared without case), a range
// that holds its default, and the handshake of either dialect lists it.
func TestEvalOptionsDeclared(t *testing.T) {
	ps := eval.Params()
	seen := map[string]bool{}
	n := 0
	token := regexp.MustCompile(`^Eval_[A-Za-z0-9_]+$`)
	for _, o := range options {
		names := map[string]bool{} // an option's two names may be one
		for _, name := range []string{o.ucci, o.uci} {
			if name != "" {
				names[strings.ToLower(name)] = true
			}
		}
		for name := range names {
			assert.False(t, seen[name], "option %q twice", name)
			seen[name] = true
		}
		if !strings.HasPrefix(o.uci, "Eval_") {
			continue
		}
		n++
		assert.Regexp(t, token, o.uci)
		assert.False(t, isTolerated(o.uci), "%s is also a tolerated name", o.uci)
		def, err := strconv.Atoi(o.def)
		require.NoError(t, err, o.uci)
		assert.True(t, o.min <= def && def <= o.max, "%s default %d outside %d-%d", o.uci, def, o.min, o.max)
		assert.True(t, -evalOptionLimit <= o.min && o.max <= evalOptionLimit, "%s range %d-%d", o.uci, o.min, o.max)
	}
	assert.Equal(t, len(ps), n, "one option per eval.Params entry")

	rook := evalParam(t, "material[Rook][0]")
	d := startDriver(t)
	d.send("uci")
	_, lines := d.until("uciok")
	assert.Contains(t, lines, fmt.Sprintf("option name Eval_material_Rook_0 type spin min 0 max %d default %d", evalOptionLimit, *rook.Ptr))
	assert.Contains(t, lines, fmt.Sprintf("option name Eval_horseHeart type spin min %d max %d default %d", -evalOptionLimit, evalOptionLimit, *evalParam(t, "horseHeart").Ptr))
	assert.Contains(t, lines, fmt.Sprintf("option name Eval_pstAdjust_Horse_1_4_2 type spin min %d max %d default %d", -evalOptionLimit, evalOptionLimit, *evalParam(t, "pstAdjust[Horse][1][4][2]").Ptr))
	assert.Contains(t, lines, fmt.Sprintf("option name Eval_scaleNoMate type spin min 0 max 64 default %d", *evalParam(t, "scaleNoMate").Ptr))
	d.send("ucci")
	_, lines = d.until("ucciok")
	assert.Contains(t, lines, fmt.Sprintf("option Eval_material_Rook_0 type spin min 0 max %d default %d", evalOptionLimit, *rook.Ptr))
}

// missingRookFEN is the start position without Black's a-file rook, so the
// middle-game rook value shows in the score.
const missingRookFEN = "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

// staticEval evaluates fen with the current weights.
func staticEval(t *testing.T, fen string) int {
	t.Helper()
	p, err := position.FromFEN(fen)
	require.NoError(t, err)
	a := eval.NewAccum(p)
	return eval.Evaluate(p, &a)
}

// depthOneScore searches fen to depth 1 in a fresh game and returns the
// centipawn score of its last report.
func depthOneScore(t *testing.T, d *driver) int {
	t.Helper()
	d.send("ucinewgame", "position fen "+missingRookFEN, "go depth 1")
	_, lines := d.until("bestmove")
	re := regexp.MustCompile(` score cp (-?\d+) `)
	for i := len(lines) - 1; i >= 0; i-- {
		if m := re.FindStringSubmatch(lines[i]); m != nil {
			n, err := strconv.Atoi(m[1])
			require.NoError(t, err)
			return n
		}
	}
	t.Fatalf("no score in %q", lines)
	return 0
}

// TestEvalOptionSetsWeight: setoption changes the weight, the static
// evaluation and the search's score; a bad value or a search in flight
// gets one error line and leaves the weight as it was, as for every other
// option.
func TestEvalOptionSetsWeight(t *testing.T) {
	saveEvalWeights(t)
	rook := evalParam(t, "material[Rook][0]")
	old := *rook.Ptr
	staticBefore := staticEval(t, missingRookFEN)

	d := startDriver(t)
	d.send("uci")
	d.until("uciok")
	d.send("setoption name Use NNUE value false") // the weights are the hand-written evaluation's
	scoreBefore := depthOneScore(t, d)

	d.send(fmt.Sprintf("setoption name Eval_material_Rook_0 value %d", old+200))
	assert.Empty(t, d.sync())
	assert.Equal(t, old+200, *rook.Ptr)
	assert.Greater(t, staticEval(t, missingRookFEN), staticBefore, "the rebuilt tables carry the new value")
	assert.Greater(t, depthOneScore(t, d), scoreBefore, "the search sees the new value")

	tests := []struct{ in, want string }{
		{"setoption name Eval_material_Rook_0 value lots", `setoption Eval_material_Rook_0: value "lots" is not a whole number`},
		{"setoption name Eval_material_Rook_0 value -1", fmt.Sprintf(`setoption Eval_material_Rook_0: value -1 is out of range 0-%d`, evalOptionLimit)},
		{"setoption name Eval_material_Rook_0 value 100001", fmt.Sprintf(`setoption Eval_material_Rook_0: value 100001 is out of range 0-%d`, evalOptionLimit)},
		{"setoption name Eval_material_Rook_0", `setoption Eval_material_Rook_0: value "" is not a whole number`},
	}
	for _, tc := range tests {
		d.send(tc.in)
		lines := d.sync()
		require.Len(t, lines, 1, "input %q", tc.in)
		assert.Equal(t, "info string error: "+tc.want, lines[0], "input %q", tc.in)
		assert.Equal(t, old+200, *rook.Ptr, "input %q keeps the weight", tc.in)
	}

	// The search threads read the weights: no change while one runs that
	// only stop ends.
	d.send("position fen "+missingRookFEN, "go infinite")
	d.send("setoption name Eval_material_Rook_0 value 1")
	lines := d.sync()
	require.Len(t, lines, 1)
	assert.Equal(t, "info string error: setoption Eval_material_Rook_0: "+errEvalBusy.Error(), lines[0])
	d.send("stop")
	d.until("bestmove")
	assert.Equal(t, old+200, *rook.Ptr, "kept during the search")

	// A search that ends by itself is let finish first, as for a queued go.
	d.send("go depth 3", "setoption name Eval_material_Rook_0 value "+strconv.Itoa(old))
	d.until("bestmove")
	assert.Empty(t, d.sync())
	assert.Equal(t, old, *rook.Ptr)
	assert.Equal(t, staticBefore, staticEval(t, missingRookFEN), "back to the built-in weights")
}

// TestEvalOptionUCCI: the UCCI form sets a weight too.
func TestEvalOptionUCCI(t *testing.T) {
	saveEvalWeights(t)
	heart := evalParam(t, "horseHeart")
	d := startDriver(t)
	d.send("ucci")
	d.until("ucciok")
	d.send("setoption Eval_horseHeart -7")
	assert.Empty(t, d.sync())
	assert.Equal(t, -7, *heart.Ptr)
	d.send("setoption Eval_horseHeart x")
	assert.Equal(t, []string{`info message error: setoption Eval_horseHeart: value "x" is not a whole number`}, d.sync())
	assert.Equal(t, -7, *heart.Ptr)
}
