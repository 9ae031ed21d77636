package position

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// StartFEN is the initial position.
const StartFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

// New returns the start position.
func New() *Position {
	p, err := FromFEN(StartFEN)
	if err != nil {
		panic("position: start FEN rejected: " + err.Error()) // a bug, not input
	}
	return p
}

// FromFEN parses a FEN per docs/RULES.md §1 and returns the position, or an
// error naming exactly what is wrong with it.
func FromFEN(fen string) (*Position, error) {
	p := &Position{}
	if err := p.SetFEN(fen); err != nil {
		return nil, err
	}
	return p, nil
}

// SetFEN replaces the position with the one a FEN describes and clears the
// history. On error the position is left unchanged.
func (p *Position) SetFEN(fen string) error {
	var q Position
	if err := q.parseFEN(fen); err != nil {
		return err
	}
	if cap(p.hist) >= historyReserve {
		q.hist = p.hist[:0]
	} else {
		q.hist = make([]undo, 0, historyReserve)
	}
	*p = q
	return nil
}

func (p *Position) parseFEN(fen string) error {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return fmt.Errorf("empty FEN")
	}
	for i := range p.board {
		p.board[i] = offBoard
		if onBoard[i] {
			p.board[i] = NoPiece
		}
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != Ranks {
		return fmt.Errorf("FEN has %d ranks, want 10", len(rows))
	}
	var used [2][NumKinds]int
	for i, row := range rows {
		rank := 9 - i
		file := 0
		for _, c := range row {
			if c >= '1' && c <= '9' {
				file += int(c - '0')
				if file > Files {
					return fmt.Errorf("FEN rank %d has more than 9 points", rank)
				}
				continue
			}
			kind, side, ok := pieceFromLetter(c)
			if !ok {
				return fmt.Errorf("FEN has unknown piece letter %q", c)
			}
			if file >= Files {
				return fmt.Errorf("FEN rank %d has more than 9 points", rank)
			}
			if used[side][kind] >= kindSlots[kind][1] {
				if kind == General {
					return fmt.Errorf("FEN has more than one %s general", side)
				}
				return fmt.Errorf("FEN has more than %d %s %ss", kindSlots[kind][1], side, kind)
			}
			pc := firstPiece(side) + Piece(kindSlots[kind][0]+used[side][kind])
			used[side][kind]++
			sq := MakeSquare(file, rank)
			if err := checkPlacement(kind, side, sq); err != nil {
				return err
			}
			p.board[sq] = pc
			p.squares[pc] = sq
			p.occ.set(sq)
			file++
		}
		if file != Files {
			return fmt.Errorf("FEN rank %d has %d points, want 9", rank, file)
		}
	}
	for s := Red; s <= Black; s++ {
		if used[s][General] == 0 {
			return fmt.Errorf("FEN has no %s general", s)
		}
	}

	// Side to move and clocks; missing trailing fields default to "w - - 0 1".
	p.side = Red
	if len(fields) > 1 {
		switch fields[1] {
		case "w", "r":
			p.side = Red
		case "b":
			p.side = Black
		default:
			return fmt.Errorf("FEN side to move %q is not w, r or b", fields[1])
		}
	}
	p.halfmove, p.fullmove = 0, 1
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if errors.Is(err, strconv.ErrRange) && n > 0 {
			return fmt.Errorf("FEN half-move clock %s is above 119 (the game would already be drawn)", fields[4])
		}
		if err != nil || n < 0 {
			return fmt.Errorf("FEN half-move clock %q is not a number", fields[4])
		}
		if n > 119 {
			return fmt.Errorf("FEN half-move clock %d is above 119 (the game would already be drawn)", n)
		}
		p.halfmove = n
	}
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if errors.Is(err, strconv.ErrRange) && n > 0 {
			return fmt.Errorf("FEN full-move number %s is too large", fields[5])
		}
		if err != nil || n < 0 {
			return fmt.Errorf("FEN full-move number %q is not a number", fields[5])
		}
		p.fullmove = n
	}
	if len(fields) > 6 {
		return fmt.Errorf("FEN has %d fields, want at most 6", len(fields))
	}

	if p.generalsFace() {
		return fmt.Errorf("FEN has the generals facing each other on an open file")
	}
	if p.generalAttacked(p.side.Opponent()) {
		return fmt.Errorf("FEN has the side not to move (%s) in check", p.side.Opponent())
	}
	p.key = p.computeKey()
	p.checked = p.generalAttacked(p.side)
	p.startFEN = p.FEN()
	return nil
}

