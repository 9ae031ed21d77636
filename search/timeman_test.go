package search

import (
	"testing"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/stretchr/testify/assert"
)

func TestTimeKeeperShare(t *testing.T) {
	a := position.MakeMove(position.MakeSquare(7, 2), position.MakeSquare(4, 2))
	b := position.MakeMove(position.MakeSquare(1, 2), position.MakeSquare(4, 2))
	tests := []struct {
		name   string
		moves  []position.Move
		scores []int
		min    float64
		max    float64
	}{
		{"settled move and score", []position.Move{a, a, a, a, a}, []int{20, 22, 21, 20, 21}, float64(stableScale)/100 - 0.05, float64(stableScale)/100 + 0.05},
		{"move just changed", []position.Move{a, a, a, a, b}, []int{20, 22, 21, 20, 21}, 1.3, float64(maxTimeScale) / 100},
		{"score falling", []position.Move{a, a, a, a, a}, []int{20, 22, 21, 20, -80}, 1.1, float64(maxTimeScale) / 100},
		{"never beyond the cap", []position.Move{a, b, a, b, a}, []int{300, 100, -100, -300, -500}, float64(maxTimeScale) / 100, float64(maxTimeScale) / 100},
		{"mate scores do not count as a drop", []position.Move{a, a, a}, []int{Mate - 5, Mate - 5, 30}, float64(stableScale)/100 - 0.05, float64(stableScale)/100 + 0.05},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var k timeKeeper
			f := 0.0
			for i, m := range tc.moves {
				f = k.observe(m, tc.scores[i])
			}
			assert.GreaterOrEqual(t, f, tc.min)
			assert.LessOrEqual(t, f, tc.max)
		})
	}
}
