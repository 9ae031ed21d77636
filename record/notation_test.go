package record

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNotationFixed(t *testing.T) {
	tests := []struct {
		name     string
		fen      string
		move     string
		wxf, cn  string
		alsoRead []string // other spellings that must read as the same move
	}{
		{"cannon to the centre", position.StartFEN, "h2e2", "C2=5", "炮二平五", []string{"c2.5", "C25", "炮2平5", "炮二平五", "H2-E2"}},
		{"black horse", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b", "h9g7", "H8+7", "馬8進7", []string{"马８进７", "H8+7"}},
		{"tandem rooks, front", "3k5/9/9/9/9/9/7R1/9/7R1/4K4 w", "h3h4", "R++1", "前俥進一", []string{"前车进一", "前車進1"}},
		{"tandem rooks, rear", "3k5/9/9/9/9/9/7R1/9/7R1/4K4 w", "h1g1", "R-=3", "後俥平三", []string{"后车平三", "R-.3"}},
		{"black tandem cannons", "4k4/9/1c7/9/9/9/1c7/9/9/3K5 b", "b3b0", "C++3", "前砲進3", []string{"前包进３", "前炮進三"}},
		{"black tandem cannons, rear", "4k4/9/1c7/9/9/9/1c7/9/9/3K5 b", "b7e7", "C-=5", "後砲平5", nil},
		{"two pawns on one file", "3k5/9/9/2P6/2P6/9/9/9/9/4K4 w", "c6d6", "S+=6", "前兵平六", nil},
		{"three pawns on one file, middle", "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w", "c6b6", "S7=8", "中兵平八", []string{"二兵平八"}},
		{"three pawns on one file, rear", "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w", "c5b5", "S-=8", "後兵平八", []string{"三兵平八"}},
		{"four pawns, second", "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w", "c7b7", "S+=8", "二兵平八", nil},
		{"four pawns, foremost", "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w", "c8d8", "++=6", "一兵平六", []string{"前兵平六"}},
		{"four pawns, rearmost", "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w", "c5d5", "--=6", "四兵平六", []string{"後兵平六"}},
		{"five pawns, middle", "3k5/2P6/2P6/2P6/2P6/2P6/9/9/9/4K4 w", "c6d6", "S7=6", "三兵平六", []string{"中兵平六"}},
		{"five pawns, second last", "3k5/2P6/2P6/2P6/2P6/2P6/9/9/9/4K4 w", "c5d5", "S-=6", "四兵平六", nil},
		{"pawns on two files", "3k5/9/2P3P2/2P3P2/9/9/9/9/9/4K4 w", "c7b7", "7+=8", "前七平八", []string{"前兵七平八"}},
		{"pawns on two files, rear", "3k5/9/2P3P2/2P3P2/9/9/9/9/9/4K4 w", "g6h6", "3-=2", "後三平二", nil},
		{"pawns on two files, middle of three", "3k5/2P6/2P3P2/2P3P2/9/9/9/9/9/4K4 w", "c7d7", "77=6", "中七平六", nil},
		{"black pawns on two files", "4k4/9/9/9/9/2p3p2/2p3p2/9/9/3K5 b", "c4b4", "3-=2", "後3平2", nil},
		{"horse forward", position.StartFEN, "b0c2", "H8+7", "傌八進七", []string{"马八进七", "N8+7"}},
		{"advisor", position.StartFEN, "f0e1", "A4+5", "仕四進五", nil},
		{"elephant", position.StartFEN, "g0e2", "E3+5", "相三進五", []string{"B3+5"}},
		{"general", "3k5/9/9/9/9/9/9/9/9/4K4 w", "e0e1", "G5+1", "帥五進一", []string{"K5+1", "帅五进一"}},
		{"pawn", position.StartFEN, "g3g4", "S3+1", "兵三進一", []string{"P3+1"}},
		// Hand-worked RULES.md §6 corners: Black counting files from its own
		// right, backward moves, advisors, elephants and horses naming the
		// destination file, tandem horses of both sides, variant spellings.
		{"black horse back", "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "g7h9", "H7-8", "馬7退8", []string{"马７退８", "h7-8"}},
		{"black advisor", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "d9e8", "A4+5", "士4進5", []string{"士４进５"}},
		{"black rook back", "4k4/9/9/9/r8/9/9/9/9/3K5 b", "a5a9", "R1-4", "車1退4", []string{"车１退４", "R1-4"}},
		{"black general sideways", "4k4/9/9/9/9/9/9/9/9/3K5 b", "e9f9", "G5=6", "將5平6", []string{"将５平６", "K5.6", "k5=6"}},
		{"black pawn sideways", "4k4/9/9/9/9/2p6/9/9/9/3K5 b", "c4d4", "S3=4", "卒3平4", []string{"P3.4", "卒３平４"}},
		{"red elephant back", "3k5/9/9/9/9/9/9/4B4/9/4K4 w", "e2g0", "E5-3", "相五退三", []string{"象五退三", "E5-3"}},
		{"red horse back", "3k5/9/9/9/9/9/9/6N2/9/4K4 w", "g2e1", "H3-5", "傌三退五", []string{"马三退五", "馬3退5"}},
		{"red tandem horses, front", "3k5/9/9/9/9/2N6/9/2N6/9/4K4 w", "c4d6", "H++6", "前傌進六", []string{"前马进六", "h++6", "傌前進六", "马前进六"}},
		{"red tandem horses, rear", "3k5/9/9/9/9/2N6/9/2N6/9/4K4 w", "c2b0", "H--8", "後傌退八", []string{"后马退八", "傌後退八"}},
		{"black tandem horses, front is nearer Red", "4k4/9/2n6/9/2n6/9/9/9/9/3K5 b", "c5d3", "H++4", "前馬進4", []string{"前马进４"}},
		{"black tandem horses, rear", "4k4/9/2n6/9/2n6/9/9/9/9/3K5 b", "c7b9", "H--2", "後馬退2", []string{"后马退2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := position.FromFEN(tt.fen)
			require.NoError(t, err)
			m, err := p.ParseMove(tt.move)
			require.NoError(t, err)
			w, err := FormatMove(p, m, WXF)
			require.NoError(t, err)
			assert.Equal(t, tt.wxf, w)
			c, err := FormatMove(p, m, Chinese)
			require.NoError(t, err)
			assert.Equal(t, tt.cn, c)
			for _, s := range append([]string{tt.wxf, tt.cn}, tt.alsoRead...) {
				got, err := ParseAnyMove(p, s)
				if assert.NoError(t, err, s) {
					assert.Equal(t, m, got, s)
				}
			}
		})
	}
}

// TestICCSWithoutDash: ICCS reads H2-E2 and also H2E2 and h2e2.
func TestICCSWithoutDash(t *testing.T) {
	p := position.New()
	for _, s := range []string{"H2-E2", "h2-e2", "H2E2", "h2e2"} {
		m, err := ParseMove(p, s, ICCS)
		if assert.NoError(t, err, s) {
			assert.Equal(t, "h2e2", m.String(), s)
		}
	}
	for _, s := range []string{"H2-E", "H2--E2", "H2_E2", "J2-E2"} {
		_, err := ParseMove(p, s, ICCS)
		assert.ErrorContains(t, err, "bad ICCS move", s)
	}
}

func TestNotationErrors(t *testing.T) {
	tests := []struct {
		name, fen, text string
		n               Notation
		err             string
	}{
		{"unknown character", position.StartFEN, "炮二X五", Chinese, `unknown character 'X'`},
		{"unknown WXF character", position.StartFEN, "C2*5", WXF, `unknown character '*'`},
		{"too short", position.StartFEN, "炮二平", Chinese, "want piece, file, direction and number"},
		{"no such piece", position.StartFEN, "炮三平五", Chinese, "red has no cannon on file 三"},
		{"illegal", position.StartFEN, "俥一進四", Chinese, "illegal move"},
		{"horse cannot move sideways", position.StartFEN, "H2=3", WXF, "cannot move that way"},
		{"ambiguous tandem", "3k5/9/9/9/9/9/7R1/9/7R1/4K4 w", "R2=3", WXF, "ambiguous move"},
		{"no tandem", position.StartFEN, "前俥進一", Chinese, "no two rooks on one file"},
		{"tandem pawns on two files need the file", "3k5/9/2P3P2/2P3P2/9/9/9/9/9/4K4 w", "前兵平八", Chinese, "several files"},
		{"bad ICCS", position.StartFEN, "H2E2-", ICCS, "bad ICCS move"},
		{"illegal ICCS", position.StartFEN, "H2-H8", ICCS, "illegal move H2-H8"},
		{"empty", position.StartFEN, "", WXF, "bad WXF move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := position.FromFEN(tt.fen)
			require.NoError(t, err)
			_, err = ParseMove(p, tt.text, tt.n)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.err)
		})
	}
}

