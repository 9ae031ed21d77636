//go:build tune

// The tuning API: only a build with the tag "tune" (the tuner, and an
// engine that takes its weights as options) can change the evaluation at
// run time; a normal build has none of this and plays the weights of
// params.go (see there).

package eval

import (
	"fmt"

	"github.com/chuhe-engine/chuhe/position"
)

// Param is one tunable evaluation number: a name for reports and generated
// code, a pointer into the variable Evaluate reads, and the range the tuner
// keeps it in (a negative piece value or attack unit would make no sense).
type Param struct {
	Name     string
	Ptr      *int
	Min, Max int
	// PST is set when the parameter only adds to piece-square values, so
	// the evaluation is exactly linear in it and its gradient can be
	// counted from the board instead of measured.
	PST *PSTRef
}

// PSTRef says which piece-square values a parameter adds to: those of kind
// Kind in phase Phase (0 middle game, 1 end game), on every square (Rank
// -1, a material value) or on rank Rank and half-file Half of Red's side,
// mirrored for Black.
type PSTRef struct {
	Kind       position.Kind
	Phase      int
	Rank, Half int
}

// noBound is the range of a parameter of either sign.
const noBound = 1 << 20

// kindNames names the kinds as the generated Go source spells them.
var kindNames = [position.NumKinds]string{"", "General", "Advisor", "Elephant", "Horse", "Rook", "Cannon", "Pawn"}

// Params returns the evaluation numbers the tuner may change: material
// (middle and end game), the piece-square adjustments, the mobility tables
// and the attack units of king safety. The positional shaping and king-safety scales in params.go are
// constants and not listed. After changing any value call Rebuild.
//
// Params is not safe to use while another goroutine evaluates.
func Params() []Param {
	var ps []Param
	for k := position.Advisor; k <= position.Pawn; k++ {
		for ph := 0; ph < 2; ph++ {
			ps = append(ps, Param{fmt.Sprintf("material[%s][%d]", kindNames[k], ph), &material[k][ph], 0, noBound, &PSTRef{k, ph, -1, 0}})
		}
	}
	ps = append(ps, pstParams()...)
	for i := range horseMobility {
		for ph := 0; ph < 2; ph++ {
			ps = append(ps, Param{Name: fmt.Sprintf("horseMobility[%d][%d]", i, ph), Ptr: &horseMobility[i][ph], Min: -noBound, Max: noBound})
		}
	}
	for ph := 0; ph < 2; ph++ {
		ps = append(ps,
			Param{Name: fmt.Sprintf("rookMobility[%d]", ph), Ptr: &rookMobility[ph], Max: noBound},
			Param{Name: fmt.Sprintf("cannonMob[%d]", ph), Ptr: &cannonMob[ph], Max: noBound},
			Param{Name: fmt.Sprintf("cannonTarget[%d]", ph), Ptr: &cannonTarget[ph], Max: noBound})
	}
	for _, k := range []position.Kind{position.Horse, position.Rook, position.Cannon, position.Pawn} {
		ps = append(ps, Param{Name: fmt.Sprintf("attackUnit[%s]", kindNames[k]), Ptr: &attackUnit[k], Max: noBound})
	}
	return append(ps, knowledgeParams()...)
}

// pstParams lists the piece-square adjustments of every kind and phase on
// the squares the kind can reach.
func pstParams() []Param {
	var ps []Param
	for k := position.General; k <= position.Pawn; k++ {
		for ph := 0; ph < 2; ph++ {
			for r := 0; r < position.Ranks; r++ {
				for h := 0; h < HalfFiles; h++ {
					if Reachable(k, r, h) {
						ps = append(ps, Param{fmt.Sprintf("pstAdjust[%s][%d][%d][%d]", kindNames[k], ph, r, h),
							&pstAdjust[k][ph][r][h], -noBound, noBound, &PSTRef{k, ph, r, h}})
					}
				}
			}
		}
	}
	return ps
}

// Rebuild recomputes the piece-square tables from material, placement and
// the adjustments, as pst.go's init does, after the tuner changed them.
//
// Rebuild is not safe to use while another goroutine evaluates.
func Rebuild() { buildPST() }

// GoSource returns the current values of the tunable variables as Go
// assignments, for a generated file that overrides params.go under a
// build tag (see cmd/tune).
func GoSource() string {
	kinds := func(v [position.NumKinds][2]int) string {
		s := "[position.NumKinds][2]int{\n"
		for k := position.Advisor; k <= position.Pawn; k++ {
			s += fmt.Sprintf("\t\tposition.%s: {%d, %d},\n", kindNames[k], v[k][0], v[k][1])
		}
		return s + "\t}"
	}
	s := fmt.Sprintf("\tmaterial = %s\n", kinds(material))
	s += "\thorseMobility = [9][2]int{"
	for i, v := range horseMobility {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("{%d, %d}", v[0], v[1])
	}
	s += "}\n"
	s += fmt.Sprintf("\trookMobility = [2]int{%d, %d}\n", rookMobility[0], rookMobility[1])
	s += fmt.Sprintf("\tcannonMob = [2]int{%d, %d}\n", cannonMob[0], cannonMob[1])
	s += fmt.Sprintf("\tcannonTarget = [2]int{%d, %d}\n", cannonTarget[0], cannonTarget[1])
	s += "\tattackUnit = [position.NumKinds]int{\n"
	for _, k := range []position.Kind{position.Horse, position.Rook, position.Cannon, position.Pawn} {
		s += fmt.Sprintf("\t\tposition.%s: %d,\n", kindNames[k], attackUnit[k])
	}
	s += "\t}\n"
	s += "\tpstAdjust = " + PSTAdjustSource() + "\n"
	return s + knowledgeSource()
}

// PSTAdjustSource returns the current piece-square adjustments as a Go
// composite literal (kinds and phases without any entry left out).
func PSTAdjustSource() string {
	s := "[position.NumKinds][2][position.Ranks][HalfFiles]int{\n"
	for k := position.General; k <= position.Pawn; k++ {
		if pstAdjust[k] == [2][position.Ranks][HalfFiles]int{} {
			continue
		}
		s += fmt.Sprintf("\tposition.%s: {\n", kindNames[k])
		for ph := 0; ph < 2; ph++ {
			s += "\t\t{\n"
			for r := 0; r < position.Ranks; r++ {
				v := pstAdjust[k][ph][r]
				s += fmt.Sprintf("\t\t\t{%d, %d, %d, %d, %d},\n", v[0], v[1], v[2], v[3], v[4])
			}
			s += "\t\t},\n"
		}
		s += "\t},\n"
	}
	return s + "}"
}
