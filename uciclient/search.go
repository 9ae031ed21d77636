package uciclient

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe/position"
)

// Request is one "position ... go ..." request.
type Request struct {
	FEN   string          // last irreversible position (after the last capture)
	Moves []position.Move // moves since FEN
	Side  position.Side   // side to move after Moves (maps clocks to "mine"/"theirs")

	Clock     bool             // send clocks
	Time      [2]time.Duration // remaining time by side (position.Red, position.Black)
	Inc       [2]time.Duration // increment by side
	MovesToGo int              // moves to the next time control; 0 = none

	MoveTime time.Duration // fixed time per move (when no clock)
	Depth    int           // depth limit; 0 = none
	Nodes    int64         // node limit; 0 = none

	// Deadline is when the client sends stop (flag-fall); Grace is how long
	// it then waits for bestmove before it kills a hung engine. A zero
	// Deadline means wait forever.
	Deadline time.Duration
	Grace    time.Duration
}

// Reply is the engine's answer to a search.
type Reply struct {
	Move    string // best move in coordinate notation with ranks 0-9 ("" for none)
	Ponder  string
	Resign  bool // UCCI "bestmove m resign"
	Draw    bool // UCCI "bestmove m draw"
	Score   int  // last reported score in centipawns, from the mover's view
	Mate    int  // last reported mate distance in moves (+ mating, - mated), 0 if none
	Scored  bool // a score was reported
	Depth   int  // last reported depth
	Elapsed time.Duration
	Stopped bool // the deadline passed and the client sent stop
}

// PositionLine formats the position command with single spaces and the
// engine's rank numbering.
func (c *Client) PositionLine(fen string, moves []position.Move) string {
	var b strings.Builder
	b.WriteString("position fen ")
	b.WriteString(fen)
	if len(moves) > 0 {
		b.WriteString(" moves")
		for _, m := range moves {
			b.WriteByte(' ')
			b.WriteString(clientMoveToWire(m, c.cfg.Ranks))
		}
	}
	return b.String()
}

// GoLine formats the go command for the request in the engine's dialect and
// time units.
func (c *Client) GoLine(req Request) string {
	parts := []string{"go"}
	add := func(k string, v int64) { parts = append(parts, k, strconv.FormatInt(v, 10)) }
	unit := func(d time.Duration) int64 {
		if c.Millis() {
			return max(d.Milliseconds(), 0)
		}
		return max(int64(d/time.Second), 0)
	}
	me, opp := req.Side, req.Side.Opponent()
	if c.cfg.Proto == UCCI {
		// UCCI modes are exclusive: a clock wins over depth and nodes,
		// which the runner then cannot enforce on this engine.
		switch {
		case req.Clock:
			add("time", unit(req.Time[me]))
			if req.MovesToGo > 0 {
				add("movestogo", int64(req.MovesToGo))
			} else {
				add("increment", unit(req.Inc[me]))
			}
			add("opptime", unit(req.Time[opp]))
			if req.MovesToGo > 0 {
				add("oppmovestogo", int64(req.MovesToGo))
			} else {
				add("oppincrement", unit(req.Inc[opp]))
			}
		case req.MoveTime > 0:
			// UCCI has no movetime: all of the time for one move.
			add("time", unit(req.MoveTime))
			add("movestogo", 1)
		case req.Depth > 0:
			add("depth", int64(req.Depth))
		case req.Nodes > 0:
			add("nodes", req.Nodes)
		default:
			parts = append(parts, "infinite")
		}
		return strings.Join(parts, " ")
	}
	if req.Clock {
		add("wtime", unit(req.Time[position.Red]))
		add("btime", unit(req.Time[position.Black]))
		add("winc", unit(req.Inc[position.Red]))
		add("binc", unit(req.Inc[position.Black]))
		if req.MovesToGo > 0 {
			add("movestogo", int64(req.MovesToGo))
		}
	}
	if req.MoveTime > 0 {
		add("movetime", unit(req.MoveTime))
	}
	if req.Depth > 0 {
		add("depth", int64(req.Depth))
	}
	if req.Nodes > 0 {
		add("nodes", req.Nodes)
	}
	if len(parts) == 1 {
		parts = append(parts, "infinite")
	}
	return strings.Join(parts, " ")
}

