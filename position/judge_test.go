package position

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chasedAfter plays one move on a FEN and returns the squares of the enemy
// pieces it chases by [C1]-[C6], sorted.
func chasedAfter(t *testing.T, fen, move string) []string {
	t.Helper()
	p, err := FromFEN(fen)
	require.NoError(t, err)
	m, err := p.ParseMove(move)
	require.NoError(t, err)
	s := p.Side()
	p.MakeMove(m)
	require.False(t, p.InCheck(), "the test move must not be a check")
	mask := p.chases(s, m, 0xFFFE)
	var out []string
	for slot := Piece(0); slot < 16; slot++ {
		if mask&(1<<slot) != 0 {
			out = append(out, p.SquareOf(firstPiece(s.Opponent())+slot).String())
		}
	}
	sort.Strings(out)
	return out
}

// TestChaseDefinition covers each clause of the chase definition with a
// minimal position and a single move.
func TestChaseDefinition(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		move string
		want []string
	}{
		{"[C3] rook attacks an unprotected horse", "4k4/9/2n6/9/9/9/R8/9/9/3K5 w", "a3c3", []string{"c7"}},
		{"[C5] protected horse is not chased by a rook", "2r1k4/9/2n6/9/9/9/R8/9/9/3K5 w", "a3c3", nil},
		{"[C5] a pinned defender does not protect", "4k4/9/2n1r4/9/9/9/R8/4R4/9/3K5 w", "a3c3", []string{"c7"}},
		{"[C5] the same defender unpinned protects", "4k4/9/2n1r4/9/9/9/R8/9/9/3K5 w", "a3c3", nil},
		{"[C4] a discovered attack is a new chase", "4k4/9/9/9/R1N2c3/9/9/9/9/3K5 w", "c5b7", []string{"f5"}},
		{"[C4] pinning the defender of an attacked piece is not a chase", "2r1k4/R8/R1n6/9/9/9/9/9/9/3K5 w", "a8a9", nil},
		{"[C6] rook offered to rook is not a chase", "4k4/9/2r6/9/9/9/9/R8/9/3K5 w", "a2c2", nil},
		{"[C5] horse on a protected rook is a chase", "3k5/9/4b4/9/2r6/9/9/9/2N6/4K4 w", "c1b3", []string{"c5"}},
		{"[C5] cannon on a protected rook is a chase", "3k5/9/4b4/9/2r6/9/2P6/C8/9/4K4 w", "a2c2", []string{"c5"}},
		{"[C5] elephant on a protected rook is not a chase", "2rk5/9/9/9/9/2r6/9/9/9/4K1B2 w", "g0e2", nil},
		{"[C5] elephant on an unprotected rook is a chase", "3k5/9/9/9/9/2r6/9/9/9/4K1B2 w", "g0e2", []string{"c4"}},
		{"[C1] a pawn may chase freely", "4k4/9/2n6/2P6/9/9/9/9/9/3K5 w", "c6c7", nil},
		{"[C1] a pawn attacking a horse is no chase", "4k4/2n6/9/2P6/9/9/9/9/9/3K5 w", "c6c7", nil},
		{"[C2] a crossed pawn can be chased", "4k4/9/9/9/9/9/2p6/9/9/R2K5 w", "a0a3", []string{"c3"}},
		{"[C2] an uncrossed pawn cannot be chased", "4k4/9/9/2p6/9/9/9/9/9/R2K5 w", "a0a6", nil},
		{"[C3] an attack the attacker cannot legally make is no chase", "4k4/9/9/9/9/4r4/2n6/9/4R4/3K5 w", "e1d1", nil},
		// The corners below were worked out by hand from the text of RULES.md.
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

// TestJudgeTags checks the order and the edges of the end-of-game rules.
func TestJudgeTags(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		moves  string
		result Result
		reason Reason
	}{
		{"[R-120] mate on the 120th quiet ply wins", "3k5/9/9/9/R8/9/9/9/9/4K4 w - - 119 100", "a5d5", RedWins, Checkmate},
		{"[R-120] stalemate on the 120th quiet ply wins", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 119 90", "a0a8", RedWins, Stalemate},
		{"[R-120] a check on the 120th quiet ply still draws", "3k5/9/9/9/9/9/9/7R1/9/5K3 w - - 119 60", "h2d2", Draw, Sixty},
		{"[R-120] a capture resets the count", "3k5/9/9/9/9/9/9/7R1/7p1/5K3 w - - 119 60", "h2h1", NoResult, NoReason},
		{"[R-MAT] uncrossed pawns do not prevent the draw", "2b2k3/9/9/p8/9/9/8P/9/3rK4/5A3 w", "e1d1", Draw, Material},
		{"[R-MAT] a crossed pawn prevents the draw", "2b2k3/9/9/p3P4/9/9/8P/9/3rK4/5A3 w", "e1d1", NoResult, NoReason},
		{"[R-MAT] at ply 0 the game is already over", "4k1b2/9/9/9/9/9/9/9/4A4/3K5 w", "", Draw, Material},
		{"[R-MATE] at ply 0 the side to move has lost", "3k5/9/9/9/9/9/9/9/9/3RK4 b", "", RedWins, Checkmate},
		{"[R-MATE] stalemate is a loss", "3k5/9/9/9/9/9/9/9/9/R3K4 w", "a0a8", RedWins, Stalemate},
		{"[R-REP] a second occurrence is not yet the end", "3k5/9/9/9/9/9/9/7R1/9/5K3 w", "h2h3 d9d8 h3h2 d8d9", NoResult, NoReason},
		{"[R-REP] third occurrence of idle moves draws", "3k5/9/9/9/9/9/9/7R1/9/5K3 w", "h2h3 d9d8 h3h2 d8d9 h2h3 d9d8 h3h2 d8d9", Draw, Repetition},
		{"[R-REP] perpetual check loses", "5k3/9/9/9/4r4/9/9/9/9/3K5 b", "e5d5 d0e0 d5e5 e0d0 e5d5 d0e0 d5e5 e0d0", RedWins, PerpetualCheck},
		{"[R-REP] a capture makes earlier positions unreachable", "3k5/9/9/9/9/9/9/7R1/7p1/5K3 w", "h2h3 d9d8 h3h2 d8d9 h2h1 d9d8 h1h2 d8d9 h2h1 d9d8 h1h2 d8d9", NoResult, NoReason},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			require.NoError(t, err)
			_, v, err := ApplyMoves(p, strings.Fields(tt.moves))
			require.NoError(t, err)
			assert.Equal(t, tt.result, v.Result, "result: %s", v)
			assert.Equal(t, tt.reason, v.Reason, "reason: %s", v)
		})
	}
}

