package position

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// refLegal plays m on the board and scans every attacker of the mover's
// general: the slow answer IsLegal's shortcuts must agree with.
func refLegal(p *Position, m Move) bool {
	from, to := m.From(), m.To()
	pc, captured := p.board[from], p.board[to]
	p.board[to], p.board[from] = pc, NoPiece
	p.squares[pc] = to
	safe := !p.generalAttacked(p.side)
	p.board[from], p.board[to] = pc, captured
	p.squares[pc] = from
	return safe
}

// TestCheckShortcutsAgreeWithFullScan compares IsLegal, the pins of one
// node, GivesCheck and the
// InCheck that MakeMove caches with a full attack scan on every
// pseudo-legal move of positions from random games, starting from the
// opening and from open middle games where lines and legs matter most.
func TestCheckShortcutsAgreeWithFullScan(t *testing.T) {
	starts := []string{
		StartFEN,
		"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
		"4k4/4a4/4c4/9/4n4/9/4R4/9/4C4/3K5 w - - 0 1",
		"2bak4/4a4/4b4/4C4/9/9/9/4r4/4N4/4K4 w - - 0 1",
	}
	rng := rand.New(rand.NewPCG(21, 9))
	moves, checks := 0, 0
	for _, fen := range starts {
		for g := 0; g < 15; g++ {
			p, err := FromFEN(fen)
			require.NoError(t, err)
			for ply := 0; ply < 120; ply++ {
				require.Equal(t, p.generalAttacked(p.side), p.InCheck(), "InCheck of %s", p.FEN())
				var all MoveList
				p.GenerateMoves(&all, GenAll)
				var legal []Move
				filter := p.legalFilter()
				for _, m := range all.Slice() {
					ok := refLegal(p, m)
					require.Equal(t, ok, p.IsLegal(m), "IsLegal %s in %s", m, p.FEN())
					require.Equal(t, ok, filter.ok(p, m), "pins: %s in %s", m, p.FEN())
					if !ok {
						continue
					}
					legal = append(legal, m)
					p.MakeMove(m)
					gives := p.generalAttacked(p.side)
					p.UnmakeMove()
					require.Equal(t, gives, p.GivesCheck(m), "GivesCheck %s in %s", m, p.FEN())
					moves++
					if gives {
						checks++
					}
				}
				if len(legal) == 0 {
					break
				}
				p.MakeMove(legal[rng.IntN(len(legal))])
			}
		}
	}
	require.Greater(t, moves, 10000)
	require.Greater(t, checks, 100)
}
