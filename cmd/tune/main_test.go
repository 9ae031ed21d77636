//go:build tune

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/tune"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRunErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no mode", nil, "usage"},
		{"unknown mode", []string{"fit"}, `unknown mode "fit"`},
		{"extract without output", []string{"extract", "x.pgn"}, "needs -o"},
		{"tune without data", []string{"tune"}, "at least one dataset"},
		{"bad steps", []string{"tune", "-steps", "4,x", "d.txt"}, `-steps: "x"`},
		{"missing data", []string{"tune", "/nonexistent/d.txt"}, "nonexistent"},
		{"bad fix", []string{"tune", "-fix", "(", "d.txt"}, "-fix"},
		{"bad method", []string{"tune", "-method", "newton", "d.txt"}, `-method: "newton"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, log bytes.Buffer
			err := run(tc.args, &out, &log)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// TestExtractAndTune runs the pipeline on the committed sample games and
// checks the generated Go file, then restores the weights it changed.
func TestExtractAndTune(t *testing.T) {
	ps := eval.Params()
	vals := make([]int, len(ps))
	for i, p := range ps {
		vals[i] = *p.Ptr
	}
	defer func() {
		for i, p := range ps {
			*p.Ptr = vals[i]
		}
		eval.Rebuild()
	}()
	dir := t.TempDir()
	data := filepath.Join(dir, "d.txt.gz")
	var out, log bytes.Buffer
	require.NoError(t, run([]string{"extract", "-o", data, "../../tune/testdata/games.pgn"}, &out, &log))
	es, err := tune.ReadFile(data)
	require.NoError(t, err)
	require.NotEmpty(t, es)

	for _, args := range [][]string{
		{"-method", "local", "-steps", "4", "-passes", "1"},
		{"-method", "linear", "-relin", "1", "-iters", "20"},
	} {
		t.Run(args[1], func(t *testing.T) {
			goFile := filepath.Join(dir, args[1]+".go")
			log.Reset()
			args = append(args, "-threads", "1", "-valid", data, "-o", goFile, data)
			require.NoError(t, run(append([]string{"tune"}, args...), &out, &log))
			src, err := os.ReadFile(goFile)
			require.NoError(t, err)
			assert.Contains(t, string(src), "//go:build tuned")
			assert.Contains(t, string(src), "go run -tags tune ./cmd/tune tune "+args[0]+" "+args[1])
			assert.Contains(t, string(src), "material = [position.NumKinds][2]int{")
			assert.Contains(t, log.String(), "validation")
		})
	}
	t.Run("compiles with -tags tuned", func(t *testing.T) {
		buildTuned(t, filepath.Join(dir, "linear.go"))
	})
}

// buildTuned compiles package eval with the generated file src as
// eval/weights_tuned.go and -tags tuned (through an overlay, so the source
// tree is not touched): the file must build without the tuning API.
func buildTuned(t *testing.T, src string) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	evalDir, err := filepath.Abs("../../eval")
	require.NoError(t, err)
	overlay := filepath.Join(t.TempDir(), "overlay.json")
	js, err := json.Marshal(map[string]map[string]string{"Replace": {filepath.Join(evalDir, "weights_tuned.go"): src}})
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(overlay, js, 0o644))
	cmd := exec.Command(goCmd, "build", "-tags", "tuned", "-overlay", overlay, "./eval")
	cmd.Dir = filepath.Dir(evalDir)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "go build -tags tuned with the generated file:\n%s", out)
}
