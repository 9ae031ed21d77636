package nnue

// The pure-Go kernels: what a build without vector kernels runs (other
// architectures, the tag purego, a CPU without AVX2), and the fallback the
// vector kernels must equal bit for bit.
//
// The accumulator updates stay plain loops: the compiler removes their
// bounds checks, and SWAR on uint64 words (four int16 lanes with the sign
// bits handled apart) measured no faster (BenchmarkUpdate 385-560 ns
// against 385-394), its extra masking eating what the fewer loads save.

func addRowGeneric(v, w *[Hidden]int16) {
	for i := range v {
		v[i] += w[i]
	}
}

func addSubGeneric(dst, src, add, sub *[Hidden]int16) {
	for i := range dst {
		dst[i] = src[i] + add[i] - sub[i]
	}
}

func addSubSubGeneric(dst, src, add, sub1, sub2 *[Hidden]int16) {
	for i := range dst {
		dst[i] = src[i] + add[i] - sub1[i] - sub2[i]
	}
}

// screluDotGeneric returns Σ clamp(v,0,QA)² · w. The vector kernels compute
// each term as int16(c·w)·c; since |w| <= MaxOutputWeight that int16 is
// exact and so are the int32 terms here (255²·127·256 < 2³¹, the sum never
// wraps either), hence the same result in any order. Four sums in int32
// let the four multiplies of a step run side by side.
func screluDotGeneric(v, w *[Hidden]int16) int32 {
	var s0, s1, s2, s3 int32
	for i := 0; i < Hidden; i += 4 {
		x, y := (*[4]int16)(v[i:]), (*[4]int16)(w[i:])
		c0 := min(max(int32(x[0]), 0), QA)
		c1 := min(max(int32(x[1]), 0), QA)
		c2 := min(max(int32(x[2]), 0), QA)
		c3 := min(max(int32(x[3]), 0), QA)
		s0 += c0 * c0 * int32(y[0])
		s1 += c1 * c1 * int32(y[1])
		s2 += c2 * c2 * int32(y[2])
		s3 += c3 * c3 * int32(y[3])
	}
	return s0 + s1 + s2 + s3
}
