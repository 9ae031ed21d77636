package eval

import "github.com/chuhe-engine/chuhe/position"

// The evaluation numbers live in this file (the piece-square adjustments
// in pst.go). Values are centipawns (a pawn on its own half is worth 100
// in the middle game).
//
// Weights are constants in normal builds; the build tag "tune" exposes
// them for tuning. Go has no constant arrays, so the tables stay
// unexported package-level variables, but in a build without tags nothing
// writes them: the API that changes them (Params, Rebuild, GoSource in
// tuning.go and tuning_knowledge.go) exists only under "tune", and pst.go's
// init builds the piece-square tables from them once. Single numbers are
// Go constants. The ones the tuner fits must be variables under "tune",
// so they live in a pair of small files, not here: params_const.go (no
// tag) and params_var.go ("tune", and "tuned" for the files cmd/tune
// generates); only params_const.go is edited by hand, `go generate` writes
// params_var.go from it, and TestParamPairAgrees fails when that is out of
// date. The tables are not duplicated.

// material gives each kind's middle-game and end-game value.
var material = [position.NumKinds][2]int{
	position.Advisor:  {190, 99},
	position.Elephant: {182, 82},
	position.Horse:    {340, 402},
	position.Rook:     {962, 1101},
	position.Cannon:   {463, 449},
	position.Pawn:     {75, 71},
}

// phaseWeight is how much each kind counts towards the middle game; the
// phase runs from MaxPhase (all attackers on the board) down to 0.
var phaseWeight = [position.NumKinds]int{
	position.Horse:  1,
	position.Cannon: 1,
	position.Rook:   2,
}

// MaxPhase is the phase of the starting material.
const MaxPhase = 16

// Positional shaping used to build the piece-square tables (see pst.go).
const (
	pawnCrossedMG    = 70 // a pawn over the river starts to matter
	pawnCrossedEG    = 90
	pawnCentreMG     = 12 // per file closer to the centre (crossed)
	pawnPalaceMG     = 25 // crossed pawn on the enemy palace files and ranks
	pawnBackRankMG   = -50
	pawnUncrossedCtr = 8 // e-file pawn on its own side
	horseCentre      = 10
	horseAdvance     = 8
	horseEdge        = -25
	horseHomeRank    = -10
	rookAdvance      = 6
	rookOpenFile     = 8
	rookRiverRank    = 10
	cannonCentreMG   = 30 // cannon on the central file
	cannonHomeMG     = 8
	cannonEGDrop     = -10
	guardCentre      = 10 // advisor or elephant on its central point
	generalOffHome   = -15
	generalUpRank    = -20
	tempo            = 10 // side to move
)

// Mobility: bonus by the number of reachable points (moves + captures).
var (
	horseMobility = [9][2]int{{-95, -95}, {-50, -45}, {-38, -18}, {-8, 5}, {3, 14}, {5, 2}, {33, 7}, {29, 26}, {29, 22}}
	rookMobility  = [2]int{5, 15} // per point
	cannonMob     = [2]int{4, 4}
	cannonTarget  = [2]int{18, 27} // per enemy piece a cannon can capture
)

// Mobility baselines, not tuned.
const (
	rookMobBase   = 8 // points a rook is expected to reach
	cannonMobBase = 8
)

// King safety: attack units of enemy pieces near a general (by kind), a
// penalty growing with their square, and missing guards.
var attackUnit = [position.NumKinds]int{
	position.Horse:  2,
	position.Rook:   1,
	position.Cannon: 1,
	position.Pawn:   1,
}

const (
	attackZoneRanks  = 4   // enemy pieces within this many ranks of the general
	attackZoneFiles  = 3   // and this many files
	attackScale      = 3   // penalty = units^2 * attackScale (middle game)
	attackMax        = 400 // cap of the penalty
	missingAdvisor   = 12  // per missing advisor per enemy rook-horse-cannon unit
	missingElephant  = 8   // per missing elephant per enemy cannon/rook unit
	cannonOnKingFile = 2   // extra attack units of a cannon on the general's file
	emptyCannon      = 60  // cannon on the general's line with nothing between
	cannonTwoScreens = 15  // cannon on the general's line behind two pieces
	rookPin          = 15  // rook on the general's line behind one piece
)

// Threats (threats.go): a piece attacked by a cheaper enemy piece, or
// attacked and not defended, by its kind (middle game, end game); and a
// bonus for the side to move when it has such a target, since it can take
// it before the other side answers.
var (
	threatByLesser = [position.NumKinds][2]int{
		position.Advisor:  {14, 0},
		position.Elephant: {10, 4},
		position.Horse:    {45, 41},
		position.Rook:     {60, 67},
		position.Cannon:   {42, 43},
		position.Pawn:     {0, 0},
	}
	hangingPiece = [position.NumKinds][2]int{
		position.Advisor:  {17, 14},
		position.Elephant: {15, 18},
		position.Horse:    {48, 49},
		position.Rook:     {48, 60},
		position.Cannon:   {56, 43},
		position.Pawn:     {9, 30},
	}
	threatStm = [2]int{0, 0}
)

// The endgame scales (endgame.go) are in params_const.go and params_var.go.

// King safety and structure (king.go): the attack on the enemy palace by
// the weight of each attacking kind and of each palace point attacked,
// scaled by its square; crossed pawns side by side. The single numbers of
// these terms (palaceHitWeight, palaceNoAdvisor, palaceAttackScale,
// horseHeart, generalExposed) are in params_const.go and params_var.go.
var (
	palaceAttackWeight = [position.NumKinds]int{
		position.Horse:  3,
		position.Rook:   4,
		position.Cannon: 1,
		position.Pawn:   9,
	}
	linkedPawn = [2]int{4, 11}
)

// palaceAttackMax caps the palace-attack penalty; not tuned.
const palaceAttackMax = 500
