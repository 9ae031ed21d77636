//go:build !purego

package search

// prefetch asks the processor to bring a table bucket into the cache
// (PREFETCHT0, prefetch_amd64.s) and returns at once: the table is far
// bigger than the caches, so a probe otherwise waits on memory.
//
//go:noescape
func prefetch(addr *ttBucket)
