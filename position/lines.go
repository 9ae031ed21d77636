package position

import "math/bits"

// A rank or a file is a line of up to ten points; its occupancy, one bit a
// point (bit i is file i of a rank, rank i of a file), indexes tables of
// what a rook or a cannon on the line reaches. Looking the answer up
// replaces walking the four rays point by point, whose stops the processor
// cannot predict.

// lineReach is what a rook or a cannon standing on point i of a line
// reaches along it, both ways.
type lineReach struct {
	// first holds the empty points up to the first piece each way and
	// that piece: a rook's moves and what it guards or attacks. Without
	// the pieces it is also a cannon's quiet moves.
	first uint16
	// jump holds, beyond that first piece (a cannon's screen), the empty
	// points up to the second piece and that piece: what a cannon bears
	// on, and its capture.
	jump uint16
}

// rankReach and fileReach are indexed by the point's place on its line and
// the line's occupancy (the point's own bit may be set or not).
var (
	rankReach [Files][1 << Files]lineReach
	fileReach [Ranks][1 << Ranks]lineReach
)

func init() {
	for i := range Files {
		for occ := range 1 << Files {
			rankReach[i][occ] = reachOnLine(Files, i, uint16(occ))
		}
	}
	for i := range Ranks {
		for occ := range 1 << Ranks {
			fileReach[i][occ] = reachOnLine(Ranks, i, uint16(occ))
		}
	}
}

// reachOnLine walks both ways from point i of a line of n points.
func reachOnLine(n, i int, occ uint16) (r lineReach) {
	for _, d := range [2]int{1, -1} {
		j := i + d
		for j >= 0 && j < n && occ>>j&1 == 0 {
			r.first |= 1 << j
			j += d
		}
		if j < 0 || j >= n {
			continue
		}
		r.first |= 1 << j
		for j += d; j >= 0 && j < n; j += d {
			r.jump |= 1 << j
			if occ>>j&1 != 0 {
				break
			}
		}
	}
	return r
}

// lineOccupancy is the occupancy of every rank and file, indexed and
// shifted like the padded board so that a square needs no conversion:
// rank[sq>>4] has bit sq&15 set and file[sq&15] bit sq>>4 for every
// occupied point. MakeMove and UnmakeMove keep it; the temporary board
// edits of SEE, legality tests and the chase rules do not, so nothing
// they call may read it.
type lineOccupancy struct {
	rank, file [16]uint16
}

// set marks sq occupied.
func (o *lineOccupancy) set(sq Square) {
	o.rank[sq>>4] |= 1 << (sq & 15)
	o.file[sq&15] |= 1 << (sq >> 4)
}

// unset marks sq empty.
func (o *lineOccupancy) unset(sq Square) {
	o.rank[sq>>4] &^= 1 << (sq & 15)
	o.file[sq&15] &^= 1 << (sq >> 4)
}

// onRank and onFile return the occupancy of sq's rank (bit f for file f)
// and of its file (bit r for rank r), the indexes of rankReach and
// fileReach.
func (o *lineOccupancy) onRank(sq Square) uint16 { return o.rank[sq>>4] >> fileOffset }
func (o *lineOccupancy) onFile(sq Square) uint16 { return o.file[sq&15] >> rankOffset }

// popcount is bits.OnesCount16, named short for the counting expressions.
func popcount(x uint16) int { return bits.OnesCount16(x) }
