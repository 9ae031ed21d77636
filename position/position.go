package position

// undo is what MakeMove records to take a move back; the slice of them is
// also the game history that repetition detection and the judge read.
type undo struct {
	key      uint64 // key of the position before the move
	move     Move
	captured Piece
	halfmove int16 // half-move clock before the move
	checked  bool  // whether the mover was in check before the move
}

// Position is a board with the side to move, its Zobrist key, and the
// history of moves that led to it since it was set up. The zero value is not
// usable: build one with New, FromFEN or SetFEN.
type Position struct {
	board    [256]Piece
	squares  [48]Square // square of each piece identity; NoSquare when captured or absent
	occ      lineOccupancy
	side     Side
	key      uint64
	halfmove int  // plies since the last capture ([R-120])
	fullmove int  // full-move number, as in FEN
	checked  bool // the side to move is in check
	hist     []undo
	startFEN string
}

// historyReserve is how many plies of history are preallocated beyond the
// moves a position is set up with, so that search never allocates.
const historyReserve = 1024

// Side returns the side to move.
func (p *Position) Side() Side { return p.side }

// Key returns the Zobrist key of placement and side to move.
func (p *Position) Key() uint64 { return p.key }

// HalfMoveClock returns the plies since the last capture.
func (p *Position) HalfMoveClock() int { return p.halfmove }

// FullMoveNumber returns the FEN full-move number.
func (p *Position) FullMoveNumber() int { return p.fullmove }

// InCheck reports whether the side to move is in check (cached by MakeMove).
func (p *Position) InCheck() bool { return p.checked }

// At returns the piece on a square (NoPiece when empty or off the board).
func (p *Position) At(s Square) Piece {
	if pc := p.board[s]; pc != offBoard {
		return pc
	}
	return NoPiece
}

// IsCapture reports whether move m lands on a piece: for a legal move, an
// enemy one. The search, its move ordering and the data tools all split
// moves into captures and quiet moves by this test.
func (p *Position) IsCapture(m Move) bool { return p.At(m.To()) != NoPiece }

// SquareOf returns where a piece identity stands, NoSquare if it is not on the board.
func (p *Position) SquareOf(pc Piece) Square { return p.squares[pc] }

// GeneralSquare returns the square of a side's general.
func (p *Position) GeneralSquare(s Side) Square { return p.squares[firstPiece(s)] }

// Ply returns the number of moves made since the position was set up.
func (p *Position) Ply() int { return len(p.hist) }

// LastMove returns the last move made, or NoMove.
func (p *Position) LastMove() Move {
	if len(p.hist) == 0 {
		return NoMove
	}
	return p.hist[len(p.hist)-1].move
}

// LastCaptured returns the piece captured by the last move, or NoPiece.
func (p *Position) LastCaptured() Piece {
	if len(p.hist) == 0 {
		return NoPiece
	}
	return p.hist[len(p.hist)-1].captured
}

// Moves returns the moves made since setup, oldest first (a copy).
func (p *Position) Moves() []Move {
	ms := make([]Move, len(p.hist))
	for i, u := range p.hist {
		ms[i] = u.move
	}
	return ms
}

// StartFEN returns the FEN the position was set up from.
func (p *Position) StartFEN() string { return p.startFEN }

// Pieces calls fn for every piece of a side on the board, general first.
func (p *Position) Pieces(s Side, fn func(pc Piece, sq Square)) {
	first := firstPiece(s)
	for pc := first; pc < first+16; pc++ {
		if sq := p.squares[pc]; sq != NoSquare {
			fn(pc, sq)
		}
	}
}

// Count returns how many pieces of a kind a side has on the board.
func (p *Position) Count(s Side, k Kind) int {
	first := int(firstPiece(s)) + kindSlots[k][0]
	n := 0
	for i := 0; i < kindSlots[k][1]; i++ {
		if p.squares[first+i] != NoSquare {
			n++
		}
	}
	return n
}

