//go:build !purego && !goexperiment.simd

package nnue

import "golang.org/x/sys/cpu"

// The AVX2 kernels of kernels_amd64.s, for plain amd64 builds: the speed
// of the network must not depend on an experiment flag. x/sys/cpu tells
// whether the CPU has AVX2 and the OS saves the YMM registers; without
// both the pure-Go kernels run.

// vectorized says the AVX2 kernels run.
var vectorized = cpu.X86.HasAVX2

// kernels names the kernels this build runs, for tests and benchmarks.
var kernels = "pure Go (no AVX2)"

func init() {
	if vectorized {
		kernels = "AVX2 assembly"
	}
}

func addRow(v, w *[Hidden]int16) {
	if vectorized {
		addRowAVX2(v, w)
		return
	}
	addRowGeneric(v, w)
}

func addSub(dst, src, add, sub *[Hidden]int16) {
	if vectorized {
		addSubAVX2(dst, src, add, sub)
		return
	}
	addSubGeneric(dst, src, add, sub)
}

func addSubSub(dst, src, add, sub1, sub2 *[Hidden]int16) {
	if vectorized {
		addSubSubAVX2(dst, src, add, sub1, sub2)
		return
	}
	addSubSubGeneric(dst, src, add, sub1, sub2)
}

func screluDot(v, w *[Hidden]int16) int32 {
	if vectorized {
		return screluDotAVX2(v, w)
	}
	return screluDotGeneric(v, w)
}

// The assembly kernels compute what their Generic twins do; each reads
// and writes only the arrays it is given.

//go:noescape
func addRowAVX2(v, w *[Hidden]int16)

//go:noescape
func addSubAVX2(dst, src, add, sub *[Hidden]int16)

//go:noescape
func addSubSubAVX2(dst, src, add, sub1, sub2 *[Hidden]int16)

//go:noescape
func screluDotAVX2(v, w *[Hidden]int16) int32
