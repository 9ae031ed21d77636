package datagen

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/search"
)

// Config says how the games of one seed are played.
type Config struct {
	Games    int    // games per seed
	Nodes    uint64 // search nodes per move
	HashMB   int    // table per worker, cleared before each game
	MinPlies int    // random legal plies after the opening, at least
	MaxPlies int    // and at most
	// Adjudication: a side whose score (both sides agreeing) stays at or
	// beyond WinScore for WinPlies plies in a row wins; a game past
	// DrawAfter plies whose score stays within DrawScore for DrawPlies
	// plies is drawn; GameLimit plies end it drawn.
	WinScore, WinPlies              int
	DrawAfter, DrawScore, DrawPlies int
	GameLimit                       int
	// Net is the network the games are played with; nil plays them with
	// the hand-written evaluation.
	Net *nnue.Net
}

// DefaultConfig is what `chuhe datagen` plays unless told otherwise.
func DefaultConfig() Config {
	return Config{
		Games: 1000, Nodes: 6000, HashMB: 4, MinPlies: 2, MaxPlies: 6,
		WinScore: 1500, WinPlies: 8,
		DrawAfter: 120, DrawScore: 15, DrawPlies: 24,
		GameLimit: 400,
	}
}

// Validate names the first setting out of range.
func (c Config) Validate() error {
	switch {
	case c.Games < 1:
		return fmt.Errorf("games %d: want at least 1", c.Games)
	case c.Nodes < 100:
		return fmt.Errorf("nodes %d: want at least 100", c.Nodes)
	case c.HashMB < 1:
		return fmt.Errorf("hash %d MB: want at least 1", c.HashMB)
	case c.MinPlies < 0 || c.MaxPlies < c.MinPlies:
		return fmt.Errorf("random plies %d-%d: want 0 <= min <= max", c.MinPlies, c.MaxPlies)
	case c.GameLimit < 1 || c.GameLimit > math.MaxUint16:
		return fmt.Errorf("game limit %d plies: want 1-%d", c.GameLimit, math.MaxUint16)
	}
	return nil
}

// ParseOpenings reads FEN lines (EPD operations after ';' and '#' comments
// ignored) and checks each.
func ParseOpenings(text string) ([]string, error) {
	var fens []string
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, _, _ := strings.Cut(line, ";")
		fen = strings.TrimSpace(fen)
		if _, err := position.FromFEN(fen); err != nil {
			return nil, fmt.Errorf("openings line %d: %w", n+1, err)
		}
		fens = append(fens, fen)
	}
	if len(fens) == 0 {
		return nil, errors.New("openings: no position")
	}
	return fens, nil
}

// player plays games with its own searcher; one per worker goroutine.
type player struct {
	cfg      Config
	openings []string
	s        *search.Searcher
}

func newPlayer(cfg Config, openings []string) *player {
	s := search.New(cfg.HashMB, 1)
	s.SetNet(cfg.Net)
	return &player{cfg: cfg, openings: openings, s: s}
}

// gameRand is the random source of game index of seed: each game has its
// own, so that games can be played in any order and on any worker.
func gameRand(seed uint64, index int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(index)*0x9e3779b97f4a7c15+1))
}

// start picks an opening and plays the random plies, retrying when they
// end the game or leave no move.
func (pl *player) start(rng *rand.Rand) (*position.Position, error) {
	for range 100 {
		p, err := position.FromFEN(pl.openings[rng.IntN(len(pl.openings))])
		if err != nil {
			return nil, err
		}
		plies := pl.cfg.MinPlies + rng.IntN(pl.cfg.MaxPlies-pl.cfg.MinPlies+1)
		ok := true
		for range plies {
			var l position.MoveList
			p.GenerateLegal(&l, position.GenAll)
			if l.N == 0 {
				ok = false
				break
			}
			p.MakeMove(l.Moves[rng.IntN(l.N)])
			if p.Judge().Over() {
				ok = false
				break
			}
		}
		if ok && p.HasLegalMove() {
			// The FEN forgets the random plies: none of them can be part
			// of a repetition that the rest of the game would judge.
			return position.FromFEN(p.FEN())
		}
	}
	return nil, errors.New("no playable start position after 100 tries")
}

// play plays game index of seed; ctx cancels it between moves.
func (pl *player) play(ctx context.Context, seed uint64, index int) (*Game, error) {
	rng := gameRand(seed, index)
	p, err := pl.start(rng)
	if err != nil {
		return nil, err
	}
	g := &Game{StartFEN: p.FEN()}
	pl.s.NewGame()
	cfg := pl.cfg
	winRun, drawRun := 0, 0 // plies in a row past the win or within the draw score
	winSign := 0
	for ply := 0; ; ply++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if ply >= cfg.GameLimit {
			g.Outcome, g.Reason = Drawn, "max-plies"
			return g, nil
		}
		res := pl.s.Search(p, search.Limits{Nodes: cfg.Nodes}, nil)
		if res.Move == position.NoMove {
			return nil, fmt.Errorf("no move in %s, which the judge let go on", p.FEN())
		}
		score := max(-search.Mate, min(search.Mate, res.Score))
		g.Moves = append(g.Moves, res.Move)
		g.Scores = append(g.Scores, int16(score))
		red := score
		if p.Side() == position.Black {
			red = -score
		}
		p.MakeMove(res.Move)
		if v := p.Judge(); v.Over() {
			g.Outcome, g.Reason = outcomeOf(v.Result), v.Reason.String()
			return g, nil
		}
		sign := 0
		if red >= cfg.WinScore {
			sign = 1
		} else if red <= -cfg.WinScore {
			sign = -1
		}
		if sign != 0 && sign == winSign {
			winRun++
		} else {
			winRun, winSign = min(1, abs(sign)), sign
		}
		if winRun >= cfg.WinPlies {
			g.Outcome, g.Reason = RedWon, "adjudicated"
			if winSign < 0 {
				g.Outcome = BlackWon
			}
			return g, nil
		}
		if ply+1 >= cfg.DrawAfter && abs(red) <= cfg.DrawScore {
			drawRun++
		} else {
			drawRun = 0
		}
		if drawRun >= cfg.DrawPlies {
			g.Outcome, g.Reason = Drawn, "adjudicated"
			return g, nil
		}
	}
}

func outcomeOf(r position.Result) Outcome {
	switch r {
	case position.RedWins:
		return RedWon
	case position.BlackWins:
		return BlackWon
	}
	return Drawn
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
