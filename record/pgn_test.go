package record

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/simplifiedchinese"
)

// playCoords returns the moves of a coordinate move list played from fen.
func playCoords(t *testing.T, fen, moves string) []position.Move {
	t.Helper()
	p, err := position.FromMoves(fen, strings.Fields(moves)...)
	require.NoError(t, err)
	if p.Ply() == 0 {
		return nil // as the readers leave a game without moves
	}
	return p.Moves()
}

func TestPGNRoundTrip(t *testing.T) {
	const game = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 a9b9 a0b0 b7b3 c3c4 g6g5"
	const fromFEN = "3k5/9/9/9/9/9/7R1/9/7R1/4K4 b - - 0 20"
	tests := []struct {
		name     string
		fen      string
		moves    string
		comments bool
		result   position.Result
	}{
		{"start position", "", game, false, position.Draw},
		{"with comments", "", game, true, position.RedWins},
		{"from a FEN, black first", fromFEN, "d9d8 h3h4 d8d9 h1h2", true, position.NoResult},
		{"no moves", fromFEN, "", false, position.BlackWins},
	}
	for _, tt := range tests {
		for _, n := range []Notation{ICCS, WXF, Chinese} {
			t.Run(tt.name+"/"+n.String(), func(t *testing.T) {
				fen := tt.fen
				if fen == "" {
					fen = position.StartFEN
				}
				rec := &Game{FEN: tt.fen, Moves: playCoords(t, fen, tt.moves), Result: tt.result}
				rec.SetTag("Event", "Test \"match\"")
				rec.SetTag("Red", "chuhe")
				rec.SetTag("Black", "紅方 對手")
				rec.SetTag("Termination", "adjudication")
				if tt.comments {
					for i := range rec.Moves {
						rec.Comments = append(rec.Comments, []string{"+0.35/12", ""}[i%2])
					}
				}
				var buf bytes.Buffer
				require.NoError(t, WritePGN(&buf, rec, n))
				text := buf.String()
				assert.Contains(t, text, `[Game "Chinese Chess"]`)
				switch n {
				case ICCS:
					assert.Contains(t, text, `[Format "ICCS"]`)
				case WXF:
					assert.Contains(t, text, `[Format "WXF"]`)
				default:
					assert.NotContains(t, text, `[Format`)
				}
				if tt.fen != "" {
					assert.Contains(t, text, `[FEN "`+tt.fen+`"]`)
				} else {
					assert.NotContains(t, text, `[FEN`)
				}

				recs, err := ReadPGN(strings.NewReader(text + text))
				require.NoError(t, err, text)
				require.Len(t, recs, 2)
				got := recs[0]
				assert.Equal(t, rec.Moves, got.Moves, text)
				assert.Equal(t, rec.Result, got.Result)
				assert.Equal(t, rec.Comments, got.Comments)
				for _, name := range []string{"Event", "Red", "Black", "Termination"} {
					assert.Equal(t, rec.Tag(name), got.Tag(name), name)
				}
				if tt.fen != "" {
					assert.Equal(t, tt.fen, got.FEN)
				} else {
					assert.Empty(t, got.FEN)
				}
			})
		}
	}
}

func TestPGNWriteLayout(t *testing.T) {
	rec := &Game{Moves: playCoords(t, position.StartFEN, "h2e2 h9g7 h0g2"), Result: position.RedWins, Comments: []string{"0.20", "", "book"}}
	rec.SetTag("Red", "chuhe")
	var buf bytes.Buffer
	require.NoError(t, WritePGN(&buf, rec, Chinese))
	assert.Equal(t, "[Game \"Chinese Chess\"]\n[Red \"chuhe\"]\n[Result \"1-0\"]\n\n1. 炮二平五 {0.20} 馬8進7\n2. 傌二進三 {book}\n1-0\n\n", buf.String())
}

