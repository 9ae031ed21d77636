package eval

import "github.com/chuhe-engine/chuhe/position"

// Step deltas on the padded board (see position.MakeSquare).
const (
	north = 16
	south = -16
	east  = 1
	west  = -1
)

var (
	orthogonal = [4]int{north, south, east, west}
	diagonal   = [4]int{north + east, north + west, south + east, south + west}
	// horseJumps pairs each horse jump with the leg point that must be empty.
	horseJumps = [8][2]int{
		{2*north + east, north}, {2*north + west, north},
		{2*south + east, south}, {2*south + west, south},
		{2*east + north, east}, {2*east + south, east},
		{2*west + north, west}, {2*west + south, west},
	}
	pawnForward = [2]int{north, south}
)

// inPalace marks the nine points of both palaces; enemyPalace[s] the nine
// of the palace side s attacks (1, for counting).
var (
	inPalace    [256]bool
	enemyPalace [2][256]int
)

func init() {
	for f := 3; f <= 5; f++ {
		for r := 0; r <= 2; r++ {
			inPalace[position.MakeSquare(f, r)] = true
			inPalace[position.MakeSquare(f, 9-r)] = true
			enemyPalace[position.Red][position.MakeSquare(f, 9-r)] = 1
			enemyPalace[position.Black][position.MakeSquare(f, r)] = 1
		}
	}
}

// threatRank orders the kinds by worth for "attacked by a cheaper piece":
// a pawn is the cheapest attacker, a general the dearest.
var threatRank = [position.NumKinds]uint8{
	position.Pawn:     1,
	position.Advisor:  2,
	position.Elephant: 2,
	position.Horse:    3,
	position.Cannon:   4,
	position.Rook:     5,
	position.General:  6,
}

// attackTable records, for every piece identity, the cheapest enemy piece
// that could capture it (its threatRank, 0 for none) and whether a piece
// of its own side could recapture on its point. It lives on the stack of
// Evaluate: no allocation.
type attackTable struct {
	least    [48]uint8
	defended [48]bool
	// empty and captures count, for rooks, cannons and horses, the empty
	// points they can move to and the enemy pieces they can capture (as
	// position.Reach does), for mobility.
	empty, captures [48]uint8
	// palaceAttackers and palaceUnits measure each side's attack on the
	// enemy palace: how many pieces bear on it, and their weighted sum.
	palaceAttackers [2]int
	palaceUnits     [2]int
}

// hit records that a piece of rank r of side s could capture on sq.
func (t *attackTable) hit(p *position.Position, s position.Side, r uint8, sq position.Square) {
	if q := p.At(sq); q != position.NoPiece {
		t.record(s, r, q)
	}
}

// record notes that a piece of rank r of side s could capture piece q.
func (t *attackTable) record(s position.Side, r uint8, q position.Piece) {
	if q.Side() == s {
		t.defended[q] = true
	} else if t.least[q] == 0 || r < t.least[q] {
		t.least[q] = r
	}
}

// capture records the capture of q by piece pc (a rook, cannon or horse,
// whose captures of enemy pieces also count towards its mobility).
func (t *attackTable) capture(s position.Side, r uint8, pc, q position.Piece) {
	if q.Side() != s {
		t.captures[pc]++
	}
	t.record(s, r, q)
}

// scan fills the table with the captures of side s's pieces, and counts
// how s's rooks, horses, cannons and pawns bear on the enemy palace. Pins
// and the flying general are ignored: this is an estimate, the search checks.
func (t *attackTable) scan(p *position.Position, s position.Side) {
	first := piece(s, 0)
	palace := &enemyPalace[s]
	for pc := first; pc < first+16; pc++ {
		from := p.SquareOf(pc)
		if from == position.NoSquare {
			continue
		}
		k := pc.Kind()
		r := threatRank[k]
		sq := int(from)
		hits := 0 // points of the enemy palace this piece attacks
		switch k {
		case position.Rook:
			for _, d := range orthogonal {
				x := sq + d
				q := position.NoPiece
				for position.Square(x).IsOnBoard() {
					if q = p.At(position.Square(x)); q != position.NoPiece {
						break
					}
					hits += palace[x]
					t.empty[pc]++
					x += d
				}
				if q != position.NoPiece {
					hits += palace[x]
					t.capture(s, r, pc, q)
				}
			}
		case position.Cannon:
			for _, d := range orthogonal {
				x := sq + d
				for position.Square(x).IsOnBoard() && p.At(position.Square(x)) == position.NoPiece {
					t.empty[pc]++
					x += d
				}
				if !position.Square(x).IsOnBoard() {
					continue
				}
				x += d
				q := position.NoPiece
				for position.Square(x).IsOnBoard() {
					if q = p.At(position.Square(x)); q != position.NoPiece {
						break
					}
					hits += palace[x]
					x += d
				}
				if q != position.NoPiece {
					hits += palace[x]
					t.capture(s, r, pc, q)
				}
			}
		case position.Horse:
			for _, j := range horseJumps {
				to := position.Square(sq + j[0])
				if to.IsOnBoard() && p.At(position.Square(sq+j[1])) == position.NoPiece {
					hits += palace[to]
					if q := p.At(to); q == position.NoPiece {
						t.empty[pc]++
					} else {
						t.capture(s, r, pc, q)
					}
				}
			}
		case position.Pawn:
			hits += palace[sq+pawnForward[s]]
			t.hit(p, s, r, position.Square(sq+pawnForward[s]))
			if crossedRank[s][from] {
				hits += palace[sq+east] + palace[sq+west]
				t.hit(p, s, r, position.Square(sq+east))
				t.hit(p, s, r, position.Square(sq+west))
			}
		case position.Advisor:
			for _, d := range diagonal {
				if inPalace[sq+d] {
					t.hit(p, s, r, position.Square(sq+d))
				}
			}
		case position.Elephant:
			for _, d := range diagonal {
				to := position.Square(sq + 2*d)
				if to.IsOnBoard() && crossedRank[s][to] == crossedRank[s][from] && p.At(position.Square(sq+d)) == position.NoPiece {
					t.hit(p, s, r, to)
				}
			}
		case position.General:
			for _, d := range orthogonal {
				if inPalace[sq+d] {
					t.hit(p, s, r, position.Square(sq+d))
				}
			}
		}
		if hits > 0 {
			t.palaceAttackers[s]++
			t.palaceUnits[s] += palaceAttackWeight[k] + hits*palaceHitWeight
		}
	}
}

// threats scores the pieces side s attacks: one attacked by a cheaper
// piece of s, or attacked and undefended, is likely lost or must move
// (middle game, end game). It also returns how many such targets s has.
func threats(p *position.Position, t *attackTable, s position.Side) (mg, eg, n int) {
	them := s.Opponent()
	first := piece(them, 0)
	for pc := first + 1; pc < first+16; pc++ {
		a := t.least[pc]
		if a == 0 {
			continue // not attacked, or captured (a captured piece is never hit)
		}
		k := pc.Kind()
		switch {
		case a < threatRank[k]:
			mg += threatByLesser[k][0]
			eg += threatByLesser[k][1]
			n++
		case !t.defended[pc]:
			mg += hangingPiece[k][0]
			eg += hangingPiece[k][1]
			n++
		}
	}
	return mg, eg, n
}
