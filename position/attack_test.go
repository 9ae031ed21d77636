package position

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// refAttacked answers Attacked from move generation: put a piece of by's
// opponent on sq (its kind does not matter: pieces capture the same way
// whatever they take, and sq stays occupied so no line through it changes)
// and ask whether any piece of by has a pseudo-legal capture onto it.
func refAttacked(p *Position, sq Square, by Side) bool {
	q := refAs(p, by)
	if q.board[sq] == NoPiece || q.board[sq].Side() == by {
		// Borrow an identity that is off the board, or the piece itself.
		victim := NoPiece
		for pc := firstPiece(by.Opponent()) + 1; pc < firstPiece(by.Opponent())+16; pc++ {
			if q.squares[pc] == NoSquare {
				victim = pc
				break
			}
		}
		if victim == NoPiece {
			return false // no spare identity: skip this square
		}
		if old := q.board[sq]; old != NoPiece {
			q.squares[old] = NoSquare
		}
		q.board[sq] = victim
		q.squares[victim] = sq
		q.occ.set(sq) // the capture generator reads the line occupancy
	}
	var l MoveList
	q.GenerateMoves(&l, GenCaptures)
	for _, m := range l.Moves[:l.N] {
		if m.To() == sq {
			return true
		}
	}
	// A general attacks the other general along an open file ([R-FLY]).
	if q.board[sq].Kind() == General {
		g := q.squares[firstPiece(by)]
		if g.File() == sq.File() && q.Between(g, sq) == 0 {
			return true
		}
	}
	return false
}

// TestAttackedAgreesWithMoveGeneration compares Attacked with move
// generation on every point of positions from random games.
func TestAttackedAgreesWithMoveGeneration(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	checked := 0
	randomGames(rng, 20, 100, 2, func(ply int, p *Position, _ *MoveList) {
		if ply%5 == 0 {
			for i := 0; i < 90; i++ {
				sq := SquareFromIndex(i)
				for by := Red; by <= Black; by++ {
					// The squares the reference cannot set up are skipped.
					if p.board[sq] == NoPiece || p.board[sq].Side() == by {
						spare := false
						for pc := firstPiece(by.Opponent()) + 1; pc < firstPiece(by.Opponent())+16; pc++ {
							if p.squares[pc] == NoSquare {
								spare = true
							}
						}
						if !spare {
							continue
						}
					}
					require.Equal(t, refAttacked(p, sq, by), p.Attacked(sq, by), "%s %s by %s", p.FEN(), sq, by)
					checked++
				}
			}
		}
	})
	require.Greater(t, checked, 1000)
}
