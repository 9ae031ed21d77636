// Package uciclient drives another engine over UCI or UCCI: it starts the
// process in its own process group, does the handshake, sends options,
// positions and searches, and reads the replies with time limits, reporting
// crashes, silences and protocol breaks as an Error the match runner can
// score.
//
// It is the other end of the wire from package ucci and shares nothing with
// it: the match runner in bench imports this package alone, so the engine's
// own protocol loop never has to be linked into a match.
package uciclient
