package bench

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
)

// MergeResults combines the --json reports of the shards of one match
// (every shard 1..N of the same N exactly once, the same engines and time
// control) into the result the unsharded match reports: counts are summed
// and every figure is computed again from the totals. The shards' warnings
// are kept, each text once, as the unsharded run would give it once.
func MergeResults(parts []MatchJSON) (*MatchResult, error) {
	if len(parts) == 0 {
		return nil, errors.New("merge: no results given")
	}
	first := parts[0]
	if first.Shard == nil {
		return nil, errors.New("merge: result 1 is not from a --shard run")
	}
	n := first.Shard.Count
	seen := make([]bool, n+1)
	names := make([]string, len(first.Engines))
	for i, e := range first.Engines {
		names[i] = e.Name
	}
	res := newMatchResult(names)
	res.TC = first.TC
	index := map[string]int{}
	for i, name := range names {
		index[name] = i
	}
	for k, p := range parts {
		switch {
		case p.Shard == nil:
			return nil, fmt.Errorf("merge: result %d is not from a --shard run", k+1)
		case p.Shard.Count != n:
			return nil, fmt.Errorf("merge: result %d is shard %d of %d, result 1 of %d", k+1, p.Shard.Index, p.Shard.Count, n)
		case p.Shard.Index < 1 || p.Shard.Index > n:
			return nil, fmt.Errorf("merge: result %d: shard %d of %d is out of range", k+1, p.Shard.Index, n)
		case seen[p.Shard.Index]:
			return nil, fmt.Errorf("merge: shard %d of %d is given twice", p.Shard.Index, n)
		case p.TC != res.TC:
			return nil, fmt.Errorf("merge: shard %d played %q, shard %d %q", p.Shard.Index, p.TC, first.Shard.Index, res.TC)
		case !slices.EqualFunc(p.Engines, first.Engines, func(a, b MatchEngineJSON) bool { return a.Name == b.Name }):
			return nil, fmt.Errorf("merge: shard %d has other engines than shard %d", p.Shard.Index, first.Shard.Index)
		case p.SPRT != nil:
			return nil, fmt.Errorf("merge: shard %d ran an SPRT", p.Shard.Index)
		}
		seen[p.Shard.Index] = true
		for i, e := range p.Engines {
			res.Scores[i] = res.Scores[i].Add(Score{e.Wins, e.Draws, e.Losses})
			res.Penta[i] = res.Penta[i].Add(e.Pentanomial)
		}
		for _, h := range p.HeadToHead {
			i, ok1 := index[h.First]
			j, ok2 := index[h.Second]
			if !ok1 || !ok2 {
				return nil, fmt.Errorf("merge: shard %d: head to head of unknown engines %q and %q", p.Shard.Index, h.First, h.Second)
			}
			s := Score{h.Wins, h.Draws, h.Losses}
			res.Pairs[i][j] = res.Pairs[i][j].Add(s)
			res.Pairs[j][i] = res.Pairs[j][i].Add(s.Flip())
			res.PairPenta[i][j] = res.PairPenta[i][j].Add(h.Pentanomial)
			res.PairPenta[j][i] = res.PairPenta[j][i].Add(h.Pentanomial.Flip())
		}
		res.Scheduled += p.Scheduled
		res.TimeLosses += p.TimeLosses
		res.IllegalMoves += p.IllegalMoves
		res.Crashes += p.Crashes
		res.NoReplies += p.NoReplies
		res.ProtocolErrors += p.ProtocolErrors
		res.Interrupted = res.Interrupted || p.Interrupted
		for _, w := range p.Warnings {
			if !slices.Contains(res.Warnings, w) {
				res.Warnings = append(res.Warnings, w)
			}
		}
	}
	for i := 1; i <= n; i++ {
		if !seen[i] {
			return nil, fmt.Errorf("merge: shard %d of %d is missing", i, n)
		}
	}
	return res, nil
}

// roundTag finds a game's Round tag.
var roundTag = regexp.MustCompile(`(?m)^\[Round "(\d+)"\]`)

// MergePGN writes the games of several match PGN files as one, ordered by
// their Round tag (the game's number in the whole schedule, which shards
// keep), each game's text unchanged. An unsharded run at concurrency 1
// writes its games in that order too.
func MergePGN(w io.Writer, files map[string][]byte) error {
	type game struct {
		round int
		text  []byte
	}
	var games []game
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		for i, text := range splitPGNGames(files[name]) {
			m := roundTag.FindSubmatch(text)
			if m == nil {
				return fmt.Errorf("merge: %s game %d has no Round tag", name, i+1)
			}
			r, _ := strconv.Atoi(string(m[1]))
			games = append(games, game{r, text})
		}
	}
	slices.SortStableFunc(games, func(a, b game) int { return a.round - b.round })
	bw := bufio.NewWriter(w)
	for _, g := range games {
		bw.Write(g.text)
	}
	return bw.Flush()
}

// splitPGNGames cuts PGN text into games, each from its first tag line to
// just before the next game's, blank lines included.
func splitPGNGames(data []byte) [][]byte {
	var games [][]byte
	start, inMoves := -1, false
	for off := 0; off < len(data); {
		end := bytes.IndexByte(data[off:], '\n')
		if end < 0 {
			end = len(data)
		} else {
			end += off + 1
		}
		line := bytes.TrimSpace(data[off:end])
		switch {
		case bytes.HasPrefix(line, []byte("[")) && (start < 0 || inMoves):
			if start >= 0 {
				games = append(games, data[start:off])
			}
			start, inMoves = off, false
		case len(line) > 0 && !bytes.HasPrefix(line, []byte("[")):
			inMoves = true
		}
		off = end
	}
	if start >= 0 {
		games = append(games, data[start:])
	}
	return games
}
