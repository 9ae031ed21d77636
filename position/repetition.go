package position

// Repetition levels of one side over a cycle (RULES.md §5).
const (
	levelClean     = 0
	levelAttack    = 1 // perpetual attack: checks and chases of one and the same piece
	levelPerpetual = 2 // perpetual check: every move a check
)

// cycleResult is the classification of both sides over one cycle.
type cycleResult struct {
	levels [2]int
	chased [2]Piece // for a side at levelAttack: one piece it chased every time
}

// findRepetition looks back through the history since the last capture (and
// since the last null move) for earlier occurrences of the current position.
// It returns how many earlier occurrences there are (at most enough) and the
// distance in plies to the most recent one (0 if none).
func (p *Position) findRepetition(enough int) (count, last int) {
	n := len(p.hist)
	limit := min(p.halfmove, n)
	for k := 1; k <= limit; k++ {
		u := &p.hist[n-k]
		if u.move == NoMove {
			break
		}
		if k&1 == 0 && u.key == p.key {
			if count == 0 {
				last = k
			}
			count++
			if count >= enough {
				break
			}
		}
	}
	return count, last
}

// moveGaveCheck reports whether the move at history index i gave check.
func (p *Position) moveGaveCheck(i int) bool {
	if i+1 < len(p.hist) {
		return p.hist[i+1].checked
	}
	return p.checked
}

// classifyCycle classifies the last k plies (k even, no capture, no null
// move among them) for both sides. With full false it stops as soon as the
// verdict (which side's level is higher) is settled, which is all the search
// needs; with full true it computes both levels exactly.
func (p *Position) classifyCycle(k int, full bool) cycleResult {
	var r cycleResult
	n := len(p.hist)
	// Checks are known from the history without replaying anything.
	allCheck := [2]bool{true, true}
	for i := n - k; i < n; i++ {
		if !p.moveGaveCheck(i) {
			mover := p.side
			if (n-i)&1 == 1 {
				mover ^= 1
			}
			allCheck[mover] = false
		}
	}
	for s := range 2 {
		if allCheck[s] {
			r.levels[s] = levelPerpetual
		}
	}
	if !full && (allCheck[0] || allCheck[1]) {
		return r // a side at level 2 settles it: the other is below or equal
	}

	// Replay the cycle from its start to find chases. Unmaking leaves the
	// undo entries in the backing array, and replaying the same moves writes
	// the same entries back, so the moves can be read from it as we go.
	saved := p.hist[:n]
	for range k {
		p.UnmakeMove()
	}
	want := [2]uint16{0xFFFE, 0xFFFE} // every enemy piece but the general
	alive := [2]bool{!allCheck[0], !allCheck[1]}
	for i := n - k; i < n; i++ {
		m := saved[i].move
		s := p.side
		p.MakeMove(m)
		if !alive[s] || p.checked {
			continue
		}
		want[s] &= p.chases(s, m, want[s])
		if want[s] == 0 {
			alive[s] = false
		}
	}
	for s := Red; s <= Black; s++ {
		if alive[s] {
			r.levels[s] = levelAttack
			for slot := Piece(1); slot < 16; slot++ {
				if want[s]&(1<<slot) != 0 {
					r.chased[s] = firstPiece(s.Opponent()) + slot
					break
				}
			}
		}
	}
	return r
}

// RepVerdict is the in-search verdict on a repeated position, from the point
// of view of the side to move.
type RepVerdict int8

// In-search repetition verdicts.
const (
	RepNone RepVerdict = iota // no earlier occurrence since the last capture
	RepDraw                   // equal levels
	RepWin                    // the side to move wins: the opponent is the offender
	RepLoss                   // the side to move is the offender and loses
)

// RepetitionInSearch is the in-search form of [R-REP] (RULES.md §7): it looks
// back through the history since the last capture, stopping at a null move,
// for an earlier occurrence of the current position (a second occurrence is
// enough) and classifies the cycle between them with the levels of §5. It
// does not allocate.
func (p *Position) RepetitionInSearch() RepVerdict {
	count, k := p.findRepetition(1)
	if count == 0 {
		return RepNone
	}
	r := p.classifyCycle(k, false)
	us, them := r.levels[p.side], r.levels[p.side^1]
	switch {
	case us > them:
		return RepLoss
	case them > us:
		return RepWin
	}
	return RepDraw
}