// Search sends the position and go, and waits for bestmove. At the
// deadline it sends stop; if no bestmove comes within the grace period the
// engine is killed and a NoReply error returned. A crash returns a
// Crashed error. The reply's Elapsed runs from sending go to reading
// bestmove.
func (c *Client) Search(ctx context.Context, req Request) (Reply, error) {
	var r Reply
	if c.closed {
		return r, ErrClosed
	}
	// Drop anything left over from an earlier search (late info lines).
	for drained := false; !drained; {
		select {
		case _, ok := <-c.lines:
			if !ok {
				return r, c.crashErr("between moves")
			}
		default:
			drained = true
		}
	}
	if err := c.Send(c.PositionLine(req.FEN, req.Moves)); err != nil {
		return r, err
	}
	if err := c.Send(c.GoLine(req)); err != nil {
		return r, err
	}
	start := time.Now()
	var deadline, grace <-chan time.Time
	if req.Deadline > 0 {
		t := time.NewTimer(req.Deadline)
		defer t.Stop()
		deadline = t.C
	}
	for {
		select {
		case line, ok := <-c.lines:
			if !ok {
				return r, c.crashErr("while thinking")
			}
			f := strings.Fields(line)
			if len(f) == 0 {
				continue
			}
			switch f[0] {
			case "info":
				c.parseInfo(f[1:], &r)
			case "bestmove":
				r.Elapsed = time.Since(start)
				return r, c.parseBestmove(f[1:], &r)
			case "nobestmove":
				r.Elapsed = time.Since(start)
				return r, &Error{BadReply, fmt.Sprintf("engine %s answered nobestmove in a position with legal moves", c.Name())}
			}
		case <-deadline:
			r.Stopped = true
			deadline = nil
			if err := c.Send("stop"); err != nil {
				return r, err
			}
			gt := time.NewTimer(max(req.Grace, time.Millisecond))
			defer gt.Stop()
			grace = gt.C
		case <-grace:
			r.Elapsed = time.Since(start)
			c.Kill()
			return r, &Error{NoReply, fmt.Sprintf("engine %s gave no bestmove within %v after stop", c.Name(), req.Grace)}
		case <-ctx.Done():
			_ = c.Send("stop")
			return r, ctx.Err()
		}
	}
}

// parseInfo picks depth and score from an info line: UCI "score cp X" /
// "score mate N", UCCI "score X" with mates as ±(10000 - plies).
func (c *Client) parseInfo(f []string, r *Reply) {
	for i := 0; i < len(f)-1; i++ {
		switch f[i] {
		case "string", "message":
			return // free text follows
		case "depth":
			if d, err := strconv.Atoi(f[i+1]); err == nil {
				r.Depth = d
			}
		case "score":
			if f[i+1] == "cp" && i+2 < len(f) {
				if v, err := strconv.Atoi(f[i+2]); err == nil {
					r.Score, r.Mate, r.Scored = v, 0, true
				}
			} else if f[i+1] == "mate" && i+2 < len(f) {
				if v, err := strconv.Atoi(f[i+2]); err == nil {
					r.Mate, r.Scored = v, true
					r.Score = clientMateScore(v)
				}
			} else if v, err := strconv.Atoi(f[i+1]); err == nil {
				r.Score, r.Mate, r.Scored = v, 0, true
				if v >= clientUCCIWin || v <= -clientUCCIWin {
					plies := 10000 - clientAbs(v)
					moves := (plies + 1) / 2
					if v < 0 {
						moves = -moves
					}
					r.Mate = moves
				}
			}
		}
	}
}

// clientUCCIWin is where bare UCCI scores stop being centipawns and become
// mate distances (ElephantEye reports mates as 10000 minus plies).
const clientUCCIWin = 9000

// clientMateScore turns a UCI mate distance into a large centipawn score so
// that adjudication can compare it with thresholds.
func clientMateScore(moves int) int {
	switch {
	case moves > 0:
		return 10000 - (2*moves - 1)
	case moves < 0:
		return -10000 - 2*moves
	}
	return -10000 // "mate 0": the mover is mated
}

func clientAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// parseBestmove reads "bestmove m [ponder p] [draw|resign]".
func (c *Client) parseBestmove(f []string, r *Reply) error {
	if len(f) == 0 || f[0] == "(none)" || f[0] == "0000" {
		return &Error{BadReply, fmt.Sprintf("engine %s answered bestmove without a move", c.Name())}
	}
	r.Move = clientMoveFromWire(f[0], c.cfg.Ranks)
	for i := 1; i < len(f); i++ {
		switch f[i] {
		case "ponder":
			if i+1 < len(f) {
				r.Ponder = clientMoveFromWire(f[i+1], c.cfg.Ranks)
				i++
			}
		case "resign":
			r.Resign = true
		case "draw":
			r.Draw = true
		}
	}
	return nil
}

// clientMoveToWire formats a move with ranks numbered from base (0 or 1).
func clientMoveToWire(m position.Move, base int) string {
	if base == 0 {
		return m.String()
	}
	sq := func(s position.Square) string {
		return string(rune('a'+s.File())) + strconv.Itoa(s.Rank()+base)
	}
	return sq(m.From()) + sq(m.To())
}

// clientMoveFromWire converts a wire move with ranks numbered from base to
// ranks 0-9. Text it cannot read is returned unchanged, so that the caller's
// legality check names exactly what the engine sent.
func clientMoveFromWire(s string, base int) string {
	if base == 0 {
		return s
	}
	var out strings.Builder
	for i := 0; i < len(s); {
		if s[i] < 'a' || s[i] > 'i' {
			return s
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		r, err := strconv.Atoi(s[i+1 : j])
		if err != nil || r-base < 0 || r-base > 9 {
			return s
		}
		out.WriteByte(s[i])
		out.WriteByte(byte('0' + r - base))
		i = j
	}
	return out.String()
}
