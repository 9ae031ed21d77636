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
// skipped) or from a PGN file (each game's start position and moves). A
// broken line or game is skipped with a warning naming it; a file with no
// usable opening is an error.
func LoadOpenings(path string) ([]Opening, []string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("openings: %w", err)
	}
	// A UTF-8 byte order mark (Windows editors) would spoil the first line.
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	var ops []Opening
	var warnings []string
	if isPGN(path, data) {
		ops, warnings, err = readPGNOpenings(path, data)
		if err != nil {
			return nil, warnings, err
		}
	} else {
		ops, warnings = readFENOpenings(path, data)
	}
	if len(ops) == 0 {
		return nil, warnings, fmt.Errorf("openings %s: no usable opening in the file", path)
	}
	return ops, warnings, nil
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
		op.Source = src
		ops = append(ops, op)
	}
	return ops, warnings
}

// parseOpeningLine reads "FEN [moves m1 ...]" where the FEN may be a full
// six-field FEN or an EPD (four fields, then opcodes that are ignored).
func parseOpeningLine(line string) (Opening, error) {
	fenPart, movePart, _ := strings.Cut(line, " moves ")
	f := strings.Fields(fenPart)
	if len(f) < 2 {
		return Opening{}, errors.New("want a FEN: board and side to move at least")
	}
	var fen string
	switch {
	case len(f) >= 6 && isNumber(f[4]) && isNumber(f[5]):
		fen = strings.Join(f[:6], " ")
	case len(f) >= 4:
		fen = strings.Join(f[:4], " ") + " 0 1"
	default:
		fen = f[0] + " " + f[1] + " - - 0 1"
	}
	p, err := position.FromFEN(fen)
	if err != nil {
		return Opening{}, err
	}
	op := Opening{FEN: p.FEN()}
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

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}
