package main

import (
	"runtime/debug"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCommandLineAsPeopleExpect: --version answers, CMD --help is the
// usage with exit 0, --games 0 is an error, and a bad move is named once
// (docs/DESIGN.md's command-line contract).
func TestCommandLineAsPeopleExpect(t *testing.T) {
	code, out, errOut := runCmd("--version")
	assert.Equal(t, 0, code)
	assert.Empty(t, errOut)
	assert.Regexp(t, `^chuhe \S+\n$`, out)

	for _, name := range []string{"perft", "bench", "judge", "match", "notation"} {
		code, out, errOut = runCmd(name, "--json", "--help")
		assert.Equal(t, 0, code, name)
		assert.Empty(t, errOut, name)
		assert.True(t, strings.HasPrefix(out, "usage: chuhe "+name), "%s: %q", name, out)
	}

	code, _, errOut = runCmd("match", "--engine", "cmd=x", "--engine", "cmd=y", "--games", "0")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--games 0: must be at least 1")

	code, _, errOut = runCmd("notation", "--moves", "h2e2 h2e2", "--from", "iccs", "--to", "wxf")
	assert.Equal(t, 2, code)
	assert.Equal(t, "chuhe notation: move 2 (h2e2): illegal move h2e2: no piece on h2\n", errOut)
}

// TestVersionFrom: an -ldflags version wins (tested through buildVersion's
// caller), then a module version, then the VCS revision.
func TestVersionFrom(t *testing.T) {
	tests := []struct {
		name string
		bi   debug.BuildInfo
		want string
	}{
		{"module version", debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, "v1.2.0"},
		{"nothing known", debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "dev"},
		{"revision", debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "false"}}}, "dev-0123456789ab"},
		{"dirty revision", debug.BuildInfo{Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.modified", Value: "true"}}}, "dev-abc-dirty"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, versionFrom(&tc.bi))
		})
	}
	old := version
	defer func() { version = old }()
	version = "1.2.3"
	assert.Equal(t, "1.2.3", buildVersion(), "-ldflags -X main.version wins")
}
