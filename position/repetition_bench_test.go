package position

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// repetitionFixture returns a position whose current key occurred once
// before, cycleLen plies ago, with no check in the cycle, so that
// RepetitionInSearch replays the cycle and looks for chases at every move.
func repetitionFixture(tb testing.TB, cycleLen int) *Position {
	tb.Helper()
	moves := map[int]string{
		// Horses out and back on the full start board.
		4: "h0g2 h9g7 g2h0 g7h9",
		// Red's horse out and back three times, Black's rook round a
		// triangle twice: the start position recurs only after 12 plies.
		12: "h0g2 a9a8 g2h0 a8a7 h0g2 a7a9 g2h0 a9a8 h0g2 a8a7 g2h0 a7a9",
	}[cycleLen]
	p := New()
	_, _, err := ApplyMoves(p, strings.Fields(moves))
	require.NoError(tb, err)
	return p
}

func TestRepetitionInSearchDoesNotAllocate(t *testing.T) {
	for _, n := range []int{4, 12} {
		p := repetitionFixture(t, n)
		require.Equal(t, RepDraw, p.RepetitionInSearch())
		allocs := testing.AllocsPerRun(100, func() { p.RepetitionInSearch() })
		require.Zero(t, allocs, "cycle of %d plies", n)
	}
}

func BenchmarkRepetitionInSearch4(b *testing.B)  { benchRepetition(b, 4) }
func BenchmarkRepetitionInSearch12(b *testing.B) { benchRepetition(b, 12) }

func benchRepetition(b *testing.B, n int) {
	p := repetitionFixture(b, n)
	b.ReportAllocs()
	for b.Loop() {
		p.RepetitionInSearch()
	}
}

// BenchmarkRepetitionInSearchMiss is the common case in search: no earlier
// occurrence within a long quiet history.
func BenchmarkRepetitionInSearchMiss(b *testing.B) {
	p := New()
	_, _, err := ApplyMoves(p, strings.Fields("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 a9b9 a0b0 b7b3 c3c4 g6g5"))
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		p.RepetitionInSearch()
	}
}
