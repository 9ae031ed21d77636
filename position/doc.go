// Package position is the Xiangqi board: squares, pieces, moves, FEN,
// Zobrist keys, legal move generation, make/unmake, perft, the game history
// and the rules judge of RULES.md. Game files and notations are package
// record, above this one.
//
// The board is a 16x16 mailbox (ElephantEye style): the 9x10 playing area
// sits at files 3..11 and rows 3..12 so that every piece step, including the
// horse's two-square jump, lands inside the array and off-board points are
// found by one table lookup. Each square holds a piece identity (0 = empty):
// 16..31 are Red's pieces, 32..47 Black's, in a fixed order by kind, so a
// piece keeps its identity while it moves — the repetition judge relies on
// that ([C1]-[C6] track pieces by identity, never by square).
//
// Nothing on the hot path allocates: move lists are fixed arrays and the undo
// history is preallocated.
package position
