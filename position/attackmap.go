package position

import "math/bits"

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
	for sq := range 256 {
		if inPalace[sq] {
			// Red's palace lies below the river.
			enemyPalace[Side(Square(sq)&0x80>>7)^1][sq] = 1
		}
	}
}

// Attacks fills m for position p. It walks each kind's pieces with the
// kind's own loop and keeps a piece's three counts packed in one word
// (quiet moves, captures and palace hits in bytes 0, 1 and 2, added from
// tables without branches): it runs once per evaluation, so it is written
// for speed rather than brevity. With three counters the compiler kept
// them on the stack, each step waiting on the last one's store.
func (p *Position) Attacks(m *AttackMap) {
	*m = AttackMap{}
	b := &p.board
	occ := &p.occ
	for side := Red; side <= Black; side++ {
		enemy := sideTag(side ^ 1)
		pal := &palaceCount[side]
		add := &targetCount[side]
		first := firstPiece(side)
		for pc := first; pc < first+16; pc++ {
			from := int(p.squares[pc])
			if from == int(NoSquare) {
				continue
			}
			bit := uint32(1) << (pc - 16)
			var n uint32 // the packed counts
			// target records that pc can move onto or capture on t. An
			// empty point adds its bit to By[NoPiece] (cleared at the end),
			// and so does the off-board marker, which counts as neither
			// empty nor a piece of either side.
			target := func(t int) {
				q := b[uint8(t)]
				n += add[q] + pal[uint8(t)]
				m.By[q&63] |= bit
			}
			switch pieceKind[pc] {
			case Rook, Cannon:
				// A rook moves to, hits and takes what it reaches first; a
				// cannon moves there too, but hits and takes beyond its
				// screen.
				f, r := Square(from).File(), Square(from).Rank()
				ro, fo := occ.onRank(Square(from)), occ.onFile(Square(from))
				re, fe := rankReach[f][ro], fileReach[r][fo]
				hitR, hitF := re.first, fe.first
				if pieceKind[pc] == Cannon {
					hitR, hitF = re.jump, fe.jump
				}
				quiet := popcount(re.first&^ro) + popcount(fe.first&^fo)
				hits := popcount(hitR&palRank[side][r]) + popcount(hitF&palFile[side][f])
				caps := m.lineTargets(b, from-f, 1, hitR&ro, bit, enemy) +
					m.lineTargets(b, from-north*r, north, hitF&fo, bit, enemy)
				n = uint32(quiet) | uint32(caps)<<8 | uint32(hits)<<16
			case Horse:
				e := &horseSteps[from]
				for i := range e.n {
					if b[e.over[i]] == NoPiece {
						target(int(e.to[i]))
					}
				}
			case Pawn:
				target(from + pawnForward[side])
				if crossed(Square(from), side) {
					target(from + east)
					target(from + west)
				}
			case Advisor:
				e := &advisorSteps[from]
				for i := range e.n {
					target(int(e.to[i]))
				}
			case Elephant:
				e := &elephantSteps[from]
				for i := range e.n {
					if b[e.over[i]] == NoPiece {
						target(int(e.to[i]))
					}
				}
			case General:
				e := &generalSteps[from]
				for i := range e.n {
					target(int(e.to[i]))
				}
			}
			m.Quiet[pc], m.Captures[pc], m.PalaceHits[pc] = uint8(n), uint8(n>>8), uint8(n>>16)
		}
	}
	m.By[NoPiece] = 0
}

// targetCount[s][q] is what a point holding q adds to the packed counts of
// a piece of side s that reaches it: a quiet move when it is empty, a
// capture when it holds an enemy. palaceCount[s][sq] adds a palace hit on
// the points of the palace s attacks.
var (
	targetCount [2][256]uint32
	palaceCount [2][256]uint32
)

func init() {
	for s := Red; s <= Black; s++ {
		targetCount[s][NoPiece] = 1
		for q := range 64 {
			if Piece(q)&sideTag(s^1) != 0 {
				targetCount[s][q] = 1 << 8
			}
		}
		for sq := range 256 {
			palaceCount[s][sq] = uint32(enemyPalace[s][sq]) << 16
		}
	}
}

// lineTargets records that the piece with bit attacks or guards the pieces
// on the points of targets, a mask of a line whose point i is base+i*step,
// and returns how many of them are enemies (tagged enemy).
func (m *AttackMap) lineTargets(b *[256]Piece, base, step int, targets uint16, bit uint32, enemy Piece) int {
	caps := 0
	for ; targets != 0; targets &= targets - 1 {
		q := b[uint8(base+step*bits.TrailingZeros16(targets))]
		m.By[q&63] |= bit
		if q&enemy != 0 {
			caps++
		}
	}
	return caps
}

// palRank[s][r] and palFile[s][f] are the points of the palace side s
// attacks on rank r and on file f, as line masks.
var palRank [2][Ranks]uint16
var palFile [2][Files]uint16

func init() {
	for sq := range 256 {
		if s := Square(sq); inPalace[sq] {
			side := Side(s&0x80>>7) ^ 1
			palRank[side][s.Rank()] |= 1 << s.File()
			palFile[side][s.File()] |= 1 << s.Rank()
		}
	}
}
