package engine

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBudgetNeverOverClock: whatever the clock, the hard limit leaves the
// move overhead (or half the clock when that is less) unused.
func TestBudgetNeverOverClock(t *testing.T) {
	overhead := 50 * time.Millisecond
	for _, left := range []time.Duration{0, time.Millisecond, 30 * time.Millisecond, 100 * time.Millisecond,
		time.Second, 10 * time.Second, 5 * time.Minute, 2 * time.Hour} {
		for _, inc := range []time.Duration{0, 100 * time.Millisecond, 2 * time.Second} {
			for _, mtg := range []int{0, 1, 2, 5, 40, 200} {
				name := fmt.Sprintf("time=%v inc=%v mtg=%d", left, inc, mtg)
				opt, hard := Budget(Limits{Clock: true, Time: left, Inc: inc, MovesToGo: mtg}, overhead)
				assert.LessOrEqual(t, opt, hard, name)
				assert.Positive(t, opt, name)
				if left > 2*time.Millisecond {
					assert.LessOrEqual(t, hard, left-min(overhead, left/2), name)
				}
			}
		}
	}
}

func TestBudgetShapes(t *testing.T) {
	oh := 50 * time.Millisecond
	tests := []struct {
		name     string
		lim      Limits
		opt, max time.Duration // expected within 1 ms; 0 = no limit
	}{
		{"depth only has no time limit", Limits{Depth: 5}, 0, 0},
		{"infinite has no time limit", Limits{Infinite: true, Clock: true, Time: time.Second}, 0, 0},
		{"movetime minus overhead", Limits{MoveTime: time.Second}, 950 * time.Millisecond, 950 * time.Millisecond},
		// 25 moves assumed, each losing the 50 ms overhead: play fast.
		{"time 1000 alone is the rest of the game", Limits{Clock: true, Time: time.Second}, 19 * time.Millisecond, 131100 * time.Microsecond},
		{"time 60 s alone", Limits{Clock: true, Time: time.Minute}, 2346 * time.Millisecond, 9384 * time.Millisecond},
		{"60 s for 40 moves, planned as 48", Limits{Clock: true, Time: time.Minute, MovesToGo: 40}, 1197917 * time.Microsecond, 7899 * time.Millisecond},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opt, hard := Budget(tc.lim, oh)
			assert.InDelta(t, tc.opt, opt, float64(time.Millisecond))
			assert.InDelta(t, tc.max, hard, float64(time.Millisecond))
		})
	}
}

// TestBudgetMovesToGo: fewer moves to the control get more time each, and
// the last move before it may use most of the clock.
func TestBudgetMovesToGo(t *testing.T) {
	prev := time.Duration(0)
	for _, mtg := range []int{40, 20, 10, 5, 2, 1} {
		opt, _ := Budget(Limits{Clock: true, Time: time.Minute, MovesToGo: mtg}, 0)
		require.Greater(t, opt, prev, "movestogo %d", mtg)
		prev = opt
	}
	// The last move before the control plans the whole clock (it is
	// refilled after), up to the hard cap, which keeps a tenth.
	opt, hard := Budget(Limits{Clock: true, Time: time.Minute, MovesToGo: 1}, 0)
	assert.InDelta(t, 54*time.Second, opt, float64(time.Millisecond))
	assert.InDelta(t, 54*time.Second, hard, float64(time.Millisecond))
	// With the overhead kept: `go time 1000 movestogo 1` (a fixed time per
	// move in UCCI) thinks well over half of it, never past it less the
	// overhead.
	opt, hard = Budget(Limits{Clock: true, Time: time.Second, MovesToGo: 1}, 50*time.Millisecond)
	assert.Greater(t, opt, 500*time.Millisecond)
	assert.LessOrEqual(t, hard, 950*time.Millisecond)
	// An increment adds to the optimum the increments still to come, less
	// the reserve kept on the clock, spread over the moves to go.
	a, _ := Budget(Limits{Clock: true, Time: time.Minute}, 0)
	b, _ := Budget(Limits{Clock: true, Time: time.Minute, Inc: time.Second}, 0)
	assert.InDelta(t, time.Duration(restOfGameMoves-1-incReserve)*time.Second/time.Duration(restOfGameMoves), b-a, float64(time.Millisecond))
}

// TestBudgetIncrementKeepsClock: in an increment game the clock settles
// well above the overhead instead of drifting to zero, even when every
// move loses the whole overhead on the way through the GUI.
func TestBudgetIncrementKeepsClock(t *testing.T) {
	oh := 50 * time.Millisecond
	left := 3 * time.Second
	inc := 50 * time.Millisecond
	for move := 0; move < 500; move++ {
		opt, _ := Budget(Limits{Clock: true, Time: left, Inc: inc}, oh)
		left += inc - opt - oh/2 // spend the optimum, lose half the overhead
		require.Positive(t, left, "move %d", move)
	}
	assert.Greater(t, left, 500*time.Millisecond, "the clock settles at a safe level")
}

// TestBudgetIncrementSurvivesOvershoot: at 10s+0.1s, with every move
// running to twice its optimum (an iteration is finished once started) and
// losing the whole overhead on the way through the GUI, the clock still
// settles above half a second, enough to absorb a stall of a loaded
// machine.
func TestBudgetIncrementSurvivesOvershoot(t *testing.T) {
	oh := 50 * time.Millisecond
	inc := 100 * time.Millisecond
	left := 10 * time.Second
	lowest := left
	for move := 0; move < 300; move++ {
		opt, hard := Budget(Limits{Clock: true, Time: left, Inc: inc}, oh)
		left += inc - min(2*opt, hard) - oh
		require.Positive(t, left, "move %d", move)
		lowest = min(lowest, left)
	}
	assert.Greater(t, lowest, 500*time.Millisecond, "the clock keeps a reserve")
}

// TestBudgetMovesToGoSurvivesOvershoot: at 60s/40, with every move running
// to two and a half times its optimum (what a self-play game over pipes on
// a loaded machine showed) and losing the whole overhead, the clock still
// holds a second when the control comes; moves that keep to their optimum
// leave under a fifth of the time unused (it carries over to the next
// control anyway).
func TestBudgetMovesToGoSurvivesOvershoot(t *testing.T) {
	oh := 50 * time.Millisecond
	for _, tc := range []struct {
		overshoot       float64
		atLeast, atMost time.Duration
	}{
		{1, 0, time.Minute / 5},
		{2.5, time.Second, time.Minute},
	} {
		left := time.Minute
		for mtg := 40; mtg >= 1; mtg-- {
			if mtg == 1 {
				// Before the last move, which may spend most of it.
				assert.GreaterOrEqual(t, left, tc.atLeast, "overshoot %v", tc.overshoot)
			}
			opt, hard := Budget(Limits{Clock: true, Time: left, MovesToGo: mtg}, oh)
			left -= min(time.Duration(float64(opt)*tc.overshoot), hard) + oh
			require.Positive(t, left, "overshoot %v, movestogo %d", tc.overshoot, mtg)
		}
		assert.LessOrEqual(t, left, tc.atMost, "overshoot %v", tc.overshoot)
	}
}
