package position

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFENRoundTrip(t *testing.T) {
	fens := []string{
		StartFEN,
		"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
		"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
		"3k5/9/9/6c2/9/9/9/6R2/9/5K3 b - - 2 30",
		"1Cbakabnr/9/rc5c1/p1p1p1p1p/9/4P4/P1P3P1P/7C1/9/RNBAKABNR b - - 119 60",
	}
	for _, fen := range fens {
		p, err := FromFEN(fen)
		require.NoError(t, err, fen)
		assert.Equal(t, fen, p.FEN())
		assert.Equal(t, p.computeKey(), p.Key())
	}
}

// RULES.md §1: alternative letters, 'r' for Red, and defaults for missing fields.
func TestFENAcceptedVariants(t *testing.T) {
	cases := []struct{ in, want string }{
		{"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1", StartFEN},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", StartFEN},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"},
		{"  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR   w  -  -  7  ", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 7 1"},
	}
	for _, c := range cases {
		p, err := FromFEN(c.in)
		require.NoError(t, err, c.in)
		assert.Equal(t, c.want, p.FEN())
	}
}

// Every rejection rule of RULES.md §1 has a case asserting the message; the
// cases with no message must be accepted.
func TestFENRejected(t *testing.T) {
	cases := []struct{ name, fen, msg string }{
		{"empty", "", "empty FEN"},
		{"too few ranks", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", "FEN has 9 ranks, want 10"},
		{"short rank", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/8/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "FEN rank 4 has 8 points, want 9"},
		{"long rank", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/91/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "FEN rank 4 has more than 9 points"},
		{"long rank by piece", "rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "FEN rank 9 has more than 9 points"},
		{"unknown letter", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w", `FEN has unknown piece letter 'X'`},
		{"no red general", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w", "FEN has no red general"},
		{"no black general", "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "FEN has no black general"},
		{"two generals", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w", "FEN has more than one red general"},
		{"three rooks", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4R4/RNBAKABNR w", "FEN has more than 2 red rooks"},
		{"six pawns", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/p8/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "FEN has more than 5 black pawns"},
		{"general off palace", "3k5/9/9/9/9/9/9/9/9/2K6 w", "FEN has the red general on c0, outside its palace"},
		{"black general off palace", "9/9/9/9/4k4/9/9/9/9/4K4 w", "FEN has the black general on e5, outside its palace"},
		{"accepted: advisor on e1, a palace point", "4k4/9/9/9/9/9/9/9/4A4/3K5 w", ""},
		{"advisor on palace edge", "3k5/9/9/9/9/9/9/9/3A5/4K4 w", "FEN has a red advisor on d1, off its five palace points"},
		{"black advisor off points", "3k5/4a4/4a4/9/9/9/9/9/9/4K4 w", "FEN has a black advisor on e7, off its five palace points"},
		{"elephant off points", "3k5/9/9/9/9/9/9/9/9/3KB4 w", "FEN has a red elephant on e0, off its seven points"},
		{"elephant across river", "3k5/9/9/9/2B6/9/9/9/9/4K4 w", "FEN has a red elephant on c5, off its seven points"},
		{"pawn behind start", "3k5/9/9/9/9/9/9/P8/9/4K4 w", "FEN has a red pawn on a2, behind its starting rank"},
		{"pawn off file own half", "3k5/9/9/9/9/9/1P7/9/9/4K4 w", "FEN has a red pawn on b3, on its own half off the five pawn files"},
		{"black pawn behind start", "3k5/9/p8/9/9/9/9/9/9/4K4 w", "FEN has a black pawn on a7, behind its starting rank"},
		{"bad side", "3k5/9/9/9/9/9/9/9/9/4K4 x", `FEN side to move "x" is not w, r or b`},
		{"side not to move in check", "3k5/9/9/9/9/9/9/9/9/3RK4 w", "FEN has the side not to move (black) in check"},
		{"generals face", "4k4/9/9/9/9/9/9/9/9/4K4 w", "FEN has the generals facing each other on an open file"},
		{"clock not number", "3k5/9/9/9/9/9/9/9/9/4K4 w - - x 1", `FEN half-move clock "x" is not a number`},
		{"negative clock", "3k5/9/9/9/9/9/9/9/9/4K4 w - - -1 1", `FEN half-move clock "-1" is not a number`},
		{"move number not number", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 z", `FEN full-move number "z" is not a number`},
		{"clock too high", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 120 1", "FEN half-move clock 120 is above 119 (the game would already be drawn)"},
		{"too many fields", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 9", "FEN has 7 fields, want at most 6"},
		// Corners of RULES.md §1 worked out by hand.
		{"clock too large for an int", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 99999999999999999999 1", "FEN half-move clock 99999999999999999999 is above 119 (the game would already be drawn)"},
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
		{"generals face with black to move", "4k4/9/9/9/9/9/9/9/9/4K4 b", "FEN has the generals facing each other on an open file"},
		{"clock a word", "3k5/9/9/9/9/9/9/9/9/4K4 w - - ten 1", `FEN half-move clock "ten" is not a number`},
		{"accepted: crossed red pawn off the pawn files", "3k5/9/9/9/1P7/9/9/9/9/4K4 w", ""},
		{"accepted: crossed black pawn off the pawn files", "3k5/9/9/9/9/1p7/9/9/9/4K4 w", ""},
		{"accepted: E and H letters, r for Red", "2eak4/9/4h4/9/9/9/9/9/9/4K4 r", ""},
		{"accepted: the side to move in check", "3k5/9/9/9/9/9/9/9/9/3RK4 b", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := FromFEN(c.fen)
			if c.msg == "" {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Equal(t, c.msg, err.Error())
		})
	}
}

func TestSetFENKeepsPositionOnError(t *testing.T) {
	p := New()
	require.Error(t, p.SetFEN("garbage"))
	assert.Equal(t, StartFEN, p.FEN())
}

func FuzzFEN(f *testing.F) {
	f.Add(StartFEN)
	f.Add("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
	f.Add("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r")
	f.Add("9/9/9/9/9/9/9/9/9/9 w - - 200 1")
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := FromFEN(fen)
		if err != nil {
			return
		}
		// Anything accepted must format back to a FEN that parses to the same position.
		q, err := FromFEN(p.FEN())
		if err != nil {
			t.Fatalf("FEN %q formatted as %q which is rejected: %v", fen, p.FEN(), err)
		}
		if q.Key() != p.Key() || q.FEN() != p.FEN() {
			t.Fatalf("round trip changed %q", fen)
		}
		var l MoveList
		p.GenerateLegal(&l, GenAll)
	})
}
