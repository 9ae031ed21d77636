package search

import (
	"math/rand/v2"
	"testing"

	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/require"
)

// TestEvalCacheServesTheSameScore plays random games and checks that the
// thread's evaluation, asked twice (the second time from the cache), is
// the hand-written evaluation's score.
func TestEvalCacheServesTheSameScore(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	th := newThread(nil, 0)
	for game := range 10 {
		p := position.New()
		th.pos = p
		for ply := 0; ply < 120; ply++ {
			th.stack[0].acc = eval.NewAccum(p)
			want := eval.Evaluate(p, &th.stack[0].acc)
			require.Equal(t, want, th.evaluate(0), "game %d ply %d: %s", game, ply, p.FEN())
			require.Equal(t, want, th.evaluate(0), "cached, game %d ply %d", game, ply)
			var l position.MoveList
			p.GenerateLegal(&l, position.GenAll)
			if l.N == 0 {
				break
			}
			p.MakeMove(l.Moves[rng.IntN(l.N)])
		}
	}
}
