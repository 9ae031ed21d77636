package position

import "math/bits"

// GenMode selects which pseudo-legal moves a generator produces.
type GenMode uint8

// Generator modes.
const (
	GenAll      GenMode = iota // captures and quiet moves
	GenCaptures                // captures only
	GenQuiets                  // non-captures only
)

// GenerateMoves appends the pseudo-legal moves of the side to move to l:
// moves that follow [R-K]..[R-P] but may leave the mover's general
// capturable. Filter them with IsLegal, or use GenerateLegal.
func (p *Position) GenerateMoves(l *MoveList, mode GenMode) {
	own := sideTag(p.side)
	// A target is playable when it holds no own piece and is on the board.
	blocked := own | offBoard
	wantQuiet := mode != GenCaptures
	wantCapture := mode != GenQuiets
	first := firstPiece(p.side)

	add := func(from Square, t int) {
		pc := p.board[t]
		if pc&blocked != 0 {
			return
		}
		if pc == NoPiece {
			if wantQuiet {
				l.Add(MakeMove(from, Square(t)))
			}
		} else if wantCapture {
			l.Add(MakeMove(from, Square(t)))
		}
	}

	// General.
	if from := p.squares[first]; from != NoSquare {
		e := &generalSteps[from]
		for i := range e.n {
			add(from, int(e.to[i]))
		}
	}
	// Advisors.
	for pc := first + 1; pc <= first+2; pc++ {
		from := p.squares[pc]
		if from == NoSquare {
			continue
		}
		e := &advisorSteps[from]
		for i := range e.n {
			add(from, int(e.to[i]))
		}
	}
	// Elephants: two points diagonally, eye empty, never across the river.
	for pc := first + 3; pc <= first+4; pc++ {
		from := p.squares[pc]
		if from == NoSquare {
			continue
		}
		e := &elephantSteps[from]
		for i := range e.n {
			if p.board[e.over[i]] == NoPiece {
				add(from, int(e.to[i]))
			}
		}
	}
	// Horses: the leg must be empty.
	for pc := first + 5; pc <= first+6; pc++ {
		from := p.squares[pc]
		if from == NoSquare {
			continue
		}
		e := &horseSteps[from]
		for i := range e.n {
			if p.board[e.over[i]] == NoPiece {
				add(from, int(e.to[i]))
			}
		}
	}
	if mode == GenCaptures {
		// Rooks and cannons capture the first or second piece of each ray:
		// the line occupancy finds it without walking the empty points.
		for pc := first + 7; pc <= first+10; pc++ {
			if from := p.squares[pc]; from != NoSquare {
				p.lineCaptures(l, from, pc >= first+9, sideTag(p.side^1))
			}
		}
	} else {
		p.lineMoves(l, first, blocked, wantQuiet, wantCapture)
	}
	// Pawns: forward; sideways once across the river.
	fwd := pawnForward[p.side]
	for pc := first + 11; pc <= first+15; pc++ {
		from := p.squares[pc]
		if from == NoSquare {
			continue
		}
		add(from, int(from)+fwd)
		if crossed(from, p.side) {
			add(from, int(from)+east)
			add(from, int(from)+west)
		}
	}
}

// lineMoves appends the moves of the side's rooks and cannons (first is
// its general) by walking each ray.
func (p *Position) lineMoves(l *MoveList, first, blocked Piece, wantQuiet, wantCapture bool) {
	// Rooks.
	for pc := first + 7; pc <= first+8; pc++ {
		from := p.squares[pc]
		if from == NoSquare {
			continue
		}
		for _, d := range orthogonal {
			t := int(from) + d
			for p.board[t] == NoPiece {
				if wantQuiet {
					l.Add(MakeMove(from, Square(t)))
				}
				t += d
			}
			if wantCapture && p.board[t]&blocked == 0 {
				l.Add(MakeMove(from, Square(t)))
			}
		}
	}
	// Cannons: slide to empty points; capture over exactly one screen.
	for pc := first + 9; pc <= first+10; pc++ {
		from := p.squares[pc]
		if from == NoSquare {
			continue
		}
		for _, d := range orthogonal {
			t := int(from) + d
			for p.board[t] == NoPiece {
				if wantQuiet {
					l.Add(MakeMove(from, Square(t)))
				}
				t += d
			}
			if !wantCapture || p.board[t] == offBoard {
				continue
			}
			t += d
			for p.board[t] == NoPiece {
				t += d
			}
			if p.board[t]&blocked == 0 {
				l.Add(MakeMove(from, Square(t)))
			}
		}
	}
}

// lineCaptures appends the captures of the rook or cannon on from, in the
// order of the ray walk (north, south, east, west): the piece it hits on
// each ray, beyond one screen for a cannon, when it is an enemy.
func (p *Position) lineCaptures(l *MoveList, from Square, cannon bool, enemy Piece) {
	f, r := from.File(), from.Rank()
	fo, ro := p.occ.onFile(from), p.occ.onRank(from)
	for i, j := range [4]int{above(fo, r, cannon), below(fo, r, cannon), above(ro, f, cannon), below(ro, f, cannon)} {
		if j < 0 {
			continue
		}
		var t Square
		if i < 2 {
			t = from + Square(north*(j-r))
		} else {
			t = from + Square(j-f)
		}
		if p.board[t]&enemy != 0 {
			l.Add(MakeMove(from, t))
		}
	}
}

// above returns the place of the first occupied point of a line above
// place i (the second with skip), -1 when there is none.
func above(occ uint16, i int, skip bool) int {
	x := occ >> (i + 1) << (i + 1)
	if skip {
		x &= x - 1
	}
	if x == 0 {
		return -1
	}
	return bits.TrailingZeros16(x)
}

