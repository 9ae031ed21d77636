package ucci

import (
	"fmt"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/position"
)

// cecpThink starts thinking about our move, or announces the game's end
// when the rules say it is over and the engine makes the claims.
func (s *session) cecpThink() {
	c := s.cecp
	if v := c.game.Judge(); v.Over() && c.claims() {
		s.w.line(cecpResult(v))
		return
	}
	lim := c.limits()
	lim.DrawOffered = c.drawOffered
	c.drawLate = false
	s.cecpStart(kindThink, c.game, lim, position.NoMove)
}

// limits turns the time control into search limits for our next move.
func (c *cecpState) limits() engine.Limits {
	lim := engine.Limits{Depth: c.sd, PlayOn: !c.claims()}
	if c.st > 0 {
		lim.MoveTime = c.st
		return lim
	}
	lim.Clock, lim.Time, lim.Inc = true, c.ourTime, c.inc
	if c.mps > 0 {
		lim.MovesToGo = c.mps - c.movesMade(c.engineSide)%c.mps
	}
	return lim
}

// movesMade counts the moves side has made in the game.
func (c *cecpState) movesMade(side position.Side) int {
	n := c.game.Ply()
	if side == c.setupSide {
		return (n + 1) / 2
	}
	return n / 2
}

// cecpStart starts a search of pos; its result comes back through c.done.
func (s *session) cecpStart(kind searchKind, pos *position.Position, lim engine.Limits, guess position.Move) {
	c := s.cecp
	c.gen++
	id := c.gen
	onInfo := func(in engine.Info) {
		if c.post.Load() {
			s.w.line(cecpThinking(in))
		}
	}
	onDone := func(r engine.Result) { c.done <- cecpDone{id: id, res: r} }
	if err := s.eng.Go(pos, lim, onInfo, onDone); err != nil {
		s.cecpError(err.Error())
		return
	}
	c.search = &cecpSearch{id: id, kind: kind, guess: guess, start: time.Now()}
}

// cecpFinished takes a search's result: for our move, plays it.
func (s *session) cecpFinished(d cecpDone) {
	c := s.cecp
	srch := c.search
	if srch == nil || srch.id != d.id {
		return // a search given up on
	}
	c.search = nil
	if srch.kind == kindThink {
		s.cecpPlay(d.res, time.Since(srch.start))
	}
	s.flushPongs()
}

// cecpPlay sends our move (or resignation, or the game's end), then
// ponders when asked to.
func (s *session) cecpPlay(r engine.Result, took time.Duration) {
	c := s.cecp
	if r.Move == position.NoMove {
		if r.Verdict.Over() {
			s.w.line(cecpResult(r.Verdict))
		} else {
			s.cecpError("no move: " + r.Over)
		}
		return
	}
	if r.Resign {
		s.w.line("resign")
		return
	}
	o := s.eng.Options()
	if r.Draw || c.drawLate && o.DrawAccept && r.Score <= o.DrawAcceptScore {
		s.w.line("offer draw") // accepts the opponent's offer, or makes ours
	}
	c.drawOffered, c.drawLate = false, false
	s.w.line("move " + r.Move.String())
	c.game.MakeMove(r.Move)
	// Until the GUI's next time command, our clock is what we had less
	// what this move took, plus the increment.
	c.ourTime = max(c.ourTime-took, 0) + c.inc
	if v := c.game.Judge(); v.Over() {
		if c.claims() {
			s.w.line(cecpResult(v))
		}
		return
	}
	if !c.ponder || r.Ponder == position.NoMove || !c.game.IsLegalMove(r.Ponder) {
		return
	}
	p := c.game.Copy()
	p.MakeMove(r.Ponder)
	if p.Judge().Over() {
		return
	}
	lim := c.limits()
	lim.Ponder = true
	s.cecpStart(kindPonder, p, lim, r.Ponder)
}

// cecpThinking formats one iteration as XBoard's thinking output:
// `ply score time nodes pv`, time in centiseconds, mate as 100000+N moves;
// a `?` or `!` after the PV marks a fail low or high.
func cecpThinking(in engine.Info) string {
	score := in.Score
	switch {
	case score >= engine.Mate-engine.MaxPly:
		score = 100000 + (engine.Mate-score+1)/2
	case score <= -(engine.Mate - engine.MaxPly):
		score = -100000 - (engine.Mate+score)/2
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d %d %d", in.Depth, score, in.Time.Milliseconds()/10, in.Nodes)
	for _, m := range in.PV {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	switch in.Bound {
	case engine.BoundUpper:
		b.WriteByte('?')
	case engine.BoundLower:
		b.WriteByte('!')
	}
	return b.String()
}

// cecpResult is the rules' verdict as XBoard's `RESULT {comment}` line,
// Red being White to XBoard: `0-1 {perpetual check by red}`.
func cecpResult(v position.Verdict) string {
	score := "1/2-1/2"
	winner, loser := position.Red, position.Black
	switch v.Result {
	case position.RedWins:
		score = "1-0"
	case position.BlackWins:
		score = "0-1"
		winner, loser = position.Black, position.Red
	}
	var why string
	switch v.Reason {
	case position.Checkmate:
		why = winner.String() + " mates"
	case position.Stalemate:
		why = loser.String() + " has no legal move"
	case position.PerpetualCheck:
		why = "perpetual check by " + loser.String()
	case position.PerpetualAttack:
		why = "perpetual attack by " + loser.String()
		if pc := v.Chased[loser]; pc != position.NoPiece {
			why = fmt.Sprintf("perpetual chase of the %s %s by %s", winner, pc.Kind(), loser)
		}
	case position.Repetition:
		why = "repetition"
	case position.Sixty:
		why = "120 plies without a capture"
	case position.Material:
		why = "neither side can mate"
	}
	return score + " {" + why + "}"
}
