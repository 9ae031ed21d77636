package datagen

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// ShardName is the file name of a seed's shard.
func ShardName(seed uint64) string { return fmt.Sprintf("seed-%06d.chdg", seed) }

// resume opens path for appending after its last good game, creating it
// with the magic when absent, and returns how many games it holds. A torn
// last record is cut off; any other damage is an error, so that a bad file
// is never silently extended.
func resume(path string) (*os.File, int, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, 0, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	if st.Size() == 0 {
		if _, err := f.WriteString(Magic); err != nil {
			f.Close()
			return nil, 0, err
		}
		return f, 0, nil
	}
	n, offset, err := scan(f)
	if err != nil {
		f.Close()
		return nil, 0, fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Truncate(offset); err != nil {
		f.Close()
		return nil, 0, err
	}
	if _, err := f.Seek(offset, io.SeekStart); err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, n, nil
}

// Shard plays (or completes) the cfg.Games games of seed into
// dir/ShardName(seed) with the given number of workers and returns how
// many games the file holds. Games are written in index order, each whole,
// so the file is the same byte for byte for any worker count and across
// interruptions: a cancelled ctx leaves a valid shard that a later call
// completes. onGame (may be nil) is called, in order, with each game
// written.
func Shard(ctx context.Context, cfg Config, openings []string, seed uint64, dir string, workers int, onGame func(*Game)) (int, error) {
	if err := cfg.Validate(); err != nil {
		return 0, err
	}
	path := filepath.Join(dir, ShardName(seed))
	f, have, err := resume(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	if have >= cfg.Games {
		return have, nil
	}
	workers = max(1, min(workers, cfg.Games-have))

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type played struct {
		index int
		game  *Game
		err   error
	}
	jobs := make(chan int)
	results := make(chan played)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pl := newPlayer(cfg, openings)
			for i := range jobs {
				g, err := pl.play(ctx, seed, i)
				select {
				case results <- played{i, g, err}:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := have; i < cfg.Games; i++ {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	pending := make([]*Game, cfg.Games)
	next := have
	var firstErr error
	var buf []byte
	for r := range results {
		if r.err != nil {
			if firstErr == nil && !errors.Is(r.err, context.Canceled) {
				firstErr = fmt.Errorf("seed %d game %d: %w", seed, r.index+1, r.err)
			}
			cancel()
			continue
		}
		pending[r.index] = r.game
		for firstErr == nil && next < cfg.Games && pending[next] != nil {
			g := pending[next]
			pending[next] = nil
			buf, err = AppendRecord(buf[:0], g)
			if err == nil {
				_, err = f.Write(buf)
			}
			if err != nil {
				if firstErr == nil {
					firstErr = fmt.Errorf("%s: %w", path, err)
				}
				cancel()
				continue
			}
			next++
			if onGame != nil {
				onGame(g)
			}
		}
	}
	if err := f.Sync(); err != nil && firstErr == nil {
		firstErr = err
	}
	if firstErr == nil && next < cfg.Games {
		firstErr = ctx.Err()
		if firstErr == nil {
			firstErr = context.Canceled
		}
	}
	return next, firstErr
}

// scan counts the good games of a shard and returns the offset just past
// the last one; a torn last record is not an error, other damage is.
func scan(rd io.Reader) (games int, offset int64, err error) {
	r, err := NewReader(rd)
	if err != nil {
		return 0, 0, err
	}
	for {
		_, err := r.Next()
		switch {
		case err == io.EOF, errors.Is(err, ErrTorn):
			return games, r.Offset(), nil
		case err != nil:
			return games, r.Offset(), err
		}
		games++
	}
}

// CountGames returns how many good games the shard at path holds: 0 when
// it does not exist, the games before a torn last record, an error when
// it is damaged otherwise.
func CountGames(path string) (int, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n, _, err := scan(f)
	if err != nil {
		return n, fmt.Errorf("%s: %w", path, err)
	}
	return n, nil
}
