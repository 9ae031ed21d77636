package position

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// This file checks chases() against a slow reference written straight from
// the words of RULES.md [C1]-[C6], built only on move generation and
// make/unmake (perft-verified), so that the in-place tricks of chase.go are
// tested by something that does not share them.

// refAs returns a copy of p with side s to move.
func refAs(p *Position, s Side) *Position {
	q := p.Copy()
	q.side = s
	q.checked = q.generalAttacked(s)
	return q
}

// refLegalCapture: in p, with side s to move, can the piece on from legally
// move onto to (the mover's general not capturable afterwards)?
func refLegalCapture(p *Position, s Side, from, to Square) bool {
	q := refAs(p, s)
	m := MakeMove(from, to)
	if !q.IsPseudoLegal(m) {
		return false
	}
	q.MakeMove(m)
	return !q.generalAttacked(s)
}

// refAttackersOfGeneral returns the enemy pieces that could capture side s's
// general as they capture ([R-FLY] included): "an attack it is under".
func refAttackersOfGeneral(p *Position, s Side) map[Piece]bool {
	q := refAs(p, s.Opponent())
	g := q.squares[firstPiece(s)]
	out := map[Piece]bool{}
	var l MoveList
	q.GenerateMoves(&l, GenCaptures)
	for _, m := range l.Moves[:l.N] {
		if m.To() == g {
			out[q.board[m.From()]] = true
		}
	}
	eg := q.squares[firstPiece(s.Opponent())]
	if eg.File() == g.File() {
		open := true
		lo, hi := min(eg, g), max(eg, g)
		for t := lo + north; t < hi; t += north {
			if q.board[t] != NoPiece {
				open = false
			}
		}
		if open {
			out[firstPiece(s.Opponent())] = true
		}
	}
	return out
}

// refChases computes the chased enemy pieces of move m (already made on
// after; before is the position it was made from) by side s.
func refChases(before, after *Position, s Side) uint16 {
	opp := s.Opponent()
	var mask uint16
	for x := firstPiece(s); x < firstPiece(s)+16; x++ {
		xs := after.squares[x]
		if xs == NoSquare || x.Kind() == General || x.Kind() == Pawn { // [C1]
			continue
		}
		for t := firstPiece(opp); t < firstPiece(opp)+16; t++ {
			ts := after.squares[t]
			if ts == NoSquare || t.Kind() == General || (t.Kind() == Pawn && !crossed(ts, opp)) { // [C2]
				continue
			}
			// [C3] in P', X could legally capture T if S were to move.
			if !refLegalCapture(after, s, xs, ts) {
				continue
			}
			// [C4] in P, X could not capture T without exposing S's general
			// to an attack it was not already under.
			bx, bt := before.squares[x], before.squares[t]
			if b := refAs(before, s); b.IsPseudoLegal(MakeMove(bx, bt)) {
				old := refAttackersOfGeneral(b, s)
				b.MakeMove(MakeMove(bx, bt))
				exposed := false
				for a := range refAttackersOfGeneral(b, s) {
					if !old[a] {
						exposed = true
					}
				}
				if !exposed {
					continue
				}
			}
			// [C6] same kind and T could legally capture X in P'.
			if x.Kind() == t.Kind() && refLegalCapture(after, opp, ts, xs) {
				continue
			}
			// [C5] T unprotected, unless a horse or cannon attacks a rook.
			if !(t.Kind() == Rook && (x.Kind() == Horse || x.Kind() == Cannon)) {
				q := refAs(after, s)
				q.MakeMove(MakeMove(xs, ts))
				var l MoveList
				q.GenerateLegal(&l, GenCaptures)
				protected := false
				for _, m := range l.Moves[:l.N] {
					if m.To() == ts {
						protected = true
					}
				}
				if protected {
					continue
				}
			}
			mask |= 1 << (t - firstPiece(opp))
		}
	}
	return mask
}

// randomGames plays games random games of up to plies plies from the start
// position. At each ply with a legal move, visit sees the position and its
// legal moves (and must leave p as it found it); then a random legal move
// is played, a capture one time in captureOdds when there is one, so that
// the games thin out and pieces get loose.
func randomGames(rng *rand.Rand, games, plies, captureOdds int, visit func(ply int, p *Position, l *MoveList)) {
	for g := 0; g < games; g++ {
		p := New()
		for ply := 0; ply < plies; ply++ {
			var l MoveList
			p.GenerateLegal(&l, GenAll)
			if l.N == 0 {
				break
			}
			visit(ply, p, &l)
			var caps MoveList
			p.GenerateLegal(&caps, GenCaptures)
			if caps.N > 0 && rng.IntN(captureOdds) == 0 {
				p.MakeMove(caps.Moves[rng.IntN(caps.N)])
			} else {
				p.MakeMove(l.Moves[rng.IntN(l.N)])
			}
		}
	}
}

// TestChasesAgreeWithReference plays random games and, at every ply, for
// a few legal non-capturing, non-checking moves, compares chases() with the
// reference. Positions are thinned out by captures so that pieces get loose.
func TestChasesAgreeWithReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 11))
	games := 10
	if testing.Short() {
		games = 3
	}
	compared, chasing := 0, 0
	randomGames(rng, games, 100, 3, func(ply int, p *Position, l *MoveList) {
		for try := 0; try < 4; try++ {
			m := l.Moves[rng.IntN(l.N)]
			if p.board[m.To()] != NoPiece {
				continue
			}
			s := p.side
			before := p.Copy()
			p.MakeMove(m)
			if !p.checked {
				got := p.chases(s, m, 0xFFFE)
				want := refChases(before, p, s)
				require.Equal(t, want, got, "%s then %s", before.FEN(), m)
				compared++
				if want != 0 {
					chasing++
				}
			}
			p.UnmakeMove()
		}
	})
	t.Logf("%d moves compared, %d of them chase", compared, chasing)
	require.Greater(t, chasing, 5)
}

