package position

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAttacksMatchRayWalk compares the attack map, in positions of random
// games, with one built the plain way: every ray walked point by point,
// every step tested on the board.
func TestAttacksMatchRayWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := range 30 {
		p := New()
		for ply := 0; ply < 160; ply++ {
			var got, want AttackMap
			p.Attacks(&got)
			p.walkAttacks(&want)
			require.Equal(t, want, got, "game %d ply %d: %s", game, ply, p.FEN())
			var l MoveList
			p.GenerateLegal(&l, GenAll)
			if l.N == 0 {
				break
			}
			p.MakeMove(l.Moves[rng.IntN(l.N)])
		}
	}
}

// walkAttacks is the attack map built by walking the board, the reference
// Attacks must agree with.
func (p *Position) walkAttacks(m *AttackMap) {
	*m = AttackMap{}
	b := &p.board
	for side := Red; side <= Black; side++ {
		enemy := sideTag(side ^ 1)
		pal := &enemyPalace[side]
		first := firstPiece(side)
		for pc := first; pc < first+16; pc++ {
			from := int(p.squares[pc])
			if from == int(NoSquare) {
				continue
			}
			bit := uint32(1) << (pc - 16)
			quiet, caps, hits := 0, 0, 0
			// target records that pc can move onto or capture on t.
			target := func(t int) {
				q := b[uint8(t)]
				if q == offBoard {
					return
				}
				hits += int(pal[uint8(t)])
				if q == NoPiece {
					quiet++
					return
				}
				m.By[q&63] |= bit
				if q&enemy != 0 {
					caps++
				}
			}
			switch pieceKind[pc] {
			case Rook:
				for i := range 4 {
					d := orthogonal[i]
					t := from + d
					for b[uint8(t)] == NoPiece {
						hits += int(pal[uint8(t)])
						quiet++
						t += d
					}
					target(t)
				}
			case Cannon:
				for i := range 4 {
					d := orthogonal[i]
					t := from + d
					for b[uint8(t)] == NoPiece {
						quiet++
						t += d
					}
					if b[uint8(t)] == offBoard {
						continue
					}
					t += d
					for b[uint8(t)] == NoPiece {
						hits += int(pal[uint8(t)])
						t += d
					}
					if q := b[uint8(t)]; q != offBoard {
						hits += int(pal[uint8(t)])
						m.By[q&63] |= bit
						if q&enemy != 0 {
							caps++
						}
					}
				}
			case Horse:
				e := &horseSteps[from]
				for i := range e.n {
					if b[e.over[i]] == NoPiece {
						target(int(e.to[i]))
					}
				}
			case Pawn:
				target(from + pawnForward[side])
				if crossed(Square(from), side) {
					target(from + east)
					target(from + west)
				}
			case Advisor:
				e := &advisorSteps[from]
				for i := range e.n {
					target(int(e.to[i]))
				}
			case Elephant:
				e := &elephantSteps[from]
				for i := range e.n {
					if b[e.over[i]] == NoPiece {
						target(int(e.to[i]))
					}
				}
			case General:
				e := &generalSteps[from]
				for i := range e.n {
					target(int(e.to[i]))
				}
			}
			m.Quiet[pc], m.Captures[pc], m.PalaceHits[pc] = uint8(quiet), uint8(caps), uint8(hits)
		}
	}
}
