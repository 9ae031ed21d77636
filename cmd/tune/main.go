//go:build tune

// Command tune is the Texel tuner of chuhe's evaluation and the SPSA tuner
// of its search.
//
//	tune extract [-skip N] [-tail N] -o DATA.gz GAMES.pgn[.gz]...
//	tune tune [-method linear|local] [-relin N] [-iters N] [-rate R] [-steps 8,4,2,1] [-passes N] [-seed N] [-threads N] [-valid DATA] [-reg R] [-fix REGEXP] [-k K] [-o FILE] DATA.gz...
//	tune spsa -engine BIN -log FILE [-iterations N] [-until K] [-pairs N] [-params REGEXP] [-match "FLAGS"] ...
//
// extract replays the games (from tune/gen.sh, tune/gen-fsf.sh) and writes their quiet
// positions as "FEN;result" lines (repeats dropped); tune fits the sigmoid scale K, fits
// eval.Params (by default with Adam on a linearised evaluation, -method local for Texel's
// local search) and writes the tuned values as a Go file in
// package eval behind the build tag "tuned" (build with -tags tuned to play
// with them; params.go is left alone); spsa tunes the search and time
// parameters by SPSA over `chuhe match` games (see tune/README.md).
//
// The tuner changes the weights through eval.Params, which exists only in
// builds with the tag "tune" (a normal build's weights are constants):
//
//	go run -tags tune ./cmd/tune extract ...
package main

import (
	"flag"
	"fmt"
	"go/format"
	"io"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"

	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/tune"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

const usage = "usage: tune extract [-skip N] [-tail N] -o DATA GAMES.pgn... | tune tune [-method linear|local] [-relin N] [-iters N] [-rate R] [-steps 8,4,2,1] [-passes N] [-seed N] [-threads N] [-valid DATA] [-reg R] [-fix REGEXP] [-k K] [-o FILE] DATA... | " + spsaUsage

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("%s", usage)
	}
	switch args[0] {
	case "extract":
		return extract(args[1:], stderr)
	case "tune":
		return tuneCmd(args[1:], stdout, stderr)
	case "spsa":
		return runSPSA(args[1:], stdout, stderr)
	}
	return fmt.Errorf("unknown mode %q; %s", args[0], usage)
}

func extract(args []string, log io.Writer) error {
	fs := flag.NewFlagSet("extract", flag.ContinueOnError)
	fs.SetOutput(log)
	opt := tune.DefaultExtract
	fs.IntVar(&opt.SkipPlies, "skip", opt.SkipPlies, "plies skipped at the start of every game")
	fs.IntVar(&opt.AdjudicatedTail, "tail", opt.AdjudicatedTail, "plies dropped at the end of adjudicated games")
	out := fs.String("o", "", "dataset to write (gzipped when it ends in .gz)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() == 0 {
		return fmt.Errorf("extract needs -o and at least one PGN file")
	}
	var all []tune.Entry
	for _, name := range fs.Args() {
		es, err := extractFile(name, opt)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		fmt.Fprintf(log, "%s: %d positions\n", name, len(es))
		all = append(all, es...)
	}
	n := len(all)
	all = tune.Dedup(all)
	fmt.Fprintf(log, "total %d positions, %d after dropping repeats\n", n, len(all))
	return tune.WriteFile(*out, all)
}

// extractFile extracts one PGN file, gunzipping it when its name ends in ".gz".
func extractFile(name string, opt tune.ExtractOptions) ([]tune.Entry, error) {
	r, err := tune.Open(name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return tune.ExtractPGN(r, opt)
}

func parseSteps(s string) ([]int, error) {
	var steps []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("-steps: %q is not a positive integer", f)
		}
		steps = append(steps, n)
	}
	return steps, nil
}

