package bench

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/uciclient"
)

// Fault is the way an engine lost a game other than by the rules of play.
type Fault int

// Faults counted in the match summary.
const (
	NoFault       Fault = iota
	FaultTime           // flag fell
	FaultIllegal        // illegal or unreadable move
	FaultCrash          // the process died, or could not be (re)started
	FaultNoReply        // no bestmove, even after stop
	FaultProtocol       // an answer that breaks the protocol
)

// faultHead names the fixed words that start the termination reason of a
// game lost by a fault. lose writes the reason from the head and resume
// reads the fault back from it (faultOf), so both take the words from the
// one table faultHeads: a reason lose can write is always one a resumed
// match can read.
type faultHead int

// The heads of the reasons lose writes.
const (
	headTimeForfeit faultHead = iota
	headIllegalMove
	headCrash
	headStartFailed
	headNoReply
	headProtocol
	headBadOpening
	numFaultHeads
)

// faultHeads holds each head's text and the fault it stands for. The texts
// are in the Termination tags of PGN files that a match resumes from, so
// they must not change.
var faultHeads = [numFaultHeads]struct {
	text  string
	fault Fault
}{
	headTimeForfeit: {"time forfeit", FaultTime},
	headIllegalMove: {"illegal move", FaultIllegal},
	headCrash:       {"crash:", FaultCrash},
	headStartFailed: {"engine failed to start:", FaultCrash},
	headNoReply:     {"no reply:", FaultNoReply},
	headProtocol:    {"protocol error:", FaultProtocol},
	headBadOpening:  {"bad opening:", FaultProtocol},
}

// fault returns the fault h stands for.
func (h faultHead) fault() Fault { return faultHeads[h].fault }

// reason returns the termination reason made of h and detail:
// "crash: exit status 2".
func (h faultHead) reason(detail string) string { return faultHeads[h].text + " " + detail }

// Game is one finished (or aborted) game of a match.
type Game struct {
	Round      int // 1-based game number in the schedule
	Pair       int // 0-based number of the game's pair (its opening and pairing, both colours)
	Red, Black int // engine indices
	RedName    string
	BlackName  string
	Opening    Opening
	Moves      []position.Move // the engines' moves, after the opening's
	Comments   []string        // one per engine move: "+0.35/12 0.512s"
	Outcome    Outcome
	Reason     string // why the game ended: "checkmate", "time forfeit", ...
	Fault      Fault
	Start      time.Time
	TC         string // PGN TimeControl tag
	Aborted    bool   // interrupted; not counted
	pgn        []byte // a resumed game: its text as the earlier run wrote it
}

// AllMoves returns the opening moves followed by the engines' moves.
func (g *Game) AllMoves() []position.Move {
	out := make([]position.Move, 0, len(g.Opening.Moves)+len(g.Moves))
	return append(append(out, g.Opening.Moves...), g.Moves...)
}

// CommentAt returns the comment after move i of AllMoves ("" for opening moves).
func (g *Game) CommentAt(i int) string {
	j := i - len(g.Opening.Moves)
	if j < 0 || j >= len(g.Comments) {
		return ""
	}
	return g.Comments[j]
}

// Tags returns the PGN header tags of the game, in order.
func (g *Game) Tags() [][2]string {
	tags := [][2]string{
		{"Event", "chuhe match"},
		{"Site", "?"},
		{"Date", g.Start.UTC().Format("2006.01.02")},
		{"Round", strconv.Itoa(g.Round)},
		{"Red", g.RedName},
		{"Black", g.BlackName},
		{"Result", g.Outcome.PGN()},
	}
	if g.Opening.FEN != position.StartFEN {
		tags = append(tags, [2]string{"SetUp", "1"}, [2]string{"FEN", g.Opening.FEN})
	}
	tags = append(tags,
		[2]string{"TimeControl", g.TC},
		[2]string{"PlyCount", strconv.Itoa(len(g.Opening.Moves) + len(g.Moves))},
		[2]string{"Termination", g.Reason},
	)
	if g.Opening.Source != "" {
		tags = append(tags, [2]string{"Opening", g.Opening.Source})
	}
	return tags
}

// Score returns the points engine idx made in the game (1, 0.5, 0).
func (g *Game) Score(idx int) float64 {
	switch {
	case g.Outcome == Draw:
		return 0.5
	case g.Outcome == RedWins && idx == g.Red, g.Outcome == BlackWins && idx == g.Black:
		return 1
	}
	return 0
}

