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
			{0, 0, 0, -7, 16},
			{0, 0, 0, -13, 4},
			{0, 0, 0, -2, -1},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
		{
			{0, 0, 0, -4, 3},
			{0, 0, 0, -16, 12},
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
			{0, 0, 0, -12, 0},
			{0, 0, 0, 0, 32},
			{0, 0, 0, -26, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
		{
			{0, 0, 0, -35, 0},
			{0, 0, 0, 0, -28},
			{0, 0, 0, -46, 0},
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
			{0, 0, -10, 0, 0},
			{0, 0, 0, 0, 0},
			{-12, 0, 0, 0, 26},
			{0, 0, 0, 0, 0},
			{0, 0, -23, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
		{
			{0, 0, -22, 0, 0},
			{0, 0, 0, 0, 0},
			{-11, 0, 0, 0, -49},
			{0, 0, 0, 0, 0},
			{0, 0, -41, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
	},
	position.Horse: {
		{
			{0, -31, 1, -16, 0},
			{-5, -4, -9, -3, -14},
			{-17, 9, -18, -4, -10},
			{4, -4, -1, 10, 15},
			{3, 10, 3, 7, 2},
			{1, 1, -3, 10, 3},
			{0, 9, -14, 15, -4},
			{3, 2, -4, 0, 3},
			{0, -1, 5, 2, 0},
			{2, 0, 2, 0, -1},
		},
		{
			{0, -13, 2, -9, 0},
			{-2, -4, -2, 1, -12},
			{3, 1, -27, -10, -4},
			{-1, -12, 12, 10, 8},
			{3, 2, -2, -4, 4},
			{4, -3, -2, -11, 6},
			{4, 0, -16, 5, -3},
			{4, -3, -3, 1, 4},
			{-2, 2, 3, 0, 0},
			{2, 9, 4, 0, 0},
		},
	},
	position.Rook: {
		{
			{-38, 19, 12, 12, 0},
			{-3, 14, 8, 1, -4},
			{-14, -1, 6, 5, 7},
			{-1, 20, 11, -1, 9},
			{7, -2, -1, 3, -2},
			{-4, -27, 2, -9, 7},
			{-2, -17, -3, -1, 9},
			{-1, 1, 1, 14, 0},
			{-3, 5, 2, -1, 3},
			{-2, 0, 7, 2, 0},
		},
		{
			{-14, 0, 1, 3, 0},
			{1, 6, 3, 3, 0},
			{-6, -1, 2, 7, 5},
			{1, 14, 5, 4, 6},
			{-3, -2, 2, 4, 3},
			{-3, -6, 4, -9, 14},
			{2, 2, -1, 5, 13},
			{2, 5, 1, 7, 2},
			{-4, 0, -1, 4, 2},
			{-3, 2, 5, -3, -1},
		},
	},
	position.Cannon: {
		{
			{0, 3, 7, -3, 0},
			{-1, 1, -4, 8, 8},
			{10, 10, 21, 25, 13},
			{0, 1, -1, 0, -2},
			{-2, -5, 0, -5, 5},
			{5, -8, -9, -9, 27},
			{-4, -20, -18, -19, 11},
			{-3, -31, -22, -1, -3},
			{3, -4, -11, -2, 0},
			{18, 23, -1, -2, -1},
		},
		{
			{2, -1, 2, 0, 2},
			{0, 1, 5, 7, 3},
			{0, -5, 0, 0, 18},
			{2, -2, -2, 3, -1},
			{-5, 0, -7, 5, 5},
			{0, -2, -1, -5, -2},
			{8, 0, -9, -12, 8},
			{0, -8, -9, 0, 0},
			{1, 3, 2, -1, 0},
			{20, 15, 1, -4, 0},
		},
	},
	position.Pawn: {
		{
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{-5, 0, -43, 0, 45},
			{-17, 0, 33, 0, 18},
			{-25, -17, -7, -6, 2},
			{-18, -13, 21, 0, -7},
			{-1, 0, 6, 2, 0},
			{0, 0, -2, 3, 0},
			{0, 1, 0, 1, 0},
		},
		{
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{12, 0, 10, 0, 26},
			{2, 0, 7, 0, 19},
			{-15, 3, -1, 8, 18},
			{-13, -13, 2, -16, -26},
			{1, 3, -4, 1, -18},
			{-2, -5, -22, -21, -7},
			{0, -3, -9, 4, -2},
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
