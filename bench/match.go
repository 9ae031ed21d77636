package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/uciclient"
)

// MatchConfig describes an engine-vs-engine match.
type MatchConfig struct {
	Engines []uciclient.Config // two or more
	TC      TimeControl
	// Games is the total number of games; 0 plays every opening once with
	// both colours for every pairing (start position when no openings).
	Games    int
	Openings []Opening // empty: the start position
	Shuffle  bool      // play openings in an order shuffled by Seed
	Seed     uint64
	// Gauntlet pairs the first engine with each other one; otherwise every
	// engine meets every other (round robin).
	Gauntlet    bool
	Concurrency int // games in parallel (at least 1)

	Grace   time.Duration // after stop at flag-fall, wait this long for bestmove
	Margin  time.Duration // clock overrun tolerated before a loss on time
	Timeout time.Duration // longest wait for a move without a clock (depth/nodes)
	// MaxPlies draws a game after this many engine plies (0 = no limit;
	// the rules judge ends every game by itself).
	MaxPlies     int
	Adjudication Adjudication
	SPRT         *SPRT // stop early when decided (two engines only)
	// Shard and Shards play only the Shard-th (1-based) of Shards parts of
	// the game pairs: pair k (0-based, in schedule order) belongs to shard
	// k mod Shards + 1. Zero Shards plays the whole schedule. The parts of
	// one schedule, merged with MergeResults, make the whole match.
	Shard, Shards int
	// Played are games an earlier run of the same schedule finished
	// (ReadPlayedGames): they are counted and written to PGN first, and
	// only the rest of the schedule is played.
	Played []*Game

	PGN      io.Writer // every finished game is written here at once
	Progress io.Writer // one-line progress report (nil = none)
	Live     bool      // rewrite the progress line in place (a terminal)
	// now is the clock the ETA is measured with (nil: time.Now).
	now func() time.Time
}

// Defaults for the timing knobs.
const (
	DefaultGrace   = time.Second
	DefaultTimeout = 60 * time.Second
)

// MatchResult is the outcome of a match: the finished games and totals.
type MatchResult struct {
	Names     []string
	TC        string // the time control, as TimeControl.String gives it
	Scheduled int
	Games     []*Game   // finished games, in the order they finished
	Scores    []Score   // per engine, against all its opponents
	Pairs     [][]Score // Pairs[i][j]: engine i against engine j
	// Penta and PairPenta count the finished game pairs as Scores and
	// Pairs count games: Penta[i] for engine i, PairPenta[i][j] against j.
	Penta     []Penta
	PairPenta [][]Penta
	// Shard and Shards: which part of the schedule this is (0 of 0: all).
	Shard, Shards int
	// Faults by kind, counted over all games.
	TimeLosses, IllegalMoves, Crashes, NoReplies, ProtocolErrors int
	SPRT                                                         *SPRT
	LLR                                                          float64  // pentanomial: the one that decides
	LLRTrinomial                                                 float64  // the same test on single games, for comparison
	Decision                                                     string   // SPRT: "H0", "H1" or ""
	Interrupted                                                  bool     // stopped by the caller (Ctrl-C) before the schedule ended
	Warnings                                                     []string // options not sent, a PGN that could not be written
}

// matchRun is one running match.
type matchRun struct {
	cfg     MatchConfig
	res     *MatchResult
	pending map[int]*Game // the first finished game of each pair, until its partner finishes
	started time.Time
	resumed int  // games counted from MatchConfig.Played
	pgnErr  bool // a PGN write failed (warned of once)
}

// newMatchResult returns an empty result for engines with these names.
func newMatchResult(names []string) *MatchResult {
	n := len(names)
	res := &MatchResult{Names: names, Scores: make([]Score, n), Pairs: make([][]Score, n),
		Penta: make([]Penta, n), PairPenta: make([][]Penta, n)}
	for i := range n {
		res.Pairs[i] = make([]Score, n)
		res.PairPenta[i] = make([]Penta, n)
	}
	return res
}

