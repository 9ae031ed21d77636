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
			pc, cap := p.At(m.From()), p.At(m.To())
			if cap != position.NoPiece {
				captures++
			}
			if pc.Kind() == position.General {
				generalMoves++
			}
			n.Update(&stack[ply+1], &stack[ply], pc, m.From(), m.To(), cap)
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

// TestKernelsMatchGeneric: the kernels a build runs (vector ones with
// GOEXPERIMENT=simd) give exactly the pure-Go results.
func TestKernelsMatchGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	fill := func(v *[Hidden]int16, lo, hi int) {
		for i := range v {
			v[i] = int16(lo + rng.IntN(hi-lo+1))
		}
	}
	for range 200 {
		var src, a, b, c, w [Hidden]int16
		fill(&src, -2000, 2000)
		fill(&a, -300, 300)
		fill(&b, -300, 300)
		fill(&c, -300, 300)
		fill(&w, -MaxOutputWeight, MaxOutputWeight)
		var d1, d2 [Hidden]int16
		addSub(&d1, &src, &a, &b)
		addSubGeneric(&d2, &src, &a, &b)
		require.Equal(t, d2, d1)
		addSubSub(&d1, &src, &a, &b, &c)
		addSubSubGeneric(&d2, &src, &a, &b, &c)
		require.Equal(t, d2, d1)
		d1, d2 = src, src
		addRow(&d1, &a)
		addRowGeneric(&d2, &a)
		require.Equal(t, d2, d1)
		require.Equal(t, screluDotGeneric(&src, &w), screluDot(&src, &w))
	}
	t.Logf("vectorized kernels: %v", vectorized)
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
	pc, cap := p.At(m.From()), p.At(m.To())
	for b.Loop() {
		n.Update(&c, &a, pc, m.From(), m.To(), cap)
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
