package record

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
	"golang.org/x/text/encoding/simplifiedchinese"
)

// XQF is the binary game format of the XQStudio family (.xqf). Layout, as
// documented by its users:
//
//	0x000  "XQ", version, key mask, product id, key-or A..D, keys sum, key XY, XYf, XYt
//	0x010  32 piece points, one byte each (file*10 + rank; > 89 = not on board), in the
//	       order R N B A K A B N R C C P P P P P, Red then Black
//	0x033  result: 0 unknown, 1 Red won, 2 Black won, 3 draw
//	0x050  title, 0x0D0 event, 0x110 date, 0x120 site, 0x130 Red, 0x140 Black,
//	       0x1D0 annotator, 0x1E0 author: length-prefixed GBK strings
//	0x400  move records in pre-order (each move, then its continuation, then
//	       its alternatives), the first one an empty root: from+24, to+32, flags, 0,
//	       then a 4-byte comment length and the comment.
//
// Version 10 and below are plain, with every record 8 bytes plus the comment
// and flags 0xF0 "has next" / 0x0F "has alternative". From version 11 the
// records are enciphered with keys derived from the header, the comment
// length is present only with flag 0x20, and the flags are 0x80 next, 0x40
// alternative; from version 12 the piece points are also permuted.

// xqfHeaderSize is where the move records start.
const xqfHeaderSize = 0x400

// xqfStreamMask is the constant the record cipher's key stream is cut from.
const xqfStreamMask = "[(C) Copyright Mr. Dong Shiwei.]"

// xqfPieces are the kinds of the 16 piece points of each side, in file order.
var xqfPieces = [16]position.Kind{position.Rook, position.Horse, position.Elephant, position.Advisor, position.General, position.Advisor, position.Elephant, position.Horse, position.Rook, position.Cannon, position.Cannon, position.Pawn, position.Pawn, position.Pawn, position.Pawn, position.Pawn}

// xqfKeys are the deciphering keys of one file.
type xqfKeys struct {
	piece, from, to byte
	comment         uint32
	stream          [32]byte
}

// square54Plus221 is the scrambling polynomial of the XQF keys.
func square54Plus221(x byte) byte {
	v := uint32(x)
	return byte(v*v*54 + 221)
}

func newXQFKeys(h []byte) xqfKeys {
	var k xqfKeys
	version := h[2]
	if version <= 10 {
		return k // plain file
	}
	k.piece = square54Plus221(h[13]) * h[13]
	k.from = square54Plus221(h[14]) * k.piece
	k.to = square54Plus221(h[15]) * k.from
	k.comment = (uint32(h[12])*256+uint32(h[13]))%32000 + 767
	mask := h[3]
	for i := range k.stream {
		key := h[8+i%4] | (h[12+i%4] & mask)
		k.stream[i] = xqfStreamMask[i] & key
	}
	return k
}

