//go:build !purego

#include "textflag.h"

// func prefetch(addr *ttBucket)
TEXT ·prefetch(SB), NOSPLIT, $0-8
	MOVQ addr+0(FP), AX
	PREFETCHT0 (AX)
	RET
