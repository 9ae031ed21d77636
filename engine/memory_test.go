package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCheckHash: a table a limit cannot hold is refused with the limit
// named; the current table counts as given back when it is replaced.
func TestCheckHash(t *testing.T) {
	const gib = 1 << 30
	six := []memLimit{{what: "the address-space limit (ulimit -v)", bytes: 6 * gib, used: 1 * gib}}
	tests := []struct {
		name    string
		mb, cur int
		limits  []memLimit
		wantErr string
	}{
		{"no limits", 65536, 64, nil, ""},
		{"fits", 4096, 64, six, ""},
		{"too big for the limit", 16384, 64, six, "hash 16384 MB is more than the address-space limit (ulimit -v) allows (room for about 5056 MB); keeping 64 MB"},
		{"old table given back", 4608, 1024, []memLimit{{what: "x", bytes: 6 * gib, used: 2 * gib}}, ""},
		{"physical memory", 8192, 16, []memLimit{{what: "the physical memory", bytes: 4 * gib}}, "more than the physical memory allows"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := checkHash(tc.mb, tc.cur, tc.limits)
			if tc.wantErr == "" {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.wantErr)
		})
	}
}

// TestSetOptionsRefusesImpossibleHash: the machine's own limits refuse a
// table bigger than its physical memory, and the old size is kept.
func TestSetOptionsRefusesImpossibleHash(t *testing.T) {
	var phys uint64
	for _, l := range memoryLimits() {
		if l.what == "the physical memory" {
			phys = l.bytes
		}
	}
	if phys == 0 || phys>>20 >= MaxHashMB {
		t.Skip("physical memory unknown or above the largest table")
	}
	o := DefaultOptions()
	o.HashMB, o.CacheMB = 1, 1
	e, err := New(o)
	require.NoError(t, err)
	defer e.Close()
	o.HashMB = MaxHashMB
	assert.ErrorContains(t, e.SetOptions(o), "more than the physical memory allows")
	assert.Equal(t, 1, e.Options().HashMB, "the old table is kept")
}
