// Package engine is the facade between the protocols and the search: it owns
// the searcher, the options, the time manager, the analysis cache and the
// draw/resign policy. It starts a search on its own goroutine and hands back
// what happened through callbacks (progress) and a Result value (the end);
// it never prints anything — the protocol layer decides what to say.
//
// One search runs at a time. Go starts it, Stop ends it early, PonderHit turns
// a ponder search into a timed one, Wait blocks until the result has been
// delivered. Every method is safe to call from any goroutine.
//
// Bench, the engine's signature run, lives here too: the command line and
// the protocol loop both reach the search through this package.
package engine
