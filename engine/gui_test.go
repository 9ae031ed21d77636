package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

// TestResignPerSideInOneProcess: a GUI's engine-vs-engine game runs one
// process for both sides; the lost side still resigns after ResignMoves
// hopeless results of its own, however well the other side stands
// (docs/PROTOCOL.md: resign when the position is hopeless).
func TestResignPerSideInOneProcess(t *testing.T) {
	e := newTestEngine(t, nil)
	lost := mustFEN(t, blackDown)
	won := mustFEN(t, strings.Replace(blackDown, " b ", " w ", 1))
	var resigned int
	for i := 1; i <= e.Options().ResignMoves; i++ {
		r := searchSync(t, e, won, Limits{Depth: 2})
		assert.False(t, r.Resign, "the winning side never resigns")
		r = searchSync(t, e, lost, Limits{Depth: 2})
		if r.Resign {
			resigned = i
			break
		}
	}
	assert.Equal(t, e.Options().ResignMoves, resigned, "resigns on its own ResignMoves-th hopeless move")
}

// TestLastPVStartsWithMove: however a search is cut short, the last main
// line reported before the result starts with the move played.
func TestLastPVStartsWithMove(t *testing.T) {
	e := newTestEngine(t, nil)
	p := mustFEN(t, "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3")
	for i := range 30 {
		var last Info
		ch := make(chan Result, 1)
		require.NoError(t, e.Go(p, Limits{Infinite: true}, func(in Info) {
			if in.MultiPV <= 1 {
				last = in
			}
		}, func(r Result) { ch <- r }))
		time.Sleep(time.Duration(i) * time.Millisecond)
		e.Stop()
		r := <-ch
		require.NotEmpty(t, last.PV, "stop after %d ms: a line is always shown", i)
		assert.Equal(t, r.Move, last.PV[0], "stop after %d ms", i)
		assert.Equal(t, BoundExact, last.Bound, "UCCI shows exact lines only")
	}
}

// TestEmptyBanLeavesNoMove is a guard for banmoves: banning every move
// answers no move, never a banned one.
func TestEmptyBanLeavesNoMove(t *testing.T) {
	e := newTestEngine(t, nil)
	p := position.New()
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	r := searchSync(t, e, p, Limits{Depth: 1, BanMoves: l.Slice()})
	assert.Equal(t, position.NoMove, r.Move)
}

// TestGoAnswersWhenLateSettingsFail: a network file set during a search
// that turns out unreadable at the next go does not leave that go without
// an answer: the search runs with the settings in force, and Go says why.
func TestGoAnswersWhenLateSettingsFail(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "junk.nnue")
	require.NoError(t, os.WriteFile(bad, []byte("not a network"), 0o644))
	e := newTestEngine(t, nil)
	o := e.Options()
	o.UseNNUE = false // from the hand-written evaluation, to a net that fails
	require.NoError(t, e.SetOptions(o))
	done := make(chan Result, 1)
	require.NoError(t, e.Go(position.New(), Limits{Infinite: true}, nil, func(r Result) { done <- r }))
	o.UseNNUE, o.EvalFile = true, bad
	require.NoError(t, e.SetOptions(o), "during a search it is only stored")
	e.Stop()
	<-done

	err := e.Go(position.New(), Limits{Depth: 2}, nil, func(r Result) { done <- r })
	var kept *SettingsError
	require.ErrorAs(t, err, &kept)
	assert.Contains(t, err.Error(), "searching with the previous settings")
	select {
	case r := <-done:
		assert.NotEqual(t, position.NoMove, r.Move)
	case <-time.After(20 * time.Second):
		t.Fatal("no answer")
	}
	assert.False(t, e.Options().UseNNUE, "the options say what is in force")
	assert.Nil(t, e.Net())
}
