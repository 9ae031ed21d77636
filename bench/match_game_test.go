package bench

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/uciclient"
)

func TestEvalComment(t *testing.T) {
	tests := []struct {
		r    uciclient.Reply
		want string
	}{
		{uciclient.Reply{Score: 35, Depth: 12, Scored: true, Elapsed: 512 * time.Millisecond}, "+0.35/12 0.512s"},
		{uciclient.Reply{Score: -120, Depth: 7, Scored: true, Elapsed: time.Second}, "-1.20/7 1.000s"},
		{uciclient.Reply{Mate: 5, Score: 9991, Depth: 20, Scored: true, Elapsed: 3 * time.Millisecond}, "+M5/20 0.003s"},
		{uciclient.Reply{Mate: -2, Depth: 9, Scored: true}, "-M2/9 0.000s"},
		{uciclient.Reply{Elapsed: 40 * time.Millisecond}, "0.040s"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, evalComment(tt.r))
	}
}

func TestAdjudicator(t *testing.T) {
	scored := func(s int) uciclient.Reply { return uciclient.Reply{Score: s, Scored: true} }
	cfg := Adjudication{ResignScore: 500, ResignMoves: 2, DrawScore: 10, DrawMoves: 2, DrawPly: 4}
	var a adjudicator
	// Red hopeless twice in a row: Black wins.
	out, _ := a.update(cfg, position.Red, scored(-600), 10)
	assert.Equal(t, Unfinished, out)
	out, _ = a.update(cfg, position.Black, scored(600), 11)
	assert.Equal(t, Unfinished, out)
	out, why := a.update(cfg, position.Red, scored(-700), 12)
	assert.Equal(t, BlackWins, out)
	assert.Contains(t, why, "adjudication")

	// A good move in between resets the count; an unscored move too.
	a = adjudicator{}
	a.update(cfg, position.Red, scored(-600), 10)
	a.update(cfg, position.Red, scored(0), 12)
	out, _ = a.update(cfg, position.Red, scored(-600), 14)
	assert.Equal(t, Unfinished, out)

	// Draw: four plies within ±10 after ply 4.
	a = adjudicator{}
	for i, s := range []int{5, -3, 0, 10} {
		out, _ = a.update(cfg, position.Side(i%2), scored(s), 5+i)
	}
	assert.Equal(t, Draw, out)
	a = adjudicator{}
	for i, s := range []int{5, -3, 0, 10} {
		out, _ = a.update(cfg, position.Side(i%2), scored(s), i) // before DrawPly
	}
	assert.Equal(t, Unfinished, out)
	assert.Equal(t, Unfinished, func() Outcome {
		o, _ := (&adjudicator{}).update(Adjudication{}, position.Red, scored(-9000), 50)
		return o
	}(), "off by default")
}
