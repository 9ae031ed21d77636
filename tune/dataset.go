//go:build tune

// Package tune fits the evaluation weights to game results (Texel's
// method): it extracts quiet positions from self-play games, stores them as
// "FEN;result" lines, and minimises the squared error between each result
// and sigmoid(K·eval/400) by a deterministic local search over the numbers
// eval.Params exposes.
//
// eval.Params exists only in builds with the tag "tune" (weights are
// constants in normal builds), so this package builds only with it too:
// go test -tags tune ./tune/...
package tune

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
)

// Entry is one labelled position: a FEN and the game result from Red's
// point of view (1 Red won, 0.5 draw, 0 Black won).
type Entry struct {
	FEN    string
	Result float64
}

// WriteEntries writes entries as "FEN;result" lines.
func WriteEntries(w io.Writer, es []Entry) error {
	bw := bufio.NewWriter(w)
	for _, e := range es {
		if _, err := fmt.Fprintf(bw, "%s;%s\n", e.FEN, strconv.FormatFloat(e.Result, 'f', -1, 64)); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// ReadEntries reads "FEN;result" lines; blank lines and lines starting with
// '#' are skipped. A result must be 0, 0.5 or 1 and the FEN must parse.
func ReadEntries(r io.Reader) ([]Entry, error) {
	var es []Entry
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for line := 1; sc.Scan(); line++ {
		s := strings.TrimSpace(sc.Text())
		if s == "" || s[0] == '#' {
			continue
		}
		fen, res, ok := strings.Cut(s, ";")
		if !ok {
			return nil, fmt.Errorf("line %d: want FEN;result, got %q", line, s)
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(res), 64)
		if err != nil || (v != 0 && v != 0.5 && v != 1) {
			return nil, fmt.Errorf("line %d: result %q is not 0, 0.5 or 1", line, res)
		}
		fen = strings.TrimSpace(fen)
		if _, err := position.FromFEN(fen); err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		es = append(es, Entry{fen, v})
	}
	return es, sc.Err()
}

// Open opens a file for reading, gunzipping it when its name ends in
// ".gz"; closing the result closes both.
func Open(name string) (io.ReadCloser, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(name, ".gz") {
		return f, nil
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return gzipFile{zr, f}, nil
}

// gzipFile closes the decompressor and then the file under it.
type gzipFile struct {
	*gzip.Reader
	f *os.File
}

// Close closes the decompressor, then the file, and returns the first error.
func (g gzipFile) Close() error {
	err := g.Reader.Close()
	if ferr := g.f.Close(); err == nil {
		err = ferr
	}
	return err
}

// ReadFile reads a dataset file, gunzipping it when its name ends in ".gz".
func ReadFile(name string) ([]Entry, error) {
	r, err := Open(name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	es, err := ReadEntries(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return es, nil
}

// WriteFile writes a dataset file, gzipped when its name ends in ".gz".
func WriteFile(name string, es []Entry) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	var w io.Writer = f
	var zw *gzip.Writer
	if strings.HasSuffix(name, ".gz") {
		zw = gzip.NewWriter(f)
		w = zw
	}
	err = WriteEntries(w, es)
	if zw != nil {
		if cerr := zw.Close(); err == nil {
			err = cerr
		}
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// Dedup drops repeated entries (same placement, side to move and result),
// keeping the first; the move counters of the FEN are ignored.
func Dedup(es []Entry) []Entry {
	seen := make(map[string]bool, len(es))
	out := es[:0:0]
	for _, e := range es {
		f := strings.Fields(e.FEN)
		key := strings.Join(f[:min(2, len(f))], " ") + ";" + strconv.FormatFloat(e.Result, 'f', -1, 64)
		if !seen[key] {
			seen[key] = true
			out = append(out, e)
		}
	}
	return out
}
