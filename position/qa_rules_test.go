package position

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These cases were worked out by hand from the text of docs/RULES.md (each name
// cites the clause it exercises); they guard the corners of [C1]-[C6] and
// of §4 that the public rules cases do not reach.

// TestQAChaseCorners checks single moves against the chase definition.
func TestQAChaseCorners(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		move string
		want []string
	}{
		// The black general on d9 could take back on d8, but the red horse on
		// c6 guards d8: a recapture that exposes the general does not protect.
		{"[C5] a general that cannot legally recapture does not protect", "3k5/3n5/9/2N6/9/9/R8/9/9/5K3 w", "a3a8", []string{"d8"}},
		{"[C5] a general that can recapture protects", "3k5/3n5/9/9/9/9/R8/9/9/5K3 w", "a3a8", nil},
		// Advisors have no exception: only a horse or a cannon chases a protected rook.
		{"[C5] advisor on a protected rook is not a chase", "5k3/9/3r5/9/9/9/9/3r5/9/4KA3 w", "f0e1", nil},
		{"[C5] advisor on an unprotected rook is a chase", "5k3/9/9/9/9/9/9/3r5/9/4KA3 w", "f0e1", []string{"d2"}},
		// [C6] asks whether T could take X back; a horse with a hobbled leg cannot.
		{"[C6] horse on a horse that cannot take back is a chase", "3k5/9/4n4/4p4/9/1N7/9/9/9/4K4 w", "b4d5", []string{"e7"}},
		{"[C6] horse on a horse that can take back is an exchange offer", "3k5/9/4n4/9/9/1N7/9/9/9/4K4 w", "b4d5", nil},
		{"[C6] cannon on a cannon that can take back is an exchange offer", "3k5/9/2c6/9/2P6/9/9/9/9/C3K4 w", "a0c0", nil},
		// The general steps off the file the black rook pins the horse on:
		// the horse's capture is new for the pair ([C4] a pinned piece set free).
		{"[C4] a pinned piece set free chases", "5k3/4r4/9/9/5c3/9/4N4/9/9/4K4 w", "e0d0", []string{"f5"}},
		// Red was in check when it could already take the horse: a capture
		// illegal only because of the check counts as possible.
		{"[C4] a capture illegal only because of check was possible", "5k3/4r4/n8/9/9/9/R8/9/9/4K4 w", "e0d0", nil},
		// The horse on e4 is the only piece between the generals: taking
		// would let them face each other ([C3] flying general included).
		{"[C3] a capture that opens the generals' file is no chase", "4k4/9/9/5c3/4P4/4N4/9/9/9/4K4 w", "e5d5", nil},
		{"[C3] the same capture with the file still closed chases", "4k4/4a4/9/5c3/4P4/4N4/9/9/9/4K4 w", "e5d5", []string{"f6"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, chasedAfter(t, tt.fen, tt.move))
		})
	}
}

