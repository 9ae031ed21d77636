// Package datagen plays the self-play games a network learns from and
// stores them compactly: a start position, the moves, the search score of
// every move and the result, about four bytes a position.
//
// A shard file is the magic "CHUHEDG1" followed by game records. Each
// record is a little-endian uint32 length, the body, and the body's CRC-32
// (IEEE):
//
//	result   uint8   0 black won, 1 draw, 2 red won
//	reason   uint8   length, then that many bytes (e.g. "checkmate", "adjudicated")
//	fen      uint8   length, then the start FEN
//	moves    uint16  count, then per move: uint16 from*90+to (square
//	                 indices rank*9+file), int16 score of the side to move
//
// A record is written whole or not at all, so a shard cut short (Ctrl-C,
// a crash) loses at most its torn last record, which the reader names
// and drops.
package datagen

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"

	"github.com/chuhe-engine/chuhe/position"
)

// Magic opens every shard file: format name and version.
const Magic = "CHUHEDG1"

// points is the number of playing points; moves are coded by point index.
const points = position.Files * position.Ranks

// maxRecord bounds one record (a 65,535-move game is 262 KB): a length
// beyond it means the file is damaged, not a very long game.
const maxRecord = 1 << 20

// Outcome is a game's result from Red's point of view.
type Outcome uint8

// The outcomes, stored as bytes.
const (
	BlackWon Outcome = 0
	Drawn    Outcome = 1
	RedWon   Outcome = 2
)

// String returns the PGN-style result.
func (o Outcome) String() string {
	switch o {
	case BlackWon:
		return "0-1"
	case Drawn:
		return "1/2-1/2"
	case RedWon:
		return "1-0"
	}
	return fmt.Sprintf("Outcome(%d)", uint8(o))
}

// Game is one self-play game.
type Game struct {
	StartFEN string
	Moves    []position.Move
	// Scores[i] is the search score of Moves[i] from the mover's view, in
	// the engine's units (mates as ±(Mate-plies)), or NoScore.
	Scores  []int16
	Outcome Outcome
	Reason  string // why it ended: a rules reason, "adjudicated" or "max-plies"
}

// encodeMove packs a move by square indices, independent of the board's
// internal square numbering.
func encodeMove(m position.Move) uint16 {
	return uint16(m.From().Index()*points + m.To().Index())
}

func decodeMove(v uint16) (position.Move, error) {
	from, to := int(v)/points, int(v)%points
	if from >= points {
		return position.NoMove, fmt.Errorf("move code %d is off the board", v)
	}
	return position.MakeMove(position.SquareFromIndex(from), position.SquareFromIndex(to)), nil
}

// appendBody appends g's record body (without length and CRC) to b.
func appendBody(b []byte, g *Game) ([]byte, error) {
	if len(g.Reason) > math.MaxUint8 || len(g.StartFEN) > math.MaxUint8 {
		return nil, errors.New("reason or FEN longer than 255 bytes")
	}
	if len(g.Moves) != len(g.Scores) || len(g.Moves) > math.MaxUint16 {
		return nil, fmt.Errorf("%d moves and %d scores", len(g.Moves), len(g.Scores))
	}
	b = append(b, byte(g.Outcome), byte(len(g.Reason)))
	b = append(b, g.Reason...)
	b = append(b, byte(len(g.StartFEN)))
	b = append(b, g.StartFEN...)
	b = binary.LittleEndian.AppendUint16(b, uint16(len(g.Moves)))
	for i, m := range g.Moves {
		b = binary.LittleEndian.AppendUint16(b, encodeMove(m))
		b = binary.LittleEndian.AppendUint16(b, uint16(g.Scores[i]))
	}
	return b, nil
}

// AppendRecord appends g as one whole record (length, body, CRC) to b.
func AppendRecord(b []byte, g *Game) ([]byte, error) {
	start := len(b)
	b = append(b, 0, 0, 0, 0)
	b, err := appendBody(b, g)
	if err != nil {
		return nil, err
	}
	body := b[start+4:]
	binary.LittleEndian.PutUint32(b[start:], uint32(len(body)))
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(body)), nil
}