// ReadXQF reads an XQF game file (versions with and without the cipher):
// the start position, the main line of moves with their comments, the
// header's names and result. Alternative lines are skipped.
func ReadXQF(r io.Reader) (*Game, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("xqf: %w", err)
	}
	if len(data) < xqfHeaderSize || data[0] != 'X' || data[1] != 'Q' {
		return nil, fmt.Errorf("xqf: not an XQF file (want the XQ signature and a %d-byte header)", xqfHeaderSize)
	}
	version := data[2]
	keys := newXQFKeys(data)

	// Start position.
	var points [32]byte
	for i := range points {
		if version < 12 {
			points[i] = data[0x10+i] - keys.piece
		} else {
			points[(int(keys.piece)+1+i)%32] = data[0x10+i] - keys.piece
		}
	}
	var board [position.Ranks][position.Files]byte
	for i, xy := range points {
		if xy > 89 {
			continue
		}
		f, rk := int(xy)/10, int(xy)%10
		if board[rk][f] != 0 {
			return nil, fmt.Errorf("xqf: two pieces on %s in the start position", position.MakeSquare(f, rk))
		}
		letter := xqfPieces[i%16].Letter()
		if i >= 16 {
			letter += 'a' - 'A'
		}
		board[rk][f] = letter
	}

	// Records: decipher everything after the header with the key stream.
	body := make([]byte, len(data)-xqfHeaderSize)
	for i := range body {
		body[i] = data[xqfHeaderSize+i] - keys.stream[i%32]
	}
	type record struct {
		from, to  byte
		next      bool
		comment   string
		recOffset int
	}
	var recs []record
	pos := 0
	for {
		if pos+4 > len(body) {
			if len(recs) == 0 {
				return nil, fmt.Errorf("xqf: no move records")
			}
			break // truncated: keep what was read
		}
		rec := record{from: body[pos] - 24 - keys.from, to: body[pos+1] - 32 - keys.to, recOffset: xqfHeaderSize + pos}
		flags := body[pos+2]
		pos += 4
		size := 0
		if version <= 10 || flags&0x20 != 0 {
			if pos+4 > len(body) {
				return nil, fmt.Errorf("xqf: record at byte %d is cut short", rec.recOffset)
			}
			n := binary.LittleEndian.Uint32(body[pos:]) - keys.comment
			pos += 4
			if int64(n) > int64(len(body)-pos) {
				return nil, fmt.Errorf("xqf: record at byte %d has a comment of %d bytes past the end of the file", rec.recOffset, n)
			}
			size = int(n)
		}
		if size > 0 {
			rec.comment = decodeGBK(body[pos : pos+size])
			pos += size
		}
		if version <= 10 {
			rec.next = flags&0xF0 != 0
		} else {
			rec.next = flags&0x80 != 0
		}
		recs = append(recs, rec)
		if !rec.next {
			break // the main line ends here; alternatives follow
		}
	}

	// The side to move is the side of the first move's piece.
	side := "w"
	if len(recs) > 1 {
		if xy := recs[1].from; xy <= 89 {
			if c := board[xy%10][xy/10]; c >= 'a' && c <= 'z' {
				side = "b"
			}
		}
	}
	fen := xqfFEN(&board, side)
	p, err := position.FromFEN(fen)
	if err != nil {
		return nil, fmt.Errorf("xqf: start position: %w", err)
	}
	out := &Game{Result: xqfResult(data[0x33])}
	if p.FEN() != position.New().FEN() {
		out.FEN = p.FEN()
	}
	hasComment := false
	for i, rec := range recs[1:] {
		if rec.from > 89 || rec.to > 89 {
			return nil, fmt.Errorf("xqf: move %d (record at byte %d) has a point off the board", i+1, rec.recOffset)
		}
		m := position.MakeMove(position.MakeSquare(int(rec.from)/10, int(rec.from)%10), position.MakeSquare(int(rec.to)/10, int(rec.to)%10))
		if _, err := p.ParseMove(m.String()); err != nil {
			return nil, fmt.Errorf("xqf: move %d (record at byte %d): %w", i+1, rec.recOffset, err)
		}
		p.MakeMove(m)
		out.Moves = append(out.Moves, m)
		out.Comments = append(out.Comments, rec.comment)
		hasComment = hasComment || rec.comment != ""
	}
	if !hasComment {
		out.Comments = nil
	}
	for _, f := range []struct {
		name     string
		off, len int
	}{
		{"Title", 0x50, 64}, {"Event", 0xD0, 64}, {"Date", 0x110, 16}, {"Site", 0x120, 16},
		{"Red", 0x130, 16}, {"Black", 0x140, 16}, {"Annotator", 0x1D0, 16}, {"Author", 0x1E0, 16},
	} {
		if s := xqfString(data[f.off : f.off+f.len]); s != "" {
			out.SetTag(f.name, s)
		}
	}
	if c := recs[0].comment; c != "" {
		out.SetTag("Annotation", c)
	}
	return out, nil
}

func xqfResult(b byte) position.Result {
	switch b {
	case 1:
		return position.RedWins
	case 2:
		return position.BlackWins
	case 3, 4:
		return position.Draw
	}
	return position.NoResult
}

// xqfFEN writes a board of FEN letters (rank 0 first) as a FEN.
func xqfFEN(board *[position.Ranks][position.Files]byte, side string) string {
	var b strings.Builder
	for r := position.Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < position.Files; f++ {
			c := board[r][f]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String() + " " + side
}

// xqfString reads a length-prefixed GBK string field.
func xqfString(field []byte) string {
	n := int(field[0])
	if n >= len(field) {
		n = len(field) - 1
	}
	s := field[1 : 1+n]
	if i := bytes.IndexByte(s, 0); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(decodeGBK(s))
}

// decodeGBK decodes GBK text, keeping valid UTF-8 as it is.
func decodeGBK(b []byte) string {
	if out, err := decodeText(b); err == nil {
		return out
	}
	out, _ := simplifiedchinese.GB18030.NewDecoder().Bytes(b)
	return string(out)
}
