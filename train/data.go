// Package train fits chuhe's network (package nnue) to the games of
// `chuhe datagen`: it replays the shards into samples, trains a float
// model with mini-batch Adam on all cores, and quantizes it into a net
// file. See nnue/README.md for the commands and the generations trained.
package train

import (
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/chuhe-engine/chuhe/datagen"
	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
)

// maxPieces bounds the pieces on a board, and so the features a sample has
// per perspective.
const maxPieces = 32

// Sample is one training position: its features from the side to move's
// and the opponent's view, the search score and the game's result, both
// from the side to move's view.
type Sample struct {
	Own, Opp [maxPieces]uint16
	N        uint8
	Score    int16
	Result   float32 // 1 the side to move won, 0.5 drawn, 0 lost
	// Classical is the hand-written evaluation's static score, the
	// baseline a net's validation loss is compared with.
	Classical int16
}

// Filter says which positions teach noise and are left out.
type Filter struct {
	SkipPlies int // the first plies of each recorded game
	MaxScore  int // |score| beyond it (mates, decided games)
}

// DefaultFilter is the filter of the shipped nets.
var DefaultFilter = Filter{SkipPlies: 4, MaxScore: 2500}

// Stats counts what a load kept and dropped.
type Stats struct {
	Games, Positions, Kept              int
	Opening, InCheck, Capture, Decisive int
	Unscored                            int
}

// String sums the loading up in one line, with why positions were dropped.
func (s Stats) String() string {
	return fmt.Sprintf("%d games, %d positions, %d kept (dropped: %d unscored, %d opening, %d in check, %d capture best, %d beyond the score limit)",
		s.Games, s.Positions, s.Kept, s.Unscored, s.Opening, s.InCheck, s.Capture, s.Decisive)
}

// ShardFiles expands paths (files, or directories holding *.chdg and
// *.chdg.gz files) into a sorted list of shard files.
func ShardFiles(paths []string) ([]string, error) {
	var files []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			files = append(files, p)
			continue
		}
		for _, pat := range []string{"*.chdg", "*.chdg.gz"} {
			m, err := filepath.Glob(filepath.Join(p, pat))
			if err != nil {
				return nil, err
			}
			files = append(files, m...)
		}
	}
	slices.Sort(files)
	files = slices.Compact(files)
	if len(files) == 0 {
		return nil, fmt.Errorf("no shard files (*.chdg, *.chdg.gz) in %s", strings.Join(paths, " "))
	}
	return files, nil
}

// ReadShard reads the games of a shard file, gzip-compressed or not. A torn
// last record (an interrupted datagen) is dropped silently.
func ReadShard(path string) ([]datagen.Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		defer z.Close()
		r = z
	}
	games, err := datagen.ReadAll(r)
	if err != nil && !errors.Is(err, datagen.ErrTorn) {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return games, nil
}

// Features fills s's features of p (s.N of each) from both sides' views.
func Features(p *position.Position, s *Sample) {
	s.N = 0
	stm := p.Side()
	for side := position.Red; side <= position.Black; side++ {
		p.Pieces(side, func(pc position.Piece, sq position.Square) {
			s.Own[s.N] = uint16(nnue.Feature(stm, pc, sq))
			s.Opp[s.N] = uint16(nnue.Feature(stm.Opponent(), pc, sq))
			s.N++
		})
	}
}

// Extract replays games into samples, leaving out what f filters.
func Extract(games []datagen.Game, f Filter, out []Sample, st *Stats) ([]Sample, error) {
	for gi := range games {
		g := &games[gi]
		st.Games++
		ply := -1
		err := g.Replay(func(p *position.Position, m position.Move, score int) {
			ply++
			st.Positions++
			switch {
			case score == datagen.NoScore:
				st.Unscored++
			case ply < f.SkipPlies:
				st.Opening++
			case p.InCheck():
				st.InCheck++
			case p.IsCapture(m):
				st.Capture++
			case score > f.MaxScore || score < -f.MaxScore:
				st.Decisive++
			default:
				var s Sample
				Features(p, &s)
				s.Score = int16(score)
				acc := eval.NewAccum(p)
				s.Classical = int16(max(-30000, min(30000, eval.Evaluate(p, &acc))))
				s.Result = resultFor(g.Outcome, p.Side())
				out = append(out, s)
				st.Kept++
			}
		})
		if err != nil {
			return out, fmt.Errorf("game %d: %w", gi+1, err)
		}
	}
	return out, nil
}

// resultFor is the game's result from side's view.
func resultFor(o datagen.Outcome, side position.Side) float32 {
	r := float32(0.5)
	switch o {
	case datagen.RedWon:
		r = 1
	case datagen.BlackWon:
		r = 0
	}
	if side == position.Black {
		r = 1 - r
	}
	return r
}

// Load reads and extracts the shard files.
func Load(files []string, f Filter) ([]Sample, Stats, error) {
	var out []Sample
	var st Stats
	for _, path := range files {
		games, err := ReadShard(path)
		if err != nil {
			return nil, st, err
		}
		if out, err = Extract(games, f, out, &st); err != nil {
			return nil, st, fmt.Errorf("%s: %w", path, err)
		}
	}
	return out, st, nil
}

// mirrorFeature is the feature of the same piece on the file-mirrored
// point (file f seen as 8-f).
func mirrorFeature(f uint16) uint16 {
	file := f % nnue.Points % position.Files
	return f - file + (position.Files - 1 - file)
}

// Mirror appends to samples the left-right mirror image of each: Xiangqi
// is symmetric across the e-file, so the twin has the same score and
// result, and the data doubles for nothing.
func Mirror(samples []Sample) []Sample {
	n := len(samples)
	for i := range n {
		s := samples[i]
		for j := range int(s.N) {
			s.Own[j] = mirrorFeature(s.Own[j])
			s.Opp[j] = mirrorFeature(s.Opp[j])
		}
		samples = append(samples, s)
	}
	return samples
}
