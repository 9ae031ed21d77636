package bench

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	return p
}

func TestLoadOpeningsFEN(t *testing.T) {
	path := writeFile(t, "ops.epd", `# comment line

rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - id "epd";
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w moves h2e2 h9g7
this is not a fen
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2h8 h9g7
`)
	ops, warnings, err := LoadOpenings(path, 0)
	require.NoError(t, err)
	require.Len(t, ops, 3)
	assert.Equal(t, position.StartFEN, ops[0].FEN)
	assert.Equal(t, "ops.epd:3", ops[0].Source)
	assert.Equal(t, position.StartFEN, ops[1].FEN, "EPD: four fields and opcodes")
	require.Len(t, ops[2].Moves, 2)
	assert.Equal(t, "h2e2", ops[2].Moves[0].String())
	require.Len(t, warnings, 2)
	assert.Contains(t, warnings[0], "line 6")
	assert.Contains(t, warnings[0], "skipped")
	assert.Contains(t, warnings[1], "line 7")
	assert.Contains(t, warnings[1], "h2h8")
}

func TestLoadOpeningsErrors(t *testing.T) {
	_, _, err := LoadOpenings(filepath.Join(t.TempDir(), "missing.txt"), 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "missing.txt")

	path := writeFile(t, "bad.txt", "# only comments\nnot a fen\n")
	_, warnings, err := LoadOpenings(path, 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no usable opening")
	assert.Len(t, warnings, 1)
}

// The repository's opening book loads whole.
func TestLoadOpeningsRepoBook(t *testing.T) {
	ops, warnings, err := LoadOpenings("../testdata/openings.txt", 0)
	require.NoError(t, err)
	assert.Empty(t, warnings)
	assert.Len(t, ops, 2000)
}

// Each opening is played with both colours; shuffling depends only on the seed.
func TestSchedule(t *testing.T) {
	var ops []Opening
	for i := range 10 {
		ops = append(ops, Opening{FEN: position.StartFEN, Source: string(rune('a' + i))})
	}
	order := func(cfg MatchConfig) string {
		m := &matchRun{cfg: cfg, res: &MatchResult{Names: []string{"x", "y", "z"}}}
		s := ""
		for _, g := range m.schedule() {
			s += g.Opening.Source
		}
		return s
	}

	base := MatchConfig{Engines: make([]ucciConfig, 2), Openings: ops}
	assert.Equal(t, "aabbccddeeffgghhiijj", order(base))
	base.Games = 5
	assert.Equal(t, "aabbc", order(base))
	base.Games = 24
	assert.Equal(t, "aabbccddeeffgghhiijjaabb", order(base), "openings repeat when games exceed them")
	base.Games = 0
	base.Shuffle, base.Seed = true, 42
	shuffled := order(base)
	assert.NotEqual(t, "aabbccddeeffgghhiijj", shuffled)
	assert.Equal(t, shuffled, order(base), "same seed, same order")
	base.Seed = 43
	assert.NotEqual(t, shuffled, order(base))

	m := &matchRun{cfg: MatchConfig{Engines: make([]ucciConfig, 2), Openings: ops[:1]}, res: &MatchResult{Names: []string{"x", "y"}}}
	games := m.schedule()
	require.Len(t, games, 2)
	assert.Equal(t, [2]int{0, 1}, [2]int{games[0].Red, games[0].Black})
	assert.Equal(t, [2]int{1, 0}, [2]int{games[1].Red, games[1].Black})
}

func TestLoadOpeningsPGN(t *testing.T) {
	path := writeFile(t, "book.pgn", `[Game "Chinese Chess"]
[Event "opening 1"]
[Result "*"]
[Format "ICCS"]

1. H2-E2 H9-G7 *

[Game "Chinese Chess"]
[Event "opening 2"]
[Result "*"]
[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]

1. h0g2 *
`)
	ops, warnings, err := LoadOpenings(path, 0)
	require.NoError(t, err)
	assert.Empty(t, warnings)
	require.Len(t, ops, 2)
	assert.Equal(t, position.StartFEN, ops[0].FEN)
	require.Len(t, ops[0].Moves, 2)
	assert.Equal(t, "h2e2", ops[0].Moves[0].String())
	assert.Equal(t, "book.pgn#2", ops[1].Source)
	require.Len(t, ops[1].Moves, 1)

	bad := writeFile(t, "bad.pgn", "[Event \"x\"]\n\n1. h2h8 *\n")
	_, _, err = LoadOpenings(bad, 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bad.pgn")
}

// Files saved by Windows editors often start with a UTF-8 byte order mark:
// it must not cost the first opening, nor hide that a file is PGN.
func TestLoadOpeningsByteOrderMark(t *testing.T) {
	bom := "\ufeff"
	ops, warnings, err := LoadOpenings(writeFile(t, "bom.txt", bom+position.StartFEN+"\n"), 0)
	require.NoError(t, err)
	assert.Empty(t, warnings)
	assert.Len(t, ops, 1)

	ops, warnings, err = LoadOpenings(writeFile(t, "bom.txt", bom+"[Event \"x\"]\n\n1. h2e2 h9g7 *\n"), 0)
	require.NoError(t, err)
	assert.Empty(t, warnings)
	require.Len(t, ops, 1)
	assert.Len(t, ops[0].Moves, 2)
}

// Played games serve as openings: --opening-plies keeps the first N plies
// of each game of a PGN (finished games included) or of an XQF file.
func TestLoadOpeningsFromGames(t *testing.T) {
	// Game 1 ends by stalemate at ply 5 (RULES.md: the stalemated side
	// loses); game 2 is unfinished.
	pgn := writeFile(t, "games.pgn", `[Event "stalemated"]
[Result "1-0"]
[FEN "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"]

1. a0b0 d9d8 2. b0a0 d8d9 3. a0a8 1-0

[Event "unfinished"]
[Result "*"]

1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 *
`)
	tests := []struct {
		name     string
		path     string
		plies    int
		lens     []int
		warnings int
	}{
		{"pgn whole: the finished game is refused", pgn, 0, []int{5}, 1},
		{"pgn, 3 plies: the finished game serves", pgn, 3, []int{3, 3}, 0},
		{"pgn, 5 plies: cut at its end, still over", pgn, 5, []int{5}, 1},
		{"xqf whole", "../testdata/games/huang-feng-1930s.xqf", 0, []int{37}, 0},
		{"xqf, 10 plies", "../testdata/games/huang-feng-1930s.xqf", 10, []int{10}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ops, warnings, err := LoadOpenings(tt.path, tt.plies)
			require.NoError(t, err)
			assert.Len(t, warnings, tt.warnings)
			var lens []int
			for _, op := range ops {
				lens = append(lens, len(op.Moves))
			}
			assert.Equal(t, tt.lens, lens)
			if tt.warnings > 0 {
				assert.Contains(t, warnings[0], "game 1")
				assert.Contains(t, warnings[0], "already over")
			}
		})
	}
	_, warnings, _ := LoadOpenings(pgn, 0)
	assert.Contains(t, warnings[0], "--opening-plies", "the refusal says how to use the game anyway")

	ops, _, err := LoadOpenings("../testdata/games/huang-feng-1930s.xqf", 2)
	require.NoError(t, err)
	assert.Equal(t, "h2e2 b9c7", ops[0].Moves[0].String()+" "+ops[0].Moves[1].String(), "炮二平五 马2进3")
	assert.Equal(t, "huang-feng-1930s.xqf#1", ops[0].Source)
}

// EPD lines: operations after the board and side are read (hmvc and fmvn
// set the counters, id names the opening), with or without the "-" fields
// and the trailing semicolon.
func TestParseOpeningLineEPD(t *testing.T) {
	const board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"
	tests := []struct {
		line, fen, source, err string
	}{
		{board + " w - - bm h2e2; id \"central cannon\";", board + " w - - 0 1", "central cannon", ""},
		{board + " w hmvc 7; fmvn 12; c0 \"a; b\"", board + " w - - 7 12", "", ""},
		{board + " b - - 3 2;", board + " b - - 3 2", "", ""},
		{board + " w id x", board + " w - - 0 1", "x", ""},
		{board + " w hmvc x;", "", "", "hmvc"},
		{board + " w id \"open", "", "", "not closed"},
		{board + " w 9bm h2e2;", "", "", "not an opcode"},
	}
	for _, tt := range tests {
		op, err := parseOpeningLine(tt.line)
		if tt.err != "" {
			require.Error(t, err, tt.line)
			assert.Contains(t, err.Error(), tt.err)
			continue
		}
		require.NoError(t, err, tt.line)
		assert.Equal(t, tt.fen, op.FEN, tt.line)
		assert.Equal(t, tt.source, op.Source, tt.line)
	}
}
