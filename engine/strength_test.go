package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

// TestFullStrengthIsUntouched: the defaults ask nothing of the level
// machinery, so a default search is the full-strength one.
func TestFullStrengthIsUntouched(t *testing.T) {
	assert.Equal(t, strength{}, DefaultOptions().strength())
	o := DefaultOptions()
	o.LimitStrength, o.Elo = true, MaxElo
	assert.InDelta(t, eloTable[len(eloTable)-1].skill, o.skill(), 1e-9, "the top of the Elo scale is the strongest measured level")
	o.LimitStrength = false
	assert.Equal(t, strength{}, o.strength(), "UCI_Elo means nothing without UCI_LimitStrength")
}

// TestSkillForElo: the measured points map exactly, between them the skill
// is interpolated, and it rises with the Elo.
func TestSkillForElo(t *testing.T) {
	for _, p := range eloTable {
		assert.InDelta(t, p.skill, skillForElo(p.elo), 1e-9)
	}
	prev := -1.0
	for elo := MinElo; elo <= MaxElo; elo += 25 {
		sk := skillForElo(elo)
		assert.GreaterOrEqual(t, sk, prev, "elo %d", elo)
		prev = sk
	}
}

// TestLevelsOrder: every way of weakening goes through the skill, and a
// lower skill has fewer nodes and a wider window.
func TestLevelsOrder(t *testing.T) {
	prev := strength{nodes: 1 << 62}
	for sk := MaxSkill - 1; sk >= 0; sk-- {
		o := DefaultOptions()
		o.Skill = sk
		st := o.strength()
		assert.Less(t, st.nodes, prev.nodes, "skill %d", sk)
		assert.Greater(t, st.window, prev.window, "skill %d", sk)
		assert.Equal(t, skillCandidates, st.candidates)
		prev = st
	}
	tests := []struct {
		name  string
		tweak func(*Options)
		skill float64
	}{
		{"knowledge none", func(o *Options) { o.Knowledge = 0 }, MaxSkill - 12},
		{"pruning small", func(o *Options) { o.Pruning = 1 }, MaxSkill - 4},
		{"both, floored", func(o *Options) { o.Knowledge, o.Pruning, o.Skill = 0, 0, 3 }, 0},
		{"elo below the skill", func(o *Options) { o.LimitStrength, o.Elo = true, MinElo }, eloTable[0].skill},
		{"elo ignored unless limited", func(o *Options) { o.Elo = MinElo }, MaxSkill},
	}
	for _, tc := range tests {
		o := DefaultOptions()
		tc.tweak(&o)
		assert.InDelta(t, tc.skill, o.skill(), 1e-9, tc.name)
	}
	o := DefaultOptions()
	o.Randomness = 2
	st := o.strength()
	assert.Zero(t, st.nodes, "randomness keeps full strength's search")
	assert.Equal(t, randomnessWindows[2], st.window)
	assert.Equal(t, randomCandidates, st.candidates, "two lines keep the search deep")
	assert.Equal(t, st, o.strengthAt(randomMoves), "randomness varies the opening")
	assert.Equal(t, strength{}, o.strengthAt(randomMoves+1), "and then plays at full strength")
	o.Skill, o.Randomness = MaxSkill-1, len(randomnessWindows)-1
	assert.Equal(t, skillCandidates, o.strength().candidates, "randomness never narrows a level's choice")
	assert.Equal(t, o.strength(), o.strengthAt(80), "a level is a level all game long")
}

// TestChooseKeepsToTheWindow: the choice never leaves the window, never
// trades a mate away, and prefers better moves.
func TestChooseKeepsToTheWindow(t *testing.T) {
	mv := func(s string) []position.Move { m, _ := position.ParseMove(s); return []position.Move{m} }
	lines := []line{{100, mv("h2e2")}, {90, mv("b2e2")}, {60, mv("h0g2")}, {-400, mv("a3a4")}}
	st := strength{candidates: 4, window: 50, temp: 15}
	rng := rand.New(rand.NewPCG(1, 2))
	count := make([]int, len(lines))
	for range 3000 {
		count[st.choose(lines, rng)]++
	}
	assert.Zero(t, count[3], "a move 500 below the best is never drawn")
	assert.Greater(t, count[0], count[1])
	assert.Greater(t, count[1], count[2])
	assert.Positive(t, count[2], "the window's edge is still possible")

	mate := []line{{Mate - 5, mv("h2e2")}, {80, mv("b2e2")}}
	for range 100 {
		assert.Zero(t, st.choose(mate, rng), "a mate is always played")
	}
	mated := []line{{0, mv("h2e2")}, {-(Mate - 4), mv("b2e2")}}
	for range 100 {
		assert.Zero(t, strength{candidates: 2, window: 1 << 20, temp: 1e9}.choose(mated, rng), "never walk into a mate")
	}
}

// TestWeakLevelVariesButTakesTheRook: a weak level varies its opening
// moves, yet always takes a free rook whose capture stands far above the
// window (believable mistakes, not random blunders).
func TestWeakLevelVariesButTakesTheRook(t *testing.T) {
	e := newTestEngine(t, func(o *Options) { o.Skill = 5 })
	seen := map[position.Move]bool{}
	for range 12 {
		seen[searchSync(t, e, position.New(), Limits{Depth: 30}).Move] = true
	}
	assert.Greater(t, len(seen), 1, "a weak level varies its play")

	free := mustFEN(t, "3k5/4a4/3a5/9/9/r8/9/9/9/R3K4 w - - 0 1")
	take, err := position.ParseMove("a0a4")
	require.NoError(t, err)
	for range 12 {
		assert.Equal(t, take, searchSync(t, e, free, Limits{Depth: 30}).Move)
	}
}

// TestLevelsPlayWithTheirEvaluation: a limited level evaluates by hand, as
// when its Elo was measured, whatever Use NNUE says; full strength, with
// randomness or not, keeps the network.
func TestLevelsPlayWithTheirEvaluation(t *testing.T) {
	e := newTestEngine(t, nil)
	require.True(t, e.Options().UseNNUE, "the network is the default")
	require.NotNil(t, e.Net())
	tests := []struct {
		name  string
		tweak func(*Options)
		net   bool
	}{
		{"skill 5", func(o *Options) { o.Skill = 5 }, false},
		{"elo", func(o *Options) { o.LimitStrength, o.Elo = true, 1500 }, false},
		{"knowledge small", func(o *Options) { o.Knowledge = 1 }, false},
		{"randomness at full strength", func(o *Options) { o.Randomness = 5 }, true},
		{"full strength", func(o *Options) {}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := DefaultOptions()
			tc.tweak(&o)
			require.NoError(t, e.SetOptions(o))
			assert.Equal(t, tc.net, e.Net() != nil)
		})
	}
}