// TestQAJudgeCorners plays whole games and compares the verdict, the levels
// of both sides, and the ply the game ended at.
func TestQAJudgeCorners(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		moves  string
		result Result
		reason Reason
		levels [2]int
	}{
		// Red's rook a4-c4 attacks the horse c7 itself; going back it uncovers
		// the rook on c0: two different chasers, one and the same target.
		{"[R-REP] a chase by two different pieces of the same target", "4k4/9/2n6/9/9/R8/9/9/9/2RK5 w",
			"a4c4 e9e8 c4a4 e8e9 a4c4 e9e8 c4a4 e8e9", BlackWins, PerpetualAttack, [2]int{1, 0}},
		// Red's rook attacks the horse a7 from a4 and the horse c7 from c4:
		// different pieces chased, so Red is clean.
		{"[R-REP] different pieces chased is clean", "4k4/9/n1n6/9/9/R8/9/9/9/3K5 w",
			"a4c4 e9e8 c4a4 e8e9 a4c4 e9e8 c4a4 e8e9", Draw, Repetition, [2]int{0, 0}},
		// Rook d1 checks, rook b1 attacks the unprotected cannon b7: one check,
		// one chase of the same piece is perpetual attack.
		{"[R-REP] one check, one chase is level 1", "3k5/9/1c7/9/9/9/9/9/1R7/5K3 w",
			"b1d1 d9e9 d1b1 e9d9 b1d1 d9e9 d1b1 e9d9", BlackWins, PerpetualAttack, [2]int{1, 0}},
		{"[R-REP] one check, one idle move is clean", "3k5/9/9/9/9/9/9/9/1R7/5K3 w",
			"b1d1 d9e9 d1b1 e9d9 b1d1 d9e9 d1b1 e9d9", Draw, Repetition, [2]int{0, 0}},
		// The same placement with the other side to move is another position:
		// after nine plies it stands with Black to move for the second time only.
		{"[R-REP] the side to move is part of the position", "3k5/9/9/9/9/9/9/7R1/9/5K3 w",
			"h2h3 d9d8 h3h4 d8d9 h4h2 d9d8 h2h3 d8d9 h3h2", NoResult, NoReason, [2]int{}},
		{"[R-REP] third occurrence with the other side to move", "3k5/9/9/9/9/9/9/7R1/9/5K3 w",
			"h2h3 d9d8 h3h4 d8d9 h4h2 d9d8 h2h3 d8d9 h3h2 d9d8 h2h3 d8d9 h3h2", Draw, Repetition, [2]int{}},
		// The setup counts as the first occurrence even with a non-zero clock.
		{"[R-REP] the FEN position counts as an occurrence", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 30 20",
			"h2h3 d9d8 h3h2 d8d9 h2h3 d9d8 h3h2 d8d9", Draw, Repetition, [2]int{}},
		// Material changes with a capture, so the count starts again from the
		// position right after it: that position is the first occurrence.
		{"[R-REP] two occurrences since the last capture are not enough", "3k5/9/9/9/9/9/9/7R1/7p1/5K3 w",
			"h2h1 d9d8 h1h2 d8d9 h2h1 d9d8 h1h2 d8d9", NoResult, NoReason, [2]int{}},
		{"[R-REP] the position right after the capture counts", "3k5/9/9/9/9/9/9/7R1/7p1/5K3 w",
			"h2h1 d9d8 h1h2 d8d9 h2h1 d9d8 h1h2 d8d9 h2h1", Draw, Repetition, [2]int{}},
		// counts from the FEN's clock: 116 + 4 quiet plies = 120.
		{"[R-120] the FEN half-move clock counts", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 116 50",
			"h2h3 d9d8 h3h4 d8d9", Draw, Sixty, [2]int{}},
		{"[R-120] one ply short is not yet a draw", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 116 50",
			"h2h3 d9d8 h3h4", NoResult, NoReason, [2]int{}},
		// [R-REP] is checked before.
		{"[R-REP] before [R-120] on the same ply", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 112 50",
			"h2h3 d9d8 h3h2 d8d9 h2h3 d9d8 h3h2 d8d9", Draw, Repetition, [2]int{}},
		// Red's horse checks every move; Black's first general move puts
		// itself as the screen of the d9 cannon onto the horse (a chase), its
		// second unmasks the cannons' check on d1: Black is level 1, and the
		// perpetual checker loses to the perpetual chaser.
		{"[R-REP] a perpetual checker loses to a perpetual chaser", "3c5/9/4k4/5N3/9/3c5/9/7N1/3K5/8C w",
			"f6d5 e7d7 d5f6 d7e7 f6d5 e7d7 d5f6 d7e7", BlackWins, PerpetualCheck, [2]int{2, 1}},
		// Red's b8 cannon attacks the i8 rook every move (first through the
		// black rook as screen, then through its own f8 cannon); Black's rook
		// attacks the b8 cannon every move (first by uncovering the i8 rook,
		// then directly): both chase, so it is a draw.
		{"[R-REP] both sides chasing draw", "9/1Cr2C2r/3k5/9/9/9/9/9/3c5/5K3 w",
			"f8f6 c8c5 f6f8 c5c8 f8f6 c8c5 f6f8 c5c8", Draw, Repetition, [2]int{1, 1}},
		// Red blocks a check with a check, then steps aside to attack the g1
		// rook through the g3 cannon; Black checks every move: Black loses.
		{"[R-REP] checks against check-and-chase: the checker loses", "5k3/5r3/8c/9/6C2/9/6c2/5K3/6r2/9 w",
			"g5f5 i7f7 f5g5 f7i7 g5f5 i7f7 f5g5 f7i7", RedWins, PerpetualCheck, [2]int{1, 2}},
		{"[R-MATE] stalemate at ply 0 loses", "3k5/R8/9/9/9/9/9/9/4R4/5K3 b", "", RedWins, Stalemate, [2]int{}},
		{"[R-MAT] after the capture of the last attacking piece", "3k5/9/9/9/9/9/9/9/4r4/3AK4 w", "d0e1", Draw, Material, [2]int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			require.NoError(t, err)
			ply, v, err := ApplyMoves(p, strings.Fields(tt.moves))
			require.NoError(t, err)
			assert.Equal(t, len(strings.Fields(tt.moves)), ply)
			assert.Equal(t, tt.result, v.Result, "result: %s", v)
			assert.Equal(t, tt.reason, v.Reason, "reason: %s", v)
			assert.Equal(t, tt.levels, v.Levels, "levels: %s", v)
		})
	}
}