// play runs one game to its end. It returns the game with Aborted set when
// ctx is cancelled.
func (m *matchRun) play(ctx context.Context, w *worker, g *Game) {
	g.Start = time.Now()
	g.TC = m.cfg.TC.PGNTimeControl()
	idx := [2]int{g.Red, g.Black}
	var cl [2]*uciclient.Client
	for s := range 2 {
		c, err := w.ready(ctx, idx[s])
		if ctx.Err() != nil {
			g.Aborted = true
			return
		}
		if err != nil {
			m.lose(g, position.Side(s), headStartFailed, err.Error())
			return
		}
		cl[s] = c
	}

	p, err := position.FromFEN(g.Opening.FEN)
	if err != nil { // openings are checked when loaded; this is a bug
		m.lose(g, position.Red, headBadOpening, err.Error())
		return
	}
	for _, mv := range g.Opening.Moves {
		p.MakeMove(mv)
	}
	// The position sent to engines: the last position after a capture (or
	// the opening's start) and the moves since.
	irrev, since := lastIrreversible(g.Opening.FEN, g.Opening.Moves)

	tc := m.cfg.TC
	left := [2]time.Duration{tc.Base, tc.Base}
	var made [2]int // moves made by each side, for moves/base periods
	var adj adjudicator
	for {
		side := p.Side()
		c := cl[side]
		req := uciclient.Request{FEN: irrev.FEN(), Moves: since, Side: side, Depth: tc.Depth, Nodes: tc.Nodes, Grace: m.cfg.Grace}
		switch {
		case tc.Clock():
			req.Clock, req.Time = true, left
			req.Inc = [2]time.Duration{tc.Inc, tc.Inc}
			if tc.Moves > 0 {
				req.MovesToGo = tc.Moves - made[side]%tc.Moves
			}
			req.Deadline = left[side] + m.cfg.Margin
		case tc.MoveTime > 0:
			req.MoveTime = tc.MoveTime
			req.Deadline = tc.MoveTime + moveTimeAllowance + m.cfg.Margin
		default:
			req.Deadline = m.cfg.Timeout
		}
		reply, err := c.Search(ctx, req)
		if ctx.Err() != nil {
			g.Aborted = true
			return
		}
		if err != nil {
			w.drop(idx[side])
			var ce *uciclient.Error
			switch {
			case errors.As(err, &ce) && ce.Failure == uciclient.NoReply && tc.Clock():
				m.lose(g, side, headTimeForfeit, "(no bestmove after stop): "+ce.Msg)
			case errors.As(err, &ce) && ce.Failure == uciclient.NoReply:
				m.lose(g, side, headNoReply, ce.Msg)
			case errors.As(err, &ce) && ce.Failure == uciclient.BadReply:
				m.lose(g, side, headProtocol, ce.Msg)
			default:
				m.lose(g, side, headCrash, err.Error())
			}
			return
		}
		if tc.Clock() {
			left[side] -= reply.Elapsed
			if reply.Stopped || left[side] < -m.cfg.Margin {
				m.lose(g, side, headTimeForfeit, fmt.Sprintf("(%s used %.3fs with %.3fs left)",
					c.Name(), reply.Elapsed.Seconds(), (left[side]+reply.Elapsed).Seconds()))
				return
			}
			left[side] += tc.Inc
			made[side]++
			if tc.Moves > 0 && made[side]%tc.Moves == 0 {
				left[side] += tc.Base
			}
		} else if reply.Stopped {
			if tc.MoveTime > 0 {
				m.lose(g, side, headTimeForfeit, fmt.Sprintf("(%s took %.3fs for movetime %dms)", c.Name(), reply.Elapsed.Seconds(), tc.MoveTime.Milliseconds()))
			} else {
				m.lose(g, side, headNoReply, fmt.Sprintf("%s gave no move within %v", c.Name(), m.cfg.Timeout))
			}
			return
		}
		if reply.Resign {
			m.resign(g, side, c.Name())
			return
		}
		mv, err := p.ParseMove(reply.Move)
		if err != nil {
			m.lose(g, side, headIllegalMove, fmt.Sprintf("%q by %s: %v", reply.Move, c.Name(), err))
			return
		}
		p.MakeMove(mv)
		g.Moves = append(g.Moves, mv)
		g.Comments = append(g.Comments, evalComment(reply))
		if p.LastCaptured() != position.NoPiece {
			irrev, since = p.Copy(), nil
		} else {
			since = append(since, mv)
		}
		if out, why := judgePosition(p); out != Unfinished {
			g.Outcome, g.Reason = out, why
			return
		}
		if out, why := adj.update(m.cfg.Adjudication, side, reply, p.Ply()); out != Unfinished {
			g.Outcome, g.Reason = out, why
			return
		}
		if m.cfg.MaxPlies > 0 && len(g.Moves) >= m.cfg.MaxPlies {
			g.Outcome, g.Reason = Draw, fmt.Sprintf("adjudication: draw after %d plies (max plies)", m.cfg.MaxPlies)
			return
		}
	}
}

