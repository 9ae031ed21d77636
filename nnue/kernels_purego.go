//go:build purego || !amd64

package nnue

// Which kernels run: the AVX2 assembly on amd64 (kernels_amd64.go), the
// archsimd ones with GOEXPERIMENT=simd on amd64 (kernels_simd.go), the
// pure-Go ones here elsewhere or with the tag purego. All compute exactly
// the same integers.

// kernels names the kernels this build runs, for tests and benchmarks.
const kernels = "pure Go"

// vectorized says vector kernels run: never in this build.
const vectorized = false

func addRow(v, w *[Hidden]int16) { addRowGeneric(v, w) }

func addSub(dst, src, add, sub *[Hidden]int16) { addSubGeneric(dst, src, add, sub) }

func addSubSub(dst, src, add, sub1, sub2 *[Hidden]int16) { addSubSubGeneric(dst, src, add, sub1, sub2) }

func screluDot(v, w *[Hidden]int16) int32 { return screluDotGeneric(v, w) }
