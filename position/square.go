package position

import "fmt"

// Square is an index into the padded 16x16 board. Only the 90 points for
// which IsOnBoard is true are playing points.
type Square uint8

// NoSquare marks an absent square (a captured piece has no square).
const NoSquare Square = 0

// Board geometry of the padded mailbox.
const (
	fileOffset = 3
	rankOffset = 3
	// Files and ranks of the playing area.
	Files = 9
	Ranks = 10
)

// Step deltas on the padded board.
const (
	north = 16 // towards Black (rank + 1)
	south = -16
	east  = 1 // towards file i
	west  = -1
)

// MakeSquare returns the square at file f (0 = a) and rank r (0 = Red's back rank).
func MakeSquare(f, r int) Square {
	return Square((r+rankOffset)*16 + f + fileOffset)
}

// File returns 0..8 (a..i).
func (s Square) File() int { return int(s&15) - fileOffset }

// Rank returns 0..9 counted from Red's back rank.
func (s Square) Rank() int { return int(s>>4) - rankOffset }

// IsOnBoard reports whether s is one of the 90 playing points.
func (s Square) IsOnBoard() bool { return onBoard[s] }

// String formats a playing point as in "e0".
func (s Square) String() string {
	if !s.IsOnBoard() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('0' + s.Rank())})
}

// ParseSquare reads a point such as "e0" (ranks 0-9).
func ParseSquare(str string) (Square, error) {
	if len(str) != 2 || str[0] < 'a' || str[0] > 'i' || str[1] < '0' || str[1] > '9' {
		return NoSquare, fmt.Errorf("bad square %q", str)
	}
	return MakeSquare(int(str[0]-'a'), int(str[1]-'0')), nil
}

// Mirror returns the square reflected left-right (file a <-> file i).
func (s Square) Mirror() Square { return MakeSquare(8-s.File(), s.Rank()) }

// Flip returns the square reflected top-bottom (rank 0 <-> rank 9).
func (s Square) Flip() Square { return MakeSquare(s.File(), 9-s.Rank()) }

// Index returns 0..89 (rank*9 + file), a dense index for tables outside the
// board.
func (s Square) Index() int { return s.Rank()*Files + s.File() }

// SquareFromIndex is the inverse of Index.
func SquareFromIndex(i int) Square { return MakeSquare(i%Files, i/Files) }

// Crossed reports whether the square lies on the far side of the river for
// side (where its pawns move sideways).
func (s Square) Crossed(side Side) bool { return crossed(s, side) }

// crossed reports whether a square lies on the far side of the river for side.
func crossed(s Square, side Side) bool {
	return (s&0x80 != 0) == (side == Red)
}

// sameHalf reports whether two squares lie on the same side of the river.
func sameHalf(a, b Square) bool { return (a^b)&0x80 == 0 }

// The point tables are built by variable initialisers, not init, so that
// every init function of the package (which run in file order) sees them.
var onBoard, inPalace, elephantPoint = pointTables()

// pointTables marks the 90 playing points, the 18 palace points and the
// seven points of each side's elephants.
func pointTables() (board, palace, elephant [256]bool) {
	for r := 0; r < Ranks; r++ {
		for f := 0; f < Files; f++ {
			s := MakeSquare(f, r)
			board[s] = true
			if f >= 3 && f <= 5 && (r <= 2 || r >= 7) {
				palace[s] = true
			}
		}
	}
	for _, fr := range [][2]int{{2, 0}, {6, 0}, {0, 2}, {4, 2}, {8, 2}, {2, 4}, {6, 4}} {
		elephant[MakeSquare(fr[0], fr[1])] = true
		elephant[MakeSquare(fr[0], 9-fr[1])] = true
	}
	return board, palace, elephant
}
