package engine

import (
	"time"

	"github.com/chuhe-engine/chuhe/position"
)

// Limits say when a search ends. Clocks are those of the side to move; the
// protocol layer picks them (wtime/btime) and converts units (UCCI seconds).
type Limits struct {
	Depth    int           // plies; 0 = no limit
	Nodes    uint64        // 0 = no limit
	MoveTime time.Duration // exact time for this move; 0 = none
	Mate     int           // look for a mate in this many moves; 0 = none

	// Clock is set when Time, Inc and MovesToGo describe a game clock.
	Clock     bool
	Time      time.Duration // time left on our clock
	Inc       time.Duration // increment per move
	MovesToGo int           // moves until the next time control; 0 = rest of game

	Infinite bool // analysis: run until Stop
	Ponder   bool // think on the opponent's time until PonderHit or Stop

	// DrawOffered: the opponent offers a draw (UCCI `go draw`).
	DrawOffered bool

	// PlayOn asks for a move even when the rules judge the game over by
	// repetition, the 120-ply rule or material, as long as a legal move
	// exists: UCI GUIs rule their games themselves and wait for a move.
	PlayOn bool

	SearchMoves []position.Move // only these root moves (UCI searchmoves)
	BanMoves    []position.Move // never these root moves (UCCI banmoves)
}

// Time manager constants; the two that are tuned, restOfGameMoves and
// incReserve, are in timeparams_const.go.
const (
	// maxMovesToGo caps movestogo so that a long control is not spent
	// too thinly at the start.
	maxMovesToGo = 40
	// minThink is the least time a move is given when the clock allows it.
	minThink = time.Millisecond
	// movesToGoMargin is how many moves beyond the control a movestogo
	// clock is planned for (see Budget).
	movesToGoMargin = 8
)

// Budget returns the soft (optimum: no new iteration after it) and hard
// (maximum: stop at once) time for this move, both measured from the moment
// the search starts. Zero means no limit. The hard limit never exceeds the
// time left minus the move overhead: a clocked search cannot lose on time
// by itself.
func Budget(l Limits, overhead time.Duration) (optimum, maximum time.Duration) {
	if l.Infinite && !l.Ponder {
		return 0, 0
	}
	if l.MoveTime > 0 {
		t := max(l.MoveTime-overhead, minThink)
		return t, t
	}
	if !l.Clock {
		return 0, 0
	}
	// Keep the overhead, but never more than half of what is left, so a
	// nearly empty clock still produces a (quick) move.
	avail := l.Time - min(overhead, l.Time/2)
	if avail < minThink {
		return minThink, minThink
	}
	mtg := restOfGameMoves
	switch {
	case l.MovesToGo == 1:
		// The last move before the control: the clock is refilled after
		// it, so spend most of it (the hard cap still keeps a tenth and
		// the overhead). UCCI GUIs and match runners ask for a fixed time
		// per move this way (`go time T movestogo 1`).
		mtg = 1
	case l.MovesToGo > 0:
		// Plan as if the control came movesToGoMargin moves later, so that
		// moves running past their optimum cannot drain the clock to
		// nothing on the last moves before it.
		mtg = min(l.MovesToGo, maxMovesToGo) + movesToGoMargin
	}
	// Spread the clock plus the increments still to come over the moves
	// to go, less the overhead every one of those moves will lose on the
	// way through the GUI. Counting that loss per move is what keeps an
	// increment game's clock from drifting down to a few hundred ms, where
	// one hiccup of a loaded machine loses on time.
	//
	// In an increment game also keep incReserve increments untouched:
	// moves run past the optimum (an iteration is finished once started)
	// and the GUI's lag can exceed the overhead, so a clock planned down to
	// the overhead settles a few hundred ms above zero, where one stall of
	// a loaded machine loses on time. Even with every move running to
	// twice its optimum and losing the whole overhead, the reserve holds
	// it above half a second at 10s+0.1s; moves that keep near their
	// optimum settle it near two seconds (2.3 s on average, 1.65 s at the
	// lowest, after 80 moves in 400 games against Fairy-Stockfish).
	left := l.Time - time.Duration(incReserve)*l.Inc + l.Inc*time.Duration(mtg-1) - overhead*time.Duration(2+mtg)
	optimum = max(left, 0) / time.Duration(mtg)
	if mtg == 1 {
		// Nothing is saved for later: plan the whole of it, so that the
		// search (which stops at 70% of its plan when the best move holds)
		// spends about two thirds and, when it wavers, up to the hard cap.
		optimum = max(left, 0)
	}
	// A short clock without increment (`go time 1000`) would leave nothing
	// after the overhead reserve; still think for half a fair share rather
	// than play instant moves.
	optimum = max(optimum, avail/time.Duration(2*mtg))
	// The hard cap is a fraction of what is left: most of it when the
	// control ends after this move, about a quarter in a long game.
	maxFrac := min(0.9, 0.25+0.65/float64(mtg))
	maximum = time.Duration(float64(avail) * maxFrac)
	optimum = min(optimum, maximum)
	maximum = min(max(optimum*4, maximum/2), maximum)
	return max(optimum, minThink), max(maximum, minThink)
}
