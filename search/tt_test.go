package search

import (
	"math/rand/v2"
	"testing"
	"time"
	"unsafe"

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
			for _, bit := range []uint{0, 40, 63} {
				_, ok = tt.probe(tc.key^1<<bit, 3)
				assert.False(t, ok, "another key (bit %d) must miss", bit)
			}
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

// TestTTTornEntryMisses: an entry whose data word another store wrote
// (without its check word, as a racing thread may leave it) is not found
// under either key.
func TestTTTornEntryMisses(t *testing.T) {
	tt, _ := newTT(1)
	m := position.MakeMove(position.MakeSquare(1, 2), position.MakeSquare(4, 2))
	a := uint64(0x1234_5678_9abc_def0)
	b := a ^ 0x5_5555 // same bucket
	require.Equal(t, tt.bucket(a), tt.bucket(b))
	tt.store(a, 0, m, 10, 0, 5, BoundExact)
	tt.store(b, 0, m, 20, 0, 6, BoundExact)
	e := &tt.bucket(a).e
	require.NotZero(t, e[0].data)
	require.NotZero(t, e[1].data)
	e[0].data, e[1].data = e[1].data, e[0].data // each check now sits beside the other's data
	_, ok := tt.probe(a, 0)
	assert.False(t, ok, "a's check with b's data")
	_, ok = tt.probe(b, 0)
	assert.False(t, ok, "b's check with a's data")
	e[0].data, e[1].data = e[1].data, e[0].data
	for key, score := range map[uint64]int{a: 10, b: 20} {
		h, ok := tt.probe(key, 0)
		require.True(t, ok)
		assert.Equal(t, score, h.score)
	}
}

// TestTTReplacement: a cluster keeps deep and current entries and gives up
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
	assert.Equal(t, uintptr(64), unsafe.Sizeof(ttBucket{}), "one bucket to a cache line")
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

// TestTTAgainstModel: over many random stores into a small table, a probe
// finds either nothing or exactly what was last stored for that key, and
// keys never stored are not found.
func TestTTAgainstModel(t *testing.T) {
	tt, _ := newTT(1)
	r := rand.New(rand.NewPCG(18, 3))
	type stored struct{ score, depth int }
	model := map[uint64]stored{}
	keys := make([]uint64, 0, 1<<14)
	for i := 0; i < 200000; i++ {
		var key uint64
		if len(keys) > 0 && r.IntN(3) == 0 {
			key = keys[r.IntN(len(keys))]
		} else {
			key = r.Uint64()
			keys = append(keys, key)
			if len(keys) == cap(keys) {
				keys = keys[:0]
			}
		}
		s := stored{r.IntN(2000) - 1000, r.IntN(20)}
		tt.store(key, 0, position.NoMove, s.score, 0, s.depth, BoundExact)
		if h, ok := tt.probe(key, 0); ok {
			model[key] = stored{h.score, h.depth}
		}
	}
	found := 0
	for key, want := range model {
		h, ok := tt.probe(key, 0)
		if ok {
			found++
			assert.Equal(t, want, stored{h.score, h.depth}, "key %x", key)
		}
	}
	assert.Greater(t, found, len(tt.buckets), "the table holds more than one entry per bucket")
	for i := 0; i < 100000; i++ {
		_, ok := tt.probe(r.Uint64(), 0)
		require.False(t, ok, "a key never stored")
	}
}
