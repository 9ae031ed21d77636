package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
)

func init() {
	register(command{
		name:    "judge",
		usage:   "judge --fen F --moves \"m1 m2 ...\" [--json]",
		summary: "Play coordinate moves from a position and print the game result by docs/RULES.md\n      (result red|black|draw|none, reason, ply).",
		run:     runJudge,
	})
}

// judgeOutput is the --json form of a verdict; the field names are a contract.
type judgeOutput struct {
	Result string `json:"result"`
	Reason string `json:"reason"`
	Ply    int    `json:"ply"`
}

func runJudge(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("judge")
	fen := fs.String("fen", position.StartFEN, "position the moves start from")
	moves := fs.String("moves", "", "space-separated coordinate moves (h2e2)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := parseFlags(fs, args); err != nil {
		return fail(stdout, stderr, wantsJSON(args), "judge", err)
	}
	p, err := position.FromFEN(*fen)
	if err != nil {
		return fail(stdout, stderr, *asJSON, "judge", err)
	}
	ply, v, err := position.ApplyMoves(p, strings.Fields(*moves))
	if err != nil {
		return fail(stdout, stderr, *asJSON, "judge", err)
	}
	if *asJSON {
		writeJSON(stdout, judgeOutput{Result: v.Result.String(), Reason: v.Reason.String(), Ply: ply})
		return 0
	}
	fmt.Fprintf(stdout, "%s after %d %s%s\n", v, ply, plural(ply, "ply", "plies"), repetitionDetail(p, v))
	return 0
}

// repetitionDetail says, for a repetition verdict, what each side did over
// the last cycle, e.g. " (red chases black's pawn on f1; black clean)".
func repetitionDetail(p *position.Position, v position.Verdict) string {
	switch v.Reason {
	case position.PerpetualCheck, position.PerpetualAttack, position.Repetition:
	default:
		return ""
	}
	var parts []string
	for _, s := range []position.Side{position.Red, position.Black} {
		switch v.Levels[s] {
		case 2:
			parts = append(parts, s.String()+" checks every move")
		case 1:
			pc := v.Chased[s]
			parts = append(parts, fmt.Sprintf("%s chases %s's %s on %s", s, pc.Side(), pc.Kind(), p.SquareOf(pc)))
		default:
			parts = append(parts, s.String()+" clean")
		}
	}
	return " (" + strings.Join(parts, "; ") + ")"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
