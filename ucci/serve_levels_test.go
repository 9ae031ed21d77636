package ucci

import (
	"io"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chuhe-engine/chuhe/engine"
)

// TestLevelOptionsReachTheEngine: the UCI and UCCI level options are real
// engine settings now, validated like any other.
func TestLevelOptionsReachTheEngine(t *testing.T) {
	eng := testEngine(t)
	s := &session{eng: eng, dialect: dialectUCI, w: newWriter(io.Discard)}
	s.setOption([]string{"name", "Skill", "Level", "value", "7"})
	s.setOption([]string{"name", "UCI_LimitStrength", "value", "true"})
	s.setOption([]string{"name", "UCI_Elo", "value", "1000"})
	o := eng.Options()
	assert.Equal(t, 7, o.Skill)
	assert.True(t, o.LimitStrength)
	assert.Equal(t, 1000, o.Elo)

	s.dialect = dialectUCCI
	for _, c := range [][]string{{"knowledge", "small"}, {"pruning", "medium"}, {"randomness", "huge"}, {"style", "risky"}} {
		s.setOption(c)
	}
	o = eng.Options()
	assert.Equal(t, []int{1, 2, 5, engine.StyleRisky}, []int{o.Knowledge, o.Pruning, o.Randomness, o.Style})
}

// TestLevelOptionsRejectBadValues: out of range is named, the value kept.
func TestLevelOptionsRejectBadValues(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	d.until("uciok")
	d.send("setoption name Skill Level value 21")
	assert.Equal(t, []string{"info string error: setoption Skill Level: value 21 is out of range 0-20"}, d.sync())
	d.send("setoption name UCI_Elo value 1")
	assert.Regexp(t, `^info string error: setoption UCI_Elo: value 1 is out of range \d+-\d+$`, d.sync()[0])
}
