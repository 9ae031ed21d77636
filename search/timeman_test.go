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
				f = k.observe(m, tc.scores[i], 0.5)
			}
			assert.GreaterOrEqual(t, f, tc.min)
			assert.LessOrEqual(t, f, tc.max)
		})
	}
}

func TestTimeKeeperEffort(t *testing.T) {
	a := position.MakeMove(position.MakeSquare(7, 2), position.MakeSquare(4, 2))
	settled := float64(stableScale) / 100
	tests := []struct {
		name   string
		effort float64
		want   float64
	}{
		{"moves share the nodes", 0.5, settled},
		{"just below the threshold", float64(effortPct)/100 - 0.01, settled},
		{"best move took nearly all", 0.99, settled * float64(effortScale) / 100},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var k timeKeeper
			f := 0.0
			for range 4 {
				f = k.observe(a, 20, tc.effort)
			}
			assert.InDelta(t, tc.want, f, 1e-9)
		})
	}
}

// TestRootEffortCounted checks that the main thread charges every node
// below a root move to that move: the efforts add up to the thread's nodes
// less the root's own.
func TestRootEffortCounted(t *testing.T) {
	s := New(8, 1)
	s.Search(position.New(), Limits{Depth: 8}, nil)
	th := s.threads[0]
	var sum uint64
	for _, rm := range th.root {
		sum += rm.effort
	}
	assert.Positive(t, th.root[0].effort)
	assert.LessOrEqual(t, sum, th.nodes)
	assert.Greater(t, sum, th.nodes*9/10)
}
