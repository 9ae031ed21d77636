package position

// Side is a player: Red moves first.
type Side uint8

// The two sides.
const (
	Red   Side = 0
	Black Side = 1
)

// Opponent returns the other side.
func (s Side) Opponent() Side { return s ^ 1 }

// String returns "red" or "black".
func (s Side) String() string {
	if s == Red {
		return "red"
	}
	return "black"
}

// Kind is a piece type, independent of colour.
type Kind uint8

// Piece kinds. The order matches the slots of the piece identities.
const (
	NoKind   Kind = iota
	General       // K
	Advisor       // A
	Elephant      // B (also E on input)
	Horse         // N (also H on input)
	Rook          // R
	Cannon        // C
	Pawn          // P
)

// NumKinds bounds arrays indexed by Kind.
const NumKinds = 8

var kindLetters = [NumKinds]byte{' ', 'K', 'A', 'B', 'N', 'R', 'C', 'P'}

// Letter returns the FEN letter of the kind in upper case.
func (k Kind) Letter() byte { return kindLetters[k] }

// Piece is a piece identity: 0 is no piece, 16..31 Red's pieces and 32..47
// Black's. Within a side the 16 slots are, in order: general, 2 advisors,
// 2 elephants, 2 horses, 2 rooks, 2 cannons, 5 pawns. A piece keeps its
// identity as it moves, so it can be followed through a repetition cycle.
type Piece uint8

// NoPiece is the empty point.
const NoPiece Piece = 0

// offBoard fills the padding around the playing area; it belongs to neither side.
const offBoard Piece = 64

// sideTag is the bit shared by all pieces of a side.
func sideTag(s Side) Piece { return 16 << s }

// firstPiece returns the first identity of a side (its general).
func firstPiece(s Side) Piece { return Piece(16 + 16*int(s)) }

// kindSlots gives, for each kind, the first slot within a side and the
// number of slots (how many pieces of the kind a set has).
var kindSlots = [NumKinds][2]int{{0, 0}, {0, 1}, {1, 2}, {3, 2}, {5, 2}, {7, 2}, {9, 2}, {11, 5}}

var pieceKind [64]Kind

func init() {
	for s := Red; s <= Black; s++ {
		for k := General; k <= Pawn; k++ {
			for i := 0; i < kindSlots[k][1]; i++ {
				pieceKind[int(firstPiece(s))+kindSlots[k][0]+i] = k
			}
		}
	}
}

// Kind returns the kind of a piece (NoKind for the empty point).
func (p Piece) Kind() Kind { return pieceKind[p&63] }

// Side returns the owner of a piece; meaningless for NoPiece.
func (p Piece) Side() Side { return Side(p>>5) & 1 }

// Letter returns the FEN letter: upper case Red, lower case Black.
func (p Piece) Letter() byte {
	l := p.Kind().Letter()
	if p.Side() == Black {
		l += 'a' - 'A'
	}
	return l
}

// colorKind is a dense 0..13 index of (side, kind) for tables such as Zobrist keys.
func colorKind(p Piece) int { return int(p.Side())*7 + int(p.Kind()) - 1 }

// ColorKind returns a dense index 0..13 of the piece's side and kind, for
// tables kept outside this package (evaluation, history).
func (p Piece) ColorKind() int { return colorKind(p) }

// KindPieces returns the range of identities [first, end) that side s's
// pieces of kind k use, for loops over one kind of piece.
func KindPieces(s Side, k Kind) (first, end Piece) {
	first = firstPiece(s) + Piece(kindSlots[k][0])
	return first, first + Piece(kindSlots[k][1])
}

// KindBits returns the bits of the slots of kind k within a side, in the
// numbering of SideBits.
func KindBits(k Kind) uint16 { return uint16((1<<kindSlots[k][1] - 1) << kindSlots[k][0]) }

// NonGeneral returns the range of identities [first, end) of side s's
// pieces other than its general, advisors to pawns.
func NonGeneral(s Side) (first, end Piece) {
	return firstPiece(s) + 1, firstPiece(s) + 16
}
