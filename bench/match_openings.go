package bench

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
)

// Opening is a start position for a pair of games: a FEN and optional moves
// played from it before the engines take over.
type Opening struct {
	FEN   string
	Moves []position.Move
	// Source names where it came from ("openings.txt:12") for messages.
	Source string
}

// LoadOpenings reads openings from an EPD/FEN file (one position a line,
// optionally followed by "moves m1 m2 ...", '#' comments and blank lines
// skipped), from a PGN file (each game's start position and moves) or from
// an XQF file (its one game). With plies > 0 only the first plies moves of
// each game are kept, so that finished games serve as openings; with 0 a
// game is taken whole and must not be over. A broken line or game is
// skipped with a warning naming it; a file with no usable opening is an
// error.
func LoadOpenings(path string, plies int) ([]Opening, []string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("openings: %w", err)
	}
	// A UTF-8 byte order mark (Windows editors) would spoil the first line.
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	var ops []Opening
	var warnings []string
	switch xqf := isXQF(path, data); {
	case xqf || isPGN(path, data):
		ops, warnings, err = readGameOpenings(path, data, xqf, plies)
		if err != nil {
			return nil, nil, err
		}
	default:
		ops, warnings = readFENOpenings(path, data)
	}
	if len(ops) == 0 {
		return nil, warnings, fmt.Errorf("openings %s: no usable opening in the file", path)
	}
	return ops, warnings, nil
}

func isXQF(path string, data []byte) bool {
	return strings.EqualFold(filepath.Ext(path), ".xqf") || bytes.HasPrefix(data, []byte("XQ"))
}

func isPGN(path string, data []byte) bool {
	if strings.EqualFold(filepath.Ext(path), ".pgn") {
		return true
	}
	return bytes.HasPrefix(bytes.TrimSpace(data), []byte("["))
}

func readFENOpenings(path string, data []byte) ([]Opening, []string) {
	var ops []Opening
	var warnings []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	name := filepath.Base(path)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		src := name + ":" + strconv.Itoa(n)
		op, err := parseOpeningLine(line)
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("openings %s line %d: %v; opening skipped", path, n, err))
			continue
		}
		if op.Source != "" {
			src += " " + op.Source
		}
		op.Source = src
		ops = append(ops, op)
	}
	return ops, warnings
}

// parseOpeningLine reads "FEN [moves m1 ...]" where the FEN may be a full
// six-field FEN or an EPD: board, side, the two "-" fields (castling and en
// passant, which Xiangqi has not; either may be missing), then either the
// two move counters or EPD operations ("opcode operand...;"). Of the
// operations, hmvc and fmvn set the counters and id names the opening;
// the rest (bm, ce, c0, ...) are read and ignored.
func parseOpeningLine(line string) (Opening, error) {
	fenPart, movePart, _ := strings.Cut(line, " moves ")
	f := strings.Fields(fenPart)
	if len(f) < 2 {
		return Opening{}, errors.New("want a FEN: board and side to move at least")
	}
	board, side, rest := f[0], f[1], f[2:]
	for i := 0; i < 2 && len(rest) > 0 && rest[0] == "-"; i++ {
		rest = rest[1:]
	}
	half, full, id := "0", "1", ""
	if len(rest) >= 2 && isNumber(rest[0]) && isNumber(strings.TrimSuffix(rest[1], ";")) {
		half, full, rest = rest[0], strings.TrimSuffix(rest[1], ";"), rest[2:]
	}
	ops, err := epdOperations(strings.Join(rest, " "))
	if err != nil {
		return Opening{}, err
	}
	for _, op := range ops {
		switch op[0] {
		case "hmvc", "fmvn":
			if len(op) != 2 || !isNumber(op[1]) {
				return Opening{}, fmt.Errorf("EPD operation %s: want one number", op[0])
			}
			if op[0] == "hmvc" {
				half = op[1]
			} else {
				full = op[1]
			}
		case "id":
			id = strings.Join(op[1:], " ")
		}
	}
	p, err := position.FromFEN(strings.Join([]string{board, side, "-", "-", half, full}, " "))
	if err != nil {
		return Opening{}, err
	}
	op := Opening{FEN: p.FEN(), Source: id}
	for i, ms := range strings.Fields(movePart) {
		m, err := p.ParseMove(ms)
		if err != nil {
			return Opening{}, fmt.Errorf("move %d %q: %w", i+1, ms, err)
		}
		p.MakeMove(m)
		op.Moves = append(op.Moves, m)
	}
	if !p.HasLegalMove() {
		return Opening{}, errors.New("the side to move has no legal move")
	}
	return op, nil
}

// epdOperations splits EPD operations, "opcode operand ...;" each, into
// words; a quoted operand ("Old Trap") stays one word, without its quotes.
// The last operation may lack its semicolon.
func epdOperations(s string) ([][]string, error) {
	var ops [][]string
	var words []string
	var word strings.Builder
	inWord, quoted := false, false
	flush := func() {
		if inWord {
			words = append(words, word.String())
			word.Reset()
			inWord = false
		}
	}
	for _, r := range s {
		switch {
		case quoted && r == '"':
			quoted = false
		case quoted:
			word.WriteRune(r)
		case r == '"':
			quoted, inWord = true, true
		case r == ';':
			flush()
			if len(words) > 0 {
				ops = append(ops, words)
			}
			words = nil
		case r == ' ' || r == '\t':
			flush()
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		return nil, errors.New("EPD operations: a quoted operand is not closed")
	}
	flush()
	if len(words) > 0 {
		ops = append(ops, words)
	}
	for _, op := range ops {
		if !isOpcode(op[0]) {
			return nil, fmt.Errorf("EPD operations: %q is not an opcode (want letters, digits and _, a letter first)", op[0])
		}
	}
	return ops, nil
}

func isOpcode(s string) bool {
	for i, r := range s {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (i == 0 || !(r >= '0' && r <= '9' || r == '_')) {
			return false
		}
	}
	return s != ""
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}
