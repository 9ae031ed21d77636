package nnue

import (
	"encoding/binary"
	"unsafe"
)

// The pure-Go kernels: what a build without vector kernels runs (other
// architectures, the tag purego, a CPU without AVX2), and the fallback the
// vector kernels must equal bit for bit.
//
// The accumulator updates work on four int16 lanes at a time in a uint64
// (SWAR): about three times fewer operations than lane by lane, and the
// compiler does not vectorize loops by itself. The words are read and
// written as little-endian bytes, so nothing depends on the alignment of
// the arrays (checkptr would refuse a *[64]uint64 view of a 2-aligned
// array) and the loads fuse into single moves where the CPU allows it.

// swarHigh has the sign bit of each 16-bit lane of a word.
const swarHigh = 0x8000_8000_8000_8000

// swarAdd adds the four 16-bit lanes of a and b, wrapping as int16 does:
// the low 15 bits add with the carries kept inside each lane, and the sign
// bits are put back by exclusive or.
func swarAdd(a, b uint64) uint64 {
	return ((a &^ swarHigh) + (b &^ swarHigh)) ^ ((a ^ b) & swarHigh)
}

// swarSub subtracts the lanes of b from those of a, wrapping: setting each
// lane's sign bit in a first stops a borrow from crossing into the next
// lane, and the true sign bits are then restored.
func swarSub(a, b uint64) uint64 {
	return ((a | swarHigh) - (b &^ swarHigh)) ^ ((a ^ ^b) & swarHigh)
}

// bytesOf views a vector as its bytes (alignment 1, so always allowed).
func bytesOf(v *[Hidden]int16) *[2 * Hidden]byte {
	return (*[2 * Hidden]byte)(unsafe.Pointer(v))
}

func addRowGeneric(v, w *[Hidden]int16) {
	d, a := bytesOf(v), bytesOf(w)
	le := binary.LittleEndian
	for i := 0; i < 2*Hidden; i += 8 {
		le.PutUint64(d[i:], swarAdd(le.Uint64(d[i:]), le.Uint64(a[i:])))
	}
}

func addSubGeneric(dst, src, add, sub *[Hidden]int16) {
	d, s, a, b := bytesOf(dst), bytesOf(src), bytesOf(add), bytesOf(sub)
	le := binary.LittleEndian
	for i := 0; i < 2*Hidden; i += 8 {
		le.PutUint64(d[i:], swarSub(swarAdd(le.Uint64(s[i:]), le.Uint64(a[i:])), le.Uint64(b[i:])))
	}
}

func addSubSubGeneric(dst, src, add, sub1, sub2 *[Hidden]int16) {
	d, s, a, b, c := bytesOf(dst), bytesOf(src), bytesOf(add), bytesOf(sub1), bytesOf(sub2)
	le := binary.LittleEndian
	for i := 0; i < 2*Hidden; i += 8 {
		x := swarSub(swarAdd(le.Uint64(s[i:]), le.Uint64(a[i:])), le.Uint64(b[i:]))
		le.PutUint64(d[i:], swarSub(x, le.Uint64(c[i:])))
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
