//go:build tune

package eval

import (
	"fmt"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
)

// The tunable numbers of the threat, king-safety, pawn and endgame terms
// (threats.go, king.go, endgame.go), listed apart from the material and
// mobility ones so that both lists can grow without touching each other.

// knowledgeKinds are the kinds the per-kind tables of these terms use.
var knowledgeKinds = []position.Kind{position.Advisor, position.Elephant, position.Horse, position.Rook, position.Cannon, position.Pawn}

// scalar is one tunable int with its name and range.
type scalar struct {
	name     string
	ptr      *int
	min, max int
}

// knowledgeScalars lists the single numbers.
func knowledgeScalars() []scalar {
	return []scalar{
		{"threatStm[0]", &threatStm[0], 0, noBound},
		{"threatStm[1]", &threatStm[1], 0, noBound},
		{"palaceHitWeight", &palaceHitWeight, 0, noBound},
		{"palaceNoAdvisor", &palaceNoAdvisor, 0, noBound},
		{"palaceAttackScale", &palaceAttackScale, 0, noBound},
		{"horseHeart", &horseHeart, -noBound, noBound},
		{"generalExposed", &generalExposed, -noBound, noBound},
		{"linkedPawn[0]", &linkedPawn[0], -noBound, noBound},
		{"linkedPawn[1]", &linkedPawn[1], -noBound, noBound},
		{"wonEndingBonus", &wonEndingBonus, 0, noBound},
		{"scaleNoMate", &scaleNoMate, 0, scaleOne},
		{"scalePawnVsAdvisors", &scalePawnVsAdvisors, 0, scaleOne},
		{"scaleLoneMinor", &scaleLoneMinor, 0, scaleOne},
		{"scaleRookVsFull", &scaleRookVsFull, 0, scaleOne},
		{"scaleRookVsMinorGuards", &scaleRookVsMinorGuards, 0, scaleOne},
		{"scaleEqualMajors", &scaleEqualMajors, 0, scaleOne},
	}
}

// knowledgeParams returns the parameters of these terms for Params.
func knowledgeParams() []Param {
	var ps []Param
	for _, k := range knowledgeKinds {
		for ph := 0; ph < 2; ph++ {
			if k != position.Pawn { // nothing is cheaper than a pawn
				ps = append(ps, Param{Name: fmt.Sprintf("threatByLesser[%s][%d]", kindNames[k], ph), Ptr: &threatByLesser[k][ph], Max: noBound})
			}
			ps = append(ps, Param{Name: fmt.Sprintf("hangingPiece[%s][%d]", kindNames[k], ph), Ptr: &hangingPiece[k][ph], Max: noBound})
		}
	}
	for _, k := range []position.Kind{position.Horse, position.Rook, position.Cannon, position.Pawn} {
		ps = append(ps, Param{Name: fmt.Sprintf("palaceAttackWeight[%s]", kindNames[k]), Ptr: &palaceAttackWeight[k], Max: noBound})
	}
	for _, sc := range knowledgeScalars() {
		ps = append(ps, Param{Name: sc.name, Ptr: sc.ptr, Min: sc.min, Max: sc.max})
	}
	return ps
}

// knowledgeSource writes the current values of these terms as Go
// assignments, for GoSource.
func knowledgeSource() string {
	var b strings.Builder
	table := func(name string, v *[position.NumKinds][2]int) {
		fmt.Fprintf(&b, "\t%s = [position.NumKinds][2]int{\n", name)
		for _, k := range knowledgeKinds {
			fmt.Fprintf(&b, "\t\tposition.%s: {%d, %d},\n", kindNames[k], v[k][0], v[k][1])
		}
		b.WriteString("\t}\n")
	}
	table("threatByLesser", &threatByLesser)
	table("hangingPiece", &hangingPiece)
	b.WriteString("\tpalaceAttackWeight = [position.NumKinds]int{\n")
	for _, k := range []position.Kind{position.Horse, position.Rook, position.Cannon, position.Pawn} {
		fmt.Fprintf(&b, "\t\tposition.%s: %d,\n", kindNames[k], palaceAttackWeight[k])
	}
	b.WriteString("\t}\n")
	for _, sc := range knowledgeScalars() {
		fmt.Fprintf(&b, "\t%s = %d\n", sc.name, *sc.ptr)
	}
	return b.String()
}
