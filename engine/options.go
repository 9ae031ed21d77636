package engine

import (
	"fmt"
	"runtime"
	"time"
)

// Options are the user-settable knobs. The zero value is not sensible; start
// from DefaultOptions.
type Options struct {
	// HashMB is the transposition table size in MiB (0 = DefaultHashMB).
	HashMB int
	// Threads is the number of search threads (0 = one per CPU).
	Threads int
	// MultiPV is how many root lines to report (1 = just the best).
	MultiPV int
	// Ponder records the GUI's ponder setting. Pondering itself is driven
	// by the GUI (go ponder, ponderhit); the engine needs nothing else.
	Ponder bool
	// MoveOverhead is kept in reserve on every clock for the GUI and pipes.
	MoveOverhead time.Duration
	// CacheMB bounds the analysis cache in MiB (0 disables it).
	CacheMB int
	// UseNNUE evaluates with a network (the default: generation 3 beat
	// the hand-written evaluation by about 420 Elo at 10s+0.1s; each
	// later generation, up to generation 6 built in now, beat the one
	// before); false selects the hand-written evaluation, for comparison.
	UseNNUE bool
	// EvalFile is the network file to use ("" = the one built into the
	// binary); a relative path is resolved against the executable's
	// directory.
	EvalFile string

	// DrawAccept accepts a draw offer when our score is at most DrawAcceptScore.
	DrawAccept      bool
	DrawAcceptScore int
	// DrawOffer offers a draw when each of our last DrawOfferMoves results
	// was within ±DrawOfferScore and no capture happened for DrawQuietPlies.
	DrawOffer      bool
	DrawOfferScore int
	DrawOfferMoves int
	DrawQuietPlies int
	// Skill is the playing level, 0 to MaxSkill (full strength; UCI
	// Skill Level). LimitStrength caps it at the level of Elo (UCI_Elo,
	// MinElo-MaxElo). Knowledge and Pruning (UCCI, 0 none - 3 large) take
	// steps off it, and Randomness (UCCI, 0 none - 5 huge) varies the opening
	// among near-equal moves at any level. See strength.go.
	Skill         int
	LimitStrength bool
	Elo           int
	Knowledge     int
	Pruning       int
	Randomness    int
	// Style is StyleSolid, StyleNormal or StyleRisky (UCCI style).
	Style int

	// Resign gives up when each of our last ResignMoves results was at or
	// below -ResignScore (a mate against us always qualifies).
	Resign      bool
	ResignScore int
	ResignMoves int
}

// Defaults and limits of the options.
const (
	DefaultHashMB = 64
	MaxHashMB     = 65536
	MaxThreads    = 512
	MaxMultiPV    = 128
	// DefaultCacheMB is small: an analysis is ~100 bytes, so 16 MiB holds
	// well over a hundred thousand positions.
	DefaultCacheMB = 16
	MaxCacheMB     = 4096
)

// DefaultOptions returns the options a fresh engine starts with.
//
// Draw and resign thresholds (scores in centipawn-like units from our side,
// 100 ≈ a horse or a cannon):
//   - accept an offered draw when our score is ≤ 0 (we are not better);
//   - offer a draw when the last 10 results were within ±15 and there has
//     been no capture for 40 plies (dead level and long quiet);
//   - resign when the last 5 results were ≤ -800 (about a rook and two minor
//     pieces down, or a mate found against us).
func DefaultOptions() Options {
	return Options{
		HashMB:          DefaultHashMB,
		Threads:         1,
		MultiPV:         1,
		MoveOverhead:    50 * time.Millisecond,
		CacheMB:         DefaultCacheMB,
		DrawAccept:      true,
		DrawAcceptScore: 0,
		DrawOffer:       true,
		DrawOfferScore:  15,
		DrawOfferMoves:  10,
		DrawQuietPlies:  40,
		Resign:          true,
		ResignScore:     800,
		ResignMoves:     5,
		Skill:           MaxSkill,
		Elo:             MaxElo,
		Knowledge:       3,
		Pruning:         3,
		Style:           StyleNormal,
		UseNNUE:         true,
	}
}

// Validate reports the first option that is out of range.
func (o Options) Validate() error {
	switch {
	case o.HashMB < 0 || o.HashMB > MaxHashMB:
		return fmt.Errorf("hash %d MB is out of range 0-%d", o.HashMB, MaxHashMB)
	case o.Threads < 0 || o.Threads > MaxThreads:
		return fmt.Errorf("threads %d is out of range 0-%d", o.Threads, MaxThreads)
	case o.MultiPV < 1 || o.MultiPV > MaxMultiPV:
		return fmt.Errorf("multipv %d is out of range 1-%d", o.MultiPV, MaxMultiPV)
	case o.MoveOverhead < 0 || o.MoveOverhead > 10*time.Second:
		return fmt.Errorf("move overhead %v is out of range 0-10s", o.MoveOverhead)
	case o.CacheMB < 0 || o.CacheMB > MaxCacheMB:
		return fmt.Errorf("cache %d MB is out of range 0-%d", o.CacheMB, MaxCacheMB)
	case o.DrawOfferMoves < 1 || o.ResignMoves < 1:
		return fmt.Errorf("draw offer and resign move counts must be at least 1")
	case o.Skill < 0 || o.Skill > MaxSkill:
		return fmt.Errorf("skill %d is out of range 0-%d", o.Skill, MaxSkill)
	case o.Elo < MinElo || o.Elo > MaxElo:
		return fmt.Errorf("elo %d is out of range %d-%d", o.Elo, MinElo, MaxElo)
	case o.Knowledge < 0 || o.Knowledge > 3 || o.Pruning < 0 || o.Pruning > 3:
		return fmt.Errorf("knowledge and pruning levels must be 0-3")
	case o.Randomness < 0 || o.Randomness >= len(randomnessWindows):
		return fmt.Errorf("randomness %d is out of range 0-%d", o.Randomness, len(randomnessWindows)-1)
	case o.Style < StyleSolid || o.Style > StyleRisky:
		return fmt.Errorf("style %d is out of range", o.Style)
	case o.ResignScore < 1:
		return fmt.Errorf("resign score %d must be positive", o.ResignScore)
	}
	return nil
}

// hashMB resolves 0 to the default.
func (o Options) hashMB() int {
	if o.HashMB == 0 {
		return DefaultHashMB
	}
	return o.HashMB
}

// threads resolves 0 to one thread per CPU.
func (o Options) threads() int {
	if o.Threads == 0 {
		return runtime.NumCPU()
	}
	return o.Threads
}