// TestRepetitionLevels checks the levels and the chased piece the judge reports.
func TestRepetitionLevels(t *testing.T) {
	// rep-004: Red's cannon moves uncover an attack on the crossed pawn f1 each time.
	p, err := FromFEN("5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1")
	require.NoError(t, err)
	_, v, err := ApplyMoves(p, strings.Fields("f4d4 f5d5 d4f4 d5f5 f4d4 f5d5 d4f4 d5f5"))
	require.NoError(t, err)
	assert.Equal(t, [2]int{1, 0}, v.Levels)
	assert.Equal(t, "f1", p.SquareOf(v.Chased[Red]).String())
	assert.Equal(t, "black wins: red loses by perpetual-attack", v.String())
}

func TestApplyMovesErrors(t *testing.T) {
	tests := []struct {
		name, fen, moves, err string
	}{
		{"illegal move named with its index", StartFEN, "h2e2 h9g7 h2h3", "move 3: illegal move h2h3: no piece on h2"},
		{"syntax error named with its index", StartFEN, "h2e2 zz", "move 2: bad move \"zz\""},
		{"move after the end names the ply", "3k5/9/9/9/R8/9/9/9/9/4K4 w", "a5d5 d9e9", "move 2 (d9e9) comes after the game ended at ply 1 (red wins by checkmate)"},
		{"move after a game over at setup", "4k1b2/9/9/9/9/9/9/9/4A4/3K5 w", "d0d1", "move 1 (d0d1) comes after the game ended at ply 0 (draw by material)"},
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

func TestInsufficientMaterial(t *testing.T) {
	tests := []struct {
		fen  string
		want bool
	}{
		{"3k5/9/9/9/9/9/9/9/9/4K4 w", true},
		{"3akab2/9/4b4/9/2p3p2/9/2P3P2/4B4/4A4/3AK1B2 w", true},
		{"3k5/9/9/9/4P4/9/9/9/9/4K4 w", false},
		{"3k5/9/9/9/9/4P4/9/9/9/4K4 w", true},
		{"3k5/9/9/9/9/9/9/9/9/3NK4 w", false},
		{"3k5/9/9/9/9/9/9/9/9/3CK4 w", false},
		{"3k5/9/9/9/9/9/9/9/9/3RK4 b", false},
	}
	for _, tt := range tests {
		t.Run(tt.fen, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			require.NoError(t, err)
			assert.Equal(t, tt.want, p.InsufficientMaterial())
		})
	}
}

// TestRepetitionInSearchAgreesWithJudge: at the end of every repetition case
// the in-search verdict over the last cycle must say what the judge says,
// seen from the side to move.
func TestRepetitionInSearchAgreesWithJudge(t *testing.T) {
	for _, c := range loadRulesCases(t) {
		switch c.reason {
		case "perpetual-check", "perpetual-attack", "repetition":
		default:
			continue
		}
		t.Run(c.id, func(t *testing.T) {
			p, err := FromFEN(c.fen)
			require.NoError(t, err)
			_, v, err := ApplyMoves(p, c.moves)
			require.NoError(t, err)
			want := RepDraw
			if v.Result == winner(p.Side()) {
				want = RepWin
			} else if v.Result != Draw {
				want = RepLoss
			}
			key := p.Key()
			ply := p.Ply()
			assert.Equal(t, want, p.RepetitionInSearch())
			assert.Equal(t, key, p.Key(), "position restored")
			assert.Equal(t, ply, p.Ply(), "history restored")
		})
	}
}

func TestRepetitionInSearchBasics(t *testing.T) {
	p, err := FromFEN("3k5/9/9/9/9/9/9/7R1/9/5K3 w")
	require.NoError(t, err)
	assert.Equal(t, RepNone, p.RepetitionInSearch(), "setup")
	_, _, err = ApplyMoves(p, strings.Fields("h2h3 d9d8 h3h2"))
	require.NoError(t, err)
	assert.Equal(t, RepNone, p.RepetitionInSearch())
	m, err := p.ParseMove("d8d9")
	require.NoError(t, err)
	p.MakeMove(m)
	assert.Equal(t, RepDraw, p.RepetitionInSearch(), "second occurrence is enough in search")

	// A null move cuts the history: no cycle may run through it.
	q, err := FromFEN("3k5/9/9/9/9/9/9/7R1/9/5K3 w")
	require.NoError(t, err)
	q.MakeNullMove()
	q.MakeMove(MakeMove(MakeSquare(3, 9), MakeSquare(3, 8)))
	q.MakeNullMove()
	q.MakeMove(MakeMove(MakeSquare(3, 8), MakeSquare(3, 9)))
	require.True(t, strings.HasPrefix(q.FEN(), "3k5/9/9/9/9/9/9/7R1/9/5K3 w"))
	assert.Equal(t, RepNone, q.RepetitionInSearch())

	// Perpetual check by the side to move's opponent: the side to move wins.
	r, err := FromFEN("5k3/9/9/9/4r4/9/9/9/9/3K5 b")
	require.NoError(t, err)
	_, _, err = ApplyMoves(r, strings.Fields("e5d5 d0e0 d5e5 e0d0"))
	require.NoError(t, err)
	assert.Equal(t, RepLoss, r.RepetitionInSearch(), "black to move is the perpetual checker")
	r.MakeMove(MakeMove(MakeSquare(4, 5), MakeSquare(3, 5)))
	assert.Equal(t, RepWin, r.RepetitionInSearch(), "red to move: black is the perpetual checker")
}

func TestResultReasonStrings(t *testing.T) {
	assert.Equal(t, []string{"none", "red", "black", "draw"},
		[]string{NoResult.String(), RedWins.String(), BlackWins.String(), Draw.String()})
	assert.Equal(t, []string{"none", "checkmate", "stalemate", "perpetual-check", "perpetual-attack", "repetition", "sixty", "material"},
		[]string{NoReason.String(), Checkmate.String(), Stalemate.String(), PerpetualCheck.String(), PerpetualAttack.String(), Repetition.String(), Sixty.String(), Material.String()})
}

// TestRepetitionRandomCycles builds back-and-forth cycles from positions of
// random games and checks that the fast in-search verdict agrees with the
// full classification and leaves the position exactly as it was.
func TestRepetitionRandomCycles(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	cycles := 0
	verdicts := map[RepVerdict]int{}
	for g := 0; g < 60; g++ {
		p := New()
		for ply := 0; ply < 80; ply++ {
			var l MoveList
			p.GenerateLegal(&l, GenAll)
			if l.N == 0 {
				break
			}
			// Try a shuffle: a, b, back(a), back(b), when all four are legal quiet moves.
			a := l.Moves[rng.IntN(l.N)]
			if tryShuffle(p, a, rng) {
				cycles++
				fen, key, n := p.FEN(), p.Key(), p.Ply()
				r := p.classifyCycle(4, true)
				want := RepDraw
				us, them := r.levels[p.Side()], r.levels[p.Side()^1]
				if us > them {
					want = RepLoss
				} else if them > us {
					want = RepWin
				}
				require.Equal(t, want, p.RepetitionInSearch(), "%s", fen)
				verdicts[want]++
				require.Equal(t, fen, p.FEN())
				require.Equal(t, key, p.Key())
				require.Equal(t, n, p.Ply())
				require.Equal(t, p.computeKey(), p.Key())
				for range 4 {
					p.UnmakeMove()
				}
			}
			p.MakeMove(l.Moves[rng.IntN(l.N)])
		}
	}
	t.Logf("%d cycles checked, verdicts %v", cycles, verdicts)
	assert.Greater(t, cycles, 100)
	assert.Positive(t, verdicts[RepWin]+verdicts[RepLoss], "some cycles should have an offender")
}

// tryShuffle plays a, a random reply b, a reversed and b reversed if all are
// legal non-captures; it reports whether it did (otherwise p is unchanged).
func tryShuffle(p *Position, a Move, rng *rand.Rand) bool {
	if p.At(a.To()) != NoPiece {
		return false
	}
	p.MakeMove(a)
	var l MoveList
	p.GenerateLegal(&l, GenQuiets)
	if l.N == 0 {
		p.UnmakeMove()
		return false
	}
	b := l.Moves[rng.IntN(l.N)]
	p.MakeMove(b)
	back := []Move{MakeMove(a.To(), a.From()), MakeMove(b.To(), b.From())}
	done := 0
	for _, m := range back {
		if !p.IsLegalMove(m) || p.At(m.To()) != NoPiece {
			break
		}
		p.MakeMove(m)
		done++
	}
	if done == 2 {
		return true
	}
	for range done + 2 {
		p.UnmakeMove()
	}
	return false
}

// TestJudgeCorners: cases worked out by hand from RULES.md for the corners
// of [C1]-[C6] and §4 the public rules cases do not reach. It plays whole games and compares the verdict, the levels
// of both sides, and the ply the game ended at.
func TestJudgeCorners(t *testing.T) {
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

// TestMovesAfterTheEnd: a move after or [R-REP] ended the game is
// an error that names the ply of the end.
func TestMovesAfterTheEnd(t *testing.T) {
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
