package record

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/chuhe-engine/chuhe/position"
	"golang.org/x/text/encoding/simplifiedchinese"
)

// Tag is one PGN tag pair, [Name "Value"].
type Tag struct {
	Name, Value string
}

// Game is one game record as stored in a PGN or XQF file.
type Game struct {
	// Tags are the tag pairs in file order. ReadPGN keeps every tag it read
	// (Game, FEN, Format and Result included); WritePGN writes Game, Result,
	// FEN and Format from the other fields and the rest from here.
	Tags []Tag
	// FEN is the start position; "" means the standard start.
	FEN string
	// Moves are the moves from the start position.
	Moves []position.Move
	// Comments is nil, or one comment per move, written after the move ("" for none).
	Comments []string
	// Result is the game result ("1-0", "0-1", "1/2-1/2", "*" on file).
	Result position.Result
}

// Tag returns the value of the named tag (case-insensitive), or "".
func (r *Game) Tag(name string) string {
	for _, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value
		}
	}
	return ""
}

// SetTag sets the named tag, replacing an existing one or appending it.
func (r *Game) SetTag(name, value string) {
	for i, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// parseResultToken reads a PGN result; ok is false if s is none.
func parseResultToken(s string) (position.Result, bool) {
	switch s {
	case "1-0":
		return position.RedWins, true
	case "0-1":
		return position.BlackWins, true
	case "1/2-1/2", "½-½":
		return position.Draw, true
	case "*":
		return position.NoResult, true
	}
	return position.NoResult, false
}

// Tags that WritePGN derives from the record's fields rather than from Tags.
var derivedTags = map[string]bool{"game": true, "result": true, "fen": true, "format": true}

// WritePGN writes a game as Chinese Xiangqi software does: [Game "Chinese
// Chess"], the record's tags, [Result], [FEN] when the start is not the
// standard one, and [Format "ICCS"] or [Format "WXF"] for those notations;
// Chinese moves are written with no Format tag. Coordinate notation is
// written as ICCS. Comments follow their moves in braces.
func WritePGN(w io.Writer, rec *Game, n Notation) error {
	if n == Coord {
		n = ICCS
	}
	p := position.New()
	if rec.FEN != "" {
		var err error
		if p, err = position.FromFEN(rec.FEN); err != nil {
			return fmt.Errorf("pgn: record FEN: %w", err)
		}
	}
	if rec.Comments != nil && len(rec.Comments) != len(rec.Moves) {
		return fmt.Errorf("pgn: record has %d comments for %d moves", len(rec.Comments), len(rec.Moves))
	}
	bw := bufio.NewWriter(w)
	writeTag := func(name, value string) {
		fmt.Fprintf(bw, "[%s \"%s\"]\n", name, escapeTag(value))
	}
	writeTag("Game", "Chinese Chess")
	for _, t := range rec.Tags {
		if !derivedTags[strings.ToLower(t.Name)] {
			writeTag(t.Name, t.Value)
		}
	}
	writeTag("Result", rec.Result.PGN())
	if rec.FEN != "" && p.FEN() != position.New().FEN() {
		writeTag("FEN", p.FEN())
	}
	switch n {
	case ICCS:
		writeTag("Format", "ICCS")
	case WXF:
		writeTag("Format", "WXF")
	}
	bw.WriteByte('\n')

	// Movetext: one full move per line, numbered from the FEN's move number.
	number := p.FullMoveNumber()
	if number < 1 {
		number = 1
	}
	for i, m := range rec.Moves {
		s, err := FormatMove(p, m, n)
		if err != nil {
			return fmt.Errorf("pgn: move %d: %w", i+1, err)
		}
		switch {
		case p.Side() == position.Red:
			fmt.Fprintf(bw, "%d. %s", number, s)
		case i == 0:
			fmt.Fprintf(bw, "%d. ... %s", number, s)
		default:
			fmt.Fprintf(bw, " %s", s)
		}
		if rec.Comments != nil && rec.Comments[i] != "" {
			fmt.Fprintf(bw, " {%s}", strings.ReplaceAll(rec.Comments[i], "}", ")"))
		}
		if p.Side() == position.Black {
			bw.WriteByte('\n')
			number++
		}
		p.MakeMove(m)
	}
	if p.Side() == position.Black && len(rec.Moves) > 0 {
		bw.WriteByte('\n')
	}
	fmt.Fprintf(bw, "%s\n\n", rec.Result.PGN())
	return bw.Flush()
}

func escapeTag(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, `"`, `\"`)
	return strings.NewReplacer("\n", " ", "\r", " ").Replace(s)
}

