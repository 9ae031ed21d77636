package eval

import (
	"math/rand"
	"strings"
	"testing"
	"unicode"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// flipFEN returns the colour-flipped mirror of a FEN: the board turned top
// to bottom, the colours swapped, and the other side to move.
func flipFEN(t *testing.T, fen string) string {
	f := strings.Fields(fen)
	require.GreaterOrEqual(t, len(f), 2, fen)
	rows := strings.Split(f[0], "/")
	for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
		rows[i], rows[j] = rows[j], rows[i]
	}
	board := strings.Map(func(r rune) rune {
		if unicode.IsUpper(r) {
			return unicode.ToLower(r)
		}
		return unicode.ToUpper(r)
	}, strings.Join(rows, "/"))
	side := "w"
	if f[1] == "w" {
		side = "b"
	}
	return board + " " + side + " - - 0 1"
}

// evalFEN evaluates a FEN from scratch.
func evalFEN(t *testing.T, fen string) int {
	p, err := position.FromFEN(fen)
	require.NoError(t, err, fen)
	a := NewAccum(p)
	return Evaluate(p, &a)
}

// symmetryFENs are positions where the richer terms fire: threats and
// hanging pieces, attacks on the palace, crossed and linked pawns, and
// endings the scaling knows.
var symmetryFENs = []string{
	position.StartFEN,
	"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
	"r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1CN3NC1/9/R1BAKAB1R b - - 0 1", // horse attacked by a pawn
	"rnbakabnr/9/1c5c1/p1p1C1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR b - - 0 1",       // hanging cannon
	"3k5/4P4/4N4/9/9/9/9/9/4A4/4K4 w - - 0 1",                                   // pawn in the palace
	"3ak4/9/4b4/2PP5/9/9/9/9/9/4K4 w - - 0 1",                                   // linked crossed pawns
	"2bak4/4a4/4b4/9/9/9/9/9/9/3RK4 w - - 0 1",                                  // rook vs full defence minus one
	"2baka3/9/4b4/9/9/9/9/9/9/3RK4 b - - 0 1",                                   // rook vs full defence
	"3ak4/4a4/9/9/9/9/9/4N4/9/4K4 w - - 0 1",                                    // lone horse vs advisors
	"3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",                                        // rook vs bare general
	"4kab2/4a4/4b4/9/9/9/9/9/9/2C1K4 w - - 0 1",                                 // lone cannon
	"r1ba1k3/4a4/4b4/9/9/2R6/9/4C4/4A4/4KA3 w - - 0 1",                          // exposed general, central cannon
	"rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/4N4/R1BAKABNR w - - 0 1",  // horse on the palace heart
}

// TestEvaluateMirror: every term is colour-blind, so a position and its
// colour-flipped mirror score the same for the side to move; checked on the
// positions above and along random games from them.
func TestEvaluateMirror(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	fired := map[string]int{}
	for _, fen := range symmetryFENs {
		p, err := position.FromFEN(fen)
		require.NoError(t, err, fen)
		for ply := 0; ply < 60; ply++ {
			f := p.FEN()
			require.Equal(t, evalFEN(t, f), evalFEN(t, flipFEN(t, f)), "mirror of %s", f)
			countFired(p, fired)
			var l position.MoveList
			p.GenerateLegal(&l, position.GenAll)
			if l.N == 0 {
				break
			}
			p.MakeMove(l.Moves[rng.Intn(l.N)])
		}
	}
	for _, term := range []string{"threat", "palace attack", "horse heart", "exposed general", "linked pawns", "end scale", "won ending"} {
		assert.Positive(t, fired[term], "no test position exercises %s", term)
	}
}

// countFired notes which of the knowledge terms apply in p.
func countFired(p *position.Position, fired map[string]int) {
	ts := gatherOf(p)
	a := NewAccum(p)
	for s := position.Red; s <= position.Black; s++ {
		if ts[s].threatN > 0 {
			fired["threat"]++
		}
		if palaceAttack(&ts, s) > 0 {
			fired["palace attack"]++
		}
		if ts[s].heartHorses > 0 {
			fired["horse heart"]++
		}
		if kingShape(p, &ts, s) < 0 && p.GeneralSquare(s).Rank() != homeRank[s] {
			fired["exposed general"]++
		}
		if ts[s].linkMG != 0 {
			fired["linked pawns"]++
		}
		if a.Phase <= endPhase {
			if scale, bonus := endScale(p, s); scale < scaleOne {
				fired["end scale"]++
			} else if bonus > 0 {
				fired["won ending"]++
			}
		}
	}
}

// BenchmarkEvaluate measures one evaluation of a middle-game position;
// run with -benchmem: Evaluate must not allocate.
func BenchmarkEvaluate(b *testing.B) {
	p, err := position.FromFEN("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1")
	if err != nil {
		b.Fatal(err)
	}
	a := NewAccum(p)
	b.ReportAllocs()
	for b.Loop() {
		Evaluate(p, &a)
	}
}

// BenchmarkThreatTerms measures the threat scan alone.
func BenchmarkThreatTerms(b *testing.B) {
	p, err := position.FromFEN("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		ts := gatherOf(p)
		threatTerms(p, &ts)
	}
}
