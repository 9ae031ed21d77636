package position

import (
	"bufio"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPseudoLegalMatchesGenerator checks the per-piece IsPseudoLegal against
// move generation for every from/to pair, along random games from the perft
// positions ([R-K]..[R-P]).
func TestPseudoLegalMatchesGenerator(t *testing.T) {
	f, err := os.Open("../testdata/perft.txt")
	require.NoError(t, err)
	defer f.Close()
	rng := rand.New(rand.NewSource(1))
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := FromFEN(strings.TrimSpace(strings.Split(line, ";")[0]))
		require.NoError(t, err)
		for ply := 0; ply < 40; ply++ {
			var l MoveList
			p.GenerateMoves(&l, GenAll)
			for a := 0; a < 90; a++ {
				for b := 0; b < 90; b++ {
					m := MakeMove(SquareFromIndex(a), SquareFromIndex(b))
					require.Equal(t, l.Contains(m), p.IsPseudoLegal(m), "%s move %s", p.FEN(), m)
				}
			}
			var legal MoveList
			p.GenerateLegal(&legal, GenAll)
			if legal.N == 0 {
				break
			}
			p.MakeMove(legal.Moves[rng.Intn(legal.N)])
		}
	}
}

// TestAttackMapMatchesGenerator: the attack map counts exactly the
// generated moves of each piece, split into quiet moves and captures, and
// its attackers of each piece are those with a capture onto its point.
func TestAttackMapMatchesGenerator(t *testing.T) {
	p, err := FromFEN("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1")
	require.NoError(t, err)
	var am AttackMap
	p.Attacks(&am)
	for _, side := range []Side{Red, Black} {
		p.side = side
		var l MoveList
		p.GenerateMoves(&l, GenAll)
		p.Pieces(side, func(pc Piece, sq Square) {
			var quiet, capt int
			for _, m := range l.Slice() {
				if m.From() != sq {
					continue
				}
				if q := p.At(m.To()); q == NoPiece {
					quiet++
				} else {
					capt++
					require.NotZero(t, am.By[q]&(1<<(pc-16)), "%c on %s attacks %c", pc.Letter(), sq, q.Letter())
				}
			}
			require.Equal(t, [2]int{quiet, capt}, [2]int{int(am.Quiet[pc]), int(am.Captures[pc])}, "piece %c on %s", pc.Letter(), sq)
		})
	}
	for pc := Piece(16); pc < 48; pc++ {
		if p.squares[pc] == NoSquare {
			require.Zero(t, am.By[pc], "captured %d has no attackers", pc)
		}
	}
}

// TestAttackMapPalaceHits: a rook on the palace file hits the three palace
// points up to and including the first piece; a cannon only those beyond
// its screen.
func TestAttackMapPalaceHits(t *testing.T) {
	tests := []struct {
		name, fen, on string
		want          int
	}{
		{"rook on the open d file", "4k4/9/9/9/9/9/9/9/9/3R1K3 w", "d0", 3},
		{"rook stops at the horse", "4k4/3n5/9/9/9/9/9/9/9/3R1K3 w", "d0", 2},
		{"cannon behind one screen", "4k4/9/9/9/9/3p5/9/9/9/3C1K3 w", "d0", 3},
		{"cannon without screen", "4k4/9/9/9/9/9/9/9/9/3C1K3 w", "d0", 0},
		{"horse two points from the palace", "4k4/9/9/9/3N5/9/9/9/9/5K3 w", "d5", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := FromFEN(tc.fen)
			require.NoError(t, err)
			sq, err := ParseSquare(tc.on)
			require.NoError(t, err)
			var am AttackMap
			p.Attacks(&am)
			require.Equal(t, tc.want, int(am.PalaceHits[p.At(sq)]))
		})
	}
}

// BenchmarkAttacks measures one attack map of a middle-game position.
func BenchmarkAttacks(b *testing.B) {
	p, err := FromFEN("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1")
	require.NoError(b, err)
	var am AttackMap
	for b.Loop() {
		p.Attacks(&am)
	}
}
