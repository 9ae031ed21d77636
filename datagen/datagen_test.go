package datagen

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe"
	"github.com/chuhe-engine/chuhe/position"
)

// quick is a configuration small enough for tests: short games at few nodes.
func quick(games int) Config {
	c := DefaultConfig()
	c.Games, c.Nodes, c.GameLimit = games, 300, 60
	return c
}

func openings(t *testing.T) []string {
	t.Helper()
	fens, err := ParseOpenings(chuhe.OpeningsTXT)
	require.NoError(t, err)
	require.Greater(t, len(fens), 1000)
	return fens
}

func sampleGame(t *testing.T) Game {
	t.Helper()
	p := position.New()
	g := Game{StartFEN: p.FEN(), Outcome: RedWon, Reason: "checkmate"}
	for i, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
		m, err := p.ParseMove(s)
		require.NoError(t, err)
		g.Moves = append(g.Moves, m)
		g.Scores = append(g.Scores, int16([]int{12, -30, 9990, -10000}[i]))
		p.MakeMove(m)
	}
	return g
}

func TestRecordRoundTrip(t *testing.T) {
	g := sampleGame(t)
	data := []byte(Magic)
	data, err := AppendRecord(data, &g)
	require.NoError(t, err)
	data, err = AppendRecord(data, &Game{StartFEN: g.StartFEN, Outcome: Drawn, Reason: "max-plies"})
	require.NoError(t, err)
	games, err := ReadAll(bytes.NewReader(data))
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.Equal(t, g.StartFEN, games[0].StartFEN)
	assert.Equal(t, g.Moves, games[0].Moves)
	assert.Equal(t, g.Scores, games[0].Scores)
	assert.Equal(t, RedWon, games[0].Outcome)
	assert.Equal(t, "checkmate", games[0].Reason)
	assert.Equal(t, Drawn, games[1].Outcome)
	assert.Empty(t, games[1].Moves)
	// Four bytes a move, plus a header per game: length and CRC (8), the
	// result and reason (2+len), the FEN (1+len) and the move count (2).
	first := 8 + 2 + len("checkmate") + 1 + len(g.StartFEN) + 2 + 4*len(g.Moves)
	second := 8 + 2 + len("max-plies") + 1 + len(g.StartFEN) + 2
	assert.Equal(t, len(Magic)+first+second, len(data))
}

func TestDamagedShardsAreNamed(t *testing.T) {
	g := sampleGame(t)
	good, err := AppendRecord([]byte(Magic), &g)
	require.NoError(t, err)
	flipped := bytes.Clone(good)
	flipped[len(Magic)+10] ^= 0x40
	badResult := bytes.Clone(good)
	badResult[len(Magic)+4] = 7
	tests := []struct {
		name string
		data []byte
		want string
		torn bool
	}{
		{"empty file", nil, "too short", false},
		{"wrong magic", []byte("CHUHEDG9xxxx"), "header", false},
		{"checksum", flipped, "checksum mismatch", false},
		{"torn last record", good[:len(good)-3], "cut short", true},
		{"huge length", append([]byte(Magic), 0xff, 0xff, 0xff, 0x7f), "damaged file", false},
		{"bad result byte", fixCRC(t, badResult), "result byte 7", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadAll(bytes.NewReader(tc.data))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.Equal(t, tc.torn, errors.Is(err, ErrTorn))
		})
	}
}

// fixCRC recomputes the checksum of a one-record shard after an edit.
func fixCRC(t *testing.T, data []byte) []byte {
	t.Helper()
	body := data[len(Magic)+4 : len(data)-4]
	return binary.LittleEndian.AppendUint32(bytes.Clone(data[:len(data)-4]), crc32.ChecksumIEEE(body))
}

func TestReplayChecksLegality(t *testing.T) {
	g := sampleGame(t)
	n := 0
	require.NoError(t, g.Replay(func(p *position.Position, m position.Move, score int) {
		assert.True(t, p.IsLegalMove(m))
		assert.Equal(t, int(g.Scores[n]), score)
		n++
	}))
	assert.Equal(t, 4, n)
	g.Moves[2] = g.Moves[0] // h2e2 again: the cannon is no longer there
	assert.ErrorContains(t, g.Replay(func(*position.Position, position.Move, int) {}), "move 3 (h2e2) is illegal")
}