// TestQAMovesAfterTheEnd: a move after or [R-REP] ended the game is
// an error that names the ply of the end.
func TestQAMovesAfterTheEnd(t *testing.T) {
	tests := []struct {
		name, fen, moves, err string
	}{
		{"[R-120]", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 116 50", "h2h3 d9d8 h3h4 d8d9 h4h5",
			"move 5 (h4h5) comes after the game ended at ply 4 (draw by sixty)"},
		{"[R-REP]", "5k3/9/9/9/4r4/9/9/9/9/3K5 b", "e5d5 d0e0 d5e5 e0d0 e5d5 d0e0 d5e5 e0d0 e5d5",
			"move 9 (e5d5) comes after the game ended at ply 8 (red wins: black loses by perpetual-check)"},
		{"[R-MATE] at ply 0", "3k5/R8/9/9/9/9/9/9/4R4/5K3 b", "d9e9", "move 1 (d9e9) comes after the game ended at ply 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			require.NoError(t, err)
			_, _, err = ApplyMoves(p, strings.Fields(tt.moves))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.err)
		})
	}
}

// TestQAFENRejects covers rejection rules of docs/RULES.md §1 in the corners the
// FEN tests do not reach; each message must name the problem.
func TestQAFENRejects(t *testing.T) {
	tests := []struct{ name, fen, err string }{
		{"clock too large for an int", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 99999999999999999999 1", "FEN half-move clock 99999999999999999999 is above 119"},
		{"move number too large for an int", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 99999999999999999999", "FEN full-move number 99999999999999999999 is too large"},
		{"black elephant off its points", "3k5/9/9/3b5/9/9/9/9/9/4K4 w", "FEN has a black elephant on d6, off its seven points"},
		{"black elephant across the river", "3k5/9/9/9/9/2b6/9/9/9/4K4 w", "FEN has a black elephant on c4, off its seven points"},
		{"black pawn on its own half off the pawn files", "3k5/9/9/1p7/9/9/9/9/9/4K4 w", "FEN has a black pawn on b6, on its own half off the five pawn files"},
		{"red pawn on its back rank", "3k5/9/9/9/9/9/9/9/9/P3K4 w", "FEN has a red pawn on a0, behind its starting rank"},
		{"black general in the red palace", "9/9/9/9/9/9/9/3k5/9/5K3 w", "FEN has the black general on d2, outside its palace"},
		{"three black advisors", "3aka3/4a4/9/9/9/9/9/9/9/5K3 w", "FEN has more than 2 black advisors"},
		{"side not to move in check by a cannon", "3k5/9/9/9/9/9/3N5/9/9/3CK4 w", "FEN has the side not to move (black) in check"},
		{"side not to move in check by a horse", "3k5/9/4N4/9/9/9/9/9/9/4K4 w", "FEN has the side not to move (black) in check"},
		{"side not to move in check by a pawn", "3k5/3P5/9/9/9/9/9/9/9/4K4 w", "FEN has the side not to move (black) in check"},
		{"red not to move in check", "3k5/9/9/9/9/9/9/9/4p4/4K4 b", "FEN has the side not to move (red) in check"},
		{"generals face with black to move", "4k4/9/9/9/9/9/9/9/9/4K4 b", "FEN has the generals facing each other"},
		{"clock a word", "3k5/9/9/9/9/9/9/9/9/4K4 w - - ten 1", `FEN half-move clock "ten" is not a number`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := FromFEN(tt.fen)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.err)
		})
	}
	// Accepted: crossed pawns on any file, E and H letters, r for Red, the
	// side to move in check.
	for _, fen := range []string{"3k5/9/9/9/1P7/9/9/9/9/4K4 w", "3k5/9/9/9/9/1p7/9/9/9/4K4 w", "2eak4/9/4h4/9/9/9/9/9/9/4K4 r", "3k5/9/9/9/9/9/9/9/9/3RK4 b"} {
		_, err := FromFEN(fen)
		assert.NoError(t, err, fen)
	}
}
