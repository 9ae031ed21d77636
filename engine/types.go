package engine

import "github.com/chuhe-engine/chuhe/search"

// Re-exported from search so that callers of the facade need not import it.
const (
	// Mate is the score of giving mate now; mate in n plies scores Mate-n.
	Mate = search.Mate
	// MaxPly bounds the search depth; |score| > Mate-MaxPly is a mate score.
	MaxPly = search.MaxPly
)

// Bound says whether a score is exact or a lower/upper bound.
type Bound = search.Bound

// The bounds.
const (
	BoundExact = search.BoundExact
	BoundLower = search.BoundLower
	BoundUpper = search.BoundUpper
)

// ProbeEntry is what Probe knows about a position.
type ProbeEntry = search.ProbeEntry
