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
