package main

import (
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/chuhe-engine/chuhe"
	"github.com/chuhe-engine/chuhe/datagen"
	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/record"
)

func init() {
	register(command{
		name: "datagen",
		usage: "datagen --out DIR [--seed S|A-B] [--games N] [--nodes N] [--concurrency N] [--shard I/N]\n" +
			"             [--random-plies A-B] [--openings FILE] [--eval nnue|classical] [--evalfile FILE] [--json]\n" +
			"  chuhe datagen --out DIR --import-pgn FILE[,FILE...] [--scored-by NAME[,NAME...]]",
		summary: "Play self-play training games at a fixed node budget, one shard file per seed\n" +
			"      (DIR/seed-NNNNNN.chdg; the same seed gives the same file byte for byte). An existing shard\n" +
			"      is completed, so an interrupted run (Ctrl-C leaves valid shards) resumes where it stopped.\n" +
			"      --import-pgn turns match PGNs (plain or .gz) into shards DIR/NAME.chdg, keeping the scores\n" +
			"      of the engines named by --scored-by (default chuhe): their comments carry chuhe's scores.",
		run: runDatagen,
	})
}

// parseRange reads "N" or "A-B" (inclusive, A <= B).
func parseRange(s string) (lo, hi uint64, err error) {
	a, b, isRange := strings.Cut(s, "-")
	lo, err = strconv.ParseUint(strings.TrimSpace(a), 10, 64)
	if err != nil {
		return 0, 0, fmt.Errorf("%q is not a number or a range A-B", s)
	}
	hi = lo
	if isRange {
		hi, err = strconv.ParseUint(strings.TrimSpace(b), 10, 64)
		if err != nil || hi < lo {
			return 0, 0, fmt.Errorf("%q is not a range A-B with A <= B", s)
		}
	}
	return lo, hi, nil
}

// parseShard reads "I/N" with 1 <= I <= N.
func parseShard(s string) (i, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return 0, 0, fmt.Errorf("--shard %q: want I/N with 1 <= I <= N, such as 2/4", s)
	}
	return i, n, nil
}

func runDatagen(args []string, stdout, stderr io.Writer) int {
	def := datagen.DefaultConfig()
	fs := newFlags("datagen")
	out := fs.String("out", "", "directory of the shard files (created if missing)")
	seeds := fs.String("seed", "1", "seed, or an inclusive range of seeds A-B: one shard each")
	games := fs.Int("games", def.Games, "games per seed")
	nodes := fs.Uint64("nodes", def.Nodes, "search nodes per move")
	conc := fs.Int("concurrency", 1, "games played at once")
	shard := fs.String("shard", "1/1", "play only the I-th of N parts of the seeds")
	plies := fs.String("random-plies", fmt.Sprintf("%d-%d", def.MinPlies, def.MaxPlies), "random legal plies after the opening")
	openFile := fs.String("openings", "", "FEN/EPD file of start positions (default: the built-in openings)")
	imports := fs.StringSlice("import-pgn", nil, "match PGN files to turn into shards instead of playing")
	scoredBy := fs.StringSlice("scored-by", []string{"chuhe"}, "with --import-pgn: the engine names whose scores are kept")
	evalName := fs.String("eval", engine.EvalName(defaultNet()), "evaluation the games are played with: nnue (the network) or classical (hand-written)")
	evalFile := fs.String("evalfile", "", "network file for --eval nnue (default: the built-in net)")
	asJSON := fs.Bool("json", false, "print one JSON object when done")
	if err := parseFlags(fs, args); err != nil {
		return fail(stdout, stderr, wantsJSON(args), "datagen", err)
	}
	fail := func(err error) int { return fail(stdout, stderr, *asJSON, "datagen", err) }
	if *out == "" {
		return fail(errors.New("--out DIR is required"))
	}
	if len(*imports) > 0 {
		return importPGNs(*imports, *scoredBy, *out, *asJSON, stdout, stderr)
	}
	lo, hi, err := parseRange(*seeds)
	if err != nil {
		return fail(fmt.Errorf("--seed: %w", err))
	}
	shardI, shardN, err := parseShard(*shard)
	if err != nil {
		return fail(err)
	}
	pmin, pmax, err := parseRange(*plies)
	if err != nil || pmax > 100 {
		return fail(fmt.Errorf("--random-plies %q: want A-B within 0-100", *plies))
	}
	if *conc < 1 || *conc > 256 {
		return fail(fmt.Errorf("--concurrency %d is out of range 1-256", *conc))
	}
	net, err := selectEval(*evalName, *evalFile)
	if err != nil {
		return fail(err)
	}
	cfg := def
	cfg.Games, cfg.Nodes, cfg.MinPlies, cfg.MaxPlies, cfg.Net = *games, *nodes, int(pmin), int(pmax), net
	if err := cfg.Validate(); err != nil {
		return fail(err)
	}
	text := chuhe.OpeningsTXT
	if *openFile != "" {
		data, err := os.ReadFile(*openFile)
		if err != nil {
			return fail(fmt.Errorf("--openings: %w", err))
		}
		text = string(data)
	}
	openings, err := datagen.ParseOpenings(text)
	if err != nil {
		return fail(err)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return fail(err)
	}
	var mine []uint64
	for s, k := lo, 0; s <= hi; s, k = s+1, k+1 {
		if k%shardN == shardI-1 {
			mine = append(mine, s)
		}
		if s == hi { // hi may be the largest uint64
			break
		}
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	left := 0
	for _, seed := range mine {
		have, err := datagen.CountGames(filepath.Join(*out, datagen.ShardName(seed)))
		if err != nil {
			return fail(err)
		}
		left += max(0, cfg.Games-have)
	}
	pr := &datagenProgress{w: stderr, start: time.Now(), total: left, quiet: *asJSON}
	var total, positions int
	for _, seed := range mine {
		n, err := datagen.Shard(ctx, cfg, openings, seed, *out, *conc, func(g *datagen.Game) {
			positions += len(g.Moves)
			pr.game(seed, len(g.Moves))
		})
		total += n
		if err != nil {
			if errors.Is(err, context.Canceled) {
				err = fmt.Errorf("interrupted: shard of seed %d holds %d of %d games (run again to complete it)", seed, n, cfg.Games)
			}
			return fail(err)
		}
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"seeds": mine, "games": total, "positions_added": positions,
			"ms": time.Since(pr.start).Milliseconds(), "out": *out})
		return 0
	}
	fmt.Fprintf(stdout, "seeds %d\ngames %d\npositions added %d\n", len(mine), total, positions)
	return 0
}

