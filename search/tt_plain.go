//go:build !race

package search

// loadWord and storeWord are plain memory accesses: the XOR key check makes
// torn entries harmless, and every stored move is vetted before use.
func loadWord(p *uint64) uint64 { return *p }

func storeWord(p *uint64, v uint64) { *p = v }