func parseBody(body []byte) (Game, error) {
	var g Game
	rd := func(n int) ([]byte, error) {
		if len(body) < n {
			return nil, io.ErrUnexpectedEOF
		}
		v := body[:n]
		body = body[n:]
		return v, nil
	}
	head, err := rd(2)
	if err != nil {
		return g, err
	}
	if head[0] > byte(RedWon) {
		return g, fmt.Errorf("result byte %d is not 0, 1 or 2", head[0])
	}
	g.Outcome = Outcome(head[0])
	reason, err := rd(int(head[1]))
	if err != nil {
		return g, err
	}
	g.Reason = string(reason)
	n, err := rd(1)
	if err != nil {
		return g, err
	}
	fen, err := rd(int(n[0]))
	if err != nil {
		return g, err
	}
	g.StartFEN = string(fen)
	cnt, err := rd(2)
	if err != nil {
		return g, err
	}
	count := int(binary.LittleEndian.Uint16(cnt))
	moves, err := rd(4 * count)
	if err != nil {
		return g, err
	}
	if len(body) != 0 {
		return g, fmt.Errorf("%d stray bytes after the moves", len(body))
	}
	g.Moves = make([]position.Move, count)
	g.Scores = make([]int16, count)
	for i := range count {
		m, err := decodeMove(binary.LittleEndian.Uint16(moves[4*i:]))
		if err != nil {
			return g, fmt.Errorf("move %d: %w", i+1, err)
		}
		g.Moves[i] = m
		g.Scores[i] = int16(binary.LittleEndian.Uint16(moves[4*i+2:]))
	}
	return g, nil
}

// Reader reads the games of one shard.
type Reader struct {
	r      *bufio.Reader
	offset int64 // bytes consumed: the end of the last good record
	n      int   // games read
}

// NewReader checks the magic and returns a reader positioned at the first
// game.
func NewReader(r io.Reader) (*Reader, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	head := make([]byte, len(Magic))
	if _, err := io.ReadFull(br, head); err != nil {
		return nil, fmt.Errorf("not a datagen shard: too short for the %q header", Magic)
	}
	if string(head) != Magic {
		return nil, fmt.Errorf("not a datagen shard: header %q, want %q", head, Magic)
	}
	return &Reader{r: br, offset: int64(len(Magic))}, nil
}

// ErrTorn reports a record cut short at the end of the file: the games
// before it are good.
var ErrTorn = errors.New("the last record is cut short")

// Next returns the next game, io.EOF at a clean end, an error wrapping
// ErrTorn when the file ends inside a record, or another error naming the
// damaged record.
func (r *Reader) Next() (Game, error) {
	var lenb [4]byte
	if _, err := io.ReadFull(r.r, lenb[:]); err != nil {
		if err == io.EOF {
			return Game{}, io.EOF
		}
		return Game{}, fmt.Errorf("game %d: %w", r.n+1, ErrTorn)
	}
	size := binary.LittleEndian.Uint32(lenb[:])
	if size > maxRecord {
		return Game{}, fmt.Errorf("game %d: record length %d is beyond %d: damaged file", r.n+1, size, maxRecord)
	}
	buf := make([]byte, size+4)
	if _, err := io.ReadFull(r.r, buf); err != nil {
		return Game{}, fmt.Errorf("game %d: %w", r.n+1, ErrTorn)
	}
	body := buf[:size]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(buf[size:]) {
		return Game{}, fmt.Errorf("game %d: checksum mismatch: damaged file", r.n+1)
	}
	g, err := parseBody(body)
	if err != nil {
		return Game{}, fmt.Errorf("game %d: %w", r.n+1, err)
	}
	r.n++
	r.offset += int64(size) + 8
	return g, nil
}

// Offset is the byte offset just past the last good record.
func (r *Reader) Offset() int64 { return r.offset }

// ReadAll returns every game of a shard; a torn last record is reported in
// the error but the games before it are returned too.
func ReadAll(rd io.Reader) ([]Game, error) {
	r, err := NewReader(rd)
	if err != nil {
		return nil, err
	}
	var games []Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games, nil
		}
		if err != nil {
			return games, err
		}
		games = append(games, g)
	}
}

// Replay plays g from its start, calling fn with the position before each
// move, the move and its score. The position is reused: copy it to keep it.
func (g *Game) Replay(fn func(p *position.Position, m position.Move, score int)) error {
	p, err := position.FromFEN(g.StartFEN)
	if err != nil {
		return fmt.Errorf("start FEN: %w", err)
	}
	for i, m := range g.Moves {
		if !p.IsLegalMove(m) {
			return fmt.Errorf("move %d (%s) is illegal in %s", i+1, m, p.FEN())
		}
		fn(p, m, int(g.Scores[i]))
		p.MakeMove(m)
	}
	return nil
}
