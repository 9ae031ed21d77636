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
			{0, 0, 0, -7, 14},
			{0, 0, 0, -11, 6},
			{0, 0, 0, -4, -2},
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
			{0, 0, 0, 2, 2},
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
			{0, 0, 0, -14, 0},
			{0, 0, 0, 0, 35},
			{0, 0, 0, -30, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
		{
			{0, 0, 0, -37, 0},
			{0, 0, 0, 0, -35},
			{0, 0, 0, -51, 0},
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
			{0, 0, -6, 0, 0},
			{0, 0, 0, 0, 0},
			{-21, 0, 0, 0, 37},
			{0, 0, 0, 0, 0},
			{0, 0, -29, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
		{
			{0, 0, -22, 0, 0},
			{0, 0, 0, 0, 0},
			{-10, 0, 0, 0, -58},
			{0, 0, 0, 0, 0},
			{0, 0, -50, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
		},
	},
	position.Horse: {
		{
			{0, -41, 1, -19, 0},
			{-7, -5, -13, -6, -16},
			{-21, 12, -14, -4, -14},
			{5, -6, 0, 10, 15},
			{4, 13, 7, 9, 3},
			{1, 1, -3, 12, 4},
			{0, 13, -23, 19, -5},
			{4, 2, -5, 0, 4},
			{0, -1, 7, 2, 0},
			{2, 0, 3, 0, -2},
		},
		{
			{0, -16, 2, -10, 0},
			{-2, -5, -2, 1, -14},
			{4, 2, -33, -12, -5},
			{-1, -14, 13, 11, 8},
			{4, 2, -1, -5, 3},
			{5, -4, -1, -13, 8},
			{5, 1, -17, 3, -3},
			{5, -2, -4, 2, 4},
			{-2, 3, 2, 0, 0},
			{2, 10, 5, 0, 0},
		},
	},
	position.Rook: {
		{
			{-41, 16, 13, 16, 0},
			{-3, 12, 10, 1, -5},
			{-18, 0, 8, 5, 7},
			{-2, 23, 14, -2, 10},
			{8, 0, 1, 5, -2},
			{-6, -32, 3, -9, 8},
			{-3, -16, -4, 3, 10},
			{-2, -6, 2, 16, 0},
			{-3, 5, 4, 1, 3},
			{-2, -1, 8, 2, 0},
		},
		{
			{-16, 0, 1, 4, 0},
			{1, 6, 3, 3, 0},
			{-8, -1, 3, 8, 6},
			{0, 17, 6, 4, 6},
			{-3, -2, 3, 5, 3},
			{-4, -7, 5, -9, 17},
			{2, 1, -1, 6, 14},
			{2, 5, 2, 8, 3},
			{-5, 1, 0, 5, 2},
			{-3, 2, 7, -4, -1},
		},
	},
	position.Cannon: {
		{
			{0, 3, 8, -3, 0},
			{-3, -1, -5, 7, 7},
			{12, 12, 27, 31, 2},
			{0, 2, -1, 0, -2},
			{-1, -8, 3, -3, 2},
			{6, -10, -11, -11, 32},
			{-6, -20, -14, -21, 13},
			{-4, -33, -25, -3, -4},
			{3, -7, -15, -1, 0},
			{22, 27, -2, -3, -2},
		},
		{
			{2, -2, 2, 0, 2},
			{-1, 0, 4, 7, 2},
			{0, -6, 0, -1, 20},
			{2, -2, -3, 3, -1},
			{-5, -1, -8, 6, 5},
			{0, -3, -1, -6, -3},
			{8, 0, -11, -14, 9},
			{-1, -9, -11, -1, 0},
			{0, 3, 2, 0, 0},
			{24, 17, 0, -5, 0},
		},
	},
	position.Pawn: {
		{
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{-10, 0, -41, 0, 51},
			{-18, 0, 41, 0, 22},
			{-31, -21, -7, -7, 2},
			{-19, -14, 29, -1, -9},
			{-2, 0, 8, 3, 0},
			{0, 0, -2, 4, 0},
			{0, 1, 0, 1, 0},
		},
		{
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{0, 0, 0, 0, 0},
			{21, 0, 12, 0, 27},
			{-3, 0, 9, 0, 26},
			{-18, 3, -1, 11, 22},
			{-15, -13, 4, -19, -31},
			{1, 4, -3, 1, -20},
			{-2, -7, -28, -26, -10},
			{0, -4, -14, 3, -3},
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
