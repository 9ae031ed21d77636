// Command fakeengine is a scripted engine for the match runner's tests. It
// speaks UCI or UCCI, plays legal moves (captures first, otherwise a
// pseudo-random choice) and misbehaves on request from a given move on:
// loses on time, plays an illegal move, crashes, hangs, resigns, or never
// finishes the handshake. It logs every line it receives when asked to.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-engine/chuhe/position"
)

var (
	proto  = flag.String("proto", "uci", "uci or ucci")
	ranks  = flag.Int("ranks", 0, "rank numbering on the wire: 0 or 1")
	mode   = flag.String("mode", "normal", "normal|timeloss|illegal|crash|hang|resign|nouciok|exit|slowstart|nobestmove|nonemove|noisy")
	after  = flag.Int("after", 0, "misbehave from this own move on (0 = the first)")
	millis = flag.Bool("millis", true, "UCCI: advertise usemillisec")
	logf   = flag.String("log", "", "append every received line to this file")
	seed   = flag.Int("seed", 1, "varies the choice among quiet moves")
	score  = flag.Int("score", 12, "score to report")
	delay  = flag.Duration("delay", 0, "think this long before every move")
	cycle  = flag.String("cycle", "", "comma-separated moves (ranks 0-9) to play in turn while legal")
)

func main() {
	flag.Parse()
	var logFile *os.File
	if *logf != "" {
		f, err := os.OpenFile(*logf, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err == nil {
			logFile = f
		}
	}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(os.Stdin)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			lines <- strings.TrimRight(sc.Text(), "\r")
		}
		close(lines)
	}()
	out := bufio.NewWriter(os.Stdout)
	say := func(s string) { out.WriteString(s + "\n"); out.Flush() }
	pos := position.New()
	moves := 0
	bad := func() bool { return moves >= *after }
	for line := range lines {
		if logFile != nil {
			fmt.Fprintln(logFile, line)
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci", "ucci":
			switch *mode {
			case "nouciok":
				say("id name fake")
				continue
			case "exit":
				os.Exit(1)
			case "slowstart":
				time.Sleep(300 * time.Millisecond)
			}
			say("id name fake " + *mode)
			if f[0] == "ucci" && *millis {
				say("option usemillisec type check default false")
			}
			if f[0] == "ucci" {
				say("option hashsize type spin default 16 min 1 max 1024")
				say("ucciok")
			} else {
				say("option name Hash type spin default 16 min 1 max 1024")
				say("uciok")
			}
		case "isready":
			say("readyok")
		case "position":
			if p, err := parsePosition(f[1:]); err == nil {
				pos = p
			} else {
				say("info string error: " + err.Error())
			}
		case "go":
			time.Sleep(*delay)
			if !bad() {
				moves++
				say(fmt.Sprintf("info depth 3 score %s pv x", scoreText()))
				say("bestmove " + wire(choose(pos)))
				continue
			}
			switch *mode {
			case "timeloss": // think until stopped
				for l := range lines {
					if l == "stop" {
						break
					}
				}
				moves++
				say("bestmove " + wire(choose(pos)))
			case "illegal":
				moves++
				if pos.Side() == position.Red {
					say("bestmove " + wire(position.MakeMove(position.MakeSquare(4, 0), position.MakeSquare(4, 5))))
				} else {
					say("bestmove " + wire(position.MakeMove(position.MakeSquare(4, 9), position.MakeSquare(4, 4))))
				}
			case "crash":
				os.Exit(3)
			case "hang":
				for range lines {
				}
				time.Sleep(time.Hour)
			case "resign":
				say("info depth 3 score -5000 pv x")
				say("bestmove " + wire(choose(pos)) + " resign")
			case "nobestmove": // UCCI's answer when there is no legal move
				say("nobestmove")
			case "nonemove": // UCI's answer when there is no legal move
				say("bestmove (none)")
			case "noisy": // legal moves, wrapped in everything a sloppy engine prints
				moves++
				say("\x00 garbage ]]] \xff")
				for i := range 500 {
					say(fmt.Sprintf("info depth 1 nodes %d score %s pv", i, scoreText()))
				}
				say("   bestmove   " + wire(choose(pos)) + "   ponder   " + wire(choose(pos)) + "  \r")
			default:
				moves++
				say(fmt.Sprintf("info depth 3 score %s pv x", scoreText()))
				say("bestmove " + wire(choose(pos)))
			}
		case "quit":
			if *proto == "ucci" {
				say("bye")
			}
			return
		}
	}
}

func scoreText() string {
	if *proto == "ucci" {
		return strconv.Itoa(*score)
	}
	return "cp " + strconv.Itoa(*score)
}

// parsePosition reads "fen F... [moves ...]" or "startpos [moves ...]" with
// the configured rank numbering.
func parsePosition(f []string) (*position.Position, error) {
	var fen string
	i := 0
	switch {
	case len(f) > 0 && f[0] == "startpos":
		fen, i = position.StartFEN, 1
	case len(f) > 0 && f[0] == "fen":
		j := 1
		for j < len(f) && f[j] != "moves" {
			j++
		}
		fen, i = strings.Join(f[1:j], " "), j
	default:
		return nil, fmt.Errorf("bad position")
	}
	p, err := position.FromFEN(fen)
	if err != nil {
		return nil, err
	}
	if i < len(f) && f[i] == "moves" {
		for _, s := range f[i+1:] {
			m, err := p.ParseMove(unwire(s))
			if err != nil {
				return nil, err
			}
			p.MakeMove(m)
		}
	}
	return p, nil
}

func wire(m position.Move) string {
	sq := func(s position.Square) string { return string(rune('a'+s.File())) + strconv.Itoa(s.Rank()+*ranks) }
	return sq(m.From()) + sq(m.To())
}

func unwire(s string) string {
	if *ranks == 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		r, _ := strconv.Atoi(s[i+1 : j])
		b.WriteByte(s[i])
		b.WriteByte(byte('0' + r - *ranks))
		i = j
	}
	return b.String()
}

// scripted returns the next move of -cycle when it is legal here.
func scripted(p *position.Position) position.Move {
	if *cycle == "" {
		return position.NoMove
	}
	list := strings.Split(*cycle, ",")
	for range list {
		s := list[cycleAt%len(list)]
		cycleAt++
		if m, err := p.ParseMove(s); err == nil {
			return m
		}
	}
	return position.NoMove
}

var cycleAt int

// choose prefers the capture of the most valuable piece, else a quiet move
// picked by a hash of the position so that games differ by seed.
func choose(p *position.Position) position.Move {
	if m := scripted(p); m != position.NoMove {
		return m
	}
	var l position.MoveList
	p.GenerateLegal(&l, position.GenAll)
	best, bestV := position.NoMove, -1
	for _, m := range l.Slice() {
		if c := p.At(m.To()); c != position.NoPiece {
			if v := value[c.Kind()]; v > bestV {
				best, bestV = m, v
			}
		}
	}
	if best != position.NoMove {
		return best
	}
	if l.N == 0 {
		return position.NoMove
	}
	h := p.Key() ^ uint64(*seed)*0x9e3779b97f4a7c15
	h ^= h >> 29
	return l.Moves[h%uint64(l.N)]
}

var value = map[position.Kind]int{
	position.General: 100, position.Rook: 9, position.Cannon: 5, position.Horse: 4,
	position.Advisor: 2, position.Elephant: 2, position.Pawn: 1,
}
