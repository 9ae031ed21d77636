package position

// Perft counts the leaf nodes of the legal move tree to depth plies,
// bulk-counting the last ply (the legal moves of a depth-1 node are counted,
// not played).
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth == 1 {
		return uint64(p.CountLegal())
	}
	var l MoveList
	p.GenerateMoves(&l, GenAll)
	legal := p.legalFilter()
	var n uint64
	for _, m := range l.Moves[:l.N] {
		if !legal.ok(p, m) {
			continue
		}
		p.MakeMove(m)
		n += p.Perft(depth - 1)
		p.UnmakeMove()
	}
	return n
}

// PerftFull counts leaves like Perft but makes and unmakes every leaf move,
// which measures make/unmake as well as generation.
func (p *Position) PerftFull(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var l MoveList
	p.GenerateMoves(&l, GenAll)
	var n uint64
	for _, m := range l.Moves[:l.N] {
		if !p.IsLegal(m) {
			continue
		}
		p.MakeMove(m)
		n += p.PerftFull(depth - 1)
		p.UnmakeMove()
	}
	return n
}

// DivideEntry is the leaf count below one root move.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns the perft count below each legal root move, in generation order.
func (p *Position) Divide(depth int) []DivideEntry {
	var l MoveList
	p.GenerateLegal(&l, GenAll)
	out := make([]DivideEntry, 0, l.N)
	for _, m := range l.Moves[:l.N] {
		p.MakeMove(m)
		out = append(out, DivideEntry{m, p.Perft(depth - 1)})
		p.UnmakeMove()
	}
	return out
}
