package main

import "runtime/debug"

// version is stamped by the build (-ldflags "-X main.version=..."); when it
// is not, buildVersion reads the module version or the VCS revision that
// the Go toolchain records in the binary.
var version = "dev"

// buildVersion is the version `chuhe --version` and the handshake's
// `id name` report.
func buildVersion() string {
	if version != "dev" {
		return version
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return version
	}
	return versionFrom(bi)
}

// versionFrom picks the best version in build info: a released module
// version, else the VCS revision (short, marked when the tree was dirty),
// else "dev".
func versionFrom(bi *debug.BuildInfo) string {
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev string
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return "dev-" + rev
}
