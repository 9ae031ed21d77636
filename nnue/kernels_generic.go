//go:build !goexperiment.simd || !amd64

package nnue

// Vector code is the pure-Go kernels here, or kernels_simd.go's with
// GOEXPERIMENT=simd on amd64. Both compute exactly the same integers.
const vectorized = false

func addRow(v, w *[Hidden]int16) { addRowGeneric(v, w) }

func addSub(dst, src, add, sub *[Hidden]int16) { addSubGeneric(dst, src, add, sub) }

func addSubSub(dst, src, add, sub1, sub2 *[Hidden]int16) { addSubSubGeneric(dst, src, add, sub1, sub2) }

func screluDot(v, w *[Hidden]int16) int32 { return screluDotGeneric(v, w) }
