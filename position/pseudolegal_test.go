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

// TestReachMatchesGenerator: Reach counts exactly the generated moves of
// each piece, split into quiet moves and captures.
func TestReachMatchesGenerator(t *testing.T) {
	p, err := FromFEN("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1")
	require.NoError(t, err)
	for _, side := range []Side{Red, Black} {
		p.side = side
		var l MoveList
		p.GenerateMoves(&l, GenAll)
		p.Pieces(side, func(pc Piece, sq Square) {
			var quiet, capt int
			for _, m := range l.Slice() {
				if m.From() == sq {
					if p.At(m.To()) == NoPiece {
						quiet++
					} else {
						capt++
					}
				}
			}
			e, c := p.Reach(sq)
			require.Equal(t, [2]int{quiet, capt}, [2]int{e, c}, "piece %c on %s", pc.Letter(), sq)
		})
	}
	e, c := p.Reach(MakeSquare(4, 4))
	require.Zero(t, e+c)
}