// decodeText returns the text of a PGN file as UTF-8: UTF-8 as it is (a
// byte-order mark dropped), anything else decoded as GBK (GB18030, its
// superset), the encoding of most Chinese Xiangqi files.
func decodeText(b []byte) (string, error) {
	b = bytes.TrimPrefix(b, []byte("\xEF\xBB\xBF"))
	if utf8.Valid(b) {
		return string(b), nil
	}
	out, err := simplifiedchinese.GB18030.NewDecoder().Bytes(b)
	if err != nil {
		return "", fmt.Errorf("pgn: neither UTF-8 nor GBK: %w", err)
	}
	return string(out), nil
}

// ReadPGN reads every game of a PGN file, UTF-8 or GBK. Comments are kept
// per move when present; variations, NAGs and move numbers are skipped.
// Moves may be in any notation (each one is detected). Errors name the line,
// the move number and the token.
func ReadPGN(r io.Reader) ([]*Game, error) {
	raw, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("pgn: %w", err)
	}
	text, err := decodeText(raw)
	if err != nil {
		return nil, err
	}
	rd := pgnReader{text: text, line: 1}
	var recs []*Game
	for {
		rec, err := rd.game()
		if err != nil {
			return recs, err
		}
		if rec == nil {
			return recs, nil
		}
		recs = append(recs, rec)
	}
}

// pgnReader walks the text of a PGN file, counting lines for messages.
type pgnReader struct {
	text string
	pos  int
	line int
}

func (rd *pgnReader) errorf(line int, format string, args ...any) error {
	return fmt.Errorf("pgn line %d: %s", line, fmt.Sprintf(format, args...))
}

// skipSpace moves past white space and ';' and '%' line comments.
func (rd *pgnReader) skipSpace() {
	for rd.pos < len(rd.text) {
		c := rd.text[rd.pos]
		switch {
		case c == '\n':
			rd.line++
			rd.pos++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			rd.pos++
		case c == ';' || (c == '%' && (rd.pos == 0 || rd.text[rd.pos-1] == '\n')):
			for rd.pos < len(rd.text) && rd.text[rd.pos] != '\n' {
				rd.pos++
			}
		case strings.HasPrefix(rd.text[rd.pos:], "\u3000"): // full-width space
			rd.pos += len("\u3000")
		default:
			return
		}
	}
}

// game reads the next game, or returns nil at the end of the text.
func (rd *pgnReader) game() (*Game, error) {
	rd.skipSpace()
	if rd.pos >= len(rd.text) {
		return nil, nil
	}
	rec := &Game{}
	// Tag section.
	fenLine := 0
	for rd.skipSpace(); rd.pos < len(rd.text) && rd.text[rd.pos] == '['; rd.skipSpace() {
		line := rd.line
		t, err := rd.tag()
		if err != nil {
			return nil, err
		}
		if strings.EqualFold(t.Name, "FEN") {
			fenLine = line
		}
		rec.Tags = append(rec.Tags, t)
	}
	p := position.New()
	if fen := rec.Tag("FEN"); fen != "" {
		var err error
		if p, err = position.FromFEN(fen); err != nil {
			return nil, rd.errorf(fenLine, "bad FEN tag: %v", err)
		}
		rec.FEN = p.FEN()
	}
	if res, ok := parseResultToken(rec.Tag("Result")); ok {
		rec.Result = res
	}
	notation, fixed := Chinese, false
	switch strings.ToUpper(rec.Tag("Format")) {
	case "ICCS":
		notation, fixed = ICCS, true
	case "WXF":
		notation, fixed = WXF, true
	}
	var comments []string
	hasComment := false
	// Movetext, up to a result token, the next tag section or the end.
	for {
		rd.skipSpace()
		if rd.pos >= len(rd.text) || rd.text[rd.pos] == '[' {
			break
		}
		line := rd.line
		c := rd.text[rd.pos]
		switch c {
		case '{':
			end := strings.IndexByte(rd.text[rd.pos:], '}')
			if end < 0 {
				return nil, rd.errorf(line, "comment '{' is never closed")
			}
			body := rd.text[rd.pos+1 : rd.pos+end]
			rd.line += strings.Count(body, "\n")
			rd.pos += end + 1
			if n := len(rec.Moves); n > 0 {
				comments[n-1] = strings.TrimSpace(body)
				hasComment = true
			}
			continue
		case '(':
			if err := rd.skipVariation(); err != nil {
				return nil, err
			}
			continue
		case ')', '}':
			return nil, rd.errorf(line, "unexpected %q", c)
		}
		tok := rd.token()
		if res, ok := parseResultToken(tok); ok {
			rec.Result = res
			break
		}
		if tok[0] == '$' {
			continue // NAG
		}
		move := stripMoveNumber(tok)
		move = strings.TrimRight(move, "!?")
		if strings.Trim(move, ".。…") == "" {
			continue
		}
		n := notation
		if !fixed {
			n = DetectNotation(move)
		}
		m, err := ParseMove(p, move, n)
		if err != nil {
			return nil, rd.errorf(line, "move %s %q: %v", moveLabel(p), tok, err)
		}
		p.MakeMove(m)
		rec.Moves = append(rec.Moves, m)
		comments = append(comments, "")
	}
	if hasComment {
		rec.Comments = comments
	}
	return rec, nil
}

