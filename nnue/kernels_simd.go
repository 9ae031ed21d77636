//go:build goexperiment.simd && amd64 && !purego

package nnue

import "simd/archsimd"

// vectorized says the AVX2 kernels run (GOEXPERIMENT=simd on a CPU that
// has AVX2); they fall back to the generic ones otherwise.
var vectorized = archsimd.X86.AVX2()

// kernels names the kernels this build runs, for tests and benchmarks.
var kernels = "pure Go (no AVX2)"

func init() {
	if vectorized {
		kernels = "archsimd AVX2"
	}
}

const lanes = 16

func addRow(v, w *[Hidden]int16) {
	if !vectorized {
		addRowGeneric(v, w)
		return
	}
	for i := 0; i < Hidden; i += lanes {
		a := archsimd.LoadInt16x16((*[lanes]int16)(v[i : i+lanes]))
		b := archsimd.LoadInt16x16((*[lanes]int16)(w[i : i+lanes]))
		a.Add(b).Store((*[lanes]int16)(v[i : i+lanes]))
	}
}

func addSub(dst, src, add, sub *[Hidden]int16) {
	if !vectorized {
		addSubGeneric(dst, src, add, sub)
		return
	}
	for i := 0; i < Hidden; i += lanes {
		s := archsimd.LoadInt16x16((*[lanes]int16)(src[i : i+lanes]))
		a := archsimd.LoadInt16x16((*[lanes]int16)(add[i : i+lanes]))
		b := archsimd.LoadInt16x16((*[lanes]int16)(sub[i : i+lanes]))
		s.Add(a).Sub(b).Store((*[lanes]int16)(dst[i : i+lanes]))
	}
}

func addSubSub(dst, src, add, sub1, sub2 *[Hidden]int16) {
	if !vectorized {
		addSubSubGeneric(dst, src, add, sub1, sub2)
		return
	}
	for i := 0; i < Hidden; i += lanes {
		s := archsimd.LoadInt16x16((*[lanes]int16)(src[i : i+lanes]))
		a := archsimd.LoadInt16x16((*[lanes]int16)(add[i : i+lanes]))
		b := archsimd.LoadInt16x16((*[lanes]int16)(sub1[i : i+lanes]))
		c := archsimd.LoadInt16x16((*[lanes]int16)(sub2[i : i+lanes]))
		s.Add(a).Sub(b).Sub(c).Store((*[lanes]int16)(dst[i : i+lanes]))
	}
}

func screluDot(v, w *[Hidden]int16) int32 {
	if !vectorized {
		return screluDotGeneric(v, w)
	}
	zero := archsimd.BroadcastInt16x16(0)
	top := archsimd.BroadcastInt16x16(QA)
	var acc archsimd.Int32x8
	for i := 0; i < Hidden; i += lanes {
		c := archsimd.LoadInt16x16((*[lanes]int16)(v[i : i+lanes])).Max(zero).Min(top)
		x := archsimd.LoadInt16x16((*[lanes]int16)(w[i : i+lanes]))
		acc = acc.Add(c.Mul(x).DotProductPairs(c))
	}
	var out [8]int32
	acc.Store(&out)
	return out[0] + out[1] + out[2] + out[3] + out[4] + out[5] + out[6] + out[7]
}
