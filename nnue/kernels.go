package nnue

// The pure-Go kernels: the reference the vector kernels must equal, and
// the code a plain build runs.

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

// screluDotGeneric returns Σ clamp(v,0,QA)² · w, computed as the vector
// code does: (c·w) as an int16 (exact, since |w| <= MaxOutputWeight), times
// c, summed in int32 (wrapping, so the order of the sum does not matter).
func screluDotGeneric(v, w *[Hidden]int16) int32 {
	var sum int32
	for i := range v {
		c := min(max(v[i], 0), QA)
		sum += int32(c*w[i]) * int32(c)
	}
	return sum
}