// A GBK file as Chinese Xiangqi software writes it.
func TestPGNReadsGBK(t *testing.T) {
	text := "[Game \"Chinese Chess\"]\r\n[Event \"全国象棋个人赛\"]\r\n[Red \"红方\"]\r\n[Black \"黑方\"]\r\n[Result \"0-1\"]\r\n\r\n" +
		" 1. 炮二平五 马８进７\r\n 2. 马二进三 车９平８ {中局}\r\n 3. 车一平二 (3. 兵七进一 卒７进１) 炮８进４ 0-1\r\n"
	gbk, err := simplifiedchinese.GBK.NewEncoder().String(text)
	require.NoError(t, err)
	require.NotEqual(t, text, gbk)
	recs, err := ReadPGN(strings.NewReader(gbk))
	require.NoError(t, err)
	require.Len(t, recs, 1)
	rec := recs[0]
	assert.Equal(t, "全国象棋个人赛", rec.Tag("Event"))
	assert.Equal(t, "红方", rec.Tag("Red"))
	assert.Equal(t, position.BlackWins, rec.Result)
	assert.Equal(t, playCoords(t, position.StartFEN, "h2e2 h9g7 h0g2 i9h9 i0h0 h7h3"), rec.Moves)
	assert.Equal(t, []string{"", "", "", "中局", "", ""}, rec.Comments)
}

func TestPGNSkipsAnnotations(t *testing.T) {
	text := "[Format \"ICCS\"]\n; a line comment\n1.H2-E2! $1 H9-G7 {a {comment}\n2. H0-G2 (2. B0-C2 (2. B2-B4) B9-C7) 2... I9-H9 *\n"
	recs, err := ReadPGN(strings.NewReader(text))
	require.NoError(t, err)
	require.Len(t, recs, 1)
	assert.Equal(t, playCoords(t, position.StartFEN, "h2e2 h9g7 h0g2 i9h9"), recs[0].Moves)
	assert.Equal(t, position.NoResult, recs[0].Result)
}

// readErrorCase is one bad input for a game-file reader and the text its
// error must contain.
type readErrorCase struct {
	name string
	data []byte
	err  string
}

// checkReadErrors feeds each bad input to read: every one must fail with
// a message naming the problem.
func checkReadErrors(t *testing.T, read func(io.Reader) error, tests []readErrorCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := read(bytes.NewReader(tt.data))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.err)
		})
	}
}

func TestPGNErrors(t *testing.T) {
	tests := []struct {
		name, text, err string
	}{
		{"broken tag", "[Event \"x]\n1. h2e2\n", "pgn line 1: broken tag [Event \"x]: the value's closing quote is missing"},
		{"tag without value", "[Game \"Chinese Chess\"]\n[Event]\n", "pgn line 2: broken tag [Event]: want a quoted value after the name"},
		{"illegal move", "[Game \"Chinese Chess\"]\n\n1. 炮二平五 馬8進7\n2. 傌二進三 炮5進1\n", "pgn line 4: move 2... \"炮5進1\": illegal move \"炮5進1\": black has no cannon on file 5"},
		{"unknown character", "1. 炮二X五\n", "pgn line 1: move 1. \"炮二X五\": bad Chinese move"},
		{"bad FEN", "[FEN \"9/9 w\"]\n", "pgn line 1: bad FEN tag"},
		{"unclosed comment", "1. h2e2 {never\n\n", "pgn line 1: comment '{' is never closed"},
		{"unclosed variation", "1. h2e2 (1. h2e2\n", "pgn line 1: variation '(' is never closed"},
	}
	cases := make([]readErrorCase, len(tests))
	for i, tt := range tests {
		cases[i] = readErrorCase{tt.name, []byte(tt.text), tt.err}
	}
	checkReadErrors(t, func(r io.Reader) error { _, err := ReadPGN(r); return err }, cases)
}

func FuzzReadPGN(f *testing.F) {
	f.Add("[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. C2=5 H8+7 {x} 2. H2+3 (2. R1=2) 1-0\n")
	f.Add("[FEN \"3k5/9/2P3P2/2P3P2/9/9/9/9/9/4K4 w - - 0 1\"]\n1. 7+.8 d9d8 2. 33.4 *")
	f.Add("1. 炮二平五 馬８進７ 2. 前俥進一 ½-½")
	f.Fuzz(func(t *testing.T, s string) {
		recs, err := ReadPGN(strings.NewReader(s))
		if err != nil {
			return
		}
		for _, rec := range recs {
			var buf bytes.Buffer
			if err := WritePGN(&buf, rec, Chinese); err != nil {
				t.Fatalf("a record that was read cannot be written: %v", err)
			}
		}
	})
}
