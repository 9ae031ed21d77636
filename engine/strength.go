package engine

import (
	"math"
	"math/rand/v2"

	"github.com/chuhe-engine/chuhe/position"
)

// Playing levels. One mechanism serves every option a GUI may send for
// them (UCI Skill Level, UCI_LimitStrength with UCI_Elo, UCCI knowledge,
// pruning and randomness): a skill from 0 to MaxSkill sets a node budget
// per move and a window below the best root score within which the move is
// drawn among the best few root lines, weighted by score. A weak level
// thus makes the mistakes of a short search and prefers, but does not
// always play, its best move; it never picks a move outside the window, so
// it does not blunder at random. At MaxSkill with no randomness nothing
// changes: the search is the full-strength one.
const (
	// MaxSkill is full strength.
	MaxSkill = 20
	// skillNodes0 is the node budget at skill 0 (about two plies), and
	// skillNodesGrowth its factor per skill step: skill 10 gets 400·1.3^10,
	// about 5,500 nodes, and skill 19 about 58,000, a tenth of a second of
	// search. The steps are small enough that one level is a step a player
	// notices without being a wall, and the budgets small enough that every
	// level can be measured over hundreds of games (docs/GUI.md).
	skillNodes0      = 400
	skillNodesGrowth = 1.3
	// skillCandidates is how many root lines a weakened search keeps
	// scores for (MultiPV) to choose among.
	skillCandidates = 4
	// skillWindow0 and skillWindowStep: a move may be chosen if it scores
	// within skillWindow0 + (MaxSkill-1-skill)·skillWindowStep of the best
	// (20 at skill 19, about 2.5 pawns' worth at skill 0).
	skillWindow0    = 20
	skillWindowStep = 12
)

// randomnessWindows are the UCCI randomness levels (none ... huge): the
// score window, in centipawns, within which near-equal moves are varied.
// Even huge keeps to a quarter of a pawn: variety, not a gift. (Half a
// pawn among four lines lost 282 ± 90 Elo to full strength at 5,000 nodes
// a move: the MultiPV search is shallower and the window too wide.)
var randomnessWindows = [...]int{0, 3, 6, 10, 15, 25}

// randomCandidates is how many root lines randomness alone chooses among:
// two keep the MultiPV search nearly as deep as a single line.
// randomMoves: at full strength randomness varies only the first moves of
// a game, where variety is what a player wants from it and near-equal
// moves abound; after them the search is the full-strength one. (Two lines
// within 25 cp over whole games still cost 127 ± 70 Elo at 5,000 nodes a
// move, 63-9-28 in 100 games.)
const (
	randomCandidates = 2
	randomMoves      = 15
)

// The UCCI knowledge and pruning levels (none, small, medium, large) take
// this many skill steps off; large is the default and full strength.
var (
	knowledgePenalty = [...]float64{12, 8, 4, 0}
	pruningPenalty   = [...]float64{6, 4, 2, 0}
)

// strength is what the options ask of one search.
type strength struct {
	nodes      uint64  // node budget; 0 = none
	candidates int     // root lines to choose among; 0 = play the best
	window     int     // how far below the best a chosen move may score
	temp       float64 // softmax temperature of the choice, in centipawns
}

// skill is the effective skill: the smallest of what the options ask.
func (o Options) skill() float64 {
	s := float64(min(max(o.Skill, 0), MaxSkill))
	if o.LimitStrength {
		s = min(s, skillForElo(o.Elo))
	}
	s -= knowledgePenalty[min(max(o.Knowledge, 0), 3)] + pruningPenalty[min(max(o.Pruning, 0), 3)]
	return max(s, 0)
}

// limited says whether the options ask for less than full strength.
func (o Options) limited() bool { return o.skill() < MaxSkill }

// strengthAt is strength for a search at the given move number of the
// game: randomness alone ends after randomMoves.
func (o Options) strengthAt(moveNumber int) strength {
	st := o.strength()
	if st.nodes == 0 && moveNumber > randomMoves {
		return strength{}
	}
	return st
}

// strength turns the options into a budget and a choice.
func (o Options) strength() strength {
	var st strength
	sk := o.skill()
	if sk < MaxSkill {
		st.nodes = uint64(skillNodes0 * math.Pow(skillNodesGrowth, sk))
		st.candidates = skillCandidates
		st.window = int(skillWindow0 + (MaxSkill-1-sk)*skillWindowStep)
	}
	if r := randomnessWindows[min(max(o.Randomness, 0), len(randomnessWindows)-1)]; r > st.window {
		st.candidates, st.window = max(st.candidates, randomCandidates), r
	}
	st.temp = float64(st.window) / 3
	return st
}

// line is one root line of the last completed iteration.
type line struct {
	score int
	pv    []position.Move
}

// choose picks among lines (best first) one within st.window of the best,
// with weight exp((score-best)/temp). Mate scores are never traded away: a
// winning mate is played, and a move that walks into a mate is never drawn.
func (st strength) choose(lines []line, rng *rand.Rand) int {
	if len(lines) <= 1 || st.window <= 0 {
		return 0
	}
	best := lines[0].score
	if best >= Mate-MaxPly {
		return 0
	}
	weights := make([]float64, 0, len(lines))
	total := 0.0
	for _, l := range lines {
		d := best - l.score
		if d > st.window || l.score <= -(Mate-MaxPly) || len(l.pv) == 0 {
			break // lines come best first
		}
		w := math.Exp(-float64(d) / max(st.temp, 1))
		weights = append(weights, w)
		total += w
	}
	r := rng.Float64() * total
	for i, w := range weights {
		if r < w {
			return i
		}
		r -= w
	}
	return 0
}

// Elo scale of UCI_Elo: what each measured skill scored (docs/GUI.md has
// the matches, the anchor — Fairy-Stockfish at 400 nodes a move is 1000 —
// and the error bars). Between two points the skill is interpolated; the
// scale ends at the strongest level measured.
var eloTable = []struct {
	skill float64
	elo   int
}{
	// Levels 0 and 1 came out level (865 and 858, each ±70 on the other);
	// they share their mean, and level 1 is left to the interpolation.
	{0, 862}, {2, 907}, {3, 969}, {4, 1039}, {5, 1149}, {6, 1223}, {7, 1308}, {8, 1440}, {9, 1558},
	{10, 1656}, {11, 1701}, {12, 1817}, {13, 1956}, {14, 2085}, {15, 2224}, {16, 2348}, {17, 2464},
	{18, 2561}, {19, 2701},
}

// Range of UCI_Elo.
var (
	MinElo = eloTable[0].elo
	MaxElo = eloTable[len(eloTable)-1].elo
)

// skillForElo interpolates eloTable.
func skillForElo(elo int) float64 {
	if elo <= eloTable[0].elo {
		return eloTable[0].skill
	}
	for i := 1; i < len(eloTable); i++ {
		a, b := eloTable[i-1], eloTable[i]
		if elo <= b.elo {
			return a.skill + (b.skill-a.skill)*float64(elo-a.elo)/float64(b.elo-a.elo)
		}
	}
	return MaxSkill
}

// Styles (UCCI style): how readily a draw is taken.
const (
	StyleSolid = iota
	StyleNormal
	StyleRisky
)

// styled applies the style to the draw rules: solid takes and offers a
// draw a little above level, risky takes one only when worse and never
// offers one.
func (o Options) styled() Options {
	switch o.Style {
	case StyleSolid:
		o.DrawAcceptScore += 30
		o.DrawOfferScore *= 2
	case StyleRisky:
		o.DrawAcceptScore -= 50
		o.DrawOffer = false
	}
	return o
}
