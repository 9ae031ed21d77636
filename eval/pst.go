package eval

import "github.com/chuhe-engine/chuhe/position"

// pst[ck][sq] holds material plus placement for a piece of colour-kind ck
// (see position.Piece.ColorKind) on padded square sq, middle game [0] and
// end game [1], already signed from Red's point of view.
var pst [14][256][2]int32

func init() {
	for k := position.General; k <= position.Pawn; k++ {
		for r := 0; r < position.Ranks; r++ {
			for f := 0; f < position.Files; f++ {
				mg, eg := placement(k, f, r)
				mg += material[k][0]
				eg += material[k][1]
				red := position.MakeSquare(f, r)
				black := red.Flip()
				pst[int(k)-1][red] = [2]int32{int32(mg), int32(eg)}
				pst[7+int(k)-1][black] = [2]int32{int32(-mg), int32(-eg)}
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// placement returns the middle- and end-game bonus of a Red piece of kind k
// on file f, rank r (rank 0 is Red's back rank).
func placement(k position.Kind, f, r int) (mg, eg int) {
	centre := 4 - abs(f-4) // 0 at the edge, 4 on the e-file
	switch k {
	case position.Pawn:
		if r >= 5 {
			mg = pawnCrossedMG + pawnCentreMG*centre/2
			eg = pawnCrossedEG + pawnCentreMG*centre/2
			if f >= 3 && f <= 5 && r >= 7 {
				mg += pawnPalaceMG
				eg += pawnPalaceMG
			}
			if r == 9 {
				mg += pawnBackRankMG
				eg += pawnBackRankMG
			}
		} else if f == 4 {
			mg = pawnUncrossedCtr
		}
	case position.Horse:
		mg = horseCentre*centre/2 + horseAdvance*min(r, 7)/2
		if f == 0 || f == 8 {
			mg += horseEdge
		}
		if r == 0 {
			mg += horseHomeRank
		}
		eg = mg
	case position.Rook:
		mg = rookAdvance * min(r, 6) / 2
		if f == 3 || f == 5 {
			mg += rookOpenFile
		}
		if r == 5 || r == 4 {
			mg += rookRiverRank
		}
		eg = mg / 2
	case position.Cannon:
		if f == 4 {
			mg += cannonCentreMG
		}
		if r <= 2 {
			mg += cannonHomeMG
		}
		eg = cannonEGDrop * max(r-4, 0) / 2
	case position.Advisor, position.Elephant:
		if f == 4 {
			mg, eg = guardCentre, guardCentre
		}
	case position.General:
		if f != 4 {
			mg = generalOffHome
		}
		mg += generalUpRank * r
		eg = generalUpRank * r / 2
	}
	return mg, eg
}
