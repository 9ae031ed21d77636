// Package chuhe carries the data files the binary needs wherever it runs.
// The engine itself lives in the subpackages (see DESIGN.md).
package chuhe

import _ "embed" // for the bench positions

// BenchEPD is testdata/bench.epd: the positions of `chuhe bench`, built in
// so that the signature does not depend on the working directory.
//
//go:embed testdata/bench.epd
var BenchEPD string

// OpeningsTXT is testdata/openings.txt: the match openings, built in for
// the self-play of `chuhe datagen`.
//
//go:embed testdata/openings.txt
var OpeningsTXT string
