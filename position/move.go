package position

import "fmt"

// Move is a from-square and a to-square packed in 16 bits. The zero Move is
// "no move".
type Move uint16

// NoMove is the null move value.
const NoMove Move = 0

// MakeMove packs a move.
func MakeMove(from, to Square) Move { return Move(from) | Move(to)<<8 }

// From returns the origin square.
func (m Move) From() Square { return Square(m) }

// To returns the destination square.
func (m Move) To() Square { return Square(m >> 8) }

// String formats the move in coordinate notation ("h2e2"); NoMove is "0000".
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	return m.From().String() + m.To().String()
}

// ParseMove reads coordinate notation ("h2e2", ranks 0-9). It checks the
// syntax only; Position.ParseMove also checks legality.
func ParseMove(s string) (Move, error) {
	if len(s) != 4 {
		return NoMove, fmt.Errorf("bad move %q: want four characters such as h2e2", s)
	}
	from, err1 := ParseSquare(s[:2])
	to, err2 := ParseSquare(s[2:])
	if err1 != nil || err2 != nil {
		return NoMove, fmt.Errorf("bad move %q: want files a-i and ranks 0-9 such as h2e2", s)
	}
	if from == to {
		return NoMove, fmt.Errorf("bad move %q: from and to are the same point", s)
	}
	return MakeMove(from, to), nil
}

// MaxMoves bounds the number of pseudo-legal moves in any position
// (2 rooks 34 + 2 cannons 34 + horses 16 + pawns 15 + the rest < 128).
const MaxMoves = 128

// MoveList is a fixed-capacity list of moves that needs no allocation.
type MoveList struct {
	N     int
	Moves [MaxMoves]Move
}

// Add appends a move.
func (l *MoveList) Add(m Move) {
	l.Moves[l.N] = m
	l.N++
}

// Slice returns the moves as a slice sharing the list's storage.
func (l *MoveList) Slice() []Move { return l.Moves[:l.N] }

// Contains reports whether m is in the list.
func (l *MoveList) Contains(m Move) bool {
	for _, x := range l.Moves[:l.N] {
		if x == m {
			return true
		}
	}
	return false
}