// moveLabel names the move about to be played, PGN style: "12." for Red,
// "12..." for Black.
func moveLabel(p *position.Position) string {
	if p.Side() == position.Red {
		return fmt.Sprintf("%d.", p.FullMoveNumber())
	}
	return fmt.Sprintf("%d...", p.FullMoveNumber())
}

// stripMoveNumber removes a leading "12." or "12..." from a token.
func stripMoveNumber(tok string) string {
	if _, err := parseWXF(tok); err == nil {
		return tok // a WXF pawn move such as 33.4, not a move number
	}
	i := 0
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i == 0 || i == len(tok) || (tok[i] != '.' && !strings.HasPrefix(tok[i:], "。")) {
		return tok
	}
	for i < len(tok) {
		switch {
		case tok[i] == '.':
			i++
		case strings.HasPrefix(tok[i:], "。"):
			i += len("。")
		default:
			return tok[i:]
		}
	}
	return ""
}

// token reads a movetext token up to white space or a delimiter.
func (rd *pgnReader) token() string {
	start := rd.pos
	for rd.pos < len(rd.text) {
		c := rd.text[rd.pos]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '{' || c == '(' || c == ')' || c == '[' || c == ';' {
			break
		}
		if strings.HasPrefix(rd.text[rd.pos:], "\u3000") {
			break
		}
		rd.pos++
	}
	if rd.pos == start { // a lone delimiter that is not handled elsewhere
		rd.pos++
	}
	return rd.text[start:rd.pos]
}

// skipVariation skips a parenthesised variation, nested ones and comments included.
func (rd *pgnReader) skipVariation() error {
	line := rd.line
	depth := 0
	for rd.pos < len(rd.text) {
		c := rd.text[rd.pos]
		switch c {
		case '\n':
			rd.line++
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				rd.pos++
				return nil
			}
		case '{':
			end := strings.IndexByte(rd.text[rd.pos:], '}')
			if end < 0 {
				return rd.errorf(line, "comment '{' is never closed")
			}
			rd.line += strings.Count(rd.text[rd.pos:rd.pos+end], "\n")
			rd.pos += end
		}
		rd.pos++
	}
	return rd.errorf(line, "variation '(' is never closed")
}

// tag reads one [Name "Value"] pair.
func (rd *pgnReader) tag() (Tag, error) {
	line := rd.line
	end := strings.IndexByte(rd.text[rd.pos:], '\n')
	if end < 0 {
		end = len(rd.text) - rd.pos
	}
	raw := strings.TrimSpace(rd.text[rd.pos : rd.pos+end])
	bad := func(why string) (Tag, error) {
		return Tag{}, rd.errorf(line, "broken tag %s: %s", raw, why)
	}
	s := raw[1:]
	i := 0
	for i < len(s) && (s[i] == '_' || s[i] == '-' || s[i] >= '0' && s[i] <= '9' || s[i] >= 'A' && s[i] <= 'Z' || s[i] >= 'a' && s[i] <= 'z') {
		i++
	}
	if i == 0 {
		return bad("want a name after '['")
	}
	name := s[:i]
	s = strings.TrimLeft(s[i:], " \t")
	if s == "" || s[0] != '"' {
		return bad("want a quoted value after the name")
	}
	var v strings.Builder
	j := 1
	for ; j < len(s) && s[j] != '"'; j++ {
		if s[j] == '\\' && j+1 < len(s) {
			j++
		}
		v.WriteByte(s[j])
	}
	if j >= len(s) {
		return bad("the value's closing quote is missing")
	}
	rest := strings.TrimSpace(s[j+1:])
	if !strings.HasPrefix(rest, "]") {
		return bad("want ']' after the value")
	}
	// Continue right after the ']' (anything after it on the line is movetext).
	rd.pos += strings.Index(rd.text[rd.pos:], raw) + len(raw) - len(rest) + 1
	return Tag{Name: name, Value: v.String()}, nil
}