// Copy returns an independent deep copy (history included).
func (p *Position) Copy() *Position {
	q := *p
	q.hist = make([]undo, len(p.hist), cap(p.hist))
	copy(q.hist, p.hist)
	return &q
}

// KeyAfter returns the key the position will have after pseudo-legal
// move m, without playing it (to fetch its table entry early).
func (p *Position) KeyAfter(m Move) uint64 {
	from, to := m.From(), m.To()
	k := colorKind(p.board[from])
	key := p.key ^ zobristPiece[k][from] ^ zobristPiece[k][to] ^ zobristSide
	if captured := p.board[to]; captured != NoPiece {
		key ^= zobristPiece[colorKind(captured)][to]
	}
	return key
}

// MakeMove plays a pseudo-legal move (one from GenerateMoves or a move that
// IsPseudoLegal accepts). It does not check legality; use IsLegal first:
// InCheck after a move that left the mover's own general capturable is
// not kept exact.
func (p *Position) MakeMove(m Move) {
	from, to := m.From(), m.To()
	pc := p.board[from]
	captured := p.board[to]
	p.hist = append(p.hist, undo{key: p.key, move: m, captured: captured, halfmove: int16(p.halfmove), checked: p.checked})
	k := colorKind(pc)
	p.key ^= zobristPiece[k][from] ^ zobristPiece[k][to] ^ zobristSide
	if captured != NoPiece {
		p.key ^= zobristPiece[colorKind(captured)][to]
		p.squares[captured] = NoSquare
		p.halfmove = 0
	} else {
		p.halfmove++
	}
	p.board[to] = pc
	p.board[from] = NoPiece
	p.squares[pc] = to
	p.occ.unset(from)
	p.occ.set(to)
	if p.side == Black {
		p.fullmove++
	}
	p.side ^= 1
	// The general now to move was safe before the move (the move before was
	// legal), so only what this move changed can attack it.
	p.checked = p.attackedAfter(p.squares[firstPiece(p.side)], from, to, pc, sideTag(p.side^1))
}

// UnmakeMove takes back the last move made.
func (p *Position) UnmakeMove() {
	n := len(p.hist) - 1
	u := &p.hist[n]
	from, to := u.move.From(), u.move.To()
	pc := p.board[to]
	p.board[from] = pc
	p.squares[pc] = from
	p.board[to] = u.captured
	p.occ.set(from)
	if u.captured != NoPiece {
		p.squares[u.captured] = to
	} else {
		p.occ.unset(to)
	}
	p.side ^= 1
	if p.side == Black {
		p.fullmove--
	}
	p.key = u.key
	p.halfmove = int(u.halfmove)
	p.checked = u.checked
	p.hist = p.hist[:n]
}

// MakeNullMove passes the turn (for null-move pruning only; never legal in a
// game). The side to move must not be in check.
func (p *Position) MakeNullMove() {
	p.hist = append(p.hist, undo{key: p.key, move: NoMove, halfmove: int16(p.halfmove), checked: p.checked})
	p.key ^= zobristSide
	p.side ^= 1
	p.checked = false
}

// UnmakeNullMove takes back MakeNullMove.
func (p *Position) UnmakeNullMove() {
	n := len(p.hist) - 1
	u := &p.hist[n]
	p.side ^= 1
	p.key = u.key
	p.halfmove = int(u.halfmove)
	p.checked = u.checked
	p.hist = p.hist[:n]
}

// computeKey rebuilds the Zobrist key from scratch (setup and tests).
func (p *Position) computeKey() uint64 {
	var key uint64
	for sq := 0; sq < 256; sq++ {
		if pc := p.board[sq]; pc != NoPiece && pc != offBoard {
			key ^= zobristPiece[colorKind(pc)][sq]
		}
	}
	if p.side == Black {
		key ^= zobristSide
	}
	return key
}
