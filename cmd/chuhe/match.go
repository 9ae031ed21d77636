package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/chuhe-engine/chuhe/bench"
	"github.com/chuhe-engine/chuhe/uciclient"
)

func init() {
	register(command{
		name: "match",
		usage: "match --engine CMD --engine CMD [--tc 10+0.1 | --movetime MS | --depth N | --nodes N]\n" +
			"             [--games N] [--openings FILE] [--concurrency N] [--pgn FILE] [--json] ...",
		summary: "Play engine-vs-engine games judged by the Xiangqi rules and report W/D/L, Elo ± 95% error, LOS.\n" +
			"      --engine \"cmd=PATH [arg=A]... [dir=D] [name=N] [proto=uci|ucci] [ranks=0|1] [option.NAME=V]...\"\n" +
			"        (proto=ucci sends times in seconds unless the engine advertises usemillisec;\n" +
			"        option.usemillisec=true forces milliseconds, as Fairy-Stockfish in UCCI mode needs)\n" +
			"      --tc base+inc | moves/base+inc (seconds), --movetime MS, --depth N, --nodes N\n" +
			"      --openings FILE (FEN/EPD lines or PGN; each opening with both colours), --shuffle, --seed N\n" +
			"      --gauntlet (first engine against the others; default round robin)\n" +
			"      --sprt \"elo0=0 elo1=5 alpha=0.05 beta=0.05\" (stop when decided)\n" +
			"      --resign-score CP --resign-moves N, --draw-score CP --draw-moves N --draw-ply N (adjudication, off by default)\n" +
			"      --grace MS, --margin MS, --timeout MS, --start-timeout MS, --max-plies N, --quiet\n" +
			"      --json prints one object on stdout (progress stays on stderr):\n" +
			"        {\"games\", \"scheduled\", \"engines\": [{\"name\", \"games\", \"wins\", \"draws\", \"losses\", \"points\",\n" +
			"          \"score\" (points per game, 0..1), \"elo\", \"elo_error\" (95% half-width; both null when\n" +
			"          infinite or undefined), \"los\" (0..1), \"draw_ratio\" (0..1)}, ...], \"draw_ratio\",\n" +
			"         \"time_losses\", \"illegal_moves\", \"crashes\", \"no_replies\", \"protocol_errors\", \"interrupted\",\n" +
			"         \"sprt\" (with --sprt): {\"elo0\", \"elo1\", \"alpha\", \"beta\", \"llr\", \"lower\", \"upper\",\n" +
			"          \"result\": \"H0\"|\"H1\"|\"continue\"}}; an error is {\"error\": \"...\"} with a non-zero exit",
		run: runMatch,
	})
}

