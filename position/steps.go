package position

// stepTable lists, for each point, the points one kind of short-range
// piece can reach from it on the board, in the order of the direction
// tables (so generation order is unchanged), each with the point that must
// be empty on the way (a horse's leg, an elephant's eye; unused for
// generals and advisors). Precomputing them leaves the generators and the
// attack map no off-board or palace tests.
type stepTable [256]struct {
	n        uint8
	to, over [8]uint8
}

var (
	horseSteps, elephantSteps, advisorSteps, generalSteps stepTable
)

// add appends a reachable point to the list of from.
func (t *stepTable) add(from, to, over int) {
	e := &t[from]
	e.to[e.n], e.over[e.n] = uint8(to), uint8(over)
	e.n++
}

func init() {
	for r := 0; r < Ranks; r++ {
		for f := 0; f < Files; f++ {
			sq := MakeSquare(f, r)
			from := int(sq)
			for _, j := range horseJumps {
				if onBoard[from+j[0]] {
					horseSteps.add(from, from+j[0], from+j[1])
				}
			}
			for _, d := range diagonal {
				if t := from + 2*d; onBoard[t] && sameHalf(sq, Square(t)) {
					elephantSteps.add(from, t, from+d)
				}
				if t := from + d; inPalace[t] && inPalace[from] {
					advisorSteps.add(from, t, t)
				}
			}
			for _, d := range orthogonal {
				if t := from + d; inPalace[t] && inPalace[from] {
					generalSteps.add(from, t, t)
				}
			}
		}
	}
}