// TestNotationRoundTrip formats every legal move of positions reached in
// random games (every fifth ply, to keep the default run short) in each
// notation and reads it back; ParseAnyMove must detect the notation too.
func TestNotationRoundTrip(t *testing.T) {
	games, plies := 300, 100
	if testing.Short() {
		games = 40
	}
	rng := rand.New(rand.NewPCG(1, 2))
	checked, tandem := 0, 0
	for g := 0; g < games; g++ {
		p := position.New()
		for ply := 0; ply < plies; ply++ {
			var l position.MoveList
			p.GenerateLegal(&l, position.GenAll)
			if l.N == 0 {
				break
			}
			if ply%5 != g%5 {
				p.MakeMove(l.Moves[rng.IntN(l.N)])
				continue
			}
			for _, m := range l.Slice() {
				for _, n := range []Notation{Coord, ICCS, WXF, Chinese} {
					// Plain checks: testify's helpers would dominate the run time here.
					s, err := FormatMove(p, m, n)
					if err != nil {
						t.Fatalf("format %s in %s: %v", m, p.FEN(), err)
					}
					got, err := ParseMove(p, s, n)
					if err != nil || got != m {
						t.Fatalf("%s %s written %q read back as %s (%v) in %s", n, m, s, got, err, p.FEN())
					}
					if n == WXF && (s[1] == '+' || s[1] == '-' || s[0] < 'A') {
						tandem++
					}
					if n != WXF && n != Chinese {
						continue
					}
					if got, err := ParseAnyMove(p, s); err != nil || got != m {
						t.Fatalf("%q detected and read as %s (%v) in %s", s, got, err, p.FEN())
					}
				}
				checked++
			}
			p.MakeMove(l.Moves[rng.IntN(l.N)])
		}
	}
	t.Logf("%d moves round-tripped, %d of them by tandem pieces", checked, tandem)
	assert.Positive(t, tandem, "the random games should reach tandem pieces")
}

