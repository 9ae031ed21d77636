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
}

// noBound is the range of a parameter of either sign.
const noBound = 1 << 20

// kindNames names the kinds as the generated Go source spells them.
var kindNames = [position.NumKinds]string{"", "General", "Advisor", "Elephant", "Horse", "Rook", "Cannon", "Pawn"}

// Params returns the evaluation numbers the tuner may change: material
// (middle and end game), the mobility tables and the attack units of king
// safety. The positional shaping and king-safety scales in params.go are
// constants and not listed. After changing any value call Rebuild.
//
// Params is not safe to use while another goroutine evaluates.
func Params() []Param {
	var ps []Param
	for k := position.Advisor; k <= position.Pawn; k++ {
		for ph := 0; ph < 2; ph++ {
			ps = append(ps, Param{fmt.Sprintf("material[%s][%d]", kindNames[k], ph), &material[k][ph], 0, noBound})
		}
	}
	for i := range horseMobility {
		for ph := 0; ph < 2; ph++ {
			ps = append(ps, Param{fmt.Sprintf("horseMobility[%d][%d]", i, ph), &horseMobility[i][ph], -noBound, noBound})
		}
	}
	for ph := 0; ph < 2; ph++ {
		ps = append(ps,
			Param{fmt.Sprintf("rookMobility[%d]", ph), &rookMobility[ph], 0, noBound},
			Param{fmt.Sprintf("cannonMob[%d]", ph), &cannonMob[ph], 0, noBound},
			Param{fmt.Sprintf("cannonTarget[%d]", ph), &cannonTarget[ph], 0, noBound})
	}
	for _, k := range []position.Kind{position.Horse, position.Rook, position.Cannon, position.Pawn} {
		ps = append(ps, Param{fmt.Sprintf("attackUnit[%s]", kindNames[k]), &attackUnit[k], 0, noBound})
	}
	return append(ps, knowledgeParams()...)
}

// Rebuild recomputes the piece-square tables from material and placement,
// as pst.go's init does, after the tuner changed material.
func Rebuild() {
	for k := position.General; k <= position.Pawn; k++ {
		for r := 0; r < position.Ranks; r++ {
			for f := 0; f < position.Files; f++ {
				mg, eg := placement(k, f, r)
				mg += material[k][0]
				eg += material[k][1]
				red := position.MakeSquare(f, r)
				pst[int(k)-1][red] = [2]int32{int32(mg), int32(eg)}
				pst[7+int(k)-1][red.Flip()] = [2]int32{int32(-mg), int32(-eg)}
			}
		}
	}
}

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
	return s + knowledgeSource()
}