// CheckMatchConfig reports configuration errors that need no engine.
func CheckMatchConfig(cfg *MatchConfig) error {
	switch {
	case len(cfg.Engines) < 2:
		return errors.New("a match needs at least two --engine")
	case !cfg.TC.Limited():
		return errors.New("no limit: give --tc, --movetime, --depth or --nodes")
	case cfg.Games < 0:
		return fmt.Errorf("--games %d: must not be negative", cfg.Games)
	case cfg.SPRT != nil && len(cfg.Engines) != 2:
		return errors.New("--sprt needs exactly two engines")
	case cfg.TC.Clock() && cfg.TC.MoveTime > 0:
		return errors.New("--tc and --movetime exclude each other")
	case cfg.Shards < 0 || cfg.Shards > 0 && (cfg.Shard < 1 || cfg.Shard > cfg.Shards):
		return fmt.Errorf("--shard %d/%d: want I/N with 1 <= I <= N", cfg.Shard, cfg.Shards)
	case cfg.Shards > 1 && cfg.SPRT != nil:
		// Each shard would stop on its own part's evidence.
		return errors.New("--sprt decides on the whole match and cannot run in a --shard; merge the shards and judge the total")
	}
	a := cfg.Adjudication
	switch {
	case a.ResignMoves < 0 || a.DrawMoves < 0 || a.DrawScore < 0 || a.DrawPly < 0:
		return errors.New("--resign-moves, --draw-score, --draw-moves and --draw-ply must not be negative")
	case a.ResignMoves > 0 && a.ResignScore <= 0:
		// A threshold of 0 would adjudicate every even position as lost.
		return fmt.Errorf("--resign-moves %d needs --resign-score CP greater than 0", a.ResignMoves)
	}
	return nil
}

// RunMatch checks the configuration, starts every engine once (so that a
// missing binary or a broken handshake is reported before any game), then
// plays the schedule. It returns the result so far when ctx is cancelled,
// with Interrupted set; games in progress then are not counted or written.
func RunMatch(ctx context.Context, cfg MatchConfig) (*MatchResult, error) {
	m, err := newMatchRun(cfg)
	if err != nil {
		return nil, err
	}
	cfg, res := m.cfg, m.res
	schedule := m.schedule()
	res.Scheduled = len(schedule)
	played, todo, err := m.resume(schedule)
	if err != nil {
		return nil, err
	}
	// Before any engine starts: the PGN then holds the earlier games
	// whatever happens next, even when it is the file they were read from.
	for _, g := range played {
		m.record(g)
	}
	m.resumed = len(played)
	if w := m.cfg.Progress; w != nil && m.resumed > 0 {
		fmt.Fprintf(w, "resumed %d of %d games from the earlier run; %d to play\n", m.resumed, len(schedule), len(todo))
	}

	// Start every engine once: bad input fails here, before any game.
	first := &worker{m: m, clients: map[int]*uciclient.Client{}}
	for i, ec := range cfg.Engines {
		c, err := uciclient.Start(ctx, ec)
		if err != nil {
			first.close()
			if ctx.Err() != nil { // Ctrl-C during the start: no games, no error
				res.Interrupted = true
				return res, nil
			}
			return nil, err
		}
		first.clients[i] = c
		for _, w := range c.Warnings() {
			res.Warnings = append(res.Warnings, w)
			if cfg.Progress != nil { // now, not only at the end of a long match
				fmt.Fprintln(cfg.Progress, "warning:", w)
			}
		}
		if mt := cfg.TC.MoveTime; mt > 0 && !c.Millis() && mt%time.Second != 0 {
			first.close()
			return nil, fmt.Errorf("engine %s takes whole seconds (UCCI without usemillisec): --movetime %d is not a multiple of 1000; "+
				"give whole seconds or option.usemillisec=true if it reads milliseconds", c.Name(), mt.Milliseconds())
		}
	}
	m.runSchedule(ctx, todo, first)
	res.Interrupted = ctx.Err() != nil && len(res.Games) < len(schedule) && res.Decision == ""
	return res, nil
}

// CheckResume reports whether cfg.Played are games of cfg's schedule, as
// RunMatch would, without starting an engine: a caller that writes the
// PGN to the file the games came from checks them before it truncates it.
func CheckResume(cfg MatchConfig) error {
	m, err := newMatchRun(cfg)
	if err != nil {
		return err
	}
	_, _, err = m.resume(m.schedule())
	return err
}

