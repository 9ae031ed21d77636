//go:build purego || !amd64

package search

// prefetch does nothing where there is no assembly for it.
func prefetch(*ttBucket) {}
