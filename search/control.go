package search

import (
	"sync/atomic"
	"time"
)

// Control is the stop flag and the clock of one search. The caller makes a
// new one for every search, before the search starts, and keeps it: a Stop
// or SetTimeLimits that comes before Search has begun is then kept rather
// than reset, so nobody has to repeat it. All methods are safe from any
// goroutine.
type Control struct {
	stop  atomic.Bool
	clock atomic.Pointer[budget]
}

// budget is the time control of a running search; SetTimeLimits swaps it.
type budget struct {
	start            time.Time
	optimum, maximum time.Duration
	infinite         bool
}

// Stop makes the search return within a few milliseconds.
func (c *Control) Stop() { c.stop.Store(true) }

// Stopped reports whether the search has been told to stop (by Stop, or by
// reaching one of its own limits).
func (c *Control) Stopped() bool { return c.stop.Load() }

// SetTimeLimits gives the search time budgets counted from start (zero =
// now), ending infinite mode: it is how a ponderhit reaches the search.
func (c *Control) SetTimeLimits(start time.Time, optimum, maximum time.Duration) {
	if start.IsZero() {
		start = time.Now()
	}
	c.clock.Store(&budget{start: start, optimum: optimum, maximum: maximum})
}

// begin sets the limits' clock unless SetTimeLimits came first.
func (c *Control) begin(lim *Limits) {
	start := lim.Start
	if start.IsZero() {
		start = time.Now()
	}
	c.clock.CompareAndSwap(nil, &budget{start: start, optimum: lim.Optimum, maximum: lim.Maximum, infinite: lim.Infinite})
}

// elapsed returns the time since the clock started and the current budget.
func (c *Control) elapsed() (time.Duration, *budget) {
	b := c.clock.Load()
	return time.Since(b.start), b
}