func tuneCmd(args []string, stdout, log io.Writer) error {
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	fs.SetOutput(log)
	stepsFlag := fs.String("steps", "8,4,2,1", "step sizes of the local search, coarse to fine")
	passes := fs.Int("passes", 6, "most passes over the parameters per step size")
	seed := fs.Int64("seed", 1, "seed of the parameter order")
	threads := fs.Int("threads", runtime.NumCPU(), "worker goroutines")
	kFlag := fs.Float64("k", 0, "sigmoid scale; 0 fits it to the data with the current weights")
	out := fs.String("o", "", "Go file to write (default stdout)")
	fix := fs.String("fix", "", "regular expression: parameters whose names match stay as they are")
	reg := fs.Float64("reg", 0, "L2 penalty per squared centipawn of change from the current weights")
	validFlag := fs.String("valid", "", "dataset of other games, only to report a validation loss")
	method := fs.String("method", "linear", "linear (Adam on a linearised evaluation) or local (Texel's local search)")
	relins := fs.Int("relin", tune.DefaultLinear.Relins, "linear: outer iterations (linearise, optimise, round)")
	iters := fs.Int("iters", tune.DefaultLinear.Iters, "linear: Adam steps per outer iteration")
	rate := fs.Float64("rate", tune.DefaultLinear.Rate, "linear: Adam step size in centipawns")
	if err := fs.Parse(args); err != nil {
		return err
	}
	steps, err := parseSteps(*stepsFlag)
	if err != nil {
		return err
	}
	if *method != "linear" && *method != "local" {
		return fmt.Errorf("-method: %q is neither linear nor local", *method)
	}
	params := eval.Params()
	if *fix != "" {
		re, err := regexp.Compile(*fix)
		if err != nil {
			return fmt.Errorf("-fix: %v", err)
		}
		var keep []eval.Param
		for _, p := range params {
			if !re.MatchString(p.Name) {
				keep = append(keep, p)
			}
		}
		params = keep
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("tune needs at least one dataset file")
	}
	var all []tune.Entry
	for _, name := range fs.Args() {
		es, err := tune.ReadFile(name)
		if err != nil {
			return err
		}
		all = append(all, es...)
	}
	var valid []tune.Entry
	if *validFlag != "" {
		if valid, err = tune.ReadFile(*validFlag); err != nil {
			return err
		}
	}
	t, err := tune.NewTuner(all, *threads)
	if err != nil {
		return err
	}
	v, err := tune.NewTuner(valid, *threads)
	if err != nil {
		return err
	}
	k := *kFlag
	if k == 0 {
		k = t.FitK()
	}
	start, vstart := t.Loss(k), v.Loss(k)
	fmt.Fprintf(log, "%d positions (%d to validate), K %.4f, loss %.7f (validation %.7f)\n", t.Len(), v.Len(), k, start, vstart)
	var final float64
	if *method == "local" {
		final = t.LocalSearch(params, tune.Options{K: k, Steps: steps, Passes: *passes, Seed: *seed, Reg: *reg, Log: log})
	} else {
		lo := tune.LinearOptions{K: k, Reg: *reg, Relins: *relins, Iters: *iters, Rate: *rate, Log: log}
		if v.Len() > 0 {
			lo.Valid = v
		}
		final = t.FitLinear(params, lo)
	}
	vfinal := v.Loss(k)
	fmt.Fprintf(log, "loss %.7f -> %.7f, validation %.7f -> %.7f\n", start, final, vstart, vfinal)
	cmdline := "go run -tags tune ./cmd/tune tune " + strings.Join(args, " ")
	src, err := format.Source([]byte(fmt.Sprintf(goTemplate, cmdline, t.Len(), k, start, final, v.Len(), vstart, vfinal, eval.GoSource())))
	if err != nil {
		return fmt.Errorf("generated source: %v", err)
	}
	if *out == "" {
		_, err = stdout.Write(src)
		return err
	}
	return os.WriteFile(*out, src, 0o644)
}

// goTemplate is the generated file. Its init calls buildPST, not
// eval.Rebuild: a build with only -tags tuned has no tuning API, and the
// file must compile there.
const goTemplate = `// Code generated by cmd/tune; DO NOT EDIT.

//go:build tuned

package eval

import "github.com/chuhe-engine/chuhe/position"

// Texel-tuned weights, built in with -tags tuned to measure them against
// params.go (the tag makes the tuned single weights variables, see
// params_var.go). Reproduce with:
//
//	%s
//
// %d positions, K %.4f, loss %.7f -> %.7f; %d validation positions, %.7f -> %.7f.
func init() {
%s	buildPST()
}
`
