package spsa

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"slices"
	"strconv"
	"strings"
)

// Chuhe plays the mini-matches with `chuhe match` as a subprocess, so the
// driver depends only on the command-line contract (docs/MATCH.md).
type Chuhe struct {
	// Runner is the chuhe binary that runs the match; Engine is the
	// engine both sides play (a build with -tags tune, which offers the
	// parameters as options). One tune build serves as both.
	Runner, Engine string
	// Pairs is the number of game pairs (an opening with both colours)
	// per iteration.
	Pairs int
	// Options are more engine options for both sides ("Hash=16").
	Options []string
	// MatchArgs are the match's other flags: the limit (--nodes N or
	// --tc 2+0.02), --openings, --shuffle, --concurrency, adjudication.
	MatchArgs []string
}

// engineSpec is the --engine value of one side.
func (c Chuhe) engineSpec(name string, values map[string]int) string {
	fields := []string{"cmd=" + c.Engine, "name=" + name, "proto=uci"}
	for _, o := range c.Options {
		fields = append(fields, "option."+o)
	}
	names := make([]string, 0, len(values))
	for n := range values {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		fields = append(fields, fmt.Sprintf("option.%s=%d", n, values[n]))
	}
	for i, f := range fields {
		if strings.ContainsAny(f, " '\"\\") {
			fields[i] = "'" + strings.ReplaceAll(f, "'", `'\''`) + "'"
		}
	}
	return strings.Join(fields, " ")
}

// Args is the argument list of one mini-match (after the runner's name).
func (c Chuhe) Args(plus, minus map[string]int, seed uint64) []string {
	args := []string{"match",
		"--engine", c.engineSpec("plus", plus),
		"--engine", c.engineSpec("minus", minus),
		"--games", strconv.Itoa(2 * c.Pairs),
		"--seed", strconv.FormatUint(seed, 10),
		"--json", "--quiet"}
	return append(args, c.MatchArgs...)
}

// matchReport is the part of `chuhe match --json` the driver reads.
type matchReport struct {
	Error   string `json:"error"`
	Engines []struct {
		Name   string `json:"name"`
		Wins   int    `json:"wins"`
		Draws  int    `json:"draws"`
		Losses int    `json:"losses"`
	} `json:"engines"`
	Crashes      int `json:"crashes"`
	TimeLosses   int `json:"time_losses"`
	IllegalMoves int `json:"illegal_moves"`
}

// parseReport reads plus's result from a match's JSON. Crashes and
// illegal moves stop the tuning: values that break the engine are a bug
// in the ranges, not a result to learn from.
func parseReport(out []byte) (Result, error) {
	var rep matchReport
	if err := json.Unmarshal(bytes.TrimSpace(out), &rep); err != nil {
		return Result{}, fmt.Errorf("match output is not its JSON report: %v", err)
	}
	if rep.Error != "" {
		return Result{}, fmt.Errorf("match: %s", rep.Error)
	}
	if rep.Crashes > 0 || rep.IllegalMoves > 0 {
		return Result{}, fmt.Errorf("match: %d crashes, %d illegal moves", rep.Crashes, rep.IllegalMoves)
	}
	for _, e := range rep.Engines {
		if e.Name == "plus" {
			return Result{Wins: e.Wins, Draws: e.Draws, Losses: e.Losses}, nil
		}
	}
	return Result{}, fmt.Errorf("match report has no engine named plus")
}

// Play is a MatchFunc: it runs one mini-match and returns plus's result.
func (c Chuhe) Play(ctx context.Context, plus, minus map[string]int, seed uint64) (Result, error) {
	cmd := exec.CommandContext(ctx, c.Runner, c.Args(plus, minus, seed)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil && len(bytes.TrimSpace(out)) == 0 {
		return Result{}, fmt.Errorf("%s match: %v: %s", c.Runner, err, strings.TrimSpace(stderr.String()))
	}
	return parseReport(out)
}
