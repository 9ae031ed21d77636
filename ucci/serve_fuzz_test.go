package ucci

import (
	"io"
	"strings"
	"testing"
	"time"
)

// FuzzServe feeds arbitrary lines to the loop: it must never panic and
// must return at end of input (no deadlock), whatever it was told.
//
//	go test ./ucci -run '^$' -fuzz FuzzServe -fuzztime 60s
func FuzzServe(f *testing.F) {
	seeds := []string{
		"ucci\nsetoption usemillisec true\nposition startpos moves h2e2\ngo time 100\nstop\nquit\n",
		"uci\nsetoption name Hash value 1\nposition fen 3k5/9/9/9/3R5/9/9/9/9/4K4 b - - 1 1\ngo depth 2\n",
		"ucci\nbanmoves h2e2\ngo ponder depth 3\nponderhit draw\nprobe startpos\nstop\n",
		"startpos moves h2e2 h9g7\r\ngo infinite\r\nisready\r\nstop\r\nd\r\n",
		"go\nponderhit\nstop\nsetoption\nposition fen\nbanmoves x\ngo depth -1\ngo nodes 0\n\x00\xff\n",
		"ucci\ngo draw nodes 500\nsetoption newgame\nucinewgame\nhelp\nquit\n",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		var kept []string
		for _, l := range strings.Split(input, "\n") {
			low := strings.ToLower(l)
			// Leave out what is slow or huge by design, not by bug: long
			// benches and perfts, giant hash tables and thread counts.
			if strings.Contains(low, "bench") || strings.Contains(low, "perft") ||
				strings.Contains(low, "hash") || strings.Contains(low, "thread") || strings.Contains(low, "cache") {
				continue
			}
			kept = append(kept, l)
		}
		// At end of input a bounded search runs to its limit, which for
		// `go depth 60` is no fuzzing speed: the GUI stops it first.
		kept = append(kept, "stop")
		done := make(chan int, 1)
		eng := testEngine(t)
		go func() {
			done <- Serve(strings.NewReader(strings.Join(kept, "\n")), io.Discard, Config{Engine: eng})
		}()
		select {
		case code := <-done:
			if code != 0 {
				t.Fatalf("exit status %d", code)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("Serve did not return at end of input")
		}
	})
}
