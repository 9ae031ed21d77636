// Package bench is the engine-vs-engine match runner: it plays games between
// engines driven through uciclient, judges them by the rules of position,
// writes them as PGN through record and scores the match (Elo, SPRT).
//
// The bench signature and perft are not here: they belong to engine and
// position, so that the protocol loop and the command line run the same ones.
package bench
