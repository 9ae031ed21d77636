//go:build race

package search

import "sync/atomic"

// Under the race detector the table words are accessed atomically, so the
// benign races of the shared table are not reported.
func loadWord(p *uint64) uint64 { return atomic.LoadUint64(p) }

func storeWord(p *uint64, v uint64) { atomic.StoreUint64(p, v) }
