package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	"github.com/chuhe-engine/chuhe/bench"
	"github.com/chuhe-engine/chuhe/uciclient"
)

func init() {
	register(command{
		name: "match",
		usage: "match --engine CMD --engine CMD [--tc 10+0.1 | --movetime MS | --depth N | --nodes N]\n" +
			"             [--games N] [--openings FILE] [--concurrency N] [--pgn FILE] [--shard I/N] [--json] ...\n" +
			"       chuhe match --merge FILE... [--pgn FILE] [--json]\n" +
			"       chuhe match --ratings FILE... [--anchor NAME=ELO] [--json]",
		summary: "Play engine-vs-engine games judged by the Xiangqi rules and report W/D/L, Elo ± 95% error, LOS,\n" +
			"      and the same from game pairs (an opening with both colours: 0, ½, 1, 1½ or 2 points).\n" +
			"      --engine \"cmd=PATH [arg=A]... [dir=D] [name=N] [proto=uci|ucci] [ranks=0|1] [option.NAME=V]...\"\n" +
			"        (proto=ucci sends times in seconds unless the engine advertises usemillisec;\n" +
			"        option.usemillisec=true forces milliseconds, as Fairy-Stockfish in UCCI mode needs;\n" +
			"        any other option.NAME must be one the engine advertises, in any case (UCCI: spaces dropped))\n" +
			"      --tc base+inc | moves/base+inc (seconds), --movetime MS, --depth N, --nodes N\n" +
			"      --openings FILE (FEN/EPD lines, PGN or XQF; each opening with both colours), --shuffle, --seed N\n" +
			"      --opening-plies N (PGN/XQF: the first N plies of each game; 0 = all of an unfinished game)\n" +
			"      --gauntlet (first engine against the others; default round robin)\n" +
			"      --sprt \"elo0=0 elo1=5 alpha=0.05 beta=0.05 [model=logistic|normalized]\" (decided on the pairs;\n" +
			"        stop when decided)\n" +
			"      --shard I/N plays the I-th of N parts of the game pairs; --merge FILE... combines the\n" +
			"        shards' --json results (and, with --pgn OUT, their PGN files) into the whole match's report\n" +
			"      --resume PGN (repeatable; .pgn.gz too) goes on with a stopped match: given the same command, the\n" +
			"        games of the PGN its earlier run wrote are counted (and written to --pgn first), the rest played;\n" +
			"        --pgn may name the same file\n" +
			"      --ratings FILE... fits one rating list to many matches' --json results (engines known by name;\n" +
			"        maximum likelihood, 95% errors), --anchor NAME=ELO holding one engine fixed (default: the\n" +
			"        first engine of the first file at 0); --json: {\"anchor\", \"anchor_elo\", \"matches\",\n" +
			"        \"engines\": [{\"name\", \"games\", \"points\", \"score\", \"elo\", \"elo_error\"}, ...]}\n" +
			"      --resign-score CP --resign-moves N, --draw-score CP --draw-moves N --draw-ply N (adjudication, off by default)\n" +
			"      --grace MS, --margin MS, --timeout MS, --start-timeout MS, --max-plies N, --quiet\n" +
			"      --json prints one object on stdout (progress stays on stderr):\n" +
			"        {\"games\", \"scheduled\", \"engines\": [{\"name\", \"games\", \"wins\", \"draws\", \"losses\", \"points\",\n" +
			"          \"score\" (points per game, 0..1), \"elo\", \"elo_error\" (95% half-width; both null when\n" +
			"          infinite or undefined), \"los\" (0..1), \"draw_ratio\" (0..1), \"pentanomial\" (pairs scoring\n" +
			"          0, ½, 1, 1½, 2), \"penta_elo\", \"penta_elo_error\", \"penta_nelo\", \"penta_nelo_error\"}, ...],\n" +
			"         \"tc\", \"pentanomial\" (the first engine's), \"head_to_head\": [{\"first\", \"second\", \"wins\", \"draws\",\n" +
			"          \"losses\", \"pentanomial\"}, ...], \"draw_ratio\", \"time_losses\", \"illegal_moves\", \"crashes\",\n" +
			"         \"no_replies\", \"protocol_errors\", \"interrupted\", \"shard\" (with --shard): {\"index\", \"count\"},\n" +
			"         \"sprt\" (with --sprt): {\"elo0\", \"elo1\", \"alpha\", \"beta\", \"model\", \"llr\" (pairs),\n" +
			"          \"llr_trinomial\" (games), \"lower\", \"upper\", \"result\": \"H0\"|\"H1\"|\"continue\"}};\n" +
			"        an error is {\"error\": \"...\"} with a non-zero exit",
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
	openings := fs.String("openings", "", "openings file: FEN/EPD lines, PGN or XQF")
	openingPlies := fs.Int("opening-plies", 0, "PGN/XQF openings: the first N plies of each game (0 = all)")
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
	shard := fs.String("shard", "", "play only the I-th of N parts of the game pairs")
	resume := fs.StringArray("resume", nil, "PGN (or .pgn.gz) an earlier run of this match wrote: its games are counted, not played again")
	merge := fs.Bool("merge", false, "combine the shards' results and PGN files given as arguments")
	ratings := fs.Bool("ratings", false, "fit one rating list to the --json results given as arguments")
	anchor := fs.String("anchor", "", "with --ratings: NAME=ELO, the engine held at that rating")
	asJSON := fs.Bool("json", false, "print one JSON object")
	files, err := parseFlagsArgs(fs, args)
	if err != nil {
		return fail(stdout, stderr, wantsJSON(args), "match", err)
	}
	failf := func(format string, a ...any) int {
		return fail(stdout, stderr, *asJSON, "match", fmt.Errorf(format, a...))
	}
	if *ratings {
		if len(*engines) > 0 || *shard != "" || *merge {
			return failf("--ratings takes result files, not --engine, --shard or --merge")
		}
		return runRatings(files, *anchor, *asJSON, stdout, stderr)
	}
	if *anchor != "" {
		return failf("--anchor goes with --ratings")
	}
	if *merge {
		if len(*engines) > 0 || *shard != "" || len(*resume) > 0 {
			return failf("--merge takes result files, not --engine, --shard or --resume")
		}
		return runMerge(files, *pgn, *asJSON, stdout, stderr)
	}
	if len(files) > 0 {
		return failf("unexpected argument %q", strings.Join(files, " "))
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
	case fs.Changed("games") && *games < 1:
		return failf("--games %d: must be at least 1 (leave it out to play every opening with both colours)", *games)
	case *movetime < 0 || *depth < 0 || *nodes < 0 || *games < 0 || *openingPlies < 0:
		return failf("--movetime, --depth, --nodes, --games and --opening-plies must not be negative")
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
	if *shard != "" {
		i, n, err := parseShard(*shard)
		if err != nil {
			return failf("%v", err)
		}
		cfg.Shard, cfg.Shards = i, n
	}
	if err := bench.CheckMatchConfig(&cfg); err != nil {
		return failf("%v", err)
	}
	if *openingPlies > 0 && *openings == "" {
		return failf("--opening-plies needs --openings FILE (PGN or XQF)")
	}
	if *openings != "" {
		ops, warnings, err := bench.LoadOpenings(*openings, *openingPlies)
		printWarnings(stderr, warnings)
		if err != nil {
			return failf("%v", err)
		}
		cfg.Openings = ops
	}
	for _, name := range *resume {
		data, err := readMaybeGzip(name)
		if err != nil {
			return failf("resume: %v", err)
		}
		games, err := bench.ReadPlayedGames(name, data)
		if err != nil {
			return failf("%v", err)
		}
		cfg.Played = append(cfg.Played, games...)
	}
	// Before the PGN is truncated: it may be the very file resumed from.
	if err := bench.CheckResume(cfg); err != nil {
		return failf("%v", err)
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
		if res == nil && len(cfg.Played) == 0 {
			os.Remove(*pgn) // nothing was played; leave no empty file behind
		}
	}
	if err != nil {
		return failf("%v", err)
	}
	printWarnings(stderr, res.Warnings)
	if *asJSON {
		writeJSON(stdout, res.JSON())
	} else {
		res.WriteTable(stdout)
	}
	return 0
}

// readMaybeGzip reads a file, decompressing it when it is gzipped (the
// match PGNs kept in a repository are).
func readMaybeGzip(name string) ([]byte, error) {
	data, err := os.ReadFile(name)
	if err != nil || !bytes.HasPrefix(data, []byte{0x1f, 0x8b}) {
		return data, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

// parseFlagsArgs is parseFlags for commands that take file arguments: it
// returns them instead of refusing them.
func parseFlagsArgs(fs *pflag.FlagSet, args []string) ([]string, error) {
	if err := fs.Parse(args); err != nil {
		return nil, parseFlags(fs, args) // the same error, worded as every command words it
	}
	return fs.Args(), nil
}

// runMerge reads the shards' --json results and PGN files (told apart by
// their first character) and reports the whole match as one run would;
// the PGN files are merged into pgnOut.
func runMerge(files []string, pgnOut string, asJSON bool, stdout, stderr io.Writer) int {
	failf := func(format string, a ...any) int {
		return fail(stdout, stderr, asJSON, "match", fmt.Errorf(format, a...))
	}
	if len(files) == 0 {
		return failf("--merge needs the shards' result files (from --json) and, optionally, their PGN files")
	}
	parts, pgns, err := readResults(files)
	if err != nil {
		return failf("merge: %v", err)
	}
	switch {
	case len(parts) == 0:
		return failf("merge: no --json result among the files (only PGN)")
	case len(pgns) > 0 && pgnOut == "":
		return failf("merge: PGN files given: name the merged file with --pgn OUT")
	}
	res, err := bench.MergeResults(parts)
	if err != nil {
		return failf("%v", err)
	}
	if len(pgns) > 0 {
		var buf bytes.Buffer
		if err := bench.MergePGN(&buf, pgns); err != nil {
			return failf("%v", err)
		}
		if err := os.WriteFile(pgnOut, buf.Bytes(), 0o644); err != nil {
			return failf("pgn: %v", err)
		}
	}
	printWarnings(stderr, res.Warnings)
	if asJSON {
		writeJSON(stdout, res.JSON())
	} else {
		res.WriteTable(stdout)
	}
	return 0
}

// printWarnings writes each warning to stderr on its own line.
func printWarnings(stderr io.Writer, warnings []string) {
	for _, w := range warnings {
		fmt.Fprintln(stderr, "chuhe match: warning:", w)
	}
}

// readResults reads `chuhe match --json` results, and PGN files told apart
// from them by their first character.
func readResults(files []string) ([]bench.MatchJSON, map[string][]byte, error) {
	var parts []bench.MatchJSON
	pgns := map[string][]byte{}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, nil, err
		}
		if !bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) {
			pgns[name] = data
			continue
		}
		var j bench.MatchJSON
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&j); err != nil {
			return nil, nil, fmt.Errorf("%s is not a chuhe match --json result: %v", name, err)
		}
		parts = append(parts, j)
	}
	return parts, pgns, nil
}

// runRatings fits one rating list to many matches: the calibration of the
// playing levels (docs/GUI.md) and any gauntlet played in parts.
func runRatings(files []string, anchorSpec string, asJSON bool, stdout, stderr io.Writer) int {
	failf := func(format string, a ...any) int {
		return fail(stdout, stderr, asJSON, "match", fmt.Errorf(format, a...))
	}
	if len(files) == 0 {
		return failf("--ratings needs matches' result files (from --json)")
	}
	parts, pgns, err := readResults(files)
	if err != nil {
		return failf("ratings: %v", err)
	}
	if len(pgns) > 0 {
		return failf("ratings: reads --json results, not PGN files")
	}
	var pairings []bench.MatchPairingJSON
	for _, p := range parts {
		pairings = append(pairings, p.HeadToHead...)
	}
	if len(pairings) == 0 {
		return failf("ratings: the results hold no games")
	}
	name, elo := pairings[0].First, 0.0
	if anchorSpec != "" {
		n, v, ok := strings.Cut(anchorSpec, "=")
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if !ok || n == "" || err != nil {
			return failf("--anchor %q: want NAME=ELO, such as fsf400=1000", anchorSpec)
		}
		name, elo = n, f
	}
	rs, err := bench.FitRatings(pairings, name, elo)
	if err != nil {
		return failf("ratings: %v", err)
	}
	if asJSON {
		writeJSON(stdout, map[string]any{"anchor": name, "anchor_elo": elo, "matches": len(parts), "engines": rs})
		return 0
	}
	fmt.Fprintf(stdout, "%-4s %-24s %8s %7s %7s %9s\n", "rank", "name", "elo", "± 95%", "games", "score")
	for i, r := range rs {
		fmt.Fprintf(stdout, "%-4d %-24s %8.1f %7.1f %7d %8.1f%%\n", i+1, r.Name, r.Elo, r.EloError, r.Games, 100*r.Score)
	}
	fmt.Fprintf(stdout, "(%d matches; %s held at %g)\n", len(parts), name, elo)
	return 0
}

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// joinSPRTArgs lets `--sprt elo0=0 elo1=5 alpha=0.05 beta=0.05` be written
// without quotes: the key=value words after --sprt become its one value.
func joinSPRTArgs(args []string) []string {
	isKV := func(s string) bool {
		k, _, ok := strings.Cut(s, "=")
		switch strings.ToLower(k) {
		case "elo0", "elo1", "alpha", "beta", "model":
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
