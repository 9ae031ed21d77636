package uciclient

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

func TestParseConfig(t *testing.T) {
	tests := []struct {
		in      string
		want    Config
		wantErr string
	}{
		{"cmd=/usr/games/fairy-stockfish name=fsf proto=uci ranks=1 option.UCI_Variant=xiangqi",
			Config{Cmd: "/usr/games/fairy-stockfish", Name: "fsf", Ranks: 1, Options: []Option{{"UCI_Variant", "xiangqi"}}}, ""},
		{"cmd=./chuhe name=chuhe proto=ucci 'option.hashsize=64'",
			Config{Cmd: "./chuhe", Name: "chuhe", Proto: UCCI, Options: []Option{{"hashsize", "64"}}}, ""},
		{`cmd="/opt/my engine/eng" arg=-v arg='two words' dir=/tmp "option.Move Overhead=100" option.Clear\ Hash=`,
			Config{Cmd: "/opt/my engine/eng", Args: []string{"-v", "two words"}, Dir: "/tmp",
				Options: []Option{{"Move Overhead", "100"}, {"Clear Hash", ""}}}, ""},
		{"cmd=x proto=UCCI ranks=0", Config{Cmd: "x", Proto: UCCI}, ""},
		{"name=x", Config{}, "cmd=PATH is required"},
		{"cmd=x proto=xboard", Config{}, "want ucci or uci"},
		{"cmd=x ranks=2", Config{}, "want 0"},
		{"cmd=x colour=red", Config{}, "unknown key"},
		{"cmd=x option.=1", Config{}, "no name"},
		{"cmd=x stray", Config{}, "not key=value"},
		{"./chuhe proto=ucci", Config{Cmd: "./chuhe", Proto: UCCI}, ""},
		{"./chuhe cmd=x", Config{}, "not key=value"},
		{"cmd=x cmd=y", Config{}, `"cmd" given twice`},
		{"cmd=x name=a name=b", Config{}, `"name" given twice`},
		{"cmd=x proto=uci proto=ucci", Config{}, `"proto" given twice`},
		{"cmd=x arg=1 arg=2 option.a=1 option.a=2", Config{Cmd: "x", Args: []string{"1", "2"},
			Options: []Option{{"a", "1"}, {"a", "2"}}}, ""},
		{"cmd='x", Config{}, "unterminated single quote"},
		{`cmd="x`, Config{}, "unterminated double quote"},
	}
	for _, tt := range tests {
		got, err := ParseConfig(tt.in)
		if tt.wantErr != "" {
			require.Error(t, err, tt.in)
			assert.Contains(t, err.Error(), tt.wantErr)
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
	}
	assert.Equal(t, "fairy-stockfish", Config{Cmd: "/usr/games/fairy-stockfish"}.DisplayName())
}

func TestClientLines(t *testing.T) {
	red, black := position.Red, position.Black
	clock := Request{Side: black, Clock: true, Time: [2]time.Duration{9500 * time.Millisecond, 12300 * time.Millisecond},
		Inc: [2]time.Duration{100 * time.Millisecond, 100 * time.Millisecond}}
	period := clock
	period.MovesToGo = 7
	tests := []struct {
		name   string
		proto  Protocol
		millis bool
		req    Request
		want   string
	}{
		{"uci clock", UCI, true, clock, "go wtime 9500 btime 12300 winc 100 binc 100"},
		{"uci movestogo", UCI, true, period, "go wtime 9500 btime 12300 winc 100 binc 100 movestogo 7"},
		{"uci movetime", UCI, true, Request{Side: red, MoveTime: 250 * time.Millisecond}, "go movetime 250"},
		{"uci depth and nodes", UCI, true, Request{Depth: 5, Nodes: 1000}, "go depth 5 nodes 1000"},
		{"ucci ms, mover black", UCCI, true, clock, "go time 12300 increment 100 opptime 9500 oppincrement 100"},
		{"ucci seconds", UCCI, false, clock, "go time 12 increment 0 opptime 9 oppincrement 0"},
		{"ucci movestogo", UCCI, true, period, "go time 12300 movestogo 7 opptime 9500 oppmovestogo 7"},
		{"ucci depth", UCCI, true, Request{Depth: 8}, "go depth 8"},
		{"ucci nodes", UCCI, false, Request{Nodes: 5000}, "go nodes 5000"},
		{"ucci movetime seconds", UCCI, false, Request{MoveTime: 3 * time.Second}, "go time 3 movestogo 1"},
	}
	for _, tt := range tests {
		c := &Client{cfg: Config{Proto: tt.proto}, millis: tt.millis}
		assert.Equal(t, tt.want, c.GoLine(tt.req), tt.name)
	}

	m := position.MakeMove(position.MakeSquare(7, 2), position.MakeSquare(4, 2))
	top := position.MakeMove(position.MakeSquare(0, 9), position.MakeSquare(0, 8))
	c0 := &Client{cfg: Config{}}
	c1 := &Client{cfg: Config{Ranks: 1}}
	assert.Equal(t, "position fen "+position.StartFEN+" moves h2e2 a9a8", c0.PositionLine(position.StartFEN, []position.Move{m, top}))
	assert.Equal(t, "position fen "+position.StartFEN+" moves h3e3 a10a9", c1.PositionLine(position.StartFEN, []position.Move{m, top}))
	assert.Equal(t, "position fen "+position.StartFEN, c1.PositionLine(position.StartFEN, nil))
}

func TestClientMoveFromWire(t *testing.T) {
	tests := []struct {
		in   string
		base int
		want string
	}{
		{"h2e2", 0, "h2e2"},
		{"h3e3", 1, "h2e2"},
		{"a10a9", 1, "a9a8"},
		{"e1e2", 1, "e0e1"},
		{"a0a1", 1, "a0a1"}, // rank 0 does not exist in 1-10: kept for the error message
		{"z3z4", 1, "z3z4"},
		{"a11a1", 1, "a11a1"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, clientMoveFromWire(tt.in, tt.base), tt.in)
	}
}

func TestClientParseInfo(t *testing.T) {
	tests := []struct {
		line   string
		proto  Protocol
		score  int
		mate   int
		depth  int
		scored bool
	}{
		{"depth 12 seldepth 15 score cp 35 nodes 100 pv h2e2", UCI, 35, 0, 12, true},
		{"depth 20 score mate 3 pv a0a1", UCI, 9995, 3, 20, true},
		{"depth 20 score mate -2 pv a0a1", UCI, -9996, -2, 20, true},
		{"depth 9 score -120 pv h2e2", UCCI, -120, 0, 9, true},
		{"depth 9 score 9995 pv h2e2", UCCI, 9995, 3, 9, true},
		{"depth 9 score -9996 pv h2e2", UCCI, -9996, -2, 9, true},
		{"string score cp 77", UCI, 0, 0, 0, false},
		{"depth 4 currmove h2e2", UCI, 0, 0, 4, false},
	}
	for _, tt := range tests {
		c := &Client{cfg: Config{Proto: tt.proto}}
		var r Reply
		c.parseInfo(strings.Fields(tt.line), &r)
		assert.Equal(t, tt.score, r.Score, tt.line)
		assert.Equal(t, tt.mate, r.Mate, tt.line)
		assert.Equal(t, tt.depth, r.Depth, tt.line)
		assert.Equal(t, tt.scored, r.Scored, tt.line)
	}
}

func TestClientParseBestmove(t *testing.T) {
	c := &Client{cfg: Config{Ranks: 1}}
	var r Reply
	require.NoError(t, c.parseBestmove(strings.Fields("h3e3 ponder h10g8 resign"), &r))
	assert.Equal(t, "h2e2", r.Move)
	assert.Equal(t, "h9g7", r.Ponder)
	assert.True(t, r.Resign)
	for _, bad := range []string{"", "(none)", "0000"} {
		err := c.parseBestmove(strings.Fields(bad), &r)
		var ce *Error
		require.ErrorAs(t, err, &ce, bad)
		assert.Equal(t, BadReply, ce.Failure)
	}
}
