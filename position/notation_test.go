package position

import (
	"math/rand/v2"
	"strings"
	"testing"

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
		{"cannon to the centre", StartFEN, "h2e2", "C2=5", "炮二平五", []string{"c2.5", "C25", "炮2平5", "炮二平五", "H2-E2"}},
		{"black horse", StartFEN + "", "", "", "", nil}, // placeholder replaced below
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
		{"horse forward", StartFEN, "b0c2", "H8+7", "傌八進七", []string{"马八进七", "N8+7"}},
		{"advisor", StartFEN, "f0e1", "A4+5", "仕四進五", nil},
		{"elephant", StartFEN, "g0e2", "E3+5", "相三進五", []string{"B3+5"}},
		{"general", "3k5/9/9/9/9/9/9/9/9/4K4 w", "e0e1", "G5+1", "帥五進一", []string{"K5+1", "帅五进一"}},
		{"pawn", StartFEN, "g3g4", "S3+1", "兵三進一", []string{"P3+1"}},
	}
	tests[1] = struct {
		name     string
		fen      string
		move     string
		wxf, cn  string
		alsoRead []string
	}{"black horse", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b", "h9g7", "H8+7", "馬8進7", []string{"马８进７", "H8+7"}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			require.NoError(t, err)
			m, err := p.ParseMove(tt.move)
			require.NoError(t, err)
			w, err := p.FormatMove(m, NotationWXF)
			require.NoError(t, err)
			assert.Equal(t, tt.wxf, w)
			c, err := p.FormatMove(m, NotationChinese)
			require.NoError(t, err)
			assert.Equal(t, tt.cn, c)
			for _, s := range append([]string{tt.wxf, tt.cn}, tt.alsoRead...) {
				got, err := p.ParseAnyMove(s)
				if assert.NoError(t, err, s) {
					assert.Equal(t, m, got, s)
				}
			}
		})
	}
}

func TestNotationErrors(t *testing.T) {
	tests := []struct {
		name, fen, text string
		n               Notation
		err             string
	}{
		{"unknown character", StartFEN, "炮二X五", NotationChinese, `unknown character 'X'`},
		{"unknown WXF character", StartFEN, "C2*5", NotationWXF, `unknown character '*'`},
		{"too short", StartFEN, "炮二平", NotationChinese, "want piece, file, direction and number"},
		{"no such piece", StartFEN, "炮三平五", NotationChinese, "red has no cannon on file 三"},
		{"illegal", StartFEN, "俥一進四", NotationChinese, "illegal move"},
		{"horse cannot move sideways", StartFEN, "H2=3", NotationWXF, "cannot move that way"},
		{"ambiguous tandem", "3k5/9/9/9/9/9/7R1/9/7R1/4K4 w", "R2=3", NotationWXF, "ambiguous move"},
		{"no tandem", StartFEN, "前俥進一", NotationChinese, "no two rooks on one file"},
		{"tandem pawns on two files need the file", "3k5/9/2P3P2/2P3P2/9/9/9/9/9/4K4 w", "前兵平八", NotationChinese, "several files"},
		{"bad ICCS", StartFEN, "H2E2-", NotationICCS, "bad ICCS move"},
		{"illegal ICCS", StartFEN, "H2-H8", NotationICCS, "illegal move H2-H8"},
		{"empty", StartFEN, "", NotationWXF, "bad WXF move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			require.NoError(t, err)
			_, err = p.ParseMoveIn(tt.text, tt.n)
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
		p := New()
		for ply := 0; ply < plies; ply++ {
			var l MoveList
			p.GenerateLegal(&l, GenAll)
			if l.N == 0 {
				break
			}
			if ply%5 != g%5 {
				p.MakeMove(l.Moves[rng.IntN(l.N)])
				continue
			}
			for _, m := range l.Slice() {
				for _, n := range []Notation{NotationCoord, NotationICCS, NotationWXF, NotationChinese} {
					// Plain checks: testify's helpers would dominate the run time here.
					s, err := p.FormatMove(m, n)
					if err != nil {
						t.Fatalf("format %s in %s: %v", m, p.FEN(), err)
					}
					got, err := p.ParseMoveIn(s, n)
					if err != nil || got != m {
						t.Fatalf("%s %s written %q read back as %s (%v) in %s", n, m, s, got, err, p.FEN())
					}
					if n == NotationWXF && (s[1] == '+' || s[1] == '-' || s[0] < 'A') {
						tandem++
					}
					if n != NotationWXF && n != NotationChinese {
						continue
					}
					if got, err := p.ParseAnyMove(s); err != nil || got != m {
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
	for _, n := range []Notation{NotationICCS, NotationWXF, NotationChinese, NotationCoord} {
		got, err := ParseNotationName(strings.ToUpper(n.String()))
		require.NoError(t, err)
		assert.Equal(t, n, got)
	}
	_, err := ParseNotationName("algebraic")
	assert.ErrorContains(t, err, `unknown notation "algebraic"`)
}

func FuzzParseNotation(f *testing.F) {
	for _, s := range []string{"炮二平五", "馬8進7", "前俥進一", "C2=5", "R++1", "3+=4", "++.4", "H2-E2", "h2e2", "中兵平四", "二兵進一", "前兵七平八"} {
		f.Add(s)
	}
	p := New()
	q, _ := FromFEN("3k5/2P6/2P3P2/2P3P2/9/9/9/9/9/4K4 w")
	f.Fuzz(func(t *testing.T, s string) {
		for _, pos := range []*Position{p, q} {
			for _, n := range []Notation{NotationCoord, NotationICCS, NotationWXF, NotationChinese} {
				m, err := pos.ParseMoveIn(s, n)
				if err == nil && !pos.IsLegalMove(m) {
					t.Fatalf("%q in %s read as illegal %s", s, n, m)
				}
			}
			_, _ = pos.ParseAnyMove(s)
		}
	})
}
