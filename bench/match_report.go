package bench

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"text/tabwriter"
)

// MatchEngineJSON is one engine's line of the --json report.
type MatchEngineJSON struct {
	Name      string   `json:"name"`
	Games     int      `json:"games"`
	Wins      int      `json:"wins"`
	Draws     int      `json:"draws"`
	Losses    int      `json:"losses"`
	Points    float64  `json:"points"`
	Score     float64  `json:"score"`     // points per game, 0..1
	Elo       *float64 `json:"elo"`       // null when infinite or undefined
	EloError  *float64 `json:"elo_error"` // half-width of the 95% interval
	LOS       float64  `json:"los"`       // likelihood of superiority, 0..1
	DrawRatio float64  `json:"draw_ratio"`
}

// MatchSPRTJSON is the SPRT state of the --json report.
type MatchSPRTJSON struct {
	Elo0   float64 `json:"elo0"`
	Elo1   float64 `json:"elo1"`
	Alpha  float64 `json:"alpha"`
	Beta   float64 `json:"beta"`
	LLR    float64 `json:"llr"`
	Lower  float64 `json:"lower"`
	Upper  float64 `json:"upper"`
	Result string  `json:"result"` // "H0", "H1" or "continue"
}

// MatchJSON is the one object `chuhe match --json` prints.
type MatchJSON struct {
	Games          int               `json:"games"`
	Scheduled      int               `json:"scheduled"`
	Engines        []MatchEngineJSON `json:"engines"`
	DrawRatio      float64           `json:"draw_ratio"`
	TimeLosses     int               `json:"time_losses"`
	IllegalMoves   int               `json:"illegal_moves"`
	Crashes        int               `json:"crashes"`
	NoReplies      int               `json:"no_replies"`
	ProtocolErrors int               `json:"protocol_errors"`
	Interrupted    bool              `json:"interrupted"`
	SPRT           *MatchSPRTJSON    `json:"sprt,omitempty"`
}

// finite returns a pointer to v, or nil when v is infinite or NaN (JSON
// has no such numbers).
func finite(v float64) *float64 {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return nil
	}
	v = math.Round(v*100) / 100
	return &v
}

func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }

// JSON returns the report object.
func (r *MatchResult) JSON() MatchJSON {
	out := MatchJSON{
		Games: len(r.Games), Scheduled: r.Scheduled, TimeLosses: r.TimeLosses, IllegalMoves: r.IllegalMoves,
		Crashes: r.Crashes, NoReplies: r.NoReplies, ProtocolErrors: r.ProtocolErrors, Interrupted: r.Interrupted,
		Engines: []MatchEngineJSON{},
	}
	draws := 0
	for _, g := range r.Games {
		if g.Outcome == Draw {
			draws++
		}
	}
	if len(r.Games) > 0 {
		out.DrawRatio = round4(float64(draws) / float64(len(r.Games)))
	}
	for i, s := range r.Scores {
		elo, e := s.Elo()
		out.Engines = append(out.Engines, MatchEngineJSON{
			Name: r.Names[i], Games: s.Games(), Wins: s.Wins, Draws: s.Draws, Losses: s.Losses,
			Points: s.Points(), Score: round4(s.Ratio()), Elo: finite(elo), EloError: finite(e),
			LOS: round4(s.LOS()), DrawRatio: round4(s.DrawRatio()),
		})
	}
	if t := r.SPRT; t != nil {
		lo, hi := t.Bounds()
		res := r.Decision
		if res == "" {
			res = "continue"
		}
		out.SPRT = &MatchSPRTJSON{Elo0: t.Elo0, Elo1: t.Elo1, Alpha: t.Alpha, Beta: t.Beta,
			LLR: round4(r.LLR), Lower: round4(lo), Upper: round4(hi), Result: res}
	}
	return out
}

func fmtElo(v float64) string {
	switch {
	case math.IsNaN(v):
		return "-"
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.1f", v)
}

func fmtErr(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "inf"
	}
	return fmt.Sprintf("%.1f", v)
}

// WriteTable prints the final table: per engine games, W/D/L, score, Elo ±
// 95% error, LOS and draw ratio (sorted by score), the head-to-head lines
// when there are more than two engines, fault counts and the SPRT state.
func (r *MatchResult) WriteTable(w io.Writer, tc TimeControl) {
	status := ""
	if r.Interrupted {
		status = " (interrupted)"
	}
	fmt.Fprintf(w, "Results of %d of %d games, %s%s\n", len(r.Games), r.Scheduled, tc, status)
	order := make([]int, len(r.Scores))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return r.Scores[order[a]].Ratio() > r.Scores[order[b]].Ratio() })
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "Rank\tName\tGames\tW\tD\tL\tScore\tElo\tLOS\tDraws\t")
	for rank, i := range order {
		s := r.Scores[i]
		elo, e := s.Elo()
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%d\t%d\t%.1f (%.1f%%)\t%s ± %s\t%.1f%%\t%.1f%%\t\n", rank+1, r.Names[i], s.Games(),
			s.Wins, s.Draws, s.Losses, s.Points(), 100*s.Ratio(), fmtElo(elo), fmtErr(e), 100*s.LOS(), 100*s.DrawRatio())
	}
	tw.Flush()
	if len(r.Names) > 2 {
		fmt.Fprintln(w, "Head to head:")
		for i := range r.Names {
			for j := i + 1; j < len(r.Names); j++ {
				s := r.Pairs[i][j]
				if s.Games() == 0 {
					continue
				}
				elo, e := s.Elo()
				fmt.Fprintf(w, "  %s vs %s: %d-%d-%d (W-D-L), Elo %s ± %s\n", r.Names[i], r.Names[j], s.Wins, s.Draws, s.Losses, fmtElo(elo), fmtErr(e))
			}
		}
	}
	var faults []string
	for _, f := range []struct {
		n    int
		what string
	}{{r.TimeLosses, "time losses"}, {r.IllegalMoves, "illegal moves"}, {r.Crashes, "crashes"},
		{r.NoReplies, "no replies"}, {r.ProtocolErrors, "protocol errors"}} {
		faults = append(faults, fmt.Sprintf("%d %s", f.n, f.what))
	}
	fmt.Fprintln(w, strings.Join(faults, ", "))
	if t := r.SPRT; t != nil {
		lo, hi := t.Bounds()
		state := "continue"
		switch r.Decision {
		case "H0":
			state = "H0 accepted"
		case "H1":
			state = "H1 accepted"
		}
		fmt.Fprintf(w, "SPRT (%s): LLR %.2f, bounds [%.2f, %.2f], %s\n", t, r.LLR, lo, hi, state)
	}
}
