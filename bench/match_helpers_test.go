package bench

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/chuhe-engine/chuhe/uciclient"
)

// fakeEngine is the path of the scripted engine built once for the tests.
var fakeEngine string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "chuhe-match-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fakeEngine = filepath.Join(dir, "fakeengine")
	if out, err := exec.Command(goTool(), "build", "-o", fakeEngine, "./testdata/fakeengine").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building the fake engine: %v\n%s", err, out)
		os.Exit(2)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// goTool returns the go command of the toolchain running the tests.
func goTool() string {
	p := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	return "go"
}

// fake returns the configuration of a fake engine with the given flags
// ("-mode=crash -after=2").
func fake(name string, flags string) uciclient.Config {
	c := uciclient.Config{Cmd: fakeEngine, Name: name}
	if flags != "" {
		c.Args = strings.Fields(flags)
	}
	for _, a := range c.Args {
		if a == "-proto=ucci" {
			c.Proto = uciclient.UCCI
		}
	}
	return c
}

// readLog returns the lines a fake engine logged, or fails the test.
func readLog(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("reading the engine log: %v", err)
	}
	return strings.Split(strings.TrimSpace(string(data)), "\n")
}

type ucciConfig = uciclient.Config
