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
	// The same from game pairs: counts of pairs scoring 0, ½, 1, 1½, 2.
	Pentanomial    Penta    `json:"pentanomial"`
	PentaElo       *float64 `json:"penta_elo"`
	PentaEloError  *float64 `json:"penta_elo_error"`
	PentaNElo      *float64 `json:"penta_nelo"` // normalized Elo
	PentaNEloError *float64 `json:"penta_nelo_error"`
}

// MatchPairingJSON is one pairing's head-to-head line, from First's side.
type MatchPairingJSON struct {
	First       string `json:"first"`
	Second      string `json:"second"`
	Wins        int    `json:"wins"`
	Draws       int    `json:"draws"`
	Losses      int    `json:"losses"`
	Pentanomial Penta  `json:"pentanomial"`
}

// MatchShardJSON says which part of a schedule a sharded run played.
type MatchShardJSON struct {
	Index int `json:"index"` // 1-based
	Count int `json:"count"`
}

// MatchSPRTJSON is the SPRT state of the --json report.
type MatchSPRTJSON struct {
	Elo0  float64 `json:"elo0"`
	Elo1  float64 `json:"elo1"`
	Alpha float64 `json:"alpha"`
	Beta  float64 `json:"beta"`
	Model string  `json:"model"` // "logistic" or "normalized"
	LLR   float64 `json:"llr"`   // from the pairs: the one that decides
	// LLRTrinomial is the same test on single games, for comparison.
	LLRTrinomial float64 `json:"llr_trinomial"`
	Lower        float64 `json:"lower"`
	Upper        float64 `json:"upper"`
	Result       string  `json:"result"` // "H0", "H1" or "continue"
}

