package bench

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// TimeControl is how long engines may think in a match: a clock (Base,
// Inc, Moves per period), or a fixed MoveTime, and optionally a Depth or
// Nodes limit on every search.
type TimeControl struct {
	Base     time.Duration // clock at the start (and added every Moves moves)
	Inc      time.Duration // added after every move
	Moves    int           // moves per period; 0 = the whole game
	MoveTime time.Duration // fixed time per move, without a clock
	Depth    int
	Nodes    int64
}

// Clock reports whether the engines play on a clock.
func (tc TimeControl) Clock() bool { return tc.Base > 0 }

// Limited reports whether any limit is set at all.
func (tc TimeControl) Limited() bool {
	return tc.Clock() || tc.MoveTime > 0 || tc.Depth > 0 || tc.Nodes > 0
}

// String formats the limits, e.g. "10+0.1", "40/60+0", "movetime 100ms", "depth 4".
func (tc TimeControl) String() string {
	var parts []string
	if tc.Clock() {
		s := fmtSeconds(tc.Base) + "+" + fmtSeconds(tc.Inc)
		if tc.Moves > 0 {
			s = strconv.Itoa(tc.Moves) + "/" + s
		}
		parts = append(parts, s)
	}
	if tc.MoveTime > 0 {
		parts = append(parts, "movetime "+strconv.FormatInt(tc.MoveTime.Milliseconds(), 10)+"ms")
	}
	if tc.Depth > 0 {
		parts = append(parts, "depth "+strconv.Itoa(tc.Depth))
	}
	if tc.Nodes > 0 {
		parts = append(parts, "nodes "+strconv.FormatInt(tc.Nodes, 10))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// PGNTimeControl formats the clock as the PGN TimeControl tag does
// ("10+0.1", "40/60:0+0.5" style kept simple as "40/60+0.5"), "-" without one.
func (tc TimeControl) PGNTimeControl() string {
	if !tc.Clock() {
		return "-"
	}
	s := fmtSeconds(tc.Base) + "+" + fmtSeconds(tc.Inc)
	if tc.Moves > 0 {
		s = strconv.Itoa(tc.Moves) + "/" + s
	}
	return s
}

func fmtSeconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// ParseTimeControl reads a clock in seconds: "base+inc" (10+0.1), "base"
// (60), "moves/base+inc" (40/60+0) or "moves/base" (40/60).
func ParseTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	bad := func(why string) (TimeControl, error) {
		return TimeControl{}, fmt.Errorf("time control %q: %s (want base+inc in seconds such as 10+0.1, or moves/base+inc such as 40/60+0)", s, why)
	}
	rest := strings.TrimSpace(s)
	if rest == "" {
		return bad("empty")
	}
	if ms, after, ok := strings.Cut(rest, "/"); ok {
		n, err := strconv.Atoi(ms)
		if err != nil || n <= 0 {
			return bad("moves per period must be a positive whole number")
		}
		tc.Moves = n
		rest = after
	}
	base, inc, hasInc := strings.Cut(rest, "+")
	b, err := parseSeconds(base)
	if err != nil || b <= 0 {
		return bad("base time must be a positive number of seconds")
	}
	tc.Base = b
	if hasInc {
		i, err := parseSeconds(inc)
		if err != nil || i < 0 {
			return bad("increment must be a number of seconds, zero or more")
		}
		tc.Inc = i
	}
	return tc, nil
}

func parseSeconds(s string) (time.Duration, error) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) || v > 1e7 {
		return 0, fmt.Errorf("bad number of seconds %q", s)
	}
	return time.Duration(math.Round(v * float64(time.Second))), nil
}
