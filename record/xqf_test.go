package record

import (
	"bytes"
	"encoding/binary"
	"io"
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/simplifiedchinese"
)

// xqfGame is what encodeXQF writes.
type xqfGame struct {
	version  byte
	key      [12]byte // header bytes 3..15 but the product id: mask, or A-D, sum, XY, XYf, XYt
	fen      string
	moves    string
	comments []string
	red      string
	result   byte
}

// encodeXQF builds an XQF file the way XQStudio lays it out, as the inverse
// of ReadXQF, with an alternative line after the main line that the reader
// must skip.
func encodeXQF(t *testing.T, g xqfGame) []byte {
	t.Helper()
	data := make([]byte, xqfHeaderSize)
	data[0], data[1], data[2] = 'X', 'Q', g.version
	data[3] = g.key[0]
	copy(data[8:16], g.key[4:12])
	keys := newXQFKeys(data)

	p, err := position.FromFEN(g.fen)
	require.NoError(t, err)
	var points [32]byte
	for s := position.Red; s <= position.Black; s++ {
		used := map[position.Square]bool{}
		for i, k := range xqfPieces {
			points[int(s)*16+i] = 0xFF
			p.Pieces(s, func(pc position.Piece, sq position.Square) {
				if pc.Kind() == k && !used[sq] && points[int(s)*16+i] == 0xFF {
					used[sq] = true
					points[int(s)*16+i] = byte(sq.File()*10 + sq.Rank())
				}
			})
		}
	}
	for i := range points {
		if g.version < 12 {
			data[0x10+i] = points[i] + keys.piece
		} else {
			data[0x10+i] = points[(int(keys.piece)+1+i)%32] + keys.piece
		}
	}
	data[0x33] = g.result
	red, err := simplifiedchinese.GBK.NewEncoder().Bytes([]byte(g.red))
	require.NoError(t, err)
	data[0x130] = byte(len(red))
	copy(data[0x131:], red)

	var body []byte
	moves := strings.Fields(g.moves)
	record := func(from, to byte, next, alt bool, comment string) {
		var flags byte
		if g.version <= 10 {
			if next {
				flags |= 0xF0
			}
			if alt {
				flags |= 0x0F
			}
		} else {
			if next {
				flags |= 0x80
			}
			if alt {
				flags |= 0x40
			}
			if comment != "" {
				flags |= 0x20
			}
		}
		body = append(body, from+24+keys.from, to+32+keys.to, flags, 0)
		if g.version <= 10 || comment != "" {
			c, err := simplifiedchinese.GBK.NewEncoder().Bytes([]byte(comment))
			require.NoError(t, err)
			body = binary.LittleEndian.AppendUint32(body, uint32(len(c))+keys.comment)
			body = append(body, c...)
		}
	}
	record(0, 0, len(moves) > 0, false, "")
	for i, s := range moves {
		m, err := position.ParseMove(s)
		require.NoError(t, err)
		comment := ""
		if g.comments != nil {
			comment = g.comments[i]
		}
		xy := func(sq position.Square) byte { return byte(sq.File()*10 + sq.Rank()) }
		record(xy(m.From()), xy(m.To()), i < len(moves)-1, i == 0, comment)
	}
	if len(moves) > 0 {
		record(7*10+2, 4*10+2, false, false, "alternative") // h2e2 as the alternative first move
	}
	for i := range body {
		body[i] += keys.stream[i%32]
	}
	return append(data, body...)
}

func TestReadXQF(t *testing.T) {
	const moves = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 a9b9"
	const endgame = "3k5/9/9/9/9/9/7R1/9/7R1/4K4 b - - 0 1"
	keys := [12]byte{0x3F, 0, 0, 0, 0x21, 0x47, 0x9A, 0x05, 0x8C, 0x37, 0xE1, 0x5B}
	tests := []struct {
		name string
		g    xqfGame
	}{
		{"plain version 10", xqfGame{version: 10, fen: position.StartFEN, moves: moves, red: "许银川", result: 1}},
		{"enciphered version 11", xqfGame{version: 11, key: keys, fen: position.StartFEN, moves: moves, result: 3}},
		{"enciphered version 18 with comments", xqfGame{version: 18, key: keys, fen: position.StartFEN, moves: moves, red: "胡荣华", result: 2,
			comments: []string{"中炮", "", "", "", "", "", "", "屏风马"}}},
		{"version 18 endgame, black first", xqfGame{version: 18, key: keys, fen: endgame, moves: "d9d8 h3h4 d8d9"}},
		{"version 18 no moves", xqfGame{version: 18, key: keys, fen: endgame}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec, err := ReadXQF(bytes.NewReader(encodeXQF(t, tt.g)))
			require.NoError(t, err)
			assert.Equal(t, playCoords(t, tt.g.fen, tt.g.moves), rec.Moves)
			if tt.g.fen == position.StartFEN {
				assert.Empty(t, rec.FEN)
			} else if len(rec.Moves) > 0 {
				assert.Equal(t, tt.g.fen, rec.FEN)
			}
			assert.Equal(t, tt.g.comments, rec.Comments)
			assert.Equal(t, tt.g.red, rec.Tag("Red"))
			assert.Equal(t, xqfResult(tt.g.result), rec.Result)
		})
	}
}

func TestReadXQFErrors(t *testing.T) {
	good := encodeXQF(t, xqfGame{version: 18, key: [12]byte{1, 0, 0, 0, 2, 3, 4, 5, 6, 7, 8, 9}, fen: position.StartFEN, moves: "h2e2 h9g7"})
	corrupt := bytes.Clone(good)
	corrupt[xqfHeaderSize+2*4+1]++ // move 2 now ends on g8, not g7
	checkReadErrors(t, func(r io.Reader) error { _, err := ReadXQF(r); return err }, []readErrorCase{
		{"not XQF", []byte("PGN file"), "not an XQF file"},
		{"no records", good[:xqfHeaderSize], "no move records"},
		{"illegal move", corrupt, "xqf: move 2 (record at byte 1032): illegal move h9g8"},
	})
}

func FuzzReadXQF(f *testing.F) {
	f.Add(append([]byte("XQ\x12"), make([]byte, 1100)...))
	f.Fuzz(func(t *testing.T, b []byte) {
		_, _ = ReadXQF(bytes.NewReader(b))
	})
}