// datagenProgress prints one line every few seconds on stderr: games,
// positions, positions per second and the time left.
type datagenProgress struct {
	w                  io.Writer
	start, last        time.Time
	total, played, pos int
	quiet              bool
}

func (p *datagenProgress) game(seed uint64, plies int) {
	p.played++
	p.pos += plies
	if p.quiet || time.Since(p.last) < 5*time.Second {
		return
	}
	p.last = time.Now()
	el := time.Since(p.start).Seconds()
	rate := float64(p.pos) / el
	eta := time.Duration(float64(p.total-p.played) * el / float64(p.played) * float64(time.Second)).Round(time.Second)
	fmt.Fprintf(p.w, "datagen: seed %d, games %d/%d, positions %d, %.0f positions/s, ETA %s\n",
		seed, p.played, p.total, p.pos, rate, eta)
}

// importPGNs converts match PGNs into shards beside the self-play ones.
func importPGNs(files, names []string, dir string, asJSON bool, stdout, stderr io.Writer) int {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fail(stdout, stderr, asJSON, "datagen", err)
	}
	var total datagen.ImportStats
	for _, path := range files {
		st, out, err := importPGN(path, names, dir)
		if err != nil {
			return fail(stdout, stderr, asJSON, "datagen", err)
		}
		if !asJSON {
			fmt.Fprintf(stderr, "datagen: %s -> %s: %s\n", path, out, st)
		}
		total.Games += st.Games
		total.Skipped += st.Skipped
		total.Moves += st.Moves
		total.Scored += st.Scored
	}
	if asJSON {
		writeJSON(stdout, map[string]any{"files": len(files), "games": total.Games, "skipped": total.Skipped,
			"moves": total.Moves, "scored": total.Scored, "out": dir})
		return 0
	}
	fmt.Fprintf(stdout, "files %d\n%s\n", len(files), total)
	return 0
}

func importPGN(path string, names []string, dir string) (datagen.ImportStats, string, error) {
	var st datagen.ImportStats
	f, err := os.Open(path)
	if err != nil {
		return st, "", err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return st, "", fmt.Errorf("%s: %w", path, err)
		}
		defer z.Close()
		r = z
	}
	recs, err := record.ReadPGN(r)
	if err != nil {
		return st, "", fmt.Errorf("%s: %w", path, err)
	}
	buf := []byte(datagen.Magic)
	for _, rec := range recs {
		g, err := datagen.FromRecord(rec, datagen.ScoredSides(rec, names))
		if err != nil {
			st.Skipped++
			continue
		}
		st.Games++
		st.Moves += len(g.Moves)
		for _, s := range g.Scores {
			if s != datagen.NoScore {
				st.Scored++
			}
		}
		if buf, err = datagen.AppendRecord(buf, &g); err != nil {
			return st, "", fmt.Errorf("%s: %w", path, err)
		}
	}
	name := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(path), ".gz"), ".pgn") + ".chdg"
	out := filepath.Join(dir, name)
	return st, out, os.WriteFile(out, buf, 0o644)
}
