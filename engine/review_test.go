package engine

import (
	"flag"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/chuhe-engine/chuhe/position"
)

var (
	review      = flag.Bool("review", false, "run the review-a-game measurement of the analysis cache")
	reviewDepth = flag.Int("review-depth", 9, "fixed depth of the review measurement")
	reviewPlies = flag.Int("review-plies", 40, "plies of the reviewed game")
	reviewHash  = flag.Int("review-hash", 16, "transposition table MB of the review measurement")
)

// TestReviewWorkload measures what the analysis cache buys when a GUI
// steps through a game forward and then backward, searching each position
// to a fixed depth (the hash is kept, as a GUI keeps it):
//
//	go test ./engine -run ReviewWorkload -review -v [-review-depth 9 -review-plies 40 -review-hash 16]
//
// It reports, per pass, the total time to reach the depth and the total
// time until a line of that depth was shown (the cache shows it at once).
func TestReviewWorkload(t *testing.T) {
	if !*review {
		t.Skip("measurement; run with -review")
	}
	game := selfPlay(t, *reviewPlies)
	for _, cacheMB := range []int{0, 16} {
		e := newTestEngine(t, func(o *Options) { o.CacheMB = cacheMB; o.HashMB = *reviewHash })
		var order []int
		for i := 0; i <= len(game); i++ {
			order = append(order, i)
		}
		for i := len(game); i >= 0; i-- {
			order = append(order, i)
		}
		var fwd, back, fwdShow, backShow time.Duration
		var fwdNodes, backNodes uint64
		for k, i := range order {
			p := position.New()
			for _, m := range game[:i] {
				p.MakeMove(m)
			}
			start := time.Now()
			var shown time.Duration
			ch := make(chan Result, 1)
			require.NoError(t, e.Go(p, Limits{Depth: *reviewDepth}, func(in Info) {
				if shown == 0 && in.Depth >= *reviewDepth {
					shown = time.Since(start)
				}
			}, func(r Result) { ch <- r }))
			r := <-ch
			el := time.Since(start)
			if k <= len(game) {
				fwd, fwdShow, fwdNodes = fwd+el, fwdShow+shown, fwdNodes+r.Nodes
			} else {
				back, backShow, backNodes = back+el, backShow+shown, backNodes+r.Nodes
			}
		}
		t.Logf("cache %2d MB, hash %d MB, depth %d, %d positions each way: forward %v (shown %v, %d nodes), backward %v (shown %v, %d nodes)",
			cacheMB, *reviewHash, *reviewDepth, len(game)+1, fwd.Round(time.Millisecond), fwdShow.Round(time.Millisecond), fwdNodes,
			back.Round(time.Millisecond), backShow.Round(time.Millisecond), backNodes)
	}
}

// selfPlay returns a deterministic game of n plies played at depth 4.
func selfPlay(t *testing.T, n int) []position.Move {
	e := newTestEngine(t, func(o *Options) { o.Resign, o.DrawOffer = false, false })
	p := position.New()
	var game []position.Move
	for len(game) < n {
		r := searchSync(t, e, p, Limits{Depth: 4})
		if r.Move == position.NoMove {
			break
		}
		game = append(game, r.Move)
		p.MakeMove(r.Move)
	}
	return game
}