// TestShardDeterministic: one seed gives one file byte for byte, whatever
// the worker count, and an interrupted shard completes to the same bytes.
func TestShardDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games")
	}
	fens := openings(t)
	cfg := quick(6)
	one, two, cut := t.TempDir(), t.TempDir(), t.TempDir()
	n, err := Shard(context.Background(), cfg, fens, 7, one, 1, nil)
	require.NoError(t, err)
	require.Equal(t, 6, n)
	_, err = Shard(context.Background(), cfg, fens, 7, two, 2, nil)
	require.NoError(t, err)
	a, err := os.ReadFile(filepath.Join(one, ShardName(7)))
	require.NoError(t, err)
	b, err := os.ReadFile(filepath.Join(two, ShardName(7)))
	require.NoError(t, err)
	assert.Equal(t, a, b, "the worker count must not change the shard")

	// Interrupt after two games, tear the file, then complete it.
	ctx, cancel := context.WithCancel(context.Background())
	written := 0
	n, err = Shard(ctx, cfg, fens, 7, cut, 1, func(*Game) {
		if written++; written == 2 {
			cancel()
		}
	})
	require.ErrorIs(t, err, context.Canceled)
	require.Equal(t, 2, n)
	path := filepath.Join(cut, ShardName(7))
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.Write([]byte{9, 0, 0}) // a torn record, as a crash mid-write leaves
	require.NoError(t, err)
	require.NoError(t, f.Close())
	have, err := CountGames(path)
	require.NoError(t, err)
	assert.Equal(t, 2, have)
	n, err = Shard(context.Background(), cfg, fens, 7, cut, 2, nil)
	require.NoError(t, err)
	assert.Equal(t, 6, n)
	c, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, a, c, "a resumed shard must equal an uninterrupted one")

	games, err := ReadAll(bytes.NewReader(a))
	require.NoError(t, err)
	for i, g := range games {
		assert.NotEmpty(t, g.Moves, "game %d", i)
		assert.NoError(t, g.Replay(func(*position.Position, position.Move, int) {}), "game %d", i)
		assert.Contains(t, []string{"checkmate", "stalemate", "perpetual-check", "perpetual-attack",
			"repetition", "sixty", "material", "adjudicated", "max-plies"}, g.Reason)
	}
}

func TestShardRefusesDamage(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, ShardName(3)), []byte("not a shard at all"), 0o644))
	_, err := Shard(context.Background(), quick(1), []string{position.New().FEN()}, 3, dir, 1, nil)
	assert.ErrorContains(t, err, "not a datagen shard")
}

func TestConfigValidate(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"no games", func(c *Config) { c.Games = 0 }, "games 0"},
		{"few nodes", func(c *Config) { c.Nodes = 5 }, "nodes 5"},
		{"plies reversed", func(c *Config) { c.MinPlies, c.MaxPlies = 5, 2 }, "random plies 5-2"},
		{"no hash", func(c *Config) { c.HashMB = 0 }, "hash 0"},
		{"endless", func(c *Config) { c.GameLimit = 1 << 20 }, "game limit"},
	}
	require.NoError(t, DefaultConfig().Validate())
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig()
			tc.edit(&c)
			assert.ErrorContains(t, c.Validate(), tc.want)
		})
	}
}

func TestParseOpenings(t *testing.T) {
	fens, err := ParseOpenings("# comment\n\n" + position.New().FEN() + " ; id \"x\"\n")
	require.NoError(t, err)
	assert.Equal(t, []string{position.New().FEN()}, fens)
	_, err = ParseOpenings("rnbakabnr/9 w\n")
	assert.ErrorContains(t, err, "openings line 1")
	_, err = ParseOpenings("# nothing\n")
	assert.ErrorContains(t, err, "no position")
}
