//go:build !purego && !goexperiment.simd

#include "textflag.h"

// AVX2 kernels on [256]int16 vectors (512 bytes, 16 YMM words). Each loop
// step handles four YMM words (128 bytes) and the loop runs four times;
// AX is the byte offset into every array. Unaligned loads and stores
// throughout: the arrays are only 2-aligned. VZEROUPPER before returning
// spares the Go code after us the AVX-SSE transition penalty.

// LOAD4 reads the four YMM words at AX in base into Y0-Y3, OP4 applies
// op with the four at AX in base to them, STORE4 writes them back there.
#define LOAD4(base) \
	VMOVDQU (base)(AX*1), Y0   \
	VMOVDQU 32(base)(AX*1), Y1 \
	VMOVDQU 64(base)(AX*1), Y2 \
	VMOVDQU 96(base)(AX*1), Y3

#define OP4(op, base) \
	op (base)(AX*1), Y0, Y0   \
	op 32(base)(AX*1), Y1, Y1 \
	op 64(base)(AX*1), Y2, Y2 \
	op 96(base)(AX*1), Y3, Y3

#define STORE4(base) \
	VMOVDQU Y0, (base)(AX*1)   \
	VMOVDQU Y1, 32(base)(AX*1) \
	VMOVDQU Y2, 64(base)(AX*1) \
	VMOVDQU Y3, 96(base)(AX*1)

// NEXT advances AX by the 128 bytes of a step and loops while any remain.
#define NEXT(label) \
	ADDQ $128, AX \
	CMPQ AX, $512 \
	JB   label

// func addRowAVX2(v, w *[Hidden]int16)
TEXT ·addRowAVX2(SB), NOSPLIT, $0-16
	MOVQ v+0(FP), DI
	MOVQ w+8(FP), SI
	XORQ AX, AX

addrow:
	LOAD4(DI)
	OP4(VPADDW, SI)
	STORE4(DI)
	NEXT(addrow)
	VZEROUPPER
	RET

// func addSubAVX2(dst, src, add, sub *[Hidden]int16)
TEXT ·addSubAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ add+16(FP), DX
	MOVQ sub+24(FP), CX
	XORQ AX, AX

addsub:
	LOAD4(SI)
	OP4(VPADDW, DX)
	OP4(VPSUBW, CX)
	STORE4(DI)
	NEXT(addsub)
	VZEROUPPER
	RET

// func addSubSubAVX2(dst, src, add, sub1, sub2 *[Hidden]int16)
TEXT ·addSubSubAVX2(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ add+16(FP), DX
	MOVQ sub1+24(FP), CX
	MOVQ sub2+32(FP), BX
	XORQ AX, AX

addsubsub:
	LOAD4(SI)
	OP4(VPADDW, DX)
	OP4(VPSUBW, CX)
	OP4(VPSUBW, BX)
	STORE4(DI)
	NEXT(addsubsub)
	VZEROUPPER
	RET

// func screluDotAVX2(v, w *[Hidden]int16) int32
//
// Per 16 lanes: c = min(max(v,0),255); VPMULLW gives c·w as int16 (exact,
// |w| <= 127), VPMADDWD multiplies that by c and adds neighbouring pairs
// into int32. Two accumulators (Y0, Y1) halve the dependency chain; the
// eight int32 lanes are summed at the end.
TEXT ·screluDotAVX2(SB), NOSPLIT, $0-20
	MOVQ v+0(FP), DI
	MOVQ w+8(FP), SI
	VPXOR    Y15, Y15, Y15        // 0 in every lane
	VPCMPEQW Y14, Y14, Y14
	VPSRLW   $8, Y14, Y14         // 255 (QA) in every lane
	VPXOR    Y0, Y0, Y0
	VPXOR    Y1, Y1, Y1
	XORQ     AX, AX

dot:
	VMOVDQU  (DI)(AX*1), Y2
	VMOVDQU  32(DI)(AX*1), Y3
	VMOVDQU  64(DI)(AX*1), Y4
	VMOVDQU  96(DI)(AX*1), Y5
	VPMAXSW  Y15, Y2, Y2
	VPMAXSW  Y15, Y3, Y3
	VPMAXSW  Y15, Y4, Y4
	VPMAXSW  Y15, Y5, Y5
	VPMINSW  Y14, Y2, Y2
	VPMINSW  Y14, Y3, Y3
	VPMINSW  Y14, Y4, Y4
	VPMINSW  Y14, Y5, Y5
	VPMULLW  (SI)(AX*1), Y2, Y6
	VPMULLW  32(SI)(AX*1), Y3, Y7
	VPMULLW  64(SI)(AX*1), Y4, Y8
	VPMULLW  96(SI)(AX*1), Y5, Y9
	VPMADDWD Y2, Y6, Y6
	VPMADDWD Y3, Y7, Y7
	VPMADDWD Y4, Y8, Y8
	VPMADDWD Y5, Y9, Y9
	VPADDD   Y6, Y0, Y0
	VPADDD   Y7, Y1, Y1
	VPADDD   Y8, Y0, Y0
	VPADDD   Y9, Y1, Y1
	NEXT(dot)

	VPADDD       Y1, Y0, Y0
	VEXTRACTI128 $1, Y0, X1
	VPADDD       X1, X0, X0
	VPSHUFD      $0x4e, X0, X1 // swap the 64-bit halves
	VPADDD       X1, X0, X0
	VPSHUFD      $0xb1, X0, X1 // swap neighbouring 32-bit lanes
	VPADDD       X1, X0, X0
	VMOVD        X0, AX
	MOVL         AX, ret+16(FP)
	VZEROUPPER
	RET
