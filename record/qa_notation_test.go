package record

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQANotationCorners: hand-worked RULES.md §6 cases: Black counting files
// from its own right, backward moves, advisors/elephants/horses naming the
// destination file, tandem horses of both sides, and the accepted variant
// spellings (simplified characters, full-width digits, '.' for '=').
func TestQANotationCorners(t *testing.T) {
	tests := []struct {
		name     string
		fen      string
		move     string
		wxf, cn  string
		alsoRead []string
	}{
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

// TestQAICCSWithoutDash: ICCS reads H2-E2 and also H2E2 and h2e2.
func TestQAICCSWithoutDash(t *testing.T) {
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
