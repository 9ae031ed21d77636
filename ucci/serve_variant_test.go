package ucci

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUCIVariant: a GUI can tell from the UCI handshake that chuhe plays
// xiangqi, may say so, and hears about it when it asks for another game.
func TestUCIVariant(t *testing.T) {
	d := startDriver(t)
	d.send("uci")
	_, lines := d.until("uciok")
	assert.Contains(t, lines, "option name UCI_Variant type combo default xiangqi var xiangqi")
	d.send("setoption name UCI_Variant value xiangqi", "setoption name UCI_Variant value Xiangqi")
	assert.Empty(t, d.sync())
	for _, v := range []string{"chess", "shogi"} {
		d.send("setoption name UCI_Variant value " + v)
		assert.Equal(t, `info string error: setoption UCI_Variant: value "`+v+`" is not one of xiangqi`, d.next())
	}
	d.send("ucci") // UCCI neither offers nor needs it, and keeps its silence
	_, lines = d.until("ucciok")
	for _, l := range lines {
		assert.NotContains(t, l, "UCI_Variant")
	}
	d.send("setoption UCI_Variant xiangqi")
	assert.Empty(t, d.sync())
}
