package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/record"
)

func init() {
	register(command{
		name:  "record",
		usage: "record FILE... [--notation iccs|wxf|chinese] [--fen-at N] [--judge] [--pgn OUT] [--json]",
		summary: "List the games of PGN and XQF files: one line per game (players, result, plies), with\n" +
			"      --notation the moves written in ICCS, WXF or Chinese, with --fen-at N the FEN after ply N,\n" +
			"      with --judge every game replayed by our rules (RULES.md) and its recorded result checked,\n" +
			"      naming the ply where they disagree; --pgn OUT writes the games as PGN (XQF to PGN, or a PGN\n" +
			"      in another notation), \"-\" for stdout.\n" +
			"      --json prints {\"games\": [{\"file\", \"index\", \"tags\" (name → value), \"fen\" (start; \"\" for the\n" +
			"        standard start), \"moves\" (ICCS), \"result\" (1-0, 0-1, 1/2-1/2, *), with --notation\n" +
			"        \"moves_notation\", with --fen-at \"fen_at\", with --judge \"judged\": {\"result\", \"reason\",\n" +
			"        \"ply\"} as in judge and \"agrees\" (false when the rules ended the game before the record\n" +
			"        does, or with another result)}, ...]}",
		run: runRecord,
	})
}

// recordGame is one game of the --json report; the field names are a contract.
type recordGame struct {
	File          string            `json:"file"`
	Index         int               `json:"index"` // 1-based, within its file
	Tags          map[string]string `json:"tags"`
	FEN           string            `json:"fen"`
	Moves         []string          `json:"moves"`
	Result        string            `json:"result"`
	MovesNotation []string          `json:"moves_notation,omitempty"`
	FENAt         string            `json:"fen_at,omitempty"`
	Judged        *judgeOutput      `json:"judged,omitempty"`
	Agrees        *bool             `json:"agrees,omitempty"`
	// verdict and disagreement say in words how the rules ended the game
	// and how the record differs.
	verdict, disagreement string
}

