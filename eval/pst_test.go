package eval

import (
	"math/rand"
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
)

// TestReachableCoversPlay: along random games every square a piece stands
// on is Reachable for its kind (mirrored to Red's side), so no adjustment
// the games could use is missing from Params.
func TestReachableCoversPlay(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for game := 0; game < 30; game++ {
		p := position.New()
		for ply := 0; ply < 200; ply++ {
			for s := position.Red; s <= position.Black; s++ {
				p.Pieces(s, func(pc position.Piece, sq position.Square) {
					if s == position.Black {
						sq = sq.Flip()
					}
					assert.True(t, Reachable(pc.Kind(), sq.Rank(), halfFile(sq.File())), "%v on %v", pc.Kind(), sq)
				})
			}
			var l position.MoveList
			p.GenerateLegal(&l, position.GenAll)
			if l.N == 0 {
				break
			}
			p.MakeMove(l.Moves[rng.Intn(l.N)])
		}
	}
}

// TestPSTAdjustOnlyReachable: the adjustments in the source are zero on
// the squares Params does not list, where no piece of the kind can stand.
func TestPSTAdjustOnlyReachable(t *testing.T) {
	for k := position.General; k <= position.Pawn; k++ {
		for ph := 0; ph < 2; ph++ {
			for r := 0; r < position.Ranks; r++ {
				for h := 0; h < HalfFiles; h++ {
					if !Reachable(k, r, h) {
						assert.Zero(t, pstAdjust[k][ph][r][h], "%s phase %d rank %d half-file %d", k, ph, r, h)
					}
				}
			}
		}
	}
}
