package engine

import (
	"fmt"
)

// memLimit is one bound on the memory the process may use.
type memLimit struct {
	what  string // where it comes from, for the message
	bytes uint64 // the bound
	used  uint64 // what the process already counts against it
}

// hashReserve is what the rest of the process (code, the analysis cache,
// the runtime) is assumed to need beside the table.
const hashReserve = 128 << 20

// checkHash refuses a table of mb MiB that one of the limits cannot hold,
// counting the current table of cur MiB as given back when it is replaced.
// It names the limit: a GUI user can then pick a size that works.
func checkHash(mb, cur int, limits []memLimit) error {
	need := uint64(mb)<<20 + hashReserve
	for _, l := range limits {
		used := l.used - min(l.used, uint64(cur)<<20)
		if l.bytes > 0 && need+used > l.bytes {
			room := (l.bytes - min(l.bytes, used+hashReserve)) >> 20
			return fmt.Errorf("hash %d MB is more than %s allows (room for about %d MB); keeping %d MB", mb, l.what, room, cur)
		}
	}
	return nil
}
