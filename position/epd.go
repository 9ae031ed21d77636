package position

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// ReadEPD reads positions, one FEN a line; EPD operations after the first
// ';', blank lines and '#' comments are skipped. A bad FEN is an error that
// names its line. The bench positions and the tests that walk them read
// their file with it.
func ReadEPD(r io.Reader) ([]*Position, error) {
	var out []*Position
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, _, _ := strings.Cut(line, ";")
		p, err := FromFEN(strings.TrimSpace(fen))
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}