// MatchJSON is the one object `chuhe match --json` prints.
type MatchJSON struct {
	Games          int                `json:"games"`
	Scheduled      int                `json:"scheduled"`
	TC             string             `json:"tc"`
	Engines        []MatchEngineJSON  `json:"engines"`
	Pentanomial    Penta              `json:"pentanomial"` // the first engine's pairs
	HeadToHead     []MatchPairingJSON `json:"head_to_head"`
	DrawRatio      float64            `json:"draw_ratio"`
	TimeLosses     int                `json:"time_losses"`
	IllegalMoves   int                `json:"illegal_moves"`
	Crashes        int                `json:"crashes"`
	NoReplies      int                `json:"no_replies"`
	ProtocolErrors int                `json:"protocol_errors"`
	Interrupted    bool               `json:"interrupted"`
	Warnings       []string           `json:"warnings,omitempty"`
	SPRT           *MatchSPRTJSON     `json:"sprt,omitempty"`
	Shard          *MatchShardJSON    `json:"shard,omitempty"`
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

// played returns the number of games counted (each counts for two engines).
func (r *MatchResult) played() (games, draws int) {
	for _, s := range r.Scores {
		games += s.Games()
		draws += s.Draws
	}
	return games / 2, draws / 2
}

// JSON returns the report object. It is built from the totals alone, not
// from the games, so that merged shards report as one run does.
func (r *MatchResult) JSON() MatchJSON {
	games, draws := r.played()
	out := MatchJSON{
		Games: games, Scheduled: r.Scheduled, TC: r.TC, TimeLosses: r.TimeLosses, IllegalMoves: r.IllegalMoves,
		Crashes: r.Crashes, NoReplies: r.NoReplies, ProtocolErrors: r.ProtocolErrors, Interrupted: r.Interrupted,
		Warnings: r.Warnings,
		Engines:  []MatchEngineJSON{}, HeadToHead: []MatchPairingJSON{},
	}
	if games > 0 {
		out.DrawRatio = round4(float64(draws) / float64(games))
	}
	for i, s := range r.Scores {
		elo, e := s.Elo()
		pelo, pe := r.Penta[i].Elo()
		nelo, ne := r.Penta[i].NElo()
		out.Engines = append(out.Engines, MatchEngineJSON{
			Name: r.Names[i], Games: s.Games(), Wins: s.Wins, Draws: s.Draws, Losses: s.Losses,
			Points: s.Points(), Score: round4(s.Ratio()), Elo: finite(elo), EloError: finite(e),
			LOS: round4(s.LOS()), DrawRatio: round4(s.DrawRatio()),
			Pentanomial: r.Penta[i], PentaElo: finite(pelo), PentaEloError: finite(pe),
			PentaNElo: finite(nelo), PentaNEloError: finite(ne),
		})
	}
	if len(r.Penta) > 0 {
		out.Pentanomial = r.Penta[0]
	}
	for i := range r.Names {
		for j := i + 1; j < len(r.Names); j++ {
			if s := r.Pairs[i][j]; s.Games() > 0 {
				out.HeadToHead = append(out.HeadToHead, MatchPairingJSON{First: r.Names[i], Second: r.Names[j],
					Wins: s.Wins, Draws: s.Draws, Losses: s.Losses, Pentanomial: r.PairPenta[i][j]})
			}
		}
	}
	if t := r.SPRT; t != nil {
		lo, hi := t.Bounds()
		res := r.Decision
		if res == "" {
			res = "continue"
		}
		model := "logistic"
		if t.Normalized {
			model = "normalized"
		}
		out.SPRT = &MatchSPRTJSON{Elo0: t.Elo0, Elo1: t.Elo1, Alpha: t.Alpha, Beta: t.Beta, Model: model,
			LLR: round4(r.LLR), LLRTrinomial: round4(r.LLRTrinomial), Lower: round4(lo), Upper: round4(hi), Result: res}
	}
	if r.Shards > 0 {
		out.Shard = &MatchShardJSON{Index: r.Shard, Count: r.Shards}
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

// fmtLLR formats an LLR to two decimals, without a "-0.00".
func fmtLLR(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	if s == "-0.00" {
		s = "0.00"
	}
	return s
}

// fmtEloErr formats "Elo ± error", or "undefined" when there is no Elo.
func fmtEloErr(elo, err float64) string {
	if math.IsNaN(elo) {
		return "undefined"
	}
	return fmtElo(elo) + " ± " + fmtErr(err)
}

// fmtErr formats an error bar: "undefined" when the games show no
// variance (never "0.0", which would claim certainty), "inf" when the
// interval reaches a score of 0 or 1.
func fmtErr(v float64) string {
	switch {
	case math.IsNaN(v):
		return "undefined"
	case math.IsInf(v, 0):
		return "inf"
	}
	return fmt.Sprintf("%.1f", v)
}

// WriteTable prints the final table: per engine games, W/D/L, score, Elo ±
// 95% error, LOS and draw ratio (sorted by score), the head-to-head lines
// when there are more than two engines, fault counts and the SPRT state.
func (r *MatchResult) WriteTable(w io.Writer) {
	status := ""
	if r.Interrupted {
		status = " (interrupted)"
	}
	if r.Shards > 0 {
		status += fmt.Sprintf(" (shard %d of %d)", r.Shard, r.Shards)
	}
	games, _ := r.played()
	fmt.Fprintf(w, "Results of %d of %d games, %s%s\n", games, r.Scheduled, r.TC, status)
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
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%d\t%d\t%.1f (%.1f%%)\t%s\t%.1f%%\t%.1f%%\t\n", rank+1, r.Names[i], s.Games(),
			s.Wins, s.Draws, s.Losses, s.Points(), 100*s.Ratio(), fmtEloErr(elo, e), 100*s.LOS(), 100*s.DrawRatio())
	}
	tw.Flush()
	fmt.Fprintln(w, "Game pairs (both colours of an opening), by the points scored in the pair:")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "Rank\tName\tPairs\t0\t0.5\t1\t1.5\t2\tElo\tnElo\t")
	for rank, i := range order {
		p := r.Penta[i]
		elo, e := p.Elo()
		nelo, ne := p.NElo()
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%s\t%s\t\n", rank+1, r.Names[i], p.Pairs(),
			p[0], p[1], p[2], p[3], p[4], fmtEloErr(elo, e), fmtEloErr(nelo, ne))
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
				p := r.PairPenta[i][j]
				pelo, pe := p.Elo()
				fmt.Fprintf(w, "  %s vs %s: %d-%d-%d (W-D-L), Elo %s; pairs %v, Elo %s\n", r.Names[i], r.Names[j],
					s.Wins, s.Draws, s.Losses, fmtEloErr(elo, e), p, fmtEloErr(pelo, pe))
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
		fmt.Fprintf(w, "SPRT (%s): LLR %s from pairs (%s from games), bounds [%.2f, %.2f], %s\n",
			t, fmtLLR(r.LLR), fmtLLR(r.LLRTrinomial), lo, hi, state)
	}
}
