package eval

import "github.com/chuhe-engine/chuhe/position"

// pst[ck][sq] holds material plus placement for a piece of colour-kind ck
// (see position.Piece.ColorKind) on padded square sq, middle game [0] and
// end game [1], already signed from Red's point of view.
var pst [14][256][2]int32

// HalfFiles is the number of files of a left-right mirrored table: file f
// and file 8-f share the entry min(f, 8-f).
const HalfFiles = 5

// pstAdjust[k][ph][r][h] is added to the placement of a Red piece of kind k
// on rank r and half-file h (see HalfFiles), middle game ph=0, end game
// ph=1. The formula in placement says what a player would; the adjustments
// are what the games add to it, fitted by cmd/tune. Only the squares a kind
// can reach (Reachable) are ever non-zero.
var pstAdjust = [position.NumKinds][2][position.Ranks][HalfFiles]int{
	position.General: {
		{
			{0, 0, 0, -3, 14},
			{0, 0, 0, -10, -1},
			{0, 0, 0, -1, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
		{
			{0, 0, 0, 4, -4},
			{0, 0, 0, -10, 6},
			{0, 0, 0, 2, 3},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
	},
	position.Advisor: {
		{
			{0, 0, 0, -4, 0},
			{0, 0, 0, 0, 22},
			{0, 0, 0, -18, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
		{
			{0, 0, 0, -23, 0},
			{0, 0, 0, 0, -13},
			{0, 0, 0, -34, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
	},
	position.Elephant: {
		{
			{0, 0, 2, 0, 0},
			{0, 0, 0, 0, 0},
			{7, 0, 0, 0, -8},
			{0, 0, 0, 0, 0},
			{0, 0, -13, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
		{
			{0, 0, -23, 0, 0},
			{0, 0, 0, 0, 0},
			{-9, 0, 0, 0, -41},
			{0, 0, 0, 0, 0},
			{0, 0, -23, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
	},
	position.Horse: {
		{
			{0, -5, 0, -10, 0},
			{1, -2, -5, 5, -8},
			{-5, 5, -36, -1, -5},
			{3, -1, 1, 8, 14},
			{1, 6, 0, 4, 1},
			{1, 0, -2, 8, 1},
			{0, 4, -1, 9, -1},
			{2, 2, 0, 0, 1},
			{0, -1, 2, 2, 0},
			{2, 0, 2, 0, 0},
		},
		{
			{0, -6, 1, -6, 0},
			{-1, -2, -2, 1, -9},
			{2, -1, -22, -6, -2},
			{0, -8, 10, 6, 7},
			{1, 2, -2, -1, 5},
			{2, -1, -2, -5, 3},
			{2, -1, -12, 9, -1},
			{2, -2, 0, 0, 2},
			{-2, 1, 3, 0, 0},
			{2, 6, 3, 0, 0},
		},
	},
	position.Rook: {
		{
			{-30, 22, 5, 3, 0},
			{-1, 13, 5, -2, -2},
			{-11, -2, 2, 3, 5},
			{0, 12, 5, 4, 6},
			{4, -1, -1, 1, -2},
			{-1, -21, -2, -8, 4},
			{2, -12, 1, -3, 5},
			{0, 8, 1, 9, 0},
			{0, 4, -1, -2, 2},
			{-2, 1, 5, 2, 0},
		},
		{
			{-9, 0, 0, 1, 0},
			{1, 5, 2, 2, 0},
			{-4, -1, 1, 4, 3},
			{2, 8, 3, 4, 4},
			{-2, -1, 1, 1, 1},
			{-2, -5, 2, -7, 8},
			{3, 4, 1, 4, 8},
			{2, 5, 0, 4, 1},
			{-1, -1, -2, 2, 1},
			{-3, 0, 2, -1, -1},
		},
	},
	position.Cannon: {
		{
			{0, 3, 4, -4, 0},
			{0, 2, -3, 5, 9},
			{7, -2, 8, 14, 31},
			{0, -2, 0, 1, -2},
			{-3, 2, -5, -7, 5},
			{2, -4, -6, -5, 17},
			{0, -11, -26, -13, 7},
			{-1, -24, -16, -1, -1},
			{3, 0, -4, -3, 0},
			{13, 16, 1, 0, -1},
		},
		{
			{1, 0, 1, -1, 0},
			{1, 1, 3, 4, 3},
			{0, -3, 0, 2, 15},
			{1, -1, -1, 3, -2},
			{-4, 2, -5, 3, 2},
			{-1, 0, -1, -2, -2},
			{7, 1, -7, -8, 4},
			{0, -5, -6, 0, 0},
			{1, 3, 2, -2, 0},
			{13, 10, 2, -2, 0},
		},
	},
	position.Pawn: {
		{
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{2, 0, -36, 0, 20},
			{-17, 0, -4, 0, 9},
			{-9, -8, -8, -5, 2},
			{-14, -10, 4, 0, -4},
			{0, 0, 2, 1, 0},
			{0, 0, -1, 2, 0},
			{0, 1, 0, 1, 0},
		},
		{
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{6, 0, 2, 0, 14},
			{1, 0, 1, 0, 6},
			{-8, 4, -2, 3, 9},
			{-9, -10, -2, -10, -17},
			{1, 2, -2, 0, -12},
			{-2, -2, -10, -8, -4},
			{0, -1, -5, 5, 0},
		},
	},
}

func init() { buildPST() }

// buildPST fills pst from material, the placement formula and pstAdjust.
func buildPST() {
	for k := position.General; k <= position.Pawn; k++ {
		for r := 0; r < position.Ranks; r++ {
			for f := 0; f < position.Files; f++ {
				mg, eg := placement(k, f, r)
				adj := &pstAdjust[k]
				h := halfFile(f)
				mg += material[k][0] + adj[0][r][h]
				eg += material[k][1] + adj[1][r][h]
				red := position.MakeSquare(f, r)
				pst[int(k)-1][red] = [2]int32{int32(mg), int32(eg)}
				pst[7+int(k)-1][red.Flip()] = [2]int32{int32(-mg), int32(-eg)}
			}
		}
	}
}

// halfFile folds file f onto its mirror-symmetric index 0..4 (4 is the
// centre file).
func halfFile(f int) int { return min(f, position.Files-1-f) }

// Reachable reports whether a Red piece of kind k can ever stand on rank r
// of half-file h: the general and advisors stay in the palace, elephants on
// their seven points on their own half, pawns on their files until they
// cross the river.
func Reachable(k position.Kind, r, h int) bool {
	switch k {
	case position.General:
		return r <= 2 && h >= 3
	case position.Advisor:
		return (h == 3 && (r == 0 || r == 2)) || (h == 4 && r == 1)
	case position.Elephant:
		return (h == 0 && r == 2) || (h == 2 && (r == 0 || r == 4)) || (h == 4 && r == 2)
	case position.Pawn:
		return r >= 5 || (r >= 3 && h%2 == 0)
	}
	return true
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
