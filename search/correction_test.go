package search

import (
	"math/rand/v2"
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStructureKeysIncremental plays random games, captures included, and
// checks that the structure hashes kept move by move equal the ones
// computed from scratch, and that a move of a kind outside a structure
// leaves that structure's hash alone.
func TestStructureKeysIncremental(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for game := 0; game < 20; game++ {
		p := position.New()
		k := structureKeys(p)
		for ply := 0; ply < 150; ply++ {
			var l position.MoveList
			p.GenerateLegal(&l, position.GenAll)
			if l.N == 0 {
				break
			}
			m := l.Moves[rng.IntN(l.N)]
			moved := corrKind[p.At(m.From()).Kind()]
			victim := p.At(m.To())
			next := k.afterMove(p, m)
			p.MakeMove(m)
			require.Equal(t, structureKeys(p), next, "game %d ply %d move %s", game, ply, m)
			for s := 1; s < len(k); s++ {
				touched := uint8(s) == moved || victim != position.NoPiece && uint8(s) == corrKind[victim.Kind()]
				if !touched {
					assert.Equal(t, k[s], next[s], "structure %d changed by %s", s, m)
				}
			}
			k = next
		}
	}
}

// TestCorrectionLearns checks the running average: repeated results above
// the static score pull the correction up toward their distance (never past
// it), the other side to move is untouched, and one huge result is capped.
func TestCorrectionLearns(t *testing.T) {
	th := newThread(nil, 0)
	k := structureKeys(position.New())
	for i := 0; i < 200; i++ {
		th.updateCorrection(&k, position.Red, 40, 10)
	}
	c := th.correction(&k, position.Red)
	assert.InDelta(t, 40, c, 1, "converges to the distance")
	assert.Equal(t, 0, th.correction(&k, position.Black), "per side to move")

	th.clearTables()
	assert.Equal(t, 0, th.correction(&k, position.Red), "cleared on a new game")
	th.updateCorrection(&k, position.Red, 100000, 15)
	assert.Equal(t, corrMax*16/256, th.correction(&k, position.Red), "one result moves it by at most corrMax times its weight")
	th.updateCorrection(&k, position.Red, -300, 0)
	assert.Less(t, th.correction(&k, position.Red), corrMax*16/256, "a result below pulls it down")
}
