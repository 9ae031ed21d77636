package search

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/chuhe-engine/chuhe/position"
)

// Bound tells how a stored or reported score relates to the true value.
type Bound uint8

// Bounds.
const (
	BoundNone  Bound = iota
	BoundUpper       // the true score is at most this (fail low)
	BoundLower       // the true score is at least this (fail high)
	BoundExact
)

// ttEntry is one slot: the key is stored XORed with the data word, so a
// torn write by another thread (the two words from different stores) fails
// the key check instead of returning another position's data.
type ttEntry struct {
	check uint64 // key ^ data
	data  uint64
}

// ttBucket is one 64-byte cache line of four entries.
type ttBucket struct {
	e [4]ttEntry
}

// Layout of the data word.
const (
	dataMoveShift  = 0  // 16 bits
	dataScoreShift = 16 // 16 bits, signed
	dataEvalShift  = 32 // 16 bits, signed
	dataDepthShift = 48 // 8 bits, depth+depthOffset
	dataBoundShift = 56 // 2 bits
	dataGenShift   = 58 // 6 bits
	genMask        = 63
	depthOffset    = 8 // so that quiescence depths (<= 0) still fit
)

// TT is the transposition table shared by all search threads: one
// preallocated slice of pointer-free buckets.
type TT struct {
	buckets []ttBucket
	gen     uint8
	// salt is XORed into every key: a new game on a big table draws a new
	// one, so the old entries stop matching without a walk over the table
	// (clearing gigabytes took seconds, and a new game must be ready
	// within about one).
	salt uint64
}

// ttHit is a decoded entry.
type ttHit struct {
	move  position.Move
	score int
	eval  int
	depth int
	bound Bound
}

// checkTTSize reports a table size the table cannot have.
func checkTTSize(mb int) error {
	if mb < 1 || mb > 1<<16 {
		return fmt.Errorf("hash size %d MB is out of range 1-65536", mb)
	}
	return nil
}

// newTT allocates a table of about mb megabytes (at least one bucket).
func newTT(mb int) (*TT, error) {
	if err := checkTTSize(mb); err != nil {
		return nil, err
	}
	n := mb << 20 / 64
	return &TT{buckets: make([]ttBucket, n)}, nil
}

// clearBytes is the largest table a new game clears for real (some tens of
// milliseconds); a bigger one is forgotten by a new salt instead.
const clearBytes = 256 << 20

// clear empties the table: truly when it is small (so that a fresh state,
// as the bench needs, is exactly reproducible), by a new salt and an aged
// generation when it is big. Old entries then fail the key check like
// any other position's and, looking 32 searches old, are replaced first.
func (t *TT) clear() {
	if len(t.buckets)*64 <= clearBytes {
		clear(t.buckets)
		t.gen, t.salt = 0, 0
		return
	}
	t.salt = rand.Uint64()
	t.gen = (t.gen + genMask/2 + 1) & genMask
}

// newSearch advances the generation so that older entries age without
// walking the table.
func (t *TT) newSearch() { t.gen = (t.gen + 1) & genMask }

func (t *TT) bucket(key uint64) *ttBucket {
	hi, _ := bits.Mul64(key, uint64(len(t.buckets)))
	return &t.buckets[hi]
}

// prefetch starts loading the bucket of key, which a probe will soon read.
func (t *TT) prefetch(key uint64) { prefetch(t.bucket(key ^ t.salt)) }

func decode(d uint64) ttHit {
	return ttHit{
		move:  position.Move(d >> dataMoveShift),
		score: int(int16(d >> dataScoreShift)),
		eval:  int(int16(d >> dataEvalShift)),
		depth: int(uint8(d>>dataDepthShift)) - depthOffset,
		bound: Bound(d>>dataBoundShift) & 3,
	}
}

// probe looks key up; the score is already adjusted to ply.
func (t *TT) probe(key uint64, ply int) (ttHit, bool) {
	key ^= t.salt
	b := t.bucket(key)
	for i := range b.e {
		e := &b.e[i]
		d := loadWord(&e.data)
		if loadWord(&e.check)^d == key && d != 0 {
			h := decode(d)
			h.score = scoreFromTT(h.score, ply)
			return h, true
		}
	}
	return ttHit{}, false
}

// store saves a search result. Within the bucket it replaces the same
// position, else the entry that is shallowest once its age is counted.
func (t *TT) store(key uint64, ply int, move position.Move, score, eval, depth int, bound Bound) {
	key ^= t.salt
	b := t.bucket(key)
	gen := uint64(t.gen)
	victim := &b.e[0]
	worst := 1 << 30
	for i := range b.e {
		e := &b.e[i]
		d := loadWord(&e.data)
		if d == 0 || loadWord(&e.check)^d == key {
			victim = e
			if d != 0 {
				old := decode(d)
				if move == position.NoMove {
					move = old.move
				}
				// Keep a deeper result of this search unless the new one is exact.
				if bound != BoundExact && old.depth > depth+2 && (d>>dataGenShift)&genMask == gen {
					return
				}
			}
			break
		}
		age := int((gen - (d>>dataGenShift)&genMask) & genMask)
		if v := int(uint8(d>>dataDepthShift)) - 8*age; v < worst {
			worst, victim = v, e
		}
	}
	d := uint64(move)<<dataMoveShift |
		uint64(uint16(int16(scoreToTT(score, ply))))<<dataScoreShift |
		uint64(uint16(int16(eval)))<<dataEvalShift |
		uint64(uint8(depth+depthOffset))<<dataDepthShift |
		uint64(bound)<<dataBoundShift |
		gen<<dataGenShift
	storeWord(&victim.data, d)
	storeWord(&victim.check, key^d)
}

// hashfull returns the permille of sampled entries written in this search.
func (t *TT) hashfull() int {
	n := min(len(t.buckets), 250)
	used := 0
	for i := 0; i < n; i++ {
		for j := range t.buckets[i].e {
			d := loadWord(&t.buckets[i].e[j].data)
			if d != 0 && (d>>dataGenShift)&genMask == uint64(t.gen) {
				used++
			}
		}
	}
	return used * 1000 / (4 * n)
}

// scoreToTT turns a mate score relative to the root into one relative to
// this node, so that the entry is valid wherever the node is reached.
func scoreToTT(s, ply int) int {
	switch {
	case s >= MateBound:
		return s + ply
	case s <= -MateBound:
		return s - ply
	}
	return s
}

// scoreFromTT undoes scoreToTT at the ply of the probing node.
func scoreFromTT(s, ply int) int {
	switch {
	case s >= MateBound:
		return s - ply
	case s <= -MateBound:
		return s + ply
	}
	return s
}
