package position

import (
	"fmt"
	"strings"
)

// Result of a game.
type Result uint8

// Game results.
const (
	NoResult  Result = iota // the game goes on
	RedWins                 // Red won
	BlackWins               // Black won
	Draw                    // drawn
)

var resultNames = [...]string{"none", "red", "black", "draw"}

// String returns "none", "red", "black" or "draw" (the names of `chuhe judge --json`).
func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return fmt.Sprintf("Result(%d)", r)
}

// PGN returns the PGN spelling of a result: "1-0", "0-1", "1/2-1/2" or "*".
func (r Result) PGN() string {
	switch r {
	case RedWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// winner returns the result in which side s wins.
func winner(s Side) Result {
	if s == Red {
		return RedWins
	}
	return BlackWins
}

// Reason says why a game ended.
type Reason uint8

// Reasons, in the vocabulary of `chuhe judge --json`.
const (
	NoReason        Reason = iota
	Checkmate              // [R-MATE] no legal move while in check
	Stalemate              // [R-MATE] no legal move, not in check (a loss too)
	PerpetualCheck         // [R-REP] the loser was at level 2
	PerpetualAttack        // [R-REP] the loser was at level 1 (perpetual chase included)
	Repetition             // [R-REP] equal levels: draw
	Sixty                  // 120 plies without a capture
	Material               // [R-MAT] neither side can force mate
)

var reasonNames = [...]string{"none", "checkmate", "stalemate", "perpetual-check", "perpetual-attack", "repetition", "sixty", "material"}

// String returns the reason's name ("checkmate", "perpetual-attack", ...).
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", r)
}

// Verdict is the judge's decision on a position and the history behind it.
type Verdict struct {
	Result Result
	Reason Reason
	// Levels are the [R-REP] levels of Red and Black over the last cycle
	// (2 perpetual check, 1 perpetual attack, 0 clean); zero unless the
	// reason is a repetition.
	Levels [2]int
	// Chased is, for a side at level 1, one enemy piece that every one of its
	// non-check moves chased (NoPiece otherwise).
	Chased [2]Piece
}

// Over reports whether the game has ended.
func (v Verdict) Over() bool { return v.Result != NoResult }

// String describes the verdict in words, e.g. "black wins: red perpetual-check".
func (v Verdict) String() string {
	switch v.Result {
	case NoResult:
		return "game not over"
	case Draw:
		return "draw by " + v.Reason.String()
	}
	w, l := Red, Black
	if v.Result == BlackWins {
		w, l = Black, Red
	}
	switch v.Reason {
	case PerpetualCheck, PerpetualAttack:
		return fmt.Sprintf("%s wins: %s loses by %s", w, l, v.Reason)
	}
	return fmt.Sprintf("%s wins by %s", w, v.Reason)
}

// Judge returns the verdict of RULES.md §4 for the current position given the
// history since setup: [R-MATE], then [R-REP], then, then [R-MAT].
// The setup position counts as an occurrence, and positions are compared only
// since the last capture. With no moves made it still reports [R-MATE] and
// [R-MAT] for the setup position.
func (p *Position) Judge() Verdict {
	// [R-MATE]: no legal move loses, stalemate included.
	if !p.HasLegalMove() {
		v := Verdict{Result: winner(p.side.Opponent()), Reason: Stalemate}
		if p.checked {
			v.Reason = Checkmate
		}
		return v
	}
	// [R-REP]: third occurrence, judged on the last cycle.
	if count, k := p.findRepetition(2); count >= 2 {
		r := p.classifyCycle(k, true)
		v := Verdict{Result: Draw, Reason: Repetition, Levels: r.levels}
		for s := Red; s <= Black; s++ {
			if r.levels[s] == levelAttack {
				v.Chased[s] = r.chased[s]
			}
		}
		lr, lb := r.levels[Red], r.levels[Black]
		if lr != lb {
			loser := Red
			if lb > lr {
				loser = Black
			}
			v.Result = winner(loser.Opponent())
			v.Reason = PerpetualAttack
			if r.levels[loser] == levelPerpetual {
				v.Reason = PerpetualCheck
			}
		}
		return v
	}
	//
	if p.halfmove >= 120 {
		return Verdict{Result: Draw, Reason: Sixty}
	}
	// [R-MAT]
	if p.InsufficientMaterial() {
		return Verdict{Result: Draw, Reason: Material}
	}
	return Verdict{}
}

// InsufficientMaterial reports [R-MAT]: neither side has a rook, horse or
// cannon, nor a pawn that has crossed the river.
func (p *Position) InsufficientMaterial() bool {
	for s := Red; s <= Black; s++ {
		first := firstPiece(s)
		// Slots 5..10 are the horses, rooks and cannons.
		for pc := first + 5; pc <= first+10; pc++ {
			if p.squares[pc] != NoSquare {
				return false
			}
		}
		for pc := first + 11; pc <= first+15; pc++ {
			if sq := p.squares[pc]; sq != NoSquare && crossed(sq, s) {
				return false
			}
		}
	}
	return true
}

// ApplyMoves plays coordinate moves on p, judging after each. It returns the
// number of moves applied and the verdict after the last one. An illegal
// move is an error naming the move and its 1-based index; a move after the
// game ended (the setup position included) is an error naming the ply where
// it ended. On error p holds the moves applied before the bad one.
func ApplyMoves(p *Position, moves []string) (ply int, v Verdict, err error) {
	v = p.Judge()
	for i, s := range moves {
		if v.Over() {
			return ply, v, fmt.Errorf("move %d (%s) comes after the game ended at ply %d (%s)", i+1, s, ply, v)
		}
		m, err := p.ParseMove(strings.TrimSpace(s))
		if err != nil {
			return ply, v, fmt.Errorf("move %d: %w", i+1, err)
		}
		p.MakeMove(m)
		ply++
		v = p.Judge()
	}
	return ply, v, nil
}