func TestParseNotationName(t *testing.T) {
	for _, n := range []Notation{ICCS, WXF, Chinese, Coord} {
		got, err := ParseNotation(strings.ToUpper(n.String()))
		require.NoError(t, err)
		assert.Equal(t, n, got)
	}
	_, err := ParseNotation("algebraic")
	assert.ErrorContains(t, err, `unknown notation "algebraic"`)
}

func FuzzParseNotation(f *testing.F) {
	for _, s := range []string{"炮二平五", "馬8進7", "前俥進一", "C2=5", "R++1", "3+=4", "++.4", "H2-E2", "h2e2", "中兵平四", "二兵進一", "前兵七平八"} {
		f.Add(s)
	}
	p := position.New()
	q, _ := position.FromFEN("3k5/2P6/2P3P2/2P3P2/9/9/9/9/9/4K4 w")
	f.Fuzz(func(t *testing.T, s string) {
		for _, pos := range []*position.Position{p, q} {
			for _, n := range []Notation{Coord, ICCS, WXF, Chinese} {
				m, err := ParseMove(pos, s, n)
				if err == nil && !pos.IsLegalMove(m) {
					t.Fatalf("%q in %s read as illegal %s", s, n, m)
				}
			}
			_, _ = ParseAnyMove(pos, s)
		}
	})
}
