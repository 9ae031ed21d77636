package bench

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func pairing(first, second string, w, d, l int) MatchPairingJSON {
	return MatchPairingJSON{First: first, Second: second, Wins: w, Draws: d, Losses: l}
}

func find(t *testing.T, rs []Rating, name string) Rating {
	for _, r := range rs {
		if r.Name == name {
			return r
		}
	}
	t.Fatalf("no rating for %s", name)
	return Rating{}
}

// TestFitRatingsOneMatch: a single match gives its own Elo, and an error
// close to the match's (ours is the delta method, the match's maps the
// interval of the score through the logistic; they agree to within a few
// percent at these scores).
func TestFitRatingsOneMatch(t *testing.T) {
	for _, s := range []Score{{60, 20, 20}, {20, 7, 73}, {30, 40, 30}, {66, 5, 29}} {
		rs, err := FitRatings([]MatchPairingJSON{pairing("a", "b", s.Wins, s.Draws, s.Losses)}, "b", 1000)
		require.NoError(t, err)
		elo, e95 := s.Elo()
		a := find(t, rs, "a")
		assert.InDelta(t, 1000+elo, a.Elo, 0.1, "%v", s)
		assert.InEpsilon(t, e95, a.EloError, 0.05, "%v", s)
		assert.Equal(t, 0.0, find(t, rs, "b").EloError, "the anchor is fixed")
		assert.Equal(t, s.Games(), a.Games)
		assert.Equal(t, s.Points(), a.Points)
	}
}

// TestFitRatingsChain: matches that agree with one scale are fitted onto
// it, the sides of a pairing may come either way round, and engines list
// strongest first.
func TestFitRatingsChain(t *testing.T) {
	// b is +100 on a, c +100 on b: each 64% (= +100 Elo) over 100 games,
	// and c against a 76% (= +200).
	rs, err := FitRatings([]MatchPairingJSON{
		pairing("b", "a", 64, 0, 36),
		pairing("b", "c", 36, 0, 64),
		pairing("c", "a", 76, 0, 24),
	}, "a", 0)
	require.NoError(t, err)
	require.Len(t, rs, 3)
	assert.Equal(t, []string{"c", "b", "a"}, []string{rs[0].Name, rs[1].Name, rs[2].Name})
	assert.InDelta(t, 100, find(t, rs, "b").Elo, 3)
	assert.InDelta(t, 200, find(t, rs, "c").Elo, 3)
	assert.Greater(t, find(t, rs, "c").EloError, 0.0)
	assert.Equal(t, 200, find(t, rs, "b").Games)

	// Several matches of one pairing add up.
	split, err := FitRatings([]MatchPairingJSON{pairing("a", "b", 30, 0, 20), pairing("b", "a", 20, 0, 30)}, "b", 0)
	require.NoError(t, err)
	whole, err := FitRatings([]MatchPairingJSON{pairing("a", "b", 60, 0, 40)}, "b", 0)
	require.NoError(t, err)
	assert.Equal(t, whole, split)
}

func TestFitRatingsRefuses(t *testing.T) {
	tests := []struct {
		name     string
		pairings []MatchPairingJSON
		anchor   string
		want     string
	}{
		{"unknown anchor", []MatchPairingJSON{pairing("a", "b", 1, 1, 1)}, "z", `anchor "z" played no game`},
		{"unlinked", []MatchPairingJSON{pairing("a", "b", 1, 1, 1), pairing("c", "d", 1, 1, 1)}, "a", "c is not linked to the anchor a"},
		{"unbounded", []MatchPairingJSON{pairing("a", "b", 10, 0, 0)}, "b", "a: its results put no bound on its rating"},
		{"self", []MatchPairingJSON{pairing("a", "a", 1, 0, 0)}, "a", `a pairing of "a" against itself`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := FitRatings(tc.pairings, tc.anchor, 0)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