// below returns the place of the first occupied point of a line below
// place i (the second with skip), -1 when there is none.
func below(occ uint16, i int, skip bool) int {
	x := occ & (1<<i - 1)
	if skip && x != 0 {
		x &^= 1 << (bits.Len16(x) - 1)
	}
	return bits.Len16(x) - 1
}

// IsLegal reports whether a pseudo-legal move leaves the mover's general
// safe ([R-SELF], [R-FLY]). When the mover is not in check and does not move
// its general, only a line or leg opened at from or a screen added at to can
// expose the general (see attackedAfter), so most moves are proved legal
// without looking at any attacker; a move that neither starts nor ends on
// the general's file or rank, nor starts on a point diagonally next to it
// (a horse's leg), touches no board at all.
func (p *Position) IsLegal(m Move) bool {
	from, to := m.From(), m.To()
	pc := p.board[from]
	k := p.squares[firstPiece(p.side)]
	general := pc.Kind() == General
	if !p.checked && !general && !aligned(from, k) && !aligned(to, k) && !legOf(from, k) {
		return true
	}
	if p.checked && !general && !aligned(from, k) && !aligned(to, k) && !legOf(to, k) && !horseApart(to, k) {
		// In check, a move that touches no line through the general, no
		// horse leg next to it and no point a horse could check from
		// leaves every checker where it was.
		return false
	}
	captured := p.board[to]
	p.board[to], p.board[from] = pc, NoPiece
	var safe bool
	switch {
	case general:
		safe = !p.attackedByMobile(to, p.side.Opponent())
	case p.checked:
		safe = !p.attackedByMobile(k, p.side.Opponent())
	default:
		safe = !p.attackedAfter(k, from, to, pc, sideTag(p.side.Opponent()))
	}
	p.board[from], p.board[to] = pc, captured
	return safe
}

// aligned reports whether two squares share a file or a rank.
func aligned(a, b Square) bool { return (a^b)&0x0F == 0 || (a^b)&0xF0 == 0 }

// horseApart reports whether a and b are a horse's jump apart.
func horseApart(a, b Square) bool {
	d := int(b) - int(a)
	return d >= -horseDeltaBias && d <= horseDeltaBias && horseLegTo[d+horseDeltaBias] != 0
}

// legOf reports whether a is diagonally adjacent to b.
func legOf(a, b Square) bool {
	d := int(a) - int(b)
	return d == 15 || d == 17 || d == -15 || d == -17
}

// GenerateLegal appends the legal moves of the side to move to l.
func (p *Position) GenerateLegal(l *MoveList, mode GenMode) {
	var all MoveList
	p.GenerateMoves(&all, mode)
	legal := p.legalFilter()
	for _, m := range all.Moves[:all.N] {
		if legal.ok(p, m) {
			l.Add(m)
		}
	}
}

// CountLegal returns the number of legal moves (perft's bulk count). Out
// of check only the general's moves, the pinned pieces' moves and moves
// onto a cannon's screen points can be illegal; usually that is the
// general alone, whose moves GenerateMoves lists first.
func (p *Position) CountLegal() int {
	var all MoveList
	p.GenerateMoves(&all, GenAll)
	moves := all.Moves[:all.N]
	n := 0
	if p.checked {
		for _, m := range moves {
			if p.IsLegal(m) {
				n++
			}
		}
		return n
	}
	var pn pins
	p.findPins(&pn)
	k := p.squares[firstPiece(p.side)]
	if pn.pinned == 0 && pn.screen == [4]uint64{} {
		n = len(moves)
		for _, m := range moves {
			if m.From() != k {
				break
			}
			if !p.IsLegal(m) {
				n--
			}
		}
		return n
	}
	pn.pinned |= 1 << firstPiece(p.side)
	for _, m := range moves {
		if pn.pinned>>p.board[m.From()]&1 != 0 {
			if p.IsLegal(m) {
				n++
			}
		} else if to := m.To(); pn.screen[to>>6]>>(to&63)&1 == 0 {
			n++
		}
	}
	return n
}

// HasLegalMove reports whether the side to move has any legal move.
func (p *Position) HasLegalMove() bool {
	var all MoveList
	p.GenerateMoves(&all, GenAll)
	legal := p.legalFilter()
	for _, m := range all.Moves[:all.N] {
		if legal.ok(p, m) {
			return true
		}
	}
	return false
}

// legalFilter decides the legality of many moves of one node: with the
// pins found once when the side to move is not in check, one move at a
// time otherwise.
type legalFilter struct {
	checked bool
	pins    pins
}

func (p *Position) legalFilter() (f legalFilter) {
	f.checked = p.checked
	if !f.checked {
		p.findPins(&f.pins)
	}
	return f
}

// ok reports whether pseudo-legal m is legal.
func (f *legalFilter) ok(p *Position, m Move) bool {
	if f.checked {
		return p.IsLegal(m)
	}
	return p.legalWith(&f.pins, m)
}

// IsPseudoLegal reports whether m is a move the side to move's piece on
// m.From() could make by [R-K]..[R-P] (e.g. to vet a move from the
// transposition table or from input). It needs no move generation.
func (p *Position) IsPseudoLegal(m Move) bool { return p.pseudoLegal(m) }

// IsLegalMove reports whether m is fully legal in this position.
func (p *Position) IsLegalMove(m Move) bool {
	return p.IsPseudoLegal(m) && p.IsLegal(m)
}
