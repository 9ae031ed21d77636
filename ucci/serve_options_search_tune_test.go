//go:build tune

package ucci

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// saveSearchParams restores every search and time parameter when the test
// ends (call it before startDriver, as saveEvalWeights).
func saveSearchParams(t *testing.T) {
	tos := engine.TunedOptions()
	vals := make([]int, len(tos))
	for i, o := range tos {
		vals[i] = *o.Ptr
	}
	t.Cleanup(func() {
		for i, o := range tos {
			*o.Ptr = vals[i]
		}
		search.Rebuild()
	})
}

// tunedOption returns the tuning option called name.
func tunedOption(t *testing.T, name string) engine.TunedOption {
	t.Helper()
	for _, o := range engine.TunedOptions() {
		if o.Option == name {
			return o
		}
	}
	t.Fatalf("no option %s", name)
	return engine.TunedOption{}
}

// nodesAtDepth searches the start position to depth in a fresh game and
// returns the node count of the last report.
func nodesAtDepth(t *testing.T, d *driver, depth int) int {
	t.Helper()
	d.send("ucinewgame", "position startpos", fmt.Sprintf("go depth %d", depth))
	_, lines := d.until("bestmove")
	re := regexp.MustCompile(` nodes (\d+) `)
	for i := len(lines) - 1; i >= 0; i-- {
		if m := re.FindStringSubmatch(lines[i]); m != nil {
			n, err := strconv.Atoi(m[1])
			require.NoError(t, err)
			return n
		}
	}
	t.Fatalf("no node count in %q", lines)
	return 0
}

// TestSearchOptionsSetAndRefuse: every search and time parameter is an
// option the handshake lists with its default and range; each takes its
// lowest and highest value and reads back what was set, and a value just
// outside the range, or no number, gets one error line naming the option
// and leaves the value as it was.
func TestSearchOptionsSetAndRefuse(t *testing.T) {
	saveSearchParams(t)
	tos := engine.TunedOptions()
	require.NotEmpty(t, tos)
	d := startDriver(t)
	d.send("uci")
	_, lines := d.until("uciok")
	for _, o := range tos {
		def := *o.Ptr
		assert.Contains(t, lines, fmt.Sprintf("option name %s type spin min %d max %d default %d", o.Option, o.Min, o.Max, def))
		for _, v := range []int{o.Min, o.Max, def} {
			d.send(fmt.Sprintf("setoption name %s value %d", o.Option, v))
			assert.Empty(t, d.sync(), "%s = %d", o.Option, v)
			assert.Equal(t, v, *o.Ptr, "%s reads back", o.Option)
		}
		bad := []struct{ value, want string }{
			{strconv.Itoa(o.Min - 1), fmt.Sprintf("value %d is out of range %d-%d", o.Min-1, o.Min, o.Max)},
			{strconv.Itoa(o.Max + 1), fmt.Sprintf("value %d is out of range %d-%d", o.Max+1, o.Min, o.Max)},
			{"many", `value "many" is not a whole number`},
		}
		for _, b := range bad {
			d.send(fmt.Sprintf("setoption name %s value %s", o.Option, b.value))
			assert.Equal(t, []string{fmt.Sprintf("info string error: setoption %s: %s", o.Option, b.want)}, d.sync())
			assert.Equal(t, def, *o.Ptr, "%s kept after %q", o.Option, b.value)
		}
	}
}

// TestSearchOptionReachesSearch: a reduction parameter set as an option
// changes the tree the search walks (the derived table is rebuilt), the
// default brings it back, and no change is accepted during a search only
// stop ends.
func TestSearchOptionReachesSearch(t *testing.T) {
	saveSearchParams(t)
	d := startDriver(t)
	d.send("uci")
	d.until("uciok")
	lmrDiv := tunedOption(t, "Search_lmrDiv")
	def := *lmrDiv.Ptr
	base := nodesAtDepth(t, d, 7)
	d.send("setoption name Search_lmrDiv value 100")
	assert.Empty(t, d.sync())
	// Whether the tree grows or shrinks at this small depth depends on
	// every other pruning rule; what matters is that it changes.
	assert.NotEqual(t, base, nodesAtDepth(t, d, 7), "another reduction table walks another tree")
	d.send("setoption name Search_lmrDiv value " + strconv.Itoa(def))
	assert.Empty(t, d.sync())
	assert.Equal(t, base, nodesAtDepth(t, d, 7), "the default plays as before")

	d.send("position startpos", "go infinite")
	d.send("setoption name Search_lmrDiv value 100")
	assert.Equal(t, []string{"info string error: setoption Search_lmrDiv: " + errSearchBusy.Error()}, d.sync())
	d.send("stop")
	d.until("bestmove")
	d.send("ucci")
	d.until("ucciok")
	d.send("setoption Time_incReserve 12")
	assert.Empty(t, d.sync())
	assert.Equal(t, 12, *tunedOption(t, "Time_incReserve").Ptr, "the UCCI form sets a parameter too")
}