func runMatch(args []string, stdout, stderr io.Writer) int {
	args = joinSPRTArgs(args)
	fs := newFlags("match")
	engines := fs.StringArray("engine", nil, "engine: space-separated key=value pairs (repeat for each engine)")
	tcFlag := fs.String("tc", "", "time control: base+inc or moves/base+inc, in seconds")
	movetime := fs.Int("movetime", 0, "fixed time per move in milliseconds")
	depth := fs.Int("depth", 0, "fixed search depth")
	nodes := fs.Int64("nodes", 0, "fixed node count")
	games := fs.Int("games", 0, "number of games (default: every opening with both colours for each pairing)")
	openings := fs.String("openings", "", "openings file: FEN/EPD lines or PGN")
	shuffle := fs.Bool("shuffle", false, "shuffle the openings")
	seed := fs.Uint64("seed", 0, "seed for --shuffle (implies --shuffle)")
	concurrency := fs.Int("concurrency", 1, "games played in parallel")
	gauntlet := fs.Bool("gauntlet", false, "first engine plays each other engine (default: round robin)")
	pgn := fs.String("pgn", "", "write the games to this PGN file (created or truncated)")
	sprt := fs.String("sprt", "", "sequential test: \"elo0=0 elo1=5 alpha=0.05 beta=0.05\"")
	resignScore := fs.Int("resign-score", 0, "adjudicate a loss at this score (centipawns) ...")
	resignMoves := fs.Int("resign-moves", 0, "... held for this many moves (0 = off)")
	drawScore := fs.Int("draw-score", 0, "adjudicate a draw within this score ...")
	drawMoves := fs.Int("draw-moves", 0, "... held by both for this many moves (0 = off)")
	drawPly := fs.Int("draw-ply", 0, "... after this ply")
	grace := fs.Int("grace", int(bench.DefaultGrace/time.Millisecond), "milliseconds to wait for bestmove after stop")
	margin := fs.Int("margin", 0, "milliseconds an engine may overrun its clock")
	timeout := fs.Int("timeout", int(bench.DefaultTimeout/time.Millisecond), "milliseconds to wait for a move without a clock")
	startTimeout := fs.Int("start-timeout", 5000, "milliseconds an engine may take to answer uciok/ucciok/readyok")
	maxPlies := fs.Int("max-plies", 0, "draw a game after this many plies (0 = no limit)")
	quiet := fs.Bool("quiet", false, "no progress report on stderr")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := parseFlags(fs, args); err != nil {
		return fail(stdout, stderr, wantsJSON(args), "match", err)
	}
	failf := func(format string, a ...any) int {
		return fail(stdout, stderr, *asJSON, "match", fmt.Errorf(format, a...))
	}

	cfg := bench.MatchConfig{
		Games: *games, Shuffle: *shuffle || fs.Changed("seed"), Seed: *seed, Gauntlet: *gauntlet,
		Concurrency: *concurrency, MaxPlies: *maxPlies,
		Grace: ms(*grace), Margin: ms(*margin), Timeout: ms(*timeout),
		Adjudication: bench.Adjudication{ResignScore: *resignScore, ResignMoves: *resignMoves,
			DrawScore: *drawScore, DrawMoves: *drawMoves, DrawPly: *drawPly},
	}
	for _, s := range *engines {
		ec, err := uciclient.ParseConfig(s)
		if err != nil {
			return failf("%v", err)
		}
		ec.StartTimeout = ms(*startTimeout)
		cfg.Engines = append(cfg.Engines, ec)
	}
	switch {
	case *movetime < 0 || *depth < 0 || *nodes < 0 || *games < 0:
		return failf("--movetime, --depth, --nodes and --games must not be negative")
	case *concurrency < 1:
		return failf("--concurrency %d: must be at least 1", *concurrency)
	case *grace < 0 || *margin < 0 || *timeout <= 0 || *startTimeout <= 0:
		return failf("--grace and --margin must not be negative, --timeout and --start-timeout must be positive")
	}
	if *tcFlag != "" {
		tc, err := bench.ParseTimeControl(*tcFlag)
		if err != nil {
			return failf("%v", err)
		}
		cfg.TC = tc
	}
	cfg.TC.MoveTime, cfg.TC.Depth, cfg.TC.Nodes = ms(*movetime), *depth, *nodes
	if !cfg.TC.Limited() {
		cfg.TC, _ = bench.ParseTimeControl("10+0.1")
	}
	if *sprt != "" {
		t, err := bench.ParseSPRT(*sprt)
		if err != nil {
			return failf("%v", err)
		}
		cfg.SPRT = &t
	}
	if err := bench.CheckMatchConfig(&cfg); err != nil {
		return failf("%v", err)
	}
	if *openings != "" {
		ops, warnings, err := bench.LoadOpenings(*openings)
		for _, w := range warnings {
			fmt.Fprintln(stderr, "chuhe match: warning:", w)
		}
		if err != nil {
			return failf("%v", err)
		}
		cfg.Openings = ops
	}
	if !*quiet {
		cfg.Progress = stderr
		cfg.Live = isTerminal(stderr)
	}

	// The first Ctrl-C stops the match (table and PGN for the games
	// finished); unregistering then lets a second one kill at once.
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	go func() {
		<-ctx.Done()
		cancel()
	}()
	var pgnFile *os.File
	if *pgn != "" {
		f, err := os.Create(*pgn)
		if err != nil {
			return failf("pgn: %v", err)
		}
		pgnFile = f
		cfg.PGN = f
	}
	res, err := bench.RunMatch(ctx, cfg)
	if pgnFile != nil {
		if cerr := pgnFile.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("pgn: %w", cerr)
		}
		if res == nil {
			os.Remove(*pgn) // nothing was played; leave no empty file behind
		}
	}
	if err != nil {
		return failf("%v", err)
	}
	for _, w := range res.Warnings {
		fmt.Fprintln(stderr, "chuhe match: warning:", w)
	}
	if *asJSON {
		writeJSON(stdout, res.JSON())
	} else {
		res.WriteTable(stdout, cfg.TC)
	}
	return 0
}

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// joinSPRTArgs lets `--sprt elo0=0 elo1=5 alpha=0.05 beta=0.05` be written
// without quotes: the key=value words after --sprt become its one value.
func joinSPRTArgs(args []string) []string {
	isKV := func(s string) bool {
		k, _, ok := strings.Cut(s, "=")
		switch strings.ToLower(k) {
		case "elo0", "elo1", "alpha", "beta":
			return ok
		}
		return false
	}
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		var parts []string
		switch {
		case a == "--sprt" && i+1 < len(args):
			parts = []string{args[i+1]}
			i++
		case strings.HasPrefix(a, "--sprt="):
			parts = []string{strings.TrimPrefix(a, "--sprt=")}
		default:
			out = append(out, a)
			continue
		}
		for i+1 < len(args) && isKV(args[i+1]) {
			parts = append(parts, args[i+1])
			i++
		}
		out = append(out, "--sprt="+strings.Join(parts, " "))
	}
	return out
}

// isTerminal reports whether w is a character device (a terminal), where
// the progress line can be rewritten in place.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
