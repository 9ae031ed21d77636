package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

func play(t *testing.T, p *position.Position, moves ...string) *position.Position {
	t.Helper()
	q := p.Copy()
	require.NoError(t, q.PlayMoves(moves...))
	return q
}

// TestHistorySig: the same placement reached by the same moves matches,
// reached through a different (repetition-relevant) history does not.
func TestHistorySig(t *testing.T) {
	start := position.New()
	a := play(t, start, "b0c2", "b9c7")
	b := play(t, start, "b0c2", "b9c7")
	assert.Equal(t, historySig(a), historySig(b))
	// Knights out and back, then out again: same placement, longer history.
	c := play(t, start, "b0c2", "b9c7", "c2b0", "c7b9", "b0c2", "b9c7")
	require.Equal(t, a.Key(), c.Key())
	assert.NotEqual(t, historySig(a), historySig(c))
}

// TestCacheRemembersAnalysis: a finished search is stored, shown at once
// when the position comes back, and answers probe.
func TestCacheRemembersAnalysis(t *testing.T) {
	e := newTestEngine(t, nil)
	p := play(t, position.New(), "h2e2")
	r := searchSync(t, e, p, Limits{Depth: 3})
	a, exact, ok := e.Analysis(p)
	require.True(t, ok)
	assert.True(t, exact)
	assert.Equal(t, r.Move, a.Move)
	assert.Equal(t, r.Depth, a.Depth)

	// A shallower search does not overwrite the deeper analysis.
	searchSync(t, e, p, Limits{Depth: 1})
	a2, _, _ := e.Analysis(p)
	assert.Equal(t, a.Depth, a2.Depth)

	// Coming back shows the cached line before the search reports anything.
	var first Info
	got := false
	ch := make(chan Result, 1)
	require.NoError(t, e.Go(p, Limits{Depth: 1}, func(in Info) {
		if !got {
			first, got = in, true
		}
	}, func(r Result) { ch <- r }))
	<-ch
	require.True(t, got)
	assert.Equal(t, a.Depth, first.Depth)
	assert.Equal(t, a.PV, first.PV)

	pe, ok := e.Probe(p)
	require.True(t, ok)
	assert.NotEqual(t, position.NoMove, pe.Move)
}

func TestCacheDisabled(t *testing.T) {
	e := newTestEngine(t, func(o *Options) { o.CacheMB = 0 })
	p := position.New()
	searchSync(t, e, p, Limits{Depth: 2})
	_, _, ok := e.Analysis(p)
	assert.False(t, ok)
}