// refLevels classifies the last k plies of p by the words of RULES.md §5,
// replaying them on a copy with refChases.
func refLevels(p *Position, k int) [2]int {
	moves := p.Moves()
	q := p.Copy()
	for range k {
		q.UnmakeMove()
	}
	allCheck := [2]bool{true, true}
	allCheckOrChase := [2]bool{true, true}
	common := [2]uint16{0xFFFE, 0xFFFE}
	for _, m := range moves[len(moves)-k:] {
		s := q.side
		before := q.Copy()
		q.MakeMove(m)
		if q.generalAttacked(s.Opponent()) {
			continue
		}
		allCheck[s] = false
		c := refChases(before, q, s)
		if c == 0 {
			allCheckOrChase[s] = false
		}
		common[s] &= c
	}
	var lv [2]int
	for s := range 2 {
		switch {
		case allCheck[s]:
			lv[s] = 2
		case allCheckOrChase[s] && common[s] != 0:
			lv[s] = 1
		}
	}
	return lv
}

// TestJudgeAgreesWithReference builds third occurrences from random
// positions (a b a' b' played twice) and compares the judge's levels with
// the reference classification of the last cycle.
func TestJudgeAgreesWithReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 77))
	games := 8
	if testing.Short() {
		games = 3
	}
	cycles, offenders := 0, 0
	randomGames(rng, games, 90, 3, func(ply int, p *Position, l *MoveList) {
		a := l.Moves[rng.IntN(l.N)]
		q := p.Copy()
		if tryShuffle(q, a, rng) {
			ms := q.Moves()[len(q.Moves())-4:]
			var strs []string
			for _, m := range ms {
				strs = append(strs, m.String())
			}
			r := p.Copy()
			r.hist = r.hist[:0] // judge from here: this position is the first occurrence
			r.halfmove = 0
			_, v, err := ApplyMoves(r, append(strs, strs...))
			if err == nil && (v.Reason == Repetition || v.Reason == PerpetualCheck || v.Reason == PerpetualAttack) {
				cycles++
				want := refLevels(r, 4)
				require.Equal(t, want, v.Levels, "%s moves %v", p.FEN(), strs)
				if want[0] != want[1] {
					offenders++
				}
			}
		}
	})
	t.Logf("%d cycles judged, %d with an offender", cycles, offenders)
	require.Greater(t, cycles, 10)
}

// randomSparse returns a random legal position with a few pieces a side,
// where loose pieces (and so chases) are common.
func randomSparse(rng *rand.Rand) *Position {
	letters := []byte("ABNRCP")
	for {
		var board [Ranks][Files]byte
		board[rng.IntN(3)][3+rng.IntN(3)] = 'K'
		board[7+rng.IntN(3)][3+rng.IntN(3)] = 'k'
		for range 2 + rng.IntN(6) {
			c := letters[rng.IntN(len(letters))]
			if rng.IntN(2) == 0 {
				c += 'a' - 'A'
			}
			r, f := rng.IntN(Ranks), rng.IntN(Files)
			if board[r][f] == 0 {
				board[r][f] = c
			}
		}
		var b []byte
		for r := Ranks - 1; r >= 0; r-- {
			empty := 0
			for f := 0; f < Files; f++ {
				if board[r][f] == 0 {
					empty++
					continue
				}
				if empty > 0 {
					b = append(b, byte('0'+empty))
					empty = 0
				}
				b = append(b, board[r][f])
			}
			if empty > 0 {
				b = append(b, byte('0'+empty))
			}
			if r > 0 {
				b = append(b, '/')
			}
		}
		side := " w"
		if rng.IntN(2) == 0 {
			side = " b"
		}
		if p, err := FromFEN(string(b) + side); err == nil {
			return p
		}
	}
}

// TestJudgeAgreesWithReferenceSparse is the same comparison from random
// sparse positions, where chases are common.
func TestJudgeAgreesWithReferenceSparse(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 3))
	n := 6000
	if testing.Short() {
		n = 300
	}
	cycles, offenders := 0, 0
	for range n {
		p := randomSparse(rng)
		var l MoveList
		p.GenerateLegal(&l, GenAll)
		if l.N == 0 {
			continue
		}
		q := p.Copy()
		if !tryShuffle(q, l.Moves[rng.IntN(l.N)], rng) {
			continue
		}
		var strs []string
		for _, m := range q.Moves() {
			strs = append(strs, m.String())
		}
		_, v, err := ApplyMoves(p, append(strs, strs...))
		if err != nil || !(v.Reason == Repetition || v.Reason == PerpetualCheck || v.Reason == PerpetualAttack) {
			continue
		}
		cycles++
		want := refLevels(p, 4)
		require.Equal(t, want, v.Levels, "%s moves %v", q.StartFEN(), strs)
		if want[0] != want[1] {
			offenders++
		}
	}
	t.Logf("%d cycles judged, %d with an offender", cycles, offenders)
	require.Positive(t, offenders)
}