// newMatchRun checks cfg and returns a run with its defaults filled in
// and its result ready for the engines' display names.
func newMatchRun(cfg MatchConfig) (*matchRun, error) {
	if err := CheckMatchConfig(&cfg); err != nil {
		return nil, err
	}
	cfg.Concurrency = max(cfg.Concurrency, 1)
	if cfg.Grace <= 0 {
		cfg.Grace = DefaultGrace
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if len(cfg.Openings) == 0 {
		cfg.Openings = []Opening{{FEN: position.StartFEN, Source: "startpos"}}
	}
	res := newMatchResult(uniqueNames(cfg.Engines))
	res.SPRT, res.TC = cfg.SPRT, cfg.TC.String()
	if cfg.Shards > 1 {
		res.Shard, res.Shards = cfg.Shard, cfg.Shards
	}
	cfg.Engines = slices.Clone(cfg.Engines) // the caller's slice stays as it was
	for i := range cfg.Engines {
		cfg.Engines[i].Name = res.Names[i]
	}
	if cfg.now == nil {
		cfg.now = time.Now
	}
	return &matchRun{cfg: cfg, res: res, started: cfg.now()}, nil
}

// uniqueNames returns display names, numbering repeats ("chuhe", "chuhe-2").
func uniqueNames(engines []uciclient.Config) []string {
	names := make([]string, len(engines))
	count := map[string]int{}
	for i, e := range engines {
		name := e.DisplayName()
		count[name]++
		if count[name] > 1 {
			name = fmt.Sprintf("%s-%d", name, count[name])
		}
		names[i] = name
	}
	return names
}

// schedule lists the games: for each opening in turn, every pairing plays
// it twice with colours reversed (a pair); the list is cut at Games, then
// only the shard's pairs are kept. Rounds and pairs keep their numbers in
// the whole schedule, so that shards' games merge back into it.
func (m *matchRun) schedule() []*Game {
	cfg := m.cfg
	var pairs [][2]int
	for i := range cfg.Engines {
		for j := i + 1; j < len(cfg.Engines); j++ {
			if cfg.Gauntlet && i != 0 {
				break
			}
			pairs = append(pairs, [2]int{i, j})
		}
	}
	order := make([]int, len(cfg.Openings))
	for i := range order {
		order[i] = i
	}
	if cfg.Shuffle {
		r := rand.New(rand.NewPCG(cfg.Seed, 0x63687568652d6d61))
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	total := cfg.Games
	if total == 0 {
		total = 2 * len(pairs) * len(cfg.Openings)
	}
	var games []*Game
	pair := 0
	for k := 0; len(games) < total; k++ {
		op := cfg.Openings[order[k%len(order)]]
		for _, pr := range pairs {
			for _, g := range [][2]int{{pr[0], pr[1]}, {pr[1], pr[0]}} {
				if len(games) < total {
					games = append(games, &Game{Round: len(games) + 1, Pair: pair, Red: g[0], Black: g[1],
						RedName: m.res.Names[g[0]], BlackName: m.res.Names[g[1]], Opening: op})
				}
			}
			pair++
		}
	}
	if cfg.Shards > 1 {
		games = slices.DeleteFunc(games, func(g *Game) bool { return g.Pair%cfg.Shards != cfg.Shard-1 })
	}
	return games
}

// runSchedule plays the games on Concurrency workers and records each
// finished game as it comes in. The collecting loop hands out the next game
// only when one finishes, so that nothing new starts once the SPRT has
// decided or ctx is cancelled.
func (m *matchRun) runSchedule(ctx context.Context, schedule []*Game, first *worker) {
	workers := min(m.cfg.Concurrency, len(schedule))
	jobs := make(chan *Game, workers)
	done := make(chan *Game)
	var wg sync.WaitGroup
	for i := range workers {
		w := first
		if i > 0 {
			w = &worker{m: m, clients: map[int]*uciclient.Client{}}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer w.close()
			for g := range jobs {
				m.play(ctx, w, g)
				done <- g
			}
		}()
	}
	if workers == 0 {
		first.close()
	}
	go func() {
		wg.Wait()
		close(done)
	}()
	next, closed := 0, false
	push := func() {
		switch {
		case closed:
		case next < len(schedule) && m.res.Decision == "" && ctx.Err() == nil:
			jobs <- schedule[next]
			next++
		default:
			close(jobs)
			closed = true
		}
	}
	for range workers {
		push()
	}
	if workers == 0 {
		push()
	}
	for g := range done {
		if !g.Aborted {
			m.record(g)
		}
		push()
	}
	m.progressEnd()
}

// record counts a finished game, writes it to the PGN and updates the
// progress line and the SPRT.
func (m *matchRun) record(g *Game) {
	res := m.res
	res.Games = append(res.Games, g)
	var rs, bs Score // results for the red and the black engine
	switch g.Outcome {
	case RedWins:
		rs, bs = Score{Wins: 1}, Score{Losses: 1}
	case BlackWins:
		rs, bs = Score{Losses: 1}, Score{Wins: 1}
	default:
		rs, bs = Score{Draws: 1}, Score{Draws: 1}
	}
	res.Scores[g.Red] = res.Scores[g.Red].Add(rs)
	res.Scores[g.Black] = res.Scores[g.Black].Add(bs)
	res.Pairs[g.Red][g.Black] = res.Pairs[g.Red][g.Black].Add(rs)
	res.Pairs[g.Black][g.Red] = res.Pairs[g.Black][g.Red].Add(bs)
	switch g.Fault {
	case FaultTime:
		res.TimeLosses++
	case FaultIllegal:
		res.IllegalMoves++
	case FaultCrash:
		res.Crashes++
	case FaultNoReply:
		res.NoReplies++
	case FaultProtocol:
		res.ProtocolErrors++
	}
	m.pairUp(g)
	if m.cfg.PGN != nil {
		if err := writeGamePGN(m.cfg.PGN, g); err != nil && !m.pgnErr {
			m.pgnErr = true
			res.Warnings = append(res.Warnings, "pgn: "+err.Error())
		}
	}
	if t := res.SPRT; t != nil {
		res.LLR, res.LLRTrinomial = t.LLRPenta(res.Penta[0]), t.LLR(res.Scores[0])
		// A decision stands: the match stopped handing out games because of
		// it, and games that were in flight then must not revoke it.
		if res.Decision == "" {
			res.Decision = t.Decide(res.LLR)
		}
	}
	if g.pgn == nil {
		m.progress(g)
	}
}

// pairUp counts the pair g belongs to once both its games are in.
func (m *matchRun) pairUp(g *Game) {
	if m.pending == nil {
		m.pending = map[int]*Game{}
	}
	first, ok := m.pending[g.Pair]
	if !ok {
		m.pending[g.Pair] = g
		return
	}
	delete(m.pending, g.Pair)
	a, b := g.Red, g.Black
	k := int(2 * (first.Score(a) + g.Score(a))) // a's points in the pair, doubled
	res := m.res
	res.Penta[a][k]++
	res.Penta[b][4-k]++
	res.PairPenta[a][b][k]++
	res.PairPenta[b][a][4-k]++
}

// progress writes the one-line report after a game: games done of
// scheduled, W-D-L, Elo ± error from games and from pairs, the LLR with an
// SPRT, the time left at the pace so far, and (one line per game, not on a
// terminal) the game just finished.
func (m *matchRun) progress(g *Game) {
	w := m.cfg.Progress
	if w == nil {
		return
	}
	res := m.res
	done := len(res.Games)
	line := fmt.Sprintf("game %d/%d", done, res.Scheduled)
	if len(res.Names) == 2 {
		s := res.Scores[0]
		elo, e := s.Elo()
		pelo, pe := res.Penta[0].Elo()
		if m.cfg.Live {
			// Short enough for one terminal line: a wrapped line could not
			// be rewritten in place.
			line += fmt.Sprintf(": %d-%d-%d, Elo %s, pairs %s", s.Wins, s.Draws, s.Losses, fmtEloErr(elo, e), fmtEloErr(pelo, pe))
		} else {
			line += fmt.Sprintf(": %s vs %s %d-%d-%d (W-D-L) %.3f, Elo %s, pairs %v Elo %s", res.Names[0], res.Names[1],
				s.Wins, s.Draws, s.Losses, s.Ratio(), fmtEloErr(elo, e), res.Penta[0], fmtEloErr(pelo, pe))
		}
		if res.SPRT != nil {
			lo, hi := res.SPRT.Bounds()
			line += fmt.Sprintf(", LLR %s [%.2f, %.2f]", fmtLLR(res.LLR), lo, hi)
		}
	}
	if left := res.Scheduled - done; left > 0 && done > m.resumed {
		// At the pace of this run's games: the resumed ones took no time.
		elapsed := m.cfg.now().Sub(m.started)
		line += ", ETA " + (elapsed * time.Duration(left) / time.Duration(done-m.resumed)).Round(time.Second).String()
	}
	if m.cfg.Live {
		fmt.Fprintf(w, "\r\x1b[K%s", line)
		return
	}
	fmt.Fprintf(w, "%s; last %s %s %s (%s)\n", line, g.RedName, g.Outcome.PGN(), g.BlackName, g.Reason)
}

func (m *matchRun) progressEnd() {
	if m.cfg.Progress != nil && m.cfg.Live && len(m.res.Games) > 0 {
		fmt.Fprintln(m.cfg.Progress)
	}
}

// worker plays games one after another and keeps its engine processes
// between games; a process that failed is replaced before the next game.
type worker struct {
	m       *matchRun
	clients map[int]*uciclient.Client
}

// ready returns a running engine idx prepared for a new game, starting a
// fresh process when there is none or the old one does not answer.
func (w *worker) ready(ctx context.Context, idx int) (*uciclient.Client, error) {
	if c := w.clients[idx]; c != nil {
		if c.Alive() && c.NewGame(ctx) == nil {
			return c, nil
		}
		w.drop(idx)
	}
	c, err := uciclient.Start(ctx, w.m.cfg.Engines[idx])
	if err != nil {
		return nil, err
	}
	if err := c.NewGame(ctx); err != nil {
		c.Kill()
		return nil, err
	}
	w.clients[idx] = c
	return c, nil
}

// drop kills engine idx's process; the next game starts a fresh one.
func (w *worker) drop(idx int) {
	if c := w.clients[idx]; c != nil {
		c.Kill()
		delete(w.clients, idx)
	}
}

// close quits every engine process of the worker.
func (w *worker) close() {
	var wg sync.WaitGroup
	for idx, c := range w.clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Quit()
		}()
		delete(w.clients, idx)
	}
	wg.Wait()
}
