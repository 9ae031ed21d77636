package eval

import (
	"math/rand"
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAccumIncremental: the accumulator updated move by move equals the
// one computed from scratch, along random games.
func TestAccumIncremental(t *testing.T) {
	fens := []string{
		position.StartFEN,
		"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
	}
	rng := rand.New(rand.NewSource(7))
	for _, fen := range fens {
		for game := 0; game < 20; game++ {
			p, err := position.FromFEN(fen)
			require.NoError(t, err)
			a := NewAccum(p)
			for ply := 0; ply < 150; ply++ {
				var l position.MoveList
				p.GenerateLegal(&l, position.GenAll)
				if l.N == 0 {
					break
				}
				m := l.Moves[rng.Intn(l.N)]
				a = a.After(p, m)
				p.MakeMove(m)
				require.Equal(t, NewAccum(p), a, "after %s in %s", m, p.FEN())
			}
		}
	}
}

func TestEvaluateSymmetric(t *testing.T) {
	tests := []struct{ name, fen, mirror string }{
		{"start", position.StartFEN, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"},
		{"red up a rook", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "r3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := position.FromFEN(tc.fen)
			require.NoError(t, err)
			q, err := position.FromFEN(tc.mirror)
			require.NoError(t, err)
			a, b := NewAccum(p), NewAccum(q)
			assert.Equal(t, Evaluate(p, &a), Evaluate(q, &b))
		})
	}
	p, err := position.FromFEN("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1")
	require.NoError(t, err)
	a := NewAccum(p)
	assert.Greater(t, Evaluate(p, &a), 800)
	assert.Equal(t, [2]int8{1, 0}, a.Attackers)
	p, err = position.FromFEN("3ak4/9/9/9/4p4/9/9/9/4A4/3K5 w - - 0 1")
	require.NoError(t, err)
	a = NewAccum(p)
	assert.Equal(t, [2]int8{0, 0}, a.Attackers, "[R-MAT] uncrossed pawns and advisors only")
}
