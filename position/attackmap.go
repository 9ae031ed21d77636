package position

// AttackMap is the attack information of every piece of one position,
// built by Attacks in one pass over the board: who could capture (or
// recapture on) the point of each piece, and how far each piece reaches.
// It is what the evaluation's threat, mobility and palace terms read, so
// that the board is walked once per evaluation. Pins and the flying general
// are ignored: it describes geometry, not legality. It is a plain value
// (kept on the caller's stack, nothing allocated).
type AttackMap struct {
	// By[pc] has bit pc-16 set for every piece identity that could capture
	// on the point of piece pc: an attacker when it is of the other side,
	// a guard when it is of pc's side. Zero for pieces off the board.
	By [48]uint32
	// Quiet[pc] counts the empty points piece pc can move to, Captures[pc]
	// the enemy pieces it can capture: its pseudo-legal moves, split.
	Quiet, Captures [48]uint8
	// PalaceHits[pc] counts the points of the enemy palace piece pc
	// attacks, empty or occupied by either side.
	PalaceHits [48]uint8
}

// SideBits returns the bits of By that belong to side s's pieces, shifted
// down so that bit i is the piece in slot i of the side (the slots of
// KindPieces).
func SideBits(by uint32, s Side) uint16 { return uint16(by >> (16 * s)) }

// enemyPalace[s][sq] is 1 on the nine points of the palace side s attacks.
var enemyPalace [2][256]uint8

func init() {
	// From coordinates, not inPalace: square.go's init may run after this one.
	for f := 3; f <= 5; f++ {
		for r := 0; r <= 2; r++ {
			enemyPalace[Black][MakeSquare(f, r)] = 1
			enemyPalace[Red][MakeSquare(f, 9-r)] = 1
		}
	}
}

// Attacks fills m for position p.
func (p *Position) Attacks(m *AttackMap) {
	*m = AttackMap{}
	for pc := firstPiece(Red); pc < firstPiece(Black)+16; pc++ {
		if from := p.squares[pc]; from != NoSquare {
			p.pieceAttacksInto(m, pc, int(from))
		}
	}
}

// attackWalk accumulates one piece's attacks while Attacks walks them.
type attackWalk struct {
	m      *AttackMap
	bit    uint32
	enemy  Piece
	palace *[256]uint8
	quiet  int
	caps   int
	hits   int
}

// target records that the piece can move onto or capture on point t.
func (w *attackWalk) target(q Piece, t int) {
	if q == offBoard {
		return
	}
	w.hits += int(w.palace[t])
	if q == NoPiece {
		w.quiet++
		return
	}
	w.m.By[q] |= w.bit
	if q&w.enemy != 0 {
		w.caps++
	}
}

// pieceAttacksInto adds the attacks of piece pc standing on from to m.
func (p *Position) pieceAttacksInto(m *AttackMap, pc Piece, from int) {
	side := pc.Side()
	w := attackWalk{m: m, bit: 1 << (pc - 16), enemy: sideTag(side ^ 1), palace: &enemyPalace[side]}
	b := &p.board
	switch pc.Kind() {
	case Rook:
		for _, d := range orthogonal {
			t := from + d
			for b[t] == NoPiece {
				w.hits += int(w.palace[t])
				w.quiet++
				t += d
			}
			w.target(b[t], t)
		}
	case Cannon:
		for _, d := range orthogonal {
			t := from + d
			for b[t] == NoPiece {
				w.quiet++
				t += d
			}
			if b[t] == offBoard {
				continue
			}
			t += d
			for b[t] == NoPiece {
				w.hits += int(w.palace[t])
				t += d
			}
			w.target(b[t], t)
		}
	case Horse:
		for _, j := range horseJumps {
			if b[from+j[1]] == NoPiece {
				w.target(b[from+j[0]], from+j[0])
			}
		}
	case Pawn:
		w.target(b[from+pawnForward[side]], from+pawnForward[side])
		if crossed(Square(from), side) {
			w.target(b[from+east], from+east)
			w.target(b[from+west], from+west)
		}
	case Advisor:
		for _, d := range diagonal {
			if inPalace[from+d] {
				w.target(b[from+d], from+d)
			}
		}
	case Elephant:
		for _, d := range diagonal {
			if t := from + 2*d; b[from+d] == NoPiece && onBoard[t] && sameHalf(Square(from), Square(t)) {
				w.target(b[t], t)
			}
		}
	case General:
		for _, d := range orthogonal {
			if inPalace[from+d] {
				w.target(b[from+d], from+d)
			}
		}
	}
	m.Quiet[pc], m.Captures[pc], m.PalaceHits[pc] = uint8(w.quiet), uint8(w.caps), uint8(w.hits)
}
