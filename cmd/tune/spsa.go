//go:build tune

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"regexp"
	"strings"

	"github.com/chuhe-engine/chuhe/engine"
	"github.com/chuhe-engine/chuhe/tune/spsa"
)

// spsaUsage is the spsa mode's synopsis.
const spsaUsage = "tune spsa -engine BIN -log FILE [-runner BIN] [-iterations N] [-until K] [-pairs N] [-params REGEXP] [-seed S] [-a A] [-c C] [-A A] [-alpha X] [-gamma X] [-options \"Hash=16 ...\"] [-match \"--nodes 20000 --openings FILE ...\"]"

// spsaCmd tunes the search and time parameters (engine.TunedOptions) by
// SPSA, playing `chuhe match` mini-matches between theta+ and theta- (see
// tune/spsa). play makes the match function from the configured runner;
// tests pass a fake one.
func spsaCmd(ctx context.Context, args []string, stdout, log io.Writer, play func(spsa.Chuhe) spsa.MatchFunc) error {
	fs := flag.NewFlagSet("spsa", flag.ContinueOnError)
	fs.SetOutput(log)
	bin := fs.String("engine", "", "chuhe built with -tags tune: the engine both sides play")
	runner := fs.String("runner", "", "chuhe binary that runs the matches (default: the engine)")
	logFile := fs.String("log", "", "JSON-lines log: appended to, and resumed from when it exists")
	var c spsa.Config
	fs.IntVar(&c.Iterations, "iterations", 1000, "planned iterations N (the gains are laid out for it)")
	until := fs.Int("until", 0, "stop after this iteration (0: N); run again to resume")
	pairs := fs.Int("pairs", 2, "game pairs per iteration")
	params := fs.String("params", ".", "tune the options whose names match this regexp (Search_*, Time_*)")
	fs.Uint64Var(&c.Seed, "seed", 1, "seed of the perturbations and the match seeds")
	fs.Float64Var(&c.LearnA, "a", 0, "gain a (0: a first iteration won outright moves one step)")
	fs.Float64Var(&c.C, "c", 1, "perturbation c, in steps")
	fs.Float64Var(&c.A, "A", 0, "stability constant A (0: N/10)")
	fs.Float64Var(&c.Alpha, "alpha", 0.602, "decay of a_k")
	fs.Float64Var(&c.Gamma, "gamma", 0.101, "decay of c_k")
	options := fs.String("options", "Hash=16 Threads=1", "more engine options for both sides, NAME=VALUE separated by spaces")
	matchArgs := fs.String("match", "--nodes 20000 --openings testdata/openings.txt --shuffle --concurrency 1", "the match's limit and other flags")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *bin == "" || *logFile == "" || fs.NArg() > 0 {
		return fmt.Errorf("spsa needs -engine and -log and no other arguments; usage: %s", spsaUsage)
	}
	re, err := regexp.Compile(*params)
	if err != nil {
		return fmt.Errorf("-params: %v", err)
	}
	for _, o := range engine.TunedOptions() {
		if re.MatchString(o.Option) {
			c.Params = append(c.Params, spsa.Param{Name: o.Option, Start: *o.Ptr, Min: o.Min, Max: o.Max, Step: o.Step})
		}
	}
	if len(c.Params) == 0 {
		return fmt.Errorf("-params %q matches no parameter", *params)
	}
	if *runner == "" {
		*runner = *bin
	}
	match := play(spsa.Chuhe{Runner: *runner, Engine: *bin, Pairs: *pairs,
		Options: strings.Fields(*options), MatchArgs: strings.Fields(*matchArgs)})

	var prev []spsa.Record
	if f, err := os.Open(*logFile); err == nil {
		prev, err = spsa.ReadLog(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", *logFile, err)
		}
		fmt.Fprintf(log, "resuming %s after iteration %d\n", *logFile, len(prev))
	} else if !errors.Is(err, os.ErrNotExist) {
		return err
	}
	// A cut-off last line (a killed run) is dropped by ReadLog; rewrite
	// the good records so that new ones do not follow it on its line.
	out, err := os.Create(*logFile + ".tmp")
	if err != nil {
		return err
	}
	if err := spsa.WriteLog(out, prev); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	if err := os.Rename(*logFile+".tmp", *logFile); err != nil {
		return err
	}
	f, err := os.OpenFile(*logFile, os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	k := len(prev)
	progress := func(ctx context.Context, plus, minus map[string]int, seed uint64) (spsa.Result, error) {
		k++
		r, err := match(ctx, plus, minus, seed)
		if err == nil {
			fmt.Fprintf(log, "iteration %d: theta+ %d-%d-%d (W-D-L)\n", k, r.Wins, r.Draws, r.Losses)
		}
		return r, err
	}
	theta, err := spsa.Run(ctx, c, prev, *until, progress, f)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, "theta (rounded; adopt only after a confirming match):")
	for _, p := range c.Params {
		fmt.Fprintf(stdout, "%s %d (start %d)\n", p.Name, int(math.Round(theta[p.Name])), p.Start)
	}
	return nil
}

// runSPSA is the spsa mode as the command runs it: real matches, stopped
// (between iterations' records) by an interrupt.
func runSPSA(args []string, stdout, log io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return spsaCmd(ctx, args, stdout, log, func(c spsa.Chuhe) spsa.MatchFunc { return c.Play })
}