// checkPlacement enforces the points each kind may stand on.
func checkPlacement(k Kind, s Side, sq Square) error {
	ownHalf := !crossed(sq, s)
	rel := sq.Rank() // rank counted from the side's own back rank
	if s == Black {
		rel = 9 - rel
	}
	switch k {
	case General:
		if !inPalace[sq] || !ownHalf {
			return fmt.Errorf("FEN has the %s general on %s, outside its palace", s, sq)
		}
	case Advisor:
		if !inPalace[sq] || !ownHalf || (sq.File()+rel)%2 != 1 {
			return fmt.Errorf("FEN has a %s advisor on %s, off its five palace points", s, sq)
		}
	case Elephant:
		if !elephantPoint[sq] || !ownHalf {
			return fmt.Errorf("FEN has a %s elephant on %s, off its seven points", s, sq)
		}
	case Pawn:
		if rel < 3 {
			return fmt.Errorf("FEN has a %s pawn on %s, behind its starting rank", s, sq)
		}
		if ownHalf && sq.File()%2 != 0 {
			return fmt.Errorf("FEN has a %s pawn on %s, on its own half off the five pawn files", s, sq)
		}
	}
	return nil
}

// generalsFace reports whether the generals share a file with nothing between.
func (p *Position) generalsFace() bool {
	r, b := p.squares[firstPiece(Red)], p.squares[firstPiece(Black)]
	if r.File() != b.File() {
		return false
	}
	for t := r + north; t != b; t += north {
		if p.board[t] != NoPiece {
			return false
		}
	}
	return true
}

func pieceFromLetter(c rune) (Kind, Side, bool) {
	side := Red
	if c >= 'a' && c <= 'z' {
		side = Black
		c -= 'a' - 'A'
	}
	switch c {
	case 'K':
		return General, side, true
	case 'A':
		return Advisor, side, true
	case 'B', 'E':
		return Elephant, side, true
	case 'N', 'H':
		return Horse, side, true
	case 'R':
		return Rook, side, true
	case 'C':
		return Cannon, side, true
	case 'P':
		return Pawn, side, true
	}
	return NoKind, Red, false
}

var kindNames = [NumKinds]string{"", "general", "advisor", "elephant", "horse", "rook", "cannon", "pawn"}

// String returns the English name of a kind.
func (k Kind) String() string { return kindNames[k] }

// FEN formats the position: K A B N R C P letters, w/b, all six fields.
func (p *Position) FEN() string {
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < Files; f++ {
			pc := p.board[MakeSquare(f, r)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pc.Letter())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if p.side == Red {
		b.WriteString(" w")
	} else {
		b.WriteString(" b")
	}
	fmt.Fprintf(&b, " - - %d %d", p.halfmove, p.fullmove)
	return b.String()
}

// ParseMove reads a coordinate move and checks that it is legal here; the
// error says why not.
func (p *Position) ParseMove(s string) (Move, error) {
	m, err := ParseMove(s)
	if err != nil {
		return NoMove, err
	}
	pc := p.board[m.From()]
	switch {
	case pc == NoPiece:
		return NoMove, fmt.Errorf("illegal move %s: no piece on %s", s, m.From())
	case pc.Side() != p.side:
		return NoMove, fmt.Errorf("illegal move %s: the piece on %s is %s's and %s is to move", s, m.From(), pc.Side(), p.side)
	case !p.IsPseudoLegal(m):
		return NoMove, fmt.Errorf("illegal move %s: a %s cannot move that way", s, pc.Kind())
	case !p.IsLegal(m):
		return NoMove, fmt.Errorf("illegal move %s: it leaves the %s general capturable", s, p.side)
	}
	return m, nil
}

// String draws the board as text, Black at the top, with the FEN and key.
func (p *Position) String() string {
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%d ", r)
		for f := 0; f < Files; f++ {
			pc := p.board[MakeSquare(f, r)]
			if pc == NoPiece {
				b.WriteString(" .")
			} else {
				b.WriteByte(' ')
				b.WriteByte(pc.Letter())
			}
		}
		b.WriteByte('\n')
		if r == 5 {
			b.WriteString("   ~~~~~~~~~~~~~~~~~\n")
		}
	}
	b.WriteString("   a b c d e f g h i\n")
	fmt.Fprintf(&b, "FEN: %s\nKey: %016x\n", p.FEN(), p.key)
	return b.String()
}
