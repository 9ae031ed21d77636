package engine

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// memoryLimits reads what bounds this process's memory on Linux: the
// physical memory, the address-space and data rlimits, and the memory
// limit of its cgroup (v2 memory.max or v1 memory.limit_in_bytes, at every
// level of its path). A limit that cannot be read is left out.
func memoryLimits() []memLimit {
	var ls []memLimit
	if kb := procKB("/proc/meminfo", "MemTotal:"); kb > 0 {
		ls = append(ls, memLimit{what: "the physical memory", bytes: kb << 10})
	}
	vm := procKB("/proc/self/status", "VmSize:") << 10
	rss := procKB("/proc/self/status", "VmRSS:") << 10
	for _, r := range []struct {
		res  int
		what string
		used uint64
	}{{syscall.RLIMIT_AS, "the address-space limit (ulimit -v)", vm}, {syscall.RLIMIT_DATA, "the data limit (ulimit -d)", rss}} {
		var rl syscall.Rlimit
		if syscall.Getrlimit(r.res, &rl) == nil && rl.Cur != ^uint64(0) && rl.Cur < 1<<62 {
			ls = append(ls, memLimit{what: r.what, bytes: rl.Cur, used: r.used})
		}
	}
	if b := cgroupLimit(); b > 0 {
		ls = append(ls, memLimit{what: "the cgroup memory limit", bytes: b, used: rss})
	}
	return ls
}

// procKB reads a "Key: N kB" line of a /proc file; 0 when absent.
func procKB(path, key string) uint64 {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), key); ok {
			n, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

// cgroupLimit is the smallest memory limit on the process's cgroup path;
// 0 when there is none.
func cgroupLimit() uint64 {
	data, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return 0
	}
	var best uint64
	for _, line := range strings.Split(string(data), "\n") {
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		var root, file string
		switch {
		case parts[0] == "0" && parts[1] == "":
			root, file = "/sys/fs/cgroup", "memory.max"
		case strings.Contains(","+parts[1]+",", ",memory,"):
			root, file = "/sys/fs/cgroup/memory", "memory.limit_in_bytes"
		default:
			continue
		}
		for dir := filepath.Join(root, parts[2]); strings.HasPrefix(dir, root); dir = filepath.Dir(dir) {
			b, err := os.ReadFile(filepath.Join(dir, file))
			if err == nil {
				n, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64)
				if err == nil && n < 1<<62 && (best == 0 || n < best) {
					best = n
				}
			}
			if dir == root {
				break
			}
		}
	}
	return best
}
