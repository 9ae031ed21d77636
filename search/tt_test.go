package search

import (
	"testing"
	"time"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTTStoreProbe(t *testing.T) {
	tt, err := newTT(1)
	require.NoError(t, err)
	m := position.MakeMove(position.MakeSquare(1, 2), position.MakeSquare(4, 2))
	tests := []struct {
		name         string
		key          uint64
		score, depth int
		bound        Bound
	}{
		{"exact", 0x1234_5678_9abc_def0, 37, 9, BoundExact},
		{"lower negative", 0xfedc_ba98_7654_3210, -512, 1, BoundLower},
		{"upper quiescence", 0x0f0f_0f0f_f0f0_f0f0, 0, 0, BoundUpper},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tt.store(tc.key, 3, m, tc.score, 11, tc.depth, tc.bound)
			h, ok := tt.probe(tc.key, 3)
			require.True(t, ok)
			assert.Equal(t, ttHit{move: m, score: tc.score, eval: 11, depth: tc.depth, bound: tc.bound}, h)
			_, ok = tt.probe(tc.key^1<<40, 3)
			assert.False(t, ok, "another key must miss")
		})
	}
	tt.clear()
	_, ok := tt.probe(tests[0].key, 3)
	assert.False(t, ok, "clear empties the table")
}

// TestTTMateAdjust: mate scores are stored relative to the node and read
// back relative to the probing ply.
func TestTTMateAdjust(t *testing.T) {
	tests := []struct {
		name                string
		score, storePly     int
		probePly, wantScore int
	}{
		{"mate found deeper is nearer from a shallower node", Mate - 10, 6, 2, Mate - 6},
		{"mated score", -(Mate - 9), 5, 5, -(Mate - 9)},
		{"mated seen from deeper", -(Mate - 9), 5, 7, -(Mate - 11)},
		{"normal score untouched", 250, 4, 9, 250},
	}
	tt, _ := newTT(1)
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			key := uint64(i+1) * 0x9e37_79b9_7f4a_7c15
			tt.store(key, tc.storePly, position.NoMove, tc.score, 0, 5, BoundExact)
			h, ok := tt.probe(key, tc.probePly)
			require.True(t, ok)
			assert.Equal(t, tc.wantScore, h.score)
		})
	}
}

// TestTTReplacement: a bucket keeps deep and current entries and gives up
// the shallowest or oldest; the same position is updated in place.
func TestTTReplacement(t *testing.T) {
	tt, _ := newTT(1)
	// Keys in the same bucket: the index is the high bits of key*buckets.
	n := uint64(len(tt.buckets))
	base := uint64(1) << 63 / n * 2 // bucket index 2 (keys 0..low bits vary)
	same := func(i uint64) uint64 { return base + i }
	require.Equal(t, tt.bucket(same(0)), tt.bucket(same(5)))

	for i := uint64(0); i < 4; i++ {
		tt.store(same(i), 0, position.NoMove, int(i), 0, 10+int(i), BoundExact)
	}
	// A fifth position replaces the shallowest (depth 10).
	tt.store(same(4), 0, position.NoMove, 4, 0, 12, BoundExact)
	_, ok := tt.probe(same(0), 0)
	assert.False(t, ok, "shallowest entry replaced")
	for i := uint64(1); i <= 4; i++ {
		_, ok := tt.probe(same(i), 0)
		assert.True(t, ok, "entry %d kept", i)
	}
	// Aged entries go first even when deeper.
	tt.newSearch()
	tt.newSearch()
	tt.store(same(5), 0, position.NoMove, 5, 0, 20, BoundExact)
	tt.store(same(6), 0, position.NoMove, 6, 0, 1, BoundExact)
	_, ok = tt.probe(same(5), 0)
	assert.True(t, ok, "current entry kept over old ones")
	// Updating a position in place keeps its move when the new one has none.
	m := position.MakeMove(position.MakeSquare(0, 0), position.MakeSquare(0, 1))
	tt.store(same(7), 0, m, 1, 0, 3, BoundLower)
	tt.store(same(7), 0, position.NoMove, 2, 0, 4, BoundUpper)
	h, ok := tt.probe(same(7), 0)
	require.True(t, ok)
	assert.Equal(t, m, h.move)
	assert.Equal(t, 2, h.score)
}

func TestTTSize(t *testing.T) {
	_, err := newTT(0)
	assert.Error(t, err)
	tt, err := newTT(2)
	require.NoError(t, err)
	assert.Equal(t, 2<<20/64, len(tt.buckets))
	s := New(1, 1)
	assert.Error(t, s.SetHashSize(-5))
	assert.NoError(t, s.SetHashSize(4))
}

// TestTTClearBigIsInstant: a table past clearBytes is forgotten by a new
// salt, without touching its memory: a new game on gigabytes is ready at
// once, and the old entries miss while the table still stores and finds.
func TestTTClearBigIsInstant(t *testing.T) {
	if testing.Short() {
		t.Skip("maps half a gigabyte")
	}
	tt, err := newTT(2 * clearBytes >> 20)
	require.NoError(t, err)
	m := position.MakeMove(position.MakeSquare(1, 2), position.MakeSquare(4, 2))
	keys := []uint64{0x1234_5678_9abc_def0, 0xfedc_ba98_7654_3210, 0x0f0f_0f0f_f0f0_f0f0}
	for _, k := range keys {
		tt.store(k, 0, m, 10, 0, 5, BoundExact)
	}
	start := time.Now()
	tt.clear()
	assert.Less(t, time.Since(start), 100*time.Millisecond, "no walk over the table")
	for _, k := range keys {
		_, ok := tt.probe(k, 0)
		assert.False(t, ok, "an old game's entry must miss after clear")
		tt.store(k, 0, m, 20, 0, 3, BoundLower)
		h, ok := tt.probe(k, 0)
		require.True(t, ok)
		assert.Equal(t, 20, h.score, "the new game's entry is found")
	}
}
