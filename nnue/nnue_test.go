package nnue

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

// randomNet returns a net with weights in the ranges a trained one has.
func randomNet(seed uint64) *Net {
	rng := rand.New(rand.NewPCG(seed, 1))
	n := new(Net)
	for i := range n.FeatureWeights {
		for j := range n.FeatureWeights[i] {
			n.FeatureWeights[i][j] = int16(rng.IntN(121) - 60)
		}
	}
	for j := range n.FeatureBias {
		n.FeatureBias[j] = int16(rng.IntN(201) - 50)
	}
	for j := range n.OutputWeights {
		n.OutputWeights[j] = int16(rng.IntN(2*MaxOutputWeight+1) - MaxOutputWeight)
	}
	n.OutputBias = int32(rng.IntN(20001) - 10000)
	return n
}

// TestIncrementalEqualsRefresh plays random games and checks, after every
// move, that the incrementally updated accumulator equals a refresh.
func TestIncrementalEqualsRefresh(t *testing.T) {
	n := randomNet(1)
	rng := rand.New(rand.NewPCG(2, 2))
	positions, captures, generalMoves := 0, 0, 0
	for game := 0; game < 40; game++ {
		p := position.New()
		var stack [201]Accumulator
		n.Refresh(&stack[0], p)
		for ply := 0; ply < 200; ply++ {
			var l position.MoveList
			p.GenerateLegal(&l, position.GenAll)
			if l.N == 0 {
				break
			}
			m := l.Moves[rng.IntN(l.N)]
			pc, captured := p.At(m.From()), p.At(m.To())
			if captured != position.NoPiece {
				captures++
			}
			if pc.Kind() == position.General {
				generalMoves++
			}
			n.Update(&stack[ply+1], &stack[ply], pc, m.From(), m.To(), captured)
			p.MakeMove(m)
			var fresh Accumulator
			n.Refresh(&fresh, p)
			require.Equal(t, fresh, stack[ply+1], "game %d ply %d after %s (%s)", game, ply, m, p.FEN())
			assert.Equal(t, n.Evaluate(&fresh, p.Side()), n.Evaluate(&stack[ply+1], p.Side()))
			positions++
		}
	}
	assert.Greater(t, positions, 2000)
	assert.Greater(t, captures, 200)
	assert.Greater(t, generalMoves, 50)
}

// flipColours returns the FEN of p with the colours exchanged: the board
// turned over rank by rank, cases swapped, the other side to move.
func flipColours(fen string) string {
	fields := strings.Fields(fen)
	ranks := strings.Split(fields[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	board := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return r
	}, strings.Join(ranks, "/"))
	side := "b"
	if fields[1] == "b" {
		side = "w"
	}
	return board + " " + side
}

// TestColourFlipScoresAlike: the features are relative to each side, so a
// position and its colour-flipped twin have the same score.
func TestColourFlipScoresAlike(t *testing.T) {
	n := randomNet(3)
	for _, fen := range []string{
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
		"r1bakab1r/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R b",
		"3k5/4a4/9/9/2R6/9/9/9/4p4/4K4 w",
		"2bak4/4a4/4b4/9/9/4n4/9/4C4/4A4/3AK4 b",
	} {
		p, err := position.FromFEN(fen)
		require.NoError(t, err)
		q, err := position.FromFEN(flipColours(fen))
		require.NoError(t, err, flipColours(fen))
		var a, b Accumulator
		n.Refresh(&a, p)
		n.Refresh(&b, q)
		assert.Equal(t, a.V[0], b.V[1], fen)
		assert.Equal(t, n.Evaluate(&a, p.Side()), n.Evaluate(&b, q.Side()), fen)
	}
}

// The kernels as plainly as they can be written: the reference every
// build's kernels, and the pure-Go fallback, must equal bit for bit.

func refAddRow(v, w *[Hidden]int16) {
	for i := range v {
		v[i] += w[i]
	}
}

func refAddSub(dst, src, add, sub *[Hidden]int16) {
	for i := range dst {
		dst[i] = src[i] + add[i] - sub[i]
	}
}

func refAddSubSub(dst, src, add, sub1, sub2 *[Hidden]int16) {
	for i := range dst {
		dst[i] = src[i] + add[i] - sub1[i] - sub2[i]
	}
}

func refScreluDot(v, w *[Hidden]int16) int32 {
	var sum int32
	for i := range v {
		c := min(max(v[i], 0), QA)
		sum += int32(c*w[i]) * int32(c)
	}
	return sum
}

// kernelSet is one implementation of the four kernels.
type kernelSet struct {
	name      string
	addRow    func(v, w *[Hidden]int16)
	addSub    func(dst, src, add, sub *[Hidden]int16)
	addSubSub func(dst, src, add, sub1, sub2 *[Hidden]int16)
	screluDot func(v, w *[Hidden]int16) int32
}

