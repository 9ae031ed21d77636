// Command train fits chuhe's network to self-play shards from `chuhe
// datagen` and writes the quantized net file. See nnue/README.md.
//
//	train --out net.nnue [--checkpoint FILE] [--epochs N] ... SHARD|DIR...
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	"github.com/chuhe-engine/chuhe/train"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	def := train.DefaultConfig()
	fs := pflag.NewFlagSet("train", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	out := fs.String("out", "", "the quantized net file to write")
	ckpt := fs.String("checkpoint", "", "checkpoint file: written after every epoch, resumed from when it exists")
	epochs := fs.Int("epochs", def.Epochs, "epochs")
	batch := fs.Int("batch", def.Batch, "samples per Adam step")
	lr := fs.Float64("lr", def.LR, "Adam's step size")
	decay := fs.Float64("lr-decay", def.LRDecay, "step size factor per epoch")
	scale := fs.Float64("scale", def.Scale, "score units per logit of the winning chance (sigmoid scale)")
	wdl := fs.Float64("wdl", def.WDL, "weight of the game result in the target (0 = scores only, 1 = results only)")
	seed := fs.Uint64("seed", def.Seed, "seed of the initial weights and the shuffles")
	threads := fs.Int("threads", runtime.NumCPU(), "training goroutines")
	validEvery := fs.Int("valid-every", 10, "hold out every N-th shard file (sorted by name) for validation")
	skip := fs.Int("skip-plies", train.DefaultFilter.SkipPlies, "leave out the first plies of each game")
	maxScore := fs.Int("max-score", train.DefaultFilter.MaxScore, "leave out positions scored beyond ±N")
	mirror := fs.Bool("mirror", true, "also train on each position's left-right mirror image")
	fitScale := fs.Bool("fit-scale", false, "only print the sigmoid scale that best predicts the results from the scores")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fmt.Fprintln(stdout, "usage: train --out net.nnue [--checkpoint FILE] [flags] SHARD|DIR...")
			fs.SetOutput(stdout)
			fs.PrintDefaults()
			return 0
		}
		fmt.Fprintf(stderr, "train: %s\n", err)
		return 2
	}
	fail := func(err error) int { fmt.Fprintf(stderr, "train: %s\n", err); return 2 }
	if *out == "" && !*fitScale {
		return fail(errors.New("--out FILE is required"))
	}
	if fs.NArg() == 0 {
		return fail(errors.New("name the shard files or directories to train on"))
	}
	if *validEvery < 2 {
		return fail(fmt.Errorf("--valid-every %d: want at least 2", *validEvery))
	}
	cfg := train.Config{Epochs: *epochs, Batch: *batch, LR: *lr, LRDecay: *decay, Scale: *scale, WDL: *wdl, Seed: *seed, Threads: *threads}
	if err := cfg.Validate(); err != nil {
		return fail(err)
	}
	files, err := train.ShardFiles(fs.Args())
	if err != nil {
		return fail(err)
	}
	var trainFiles, validFiles []string
	for i, f := range files {
		if len(files) > 1 && i%*validEvery == *validEvery-1 {
			validFiles = append(validFiles, f)
		} else {
			trainFiles = append(trainFiles, f)
		}
	}
	filter := train.Filter{SkipPlies: *skip, MaxScore: *maxScore}
	t0 := time.Now()
	samples, st, err := train.Load(trainFiles, filter)
	if err != nil {
		return fail(err)
	}
	valid, vst, err := train.Load(validFiles, filter)
	if err != nil {
		return fail(err)
	}
	fmt.Fprintf(stderr, "train: %d files: %s\n", len(trainFiles), st)
	if *mirror {
		samples = train.Mirror(samples)
		fmt.Fprintf(stderr, "train: %d samples with their mirror images\n", len(samples))
	}
	fmt.Fprintf(stderr, "valid: %d files: %s (%.1fs)\n", len(validFiles), vst, time.Since(t0).Seconds())
	if *fitScale {
		k, loss := train.FitScale(samples)
		fmt.Fprintf(stdout, "scale %.0f (mean squared error of the result %.5f)\n", k, loss)
		return 0
	}

	if len(valid) > 0 {
		fmt.Fprintf(stderr, "valid: the hand-written evaluation's loss is %.6f\n", train.ClassicalLoss(valid, cfg.Scale, cfg.WDL))
	}
	c := train.NewCheckpoint(cfg)
	if *ckpt != "" {
		if old, err := train.LoadCheckpoint(*ckpt); err == nil {
			if old.Config != cfg {
				return fail(fmt.Errorf("checkpoint %s was made with %+v, not %+v: remove it or give its settings", *ckpt, old.Config, cfg))
			}
			c = old
			fmt.Fprintf(stderr, "train: resuming %s after epoch %d\n", *ckpt, c.Epoch)
		} else if !errors.Is(err, os.ErrNotExist) {
			return fail(err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var save func(*train.Checkpoint) error
	if *ckpt != "" {
		save = func(c *train.Checkpoint) error { return c.Save(*ckpt) }
	}
	err = train.Fit(ctx, c, samples, valid, func(p train.Progress) {
		if p.Done < p.Total {
			fmt.Fprintf(stderr, "epoch %d/%d: %d/%d samples, loss %.6f, %.0f samples/s, ETA %s\n",
				p.Epoch+1, p.Epochs, p.Done, p.Total, p.TrainLoss, p.PerSecond, p.ETA)
			return
		}
		fmt.Fprintf(stderr, "epoch %d/%d done: train loss %.6f, validation loss %.6f, %.0f samples/s, ETA %s\n",
			p.Epoch, p.Epochs, p.TrainLoss, p.ValidLoss, p.PerSecond, p.ETA)
	}, save)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return fail(fmt.Errorf("interrupted after epoch %d (the checkpoint keeps it)", c.Epoch))
		}
		return fail(err)
	}
	net := c.Model.Quantize()
	check := valid
	if len(check) == 0 {
		check = samples
	}
	worst, mean := train.QuantizationError(c.Model, net, check[:min(len(check), 20000)])
	fmt.Fprintf(stderr, "quantized against float: mean |difference| %.2f, worst %.0f (score units)\n", mean, worst)
	f, err := os.Create(*out)
	if err != nil {
		return fail(err)
	}
	if _, err := net.WriteTo(f); err != nil {
		f.Close()
		return fail(err)
	}
	if err := f.Close(); err != nil {
		return fail(err)
	}
	last := len(c.ValidLoss) - 1
	fmt.Fprintf(stdout, "wrote %s: %d epochs, train loss %.6f, validation loss %.6f\n", *out, c.Epoch, c.TrainLoss[last], c.ValidLoss[last])
	return 0
}