// moveTimeAllowance is how much longer than --movetime an engine may think
// before it is stopped: OS scheduling and pipes add a few milliseconds.
const moveTimeAllowance = time.Second

// lastIrreversible replays moves from fen and returns the position after the
// last capture and the moves since.
func lastIrreversible(fen string, moves []position.Move) (*position.Position, []position.Move) {
	p, _ := position.FromFEN(fen)
	irrev := p.Copy()
	var since []position.Move
	for _, m := range moves {
		p.MakeMove(m)
		if p.LastCaptured() != position.NoPiece {
			irrev, since = p.Copy(), nil
		} else {
			since = append(since, m)
		}
	}
	return irrev, since
}

// lose ends the game as a loss for side by the fault h names. The reason
// is h's head followed by detail, so that faultOf can read the fault back
// when the match is resumed from its PGN.
func (m *matchRun) lose(g *Game, side position.Side, h faultHead, detail string) {
	g.Outcome, g.Reason, g.Fault = winFor(side.Opponent()), h.reason(detail), h.fault()
}

// resign ends the game as a loss for side, whose engine (name) resigned.
// Resigning is no fault, so its reason has no head in faultHeads.
func (m *matchRun) resign(g *Game, side position.Side, name string) {
	g.Outcome, g.Reason, g.Fault = winFor(side.Opponent()), name+" resigns", NoFault
}

// evalComment formats the engine's last score, depth and time as the PGN
// comment after its move: "+0.35/12 0.512s", "+M5/20 1.003s".
func evalComment(r uciclient.Reply) string {
	t := fmt.Sprintf("%.3fs", r.Elapsed.Seconds())
	if !r.Scored {
		return t
	}
	var s string
	switch {
	case r.Mate > 0:
		s = fmt.Sprintf("+M%d", r.Mate)
	case r.Mate < 0:
		s = fmt.Sprintf("-M%d", -r.Mate)
	default:
		s = fmt.Sprintf("%+.2f", float64(r.Score)/100)
	}
	return fmt.Sprintf("%s/%d %s", s, r.Depth, t)
}

// Adjudication ends games early on the engines' own scores; zero values
// switch each rule off.
type Adjudication struct {
	// ResignScore and ResignMoves: a side whose own score is at or below
	// -ResignScore for ResignMoves consecutive moves loses.
	ResignScore int
	ResignMoves int
	// DrawScore, DrawMoves, DrawPly: after ply DrawPly, when both sides'
	// scores stay within ±DrawScore for DrawMoves consecutive moves each,
	// the game is drawn.
	DrawScore int
	DrawMoves int
	DrawPly   int
}

// adjudicator tracks the running counts for Adjudication.
type adjudicator struct {
	resign [2]int // consecutive hopeless moves by side
	draw   int    // consecutive plies within the draw window
}

func (a *adjudicator) update(cfg Adjudication, side position.Side, r uciclient.Reply, ply int) (Outcome, string) {
	if !r.Scored {
		a.resign[side], a.draw = 0, 0
		return Unfinished, ""
	}
	if cfg.ResignMoves > 0 {
		if r.Score <= -cfg.ResignScore {
			a.resign[side]++
		} else {
			a.resign[side] = 0
		}
		if a.resign[side] >= cfg.ResignMoves {
			return winFor(side.Opponent()), fmt.Sprintf("adjudication: %s score at or below -%d for %d moves", side, cfg.ResignScore, cfg.ResignMoves)
		}
	}
	if cfg.DrawMoves > 0 {
		if ply > cfg.DrawPly && r.Score <= cfg.DrawScore && r.Score >= -cfg.DrawScore {
			a.draw++
		} else {
			a.draw = 0
		}
		if a.draw >= 2*cfg.DrawMoves {
			return Draw, fmt.Sprintf("adjudication: draw, scores within ±%d for %d moves", cfg.DrawScore, cfg.DrawMoves)
		}
	}
	return Unfinished, ""
}