// TestKernelsMatchGeneric: the kernels this build selects (AVX2 assembly,
// archsimd or pure Go, see kernels_*.go) and the pure-Go fallback give
// exactly the reference results, wrapping included, on random vectors in
// the ranges the net has and over the whole int16 range.
func TestKernelsMatchGeneric(t *testing.T) {
	t.Logf("kernels: %s", kernels)
	sets := []kernelSet{
		{"selected (" + kernels + ")", addRow, addSub, addSubSub, screluDot},
		{"pure Go", addRowGeneric, addSubGeneric, addSubSubGeneric, screluDotGeneric},
	}
	rng := rand.New(rand.NewPCG(4, 4))
	fill := func(v *[Hidden]int16, lo, hi int) {
		for i := range v {
			v[i] = int16(lo + rng.IntN(hi-lo+1))
		}
	}
	type ranges struct{ src, row, w int }
	cases := []struct {
		name string
		r    ranges
	}{
		{"net ranges", ranges{2000, 300, MaxOutputWeight}},
		{"whole int16 range", ranges{32768, 32768, MaxOutputWeight}},
		{"around the clamp", ranges{300, 60, MaxOutputWeight}},
	}
	for _, ks := range sets {
		for _, tc := range cases {
			t.Run(ks.name+"/"+tc.name, func(t *testing.T) {
				for range 300 {
					var src, a, b, c, w [Hidden]int16
					fill(&src, -tc.r.src, tc.r.src-1)
					fill(&a, -tc.r.row, tc.r.row-1)
					fill(&b, -tc.r.row, tc.r.row-1)
					fill(&c, -tc.r.row, tc.r.row-1)
					fill(&w, -tc.r.w, tc.r.w)
					var got, want [Hidden]int16
					ks.addSub(&got, &src, &a, &b)
					refAddSub(&want, &src, &a, &b)
					require.Equal(t, want, got, "addSub")
					ks.addSubSub(&got, &src, &a, &b, &c)
					refAddSubSub(&want, &src, &a, &b, &c)
					require.Equal(t, want, got, "addSubSub")
					got, want = src, src
					ks.addRow(&got, &a)
					refAddRow(&want, &a)
					require.Equal(t, want, got, "addRow")
					// In place, as dst == src: every lane is read before written.
					got = src
					ks.addSubSub(&got, &got, &a, &b, &c)
					refAddSubSub(&want, &src, &a, &b, &c)
					require.Equal(t, want, got, "addSubSub in place")
					require.Equal(t, refScreluDot(&src, &w), ks.screluDot(&src, &w), "screluDot")
				}
			})
		}
		// Every int16 activation against the extreme and some middle weights.
		t.Run(ks.name+"/every activation", func(t *testing.T) {
			for _, wv := range []int16{MaxOutputWeight, -MaxOutputWeight, 1, -1, 77} {
				var w [Hidden]int16
				for i := range w {
					w[i] = wv
				}
				for base := -32768; base < 32768; base += Hidden {
					var v [Hidden]int16
					for i := range v {
						v[i] = int16(base + i)
					}
					require.Equal(t, refScreluDot(&v, &w), ks.screluDot(&v, &w), "activations from %d, weight %d", base, wv)
				}
			}
		})
	}
}

func TestFileRoundTrip(t *testing.T) {
	n := randomNet(5)
	var buf bytes.Buffer
	k, err := n.WriteTo(&buf)
	require.NoError(t, err)
	assert.Equal(t, int64(FileSize), k)
	m, err := Parse(buf.Bytes())
	require.NoError(t, err)
	assert.Equal(t, n, m)
}

func TestBadFilesAreRefused(t *testing.T) {
	var buf bytes.Buffer
	_, err := randomNet(6).WriteTo(&buf)
	require.NoError(t, err)
	good := buf.Bytes()
	edit := func(f func(b []byte) []byte) []byte { return f(bytes.Clone(good)) }
	resum := func(b []byte) []byte {
		binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.ChecksumIEEE(b[:len(b)-4]))
		return b
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a chuhe network file"},
		{"text", []byte("hello world, not a net"), "not a chuhe network file"},
		{"version", edit(func(b []byte) []byte { b[8] = 9; return b }), "version 9"},
		{"architecture", edit(func(b []byte) []byte { b[12] ^= 1; return b }), "is not this engine's"},
		{"cut short", good[:len(good)-100], "cut short or padded"},
		{"damaged", edit(func(b []byte) []byte { b[5000] ^= 4; return b }), "checksum mismatch"},
		{"output weight", edit(func(b []byte) []byte {
			binary.LittleEndian.PutUint16(b[headerSize+2*(Inputs*Hidden+Hidden):], 300)
			return resum(b)
		}), "output weight 0 is 300"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.data)
			assert.ErrorContains(t, err, tc.want)
		})
	}
}

func BenchmarkUpdate(b *testing.B) {
	n := randomNet(7)
	p := position.New()
	var a, c Accumulator
	n.Refresh(&a, p)
	m, _ := p.ParseMove("h2h9")
	pc, captured := p.At(m.From()), p.At(m.To())
	for b.Loop() {
		n.Update(&c, &a, pc, m.From(), m.To(), captured)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	n := randomNet(8)
	var a Accumulator
	n.Refresh(&a, position.New())
	for b.Loop() {
		_ = n.Evaluate(&a, position.Red)
	}
}

func TestDefaultNetLoads(t *testing.T) {
	n, err := Default()
	require.NoError(t, err)
	again, err := Default()
	require.NoError(t, err)
	assert.Same(t, n, again)
	var acc Accumulator
	p := position.New()
	n.Refresh(&acc, p)
	// The start position is about level for a trained net.
	assert.InDelta(t, 0, n.Evaluate(&acc, p.Side()), 150)
}
