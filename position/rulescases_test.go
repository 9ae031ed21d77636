package position

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rulesCase is one line of testdata/rules-cases.txt.
type rulesCase struct {
	line   int
	id     string
	fen    string
	moves  []string
	result string
	reason string
	ply    int
}

func loadRulesCases(t *testing.T) []rulesCase {
	t.Helper()
	f, err := os.Open("../testdata/rules-cases.txt")
	require.NoError(t, err)
	defer f.Close()
	var cases []rulesCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c := rulesCase{line: n}
		fields := strings.Split(line, " ; ")
		require.GreaterOrEqual(t, len(fields), 6, "line %d", n)
		c.fen = strings.TrimSpace(fields[0])
		for _, f := range fields[1:] {
			key, val, _ := strings.Cut(strings.TrimSpace(f), " ")
			if key == "moves" && val == "" {
				key, val = strings.TrimSpace(f), ""
			}
			switch key {
			case "moves":
				c.moves = strings.Fields(val)
			case "result":
				c.result = val
			case "reason":
				c.reason = val
			case "ply":
				c.ply, err = strconv.Atoi(val)
				require.NoError(t, err, "line %d", n)
			case "id":
				c.id = val
			}
		}
		cases = append(cases, c)
	}
	require.NoError(t, sc.Err())
	return cases
}

// TestRulesCases runs every public case of docs/RULES.md §4-5: the verdict after
// all the moves (result, reason) and the ply at which it stands.
func TestRulesCases(t *testing.T) {
	cases := loadRulesCases(t)
	require.NotEmpty(t, cases)
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			p, err := FromFEN(c.fen)
			require.NoError(t, err)
			ply, v, err := ApplyMoves(p, c.moves)
			require.NoError(t, err, "line %d", c.line)
			assert.Equal(t, c.result, v.Result.String(), "result (line %d, levels %v)", c.line, v.Levels)
			assert.Equal(t, c.reason, v.Reason.String(), "reason (line %d, levels %v)", c.line, v.Levels)
			assert.Equal(t, c.ply, ply, "ply (line %d)", c.line)
		})
	}
}
