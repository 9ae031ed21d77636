// Package bench holds the measuring tools: perft, the bench signature, and
// the engine-vs-engine match runner with its statistics.
package bench

import "github.com/chuhe-engine/chuhe/position"

// Perft counts the leaf nodes of the legal move tree to depth plies,
// bulk-counting the last ply (the legal moves of a depth-1 node are counted,
// not played).
func Perft(p *position.Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth == 1 {
		return uint64(p.CountLegal())
	}
	var l position.MoveList
	p.GenerateMoves(&l, position.GenAll)
	var n uint64
	for _, m := range l.Moves[:l.N] {
		if !p.IsLegal(m) {
			continue
		}
		p.MakeMove(m)
		n += Perft(p, depth-1)
		p.UnmakeMove()
	}
	return n
}

// PerftFull counts leaves like Perft but makes and unmakes every leaf move,
// which measures make/unmake as well as generation.
func PerftFull(p *position.Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var l position.MoveList
	p.GenerateMoves(&l, position.GenAll)
	var n uint64
	for _, m := range l.Moves[:l.N] {
		if !p.IsLegal(m) {
			continue
		}
		p.MakeMove(m)
		n += PerftFull(p, depth-1)
		p.UnmakeMove()
	}
	return n
}

// DivideEntry is the leaf count below one root move.
type DivideEntry struct {
	Move  position.Move
	Nodes uint64
}

// Divide returns the perft count below each legal root move, in generation order.
func Divide(p *position.Position, depth int) []DivideEntry {
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	out := make([]DivideEntry, 0, l.N)
	for _, m := range l.Moves[:l.N] {
		p.MakeMove(m)
		out = append(out, DivideEntry{m, Perft(p, depth-1)})
		p.UnmakeMove()
	}
	return out
}
