package engine

import (
	"github.com/dgraph-io/ristretto/v2"

	"github.com/chuhe-engine/chuhe/position"
)

// Analysis is a finished root search, kept so that a position that comes
// back (a GUI stepping back and forth through a game, a ponder miss, a
// repeated probe) starts from what was already learned.
type Analysis struct {
	Move  position.Move
	Score int // from the side to move's view
	Depth int
	PV    []position.Move
	// History identifies the reversible history that led to the position
	// (see historySig). The same placement reached through a different
	// history may judge repetitions differently, so only an analysis with
	// the same History is shown as-is; any other is used as a hint only.
	History uint64
}

// analysisCache maps position keys to analyses, bounded in bytes.
//
// Why ristretto: the entries are whole results reused across searches, a
// few per second, not per node, so a general concurrent cache fits — it
// bounds memory by cost (bytes, PV length included) instead of by count, it
// keeps the entries that are asked for again (TinyLFU admission) rather than
// just the newest, and it is safe to read from the input goroutine (probe)
// while a search writes. The transposition table stays a plain array.
type analysisCache struct {
	c *ristretto.Cache[uint64, Analysis]
}

// entryOverhead approximates the bytes of an analysis besides its PV.
const entryOverhead = 64

// newAnalysisCache returns a cache of about mb MiB, or nil when mb is 0.
func newAnalysisCache(mb int) (*analysisCache, error) {
	if mb <= 0 {
		return nil, nil
	}
	bytes := int64(mb) << 20
	c, err := ristretto.NewCache(&ristretto.Config[uint64, Analysis]{
		// Ten counters per entry that fits, as ristretto recommends.
		NumCounters: max(bytes/entryOverhead*10, 1000),
		MaxCost:     bytes,
		BufferItems: 64,
	})
	if err != nil {
		return nil, err
	}
	return &analysisCache{c: c}, nil
}

// get returns the analysis stored for a position key.
func (ac *analysisCache) get(key uint64) (Analysis, bool) {
	if ac == nil {
		return Analysis{}, false
	}
	return ac.c.Get(key)
}

// put stores an analysis unless a deeper one of the same history is there.
// It waits for the write so that the next search sees it.
func (ac *analysisCache) put(key uint64, a Analysis) {
	if ac == nil || a.Move == position.NoMove || a.Depth <= 0 {
		return
	}
	if old, ok := ac.c.Get(key); ok && old.History == a.History && old.Depth > a.Depth {
		return
	}
	a.PV = append([]position.Move(nil), a.PV...)
	ac.c.Set(key, a, entryOverhead+2*int64(len(a.PV)))
	ac.c.Wait()
}

// clear forgets everything (new game).
func (ac *analysisCache) clear() {
	if ac != nil {
		ac.c.Clear()
	}
}

// close releases the cache's goroutines.
func (ac *analysisCache) close() {
	if ac != nil {
		ac.c.Close()
	}
}

// historySig hashes what besides the placement can change a search result:
// the positions since the last capture (repetitions are judged over them)
// and the half-move clock. Reviewing a game back and forth sends the same
// history again, so it hits; a transposition from another history does not.
func historySig(p *position.Position) uint64 {
	q := p.Copy()
	h := uint64(p.HalfMoveClock())*0x9E3779B97F4A7C15 + 1
	for i := 0; i < p.HalfMoveClock() && q.Ply() > 0; i++ {
		q.UnmakeMove()
		h = (h ^ q.Key()) * 0x100000001B3
	}
	return h
}
