package position

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestThreatsMatchLeastAttacker checks the threat sets, in positions of
// random games thinned out by captures, against the exchange code's
// leastAttacker, which walks the board from the attacked point: a point is
// attacked by a piece cheaper than kind k exactly when its least attacker is.
func TestThreatsMatchLeastAttacker(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	randomGames(rng, 30, 160, 2, func(ply int, p *Position, _ *MoveList) {
		for s := Red; s <= Black; s++ {
			var th Threats
			p.ThreatsBy(s, &th)
			for i := range Files * Ranks {
				sq := SquareFromIndex(i)
				least := NoKind
				if a := p.leastAttacker(sq, s); a != NoSquare {
					least = p.board[a].Kind()
				}
				for k := General; k <= Pawn; k++ {
					want := k != General && least != NoKind && threatTier[least] >= 0 && threatTier[least] < threatTier[k]
					if got := th.ByCheaper(k, sq); got != want {
						require.Failf(t, "threats disagree", "ply %d: %s: %v attacked by %v cheaper than %v: got %v, least attacker %v",
							ply, p.FEN(), sq, s, k, got, least)
					}
				}
			}
		}
	})
}

// TestThreatsByKind spells out the tiers on fixed positions.
func TestThreatsByKind(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		by   Side
		kind Kind
		sq   string
		want bool
	}{
		{"a pawn attacks the point ahead of it", "4k4/9/9/9/9/4p4/9/9/9/4K4 w - - 0 1", Black, Rook, "e3", true},
		{"an uncrossed pawn does not attack sideways", "4k4/9/9/9/4p4/9/9/9/9/4K4 w - - 0 1", Black, Rook, "d5", false},
		{"a crossed pawn attacks sideways", "4k4/9/9/9/9/4p4/9/9/9/4K4 w - - 0 1", Black, Rook, "d4", true},
		{"a pawn is cheaper than an advisor", "4k4/9/9/9/9/9/9/3p5/9/3K5 w - - 0 1", Black, Advisor, "d1", true},
		{"nothing is cheaper than a pawn", "4k4/9/9/9/9/4p4/9/9/9/4K4 w - - 0 1", Black, Pawn, "e3", false},
		{"a horse is not cheaper than a cannon's equal", "4k4/9/9/9/9/4n4/9/9/9/4K4 w - - 0 1", Black, Horse, "d2", false},
		{"a horse is cheaper than a rook", "4k4/9/9/9/9/4n4/9/9/9/4K4 w - - 0 1", Black, Rook, "d2", true},
		{"a horse's leg blocks it", "4k4/9/9/9/9/4n4/4P4/9/9/4K4 w - - 0 1", Black, Rook, "d2", false},
		{"a cannon bears beyond its screen", "4k4/9/9/4c4/9/4P4/9/9/9/3K5 w - - 0 1", Black, Rook, "e2", true},
		{"a cannon bears on nothing before its screen", "4k4/9/9/4c4/9/4P4/9/9/9/3K5 w - - 0 1", Black, Rook, "e5", false},
		{"a rook's attack is not counted for a rook", "4k4/9/9/9/9/4r4/9/9/9/3K5 w - - 0 1", Black, Rook, "e2", false},
		{"an elephant's eye blocks it", "4k4/9/4b4/3P5/9/9/9/9/9/4K4 w - - 0 1", Black, Horse, "c5", false},
		{"an elephant attacks across its eye", "4k4/9/4b4/9/9/9/9/9/9/4K4 w - - 0 1", Black, Horse, "c5", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			require.NoError(t, err)
			sq, err := ParseSquare(tt.sq)
			require.NoError(t, err)
			var th Threats
			p.ThreatsBy(tt.by, &th)
			require.Equal(t, tt.want, th.ByCheaper(tt.kind, sq))
		})
	}
}