func runRecord(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("record")
	notation := fs.String("notation", "", "print the moves in this notation: iccs, wxf or chinese")
	fenAt := fs.Int("fen-at", -1, "print the FEN after this many plies (0 = the start)")
	judge := fs.Bool("judge", false, "replay every game by the rules and check its recorded result")
	pgnOut := fs.String("pgn", "", "write the games as PGN to this file (- for stdout), in --notation (default ICCS)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	files, err := parseFlagsArgs(fs, args)
	if err != nil {
		return fail(stdout, stderr, wantsJSON(args), "record", err)
	}
	failf := func(format string, a ...any) int {
		return fail(stdout, stderr, *asJSON, "record", fmt.Errorf(format, a...))
	}
	if len(files) == 0 {
		return failf("give one or more PGN or XQF files")
	}
	n := record.ICCS
	if *notation != "" {
		if n, err = record.ParseNotation(*notation); err != nil {
			return failf("--notation: %v", err)
		}
	}
	if fs.Changed("fen-at") && *fenAt < 0 {
		return failf("--fen-at %d: must not be negative", *fenAt)
	}
	toStdout := *pgnOut == "-"
	if toStdout && (*asJSON || *fenAt >= 0 || *judge) {
		return failf("--pgn - writes the PGN to stdout: it cannot share it with --json, --fen-at or --judge")
	}

	var recs []*record.Game
	var games []*recordGame
	for _, name := range files {
		rs, err := readRecords(name)
		if err != nil {
			return failf("%v", err)
		}
		for i, rec := range rs {
			g, err := describeRecord(rec, name, i+1, *notation != "" && !toStdout, n, *fenAt, *judge)
			if err != nil {
				return failf("%v", err)
			}
			recs = append(recs, rec)
			games = append(games, g)
		}
	}
	if *pgnOut != "" {
		if err := writeRecordsPGN(*pgnOut, recs, n, stdout); err != nil {
			return failf("pgn: %v", err)
		}
	}
	if *asJSON {
		writeJSON(stdout, struct {
			Games []*recordGame `json:"games"`
		}{games})
		return 0
	}
	if toStdout {
		return 0
	}
	for _, g := range games {
		writeRecordText(stdout, g)
	}
	return 0
}

// readRecords reads the games of a PGN file, or the one game of an XQF
// file (told apart by its XQ signature or its extension).
func readRecords(name string) ([]*record.Game, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(data, []byte("XQ")) || strings.EqualFold(filepath.Ext(name), ".xqf") {
		rec, err := record.ReadXQF(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return []*record.Game{rec}, nil
	}
	recs, err := record.ReadPGN(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("%s: no game in the file", name)
	}
	return recs, nil
}

// describeRecord replays a game and fills in what the flags ask for.
func describeRecord(rec *record.Game, file string, index int, notated bool, n record.Notation, fenAt int, judge bool) (*recordGame, error) {
	g := &recordGame{File: file, Index: index, Tags: map[string]string{}, FEN: rec.FEN, Moves: []string{}, Result: rec.Result.PGN()}
	for _, t := range rec.Tags {
		g.Tags[t.Name] = t.Value
	}
	fen := rec.FEN
	if fen == "" {
		fen = position.StartFEN
	}
	p, err := position.FromFEN(fen)
	if err != nil {
		return nil, fmt.Errorf("%s game %d: start position: %w", file, index, err)
	}
	if fenAt > len(rec.Moves) {
		return nil, fmt.Errorf("%s game %d has %d plies: --fen-at %d is past its end", file, index, len(rec.Moves), fenAt)
	}
	if fenAt == 0 {
		g.FENAt = p.FEN()
	}
	ended, endVerdict := -1, position.Verdict{} // the ply where the rules ended the game, if they did
	v := p.Judge()
	if v.Over() {
		ended, endVerdict = 0, v
	}
	for i, m := range rec.Moves {
		iccs, err := record.FormatMove(p, m, record.ICCS)
		if err != nil {
			return nil, fmt.Errorf("%s game %d ply %d: %w", file, index, i+1, err)
		}
		g.Moves = append(g.Moves, iccs)
		if notated {
			s, err := record.FormatMove(p, m, n)
			if err != nil {
				return nil, fmt.Errorf("%s game %d ply %d: %w", file, index, i+1, err)
			}
			g.MovesNotation = append(g.MovesNotation, s)
		}
		p.MakeMove(m)
		if i+1 == fenAt {
			g.FENAt = p.FEN()
		}
		if judge && ended < 0 {
			if v = p.Judge(); v.Over() {
				ended, endVerdict = i+1, v
			}
		}
	}
	if judge {
		g.judge(rec, ended, endVerdict)
	}
	return g, nil
}

// judge compares the recorded result with the rules. The record disagrees
// when the rules ended the game before its last move, or at its last move
// with another result; a result the rules did not reach (resignation,
// agreement, time, adjudication) is the record's to give.
func (g *recordGame) judge(rec *record.Game, ended int, v position.Verdict) {
	plies := len(rec.Moves)
	agrees := true
	switch {
	case ended < 0:
		g.Judged = &judgeOutput{Result: position.NoResult.String(), Reason: position.NoReason.String(), Ply: plies}
	case ended < plies:
		agrees = false
		g.disagreement = fmt.Sprintf("the rules end the game at ply %d (%s), but the record goes on to ply %d", ended, v, plies)
	case rec.Result != v.Result:
		agrees = false
		g.disagreement = fmt.Sprintf("the rules end the game at ply %d (%s), but the record gives %s", ended, v, rec.Result.PGN())
	}
	if ended >= 0 {
		g.Judged = &judgeOutput{Result: v.Result.String(), Reason: v.Reason.String(), Ply: ended}
		g.verdict = v.String()
	}
	g.Agrees = &agrees
}

// writeRecordText prints one game: a line naming it, then what the flags
// asked for.
func writeRecordText(w io.Writer, g *recordGame) {
	red, black := g.Tags["Red"], g.Tags["Black"]
	if red == "" {
		red = "?"
	}
	if black == "" {
		black = "?"
	}
	line := fmt.Sprintf("%s#%d: %s vs %s, %s, %d %s", g.File, g.Index, red, black, g.Result, len(g.Moves), plural(len(g.Moves), "ply", "plies"))
	var about []string
	for _, k := range []string{"Event", "Title", "Date", "Termination"} {
		if v := g.Tags[k]; v != "" {
			about = append(about, v)
		}
	}
	if len(about) > 0 {
		line += " (" + strings.Join(about, ", ") + ")"
	}
	fmt.Fprintln(w, line)
	if g.FEN != "" && g.FEN != position.StartFEN {
		fmt.Fprintln(w, "  start:", g.FEN)
	}
	if g.MovesNotation != nil {
		writeMoveLines(w, g.MovesNotation, g.FEN)
	}
	if g.FENAt != "" {
		fmt.Fprintln(w, "  fen:", g.FENAt)
	}
	if g.Judged != nil {
		switch {
		case !*g.Agrees:
			fmt.Fprintln(w, "  judged: DISAGREES:", g.disagreement)
		case g.Judged.Result == position.NoResult.String() && g.Result == position.NoResult.PGN():
			fmt.Fprintln(w, "  judged: the rules do not end the game, nor does the record, agrees")
		case g.Judged.Result == position.NoResult.String():
			fmt.Fprintf(w, "  judged: the rules do not end the game (recorded %s stands: resignation, time or agreement)\n", g.Result)
		default:
			fmt.Fprintf(w, "  judged: %s at ply %d, agrees\n", g.verdict, g.Judged.Ply)
		}
	}
}

// writeMoveLines prints numbered moves, five full moves a line.
func writeMoveLines(w io.Writer, moves []string, fen string) {
	number, black := 1, false
	if fen != "" {
		if p, err := position.FromFEN(fen); err == nil {
			number, black = max(p.FullMoveNumber(), 1), p.Side() == position.Black
		}
	}
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			fmt.Fprintln(w, "  "+strings.TrimSpace(b.String()))
			b.Reset()
		}
	}
	for i, s := range moves {
		switch {
		case !black:
			fmt.Fprintf(&b, "%d. %s", number, s)
		case i == 0:
			fmt.Fprintf(&b, "%d. ... %s", number, s)
		default:
			fmt.Fprintf(&b, " %s", s)
		}
		if black {
			b.WriteString("  ")
			if number%5 == 0 {
				flush()
			}
			number++
		}
		black = !black
	}
	flush()
}

// writeRecordsPGN writes the games as PGN to a file, or to stdout for "-".
func writeRecordsPGN(name string, recs []*record.Game, n record.Notation, stdout io.Writer) error {
	var w io.Writer = stdout
	var f *os.File
	if name != "-" {
		var err error
		if f, err = os.Create(name); err != nil {
			return err
		}
		w = f
	}
	bw := bufio.NewWriter(w)
	var err error
	for _, rec := range recs {
		if err = record.WritePGN(bw, rec, n); err != nil {
			break
		}
	}
	err = errors.Join(err, bw.Flush())
	if f != nil {
		err = errors.Join(err, f.Close())
	}
	return err
}
