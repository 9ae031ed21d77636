package position

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var long = flag.Bool("long", false, "also run depth-5 perft of every vector (some 15 s of CPU)")

type perftVector struct {
	fen    string
	counts map[int]uint64
}

// readPerftVectors parses testdata/perft.txt: "<fen> ;D1 <n> ;D2 <n> ...".
func readPerftVectors(t testing.TB) []perftVector {
	f, err := os.Open("../testdata/perft.txt")
	require.NoError(t, err)
	defer f.Close()
	var out []perftVector
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, ";")
		v := perftVector{fen: strings.TrimSpace(parts[0]), counts: map[int]uint64{}}
		for _, p := range parts[1:] {
			fs := strings.Fields(p)
			require.Len(t, fs, 2, line)
			d, err := strconv.Atoi(strings.TrimPrefix(fs[0], "D"))
			require.NoError(t, err)
			n, err := strconv.ParseUint(fs[1], 10, 64)
			require.NoError(t, err)
			v.counts[d] = n
		}
		out = append(out, v)
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, out)
	return out
}

// [R-SELF] [R-FLY] and every move rule: leaf counts verified by three
// independent generators.
func TestPerftVectors(t *testing.T) {
	maxDepth := 4
	if *long {
		maxDepth = 5
	}
	if testing.Short() {
		maxDepth = 3
	}
	for _, v := range readPerftVectors(t) {
		p, err := FromFEN(v.fen)
		require.NoError(t, err)
		for d := 1; d <= maxDepth; d++ {
			want, ok := v.counts[d]
			if !ok {
				continue
			}
			assert.Equal(t, want, p.Perft(d), "%s depth %d", v.fen, d)
			assert.Equal(t, v.fen, p.FEN(), "perft must leave the position as it found it")
		}
	}
}

func TestPerftFullAgreesWithBulk(t *testing.T) {
	for _, v := range readPerftVectors(t)[:4] {
		p, err := FromFEN(v.fen)
		require.NoError(t, err)
		assert.Equal(t, p.Perft(3), p.PerftFull(3), v.fen)
	}
}

func TestDivideSumsToPerft(t *testing.T) {
	p := New()
	var sum uint64
	entries := p.Divide(3)
	assert.Len(t, entries, 44)
	for _, e := range entries {
		sum += e.Nodes
	}
	assert.Equal(t, uint64(79666), sum)
}

// BenchmarkPerft counts depth 4 from the start: Bulk is `chuhe perft`
// without the process (the last ply counted, not played), MakeUnmake makes
// and unmakes every leaf move as well.
func BenchmarkPerft(b *testing.B) {
	for _, bb := range []struct {
		name  string
		count func(*Position, int) uint64
	}{{"Bulk", (*Position).Perft}, {"MakeUnmake", (*Position).PerftFull}} {
		b.Run(bb.name, func(b *testing.B) {
			p := New()
			var nodes uint64
			for b.Loop() {
				nodes += bb.count(p, 4)
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
		})
	}
}

func BenchmarkGenerateMoves(b *testing.B) {
	p, _ := FromFEN("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1")
	var l MoveList
	for b.Loop() {
		l.N = 0
		p.GenerateMoves(&l, GenAll)
	}
}
