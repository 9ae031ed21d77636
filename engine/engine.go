package engine

import (
	"errors"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/chuhe-engine/chuhe/position"
	"github.com/chuhe-engine/chuhe/search"
)

// Info is one progress report of a running search.
type Info = search.Info

// Result is how a search ended.
type Result struct {
	Move   position.Move // NoMove: no move to play (see Over)
	Ponder position.Move // the expected reply, NoMove if none
	Score  int           // from the side to move's view; mate in n plies is search.Mate-n
	Depth  int
	Nodes  uint64
	PV     []position.Move
	// Draw: accept the offered draw, or offer one. Resign: give up.
	Draw, Resign bool
	// Over says why there is no move: "all moves banned", or the rules
	// judge's reason ("checkmate", "repetition", ...) when the game is
	// already over; Verdict is then the judge's full verdict.
	Over    string
	Verdict position.Verdict
}

// ErrBusy is returned by Go while a search runs.
var ErrBusy = errors.New("a search is already running; send stop first")

// Engine is the facade: one searcher, its options, and the search in flight.
type Engine struct {
	mu      sync.Mutex
	opts    Options
	applied Options // what the searcher and cache were built with
	s       *search.Searcher
	cache   *analysisCache
	rng     *rand.Rand // the level's choice among root lines; search goroutine only

	running   bool
	pondering bool
	job       *job
	done      chan struct{} // closed when the current search has delivered its result

	// scores holds the game-mode results since the new game, newest last,
	// one list per side to move, for the draw-offer and resign rules.
	scores [2][]int
}

// job is one search in flight; its mutable fields are guarded by Engine.mu.
type job struct {
	lim         Limits
	optimum     time.Duration
	maximum     time.Duration
	drawOffered bool
	hit         bool // a ponder search whose move was played
	// ctl stops this search and gives it its clock at a ponderhit. It is
	// made with the job, before the search goroutine starts, so a Stop or
	// PonderHit that comes before the searcher has begun is not lost.
	ctl      *search.Control
	release  chan struct{} // closed by Stop, and by PonderHit unless infinite
	released bool          // release is closed
	timer    *time.Timer
}

// New returns an engine with the given options (see DefaultOptions).
func New(opts Options) (*Engine, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if err := checkHash(opts.hashMB(), 0, memoryLimits()); err != nil {
		return nil, err
	}
	net, err := opts.net()
	if err != nil {
		return nil, err
	}
	cache, err := newAnalysisCache(opts.CacheMB)
	if err != nil {
		return nil, err
	}
	done := make(chan struct{})
	close(done)
	s := search.New(opts.hashMB(), opts.threads())
	s.SetNet(net)
	return &Engine{
		opts:    opts,
		applied: opts,
		s:       s,
		cache:   cache,
		rng:     rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x9e3779b97f4a7c15)),
		done:    done,
	}, nil
}

// Close stops any search and releases the cache.
func (e *Engine) Close() {
	e.Stop()
	e.Wait()
	e.mu.Lock()
	defer e.mu.Unlock()
	e.cache.close()
	e.cache = nil
}

// Options returns the current options.
func (e *Engine) Options() Options {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.opts
}

// SetOptions replaces the options. Sizes (hash, threads, cache) are
// applied at once when no search runs, so that a big table is allocated
// before the game (the GUI's isready then waits for it), not when the GUI's
// clock runs; during a search they take effect at the next search, so
// setting them never blocks.
func (e *Engine) SetOptions(o Options) error {
	if err := o.Validate(); err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if o.hashMB() != e.opts.hashMB() {
		// Refuse what the machine cannot give before anything is
		// allocated: running out of memory kills the runtime outright.
		if err := checkHash(o.hashMB(), e.applied.hashMB(), memoryLimits()); err != nil {
			return err
		}
	}
	e.opts = o
	if e.running {
		return nil
	}
	if err := e.applyLocked(); err != nil {
		e.keepAppliedLocked() // keep playing with what works
		return err
	}
	return nil
}

// applyLocked brings the searcher and cache in line with the options.
func (e *Engine) applyLocked() error {
	o, a := e.opts, e.applied
	// e.applied follows each step that succeeds, so that after a failure
	// it still says what the searcher really has.
	if o.hashMB() != a.hashMB() {
		if err := e.s.SetHashSize(o.hashMB()); err != nil {
			return err
		}
		e.applied.HashMB = o.HashMB
	}
	if o.threads() != a.threads() {
		e.s.SetThreads(o.threads())
		e.applied.Threads = o.Threads
	}
	if o.UseNNUE != a.UseNNUE || o.EvalFile != a.EvalFile || o.limited() != a.limited() {
		net, err := o.net()
		if err != nil {
			return err
		}
		e.s.SetNet(net)
		e.cache.clear() // its analyses came from the other evaluation
		e.applied.UseNNUE, e.applied.EvalFile = o.UseNNUE, o.EvalFile
	}
	if o.CacheMB != a.CacheMB {
		c, err := newAnalysisCache(o.CacheMB)
		if err != nil {
			return err
		}
		e.cache.close()
		e.cache = c
	}
	e.applied = o
	return nil
}

// keepAppliedLocked takes back the settings that applyLocked could not
// apply: the options say again what the searcher has.
func (e *Engine) keepAppliedLocked() {
	a := e.applied
	e.opts.HashMB, e.opts.Threads, e.opts.UseNNUE, e.opts.EvalFile, e.opts.CacheMB =
		a.HashMB, a.Threads, a.UseNNUE, a.EvalFile, a.CacheMB
}

// SettingsError is what Go returns when options set during the previous
// search could not be applied: the search has started all the same, with
// the settings that were in force.
type SettingsError struct{ Err error }

// Error names the cause and says the search went on with the old settings.
func (e *SettingsError) Error() string {
	return e.Err.Error() + "; searching with the previous settings"
}

// Unwrap returns the cause.
func (e *SettingsError) Unwrap() error { return e.Err }

// NewGame clears the hash, the histories and the analysis cache. During a
// search it waits for the search to end first (the caller should Stop it).
func (e *Engine) NewGame() {
	e.Wait()
	e.mu.Lock()
	defer e.mu.Unlock()
	e.s.NewGame()
	e.cache.clear()
	for i := range e.scores {
		e.scores[i] = e.scores[i][:0]
	}
}

// Searching reports whether a search is running.
func (e *Engine) Searching() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.running
}

// Pondering reports whether the running search is a ponder search that has
// not been hit yet.
func (e *Engine) Pondering() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.running && e.pondering
}

// Wait blocks until the current search (if any) has delivered its result.
func (e *Engine) Wait() {
	e.mu.Lock()
	done := e.done
	e.mu.Unlock()
	<-done
}

// Finite returns a channel closed when the current search (if any) has
// delivered its result, and whether that search ends by itself (depth,
// nodes, time, or nothing running). An infinite or ponder search is not
// finite: only Stop (or PonderHit) ends it.
func (e *Engine) Finite() (done <-chan struct{}, finite bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.done, !(e.running && (e.job.lim.Infinite || e.pondering))
}

// Stop ends the running search as soon as possible; its result is then
// delivered as usual. Without a search it does nothing.
func (e *Engine) Stop() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.running {
		e.pondering = false
		e.stopLocked(e.job)
	}
}

// releaseLocked lets an answer held by hold go.
func (j *job) releaseLocked() {
	if !j.released {
		j.released = true
		close(j.release)
	}
}

// stopLocked stops job j.
func (e *Engine) stopLocked(j *job) {
	j.releaseLocked()
	j.ctl.Stop()
}

// PonderHit tells a ponder search that the expected move was played: the
// clock runs from now. drawOffered passes on a draw offer made with it.
// It reports false when no ponder search is running.
func (e *Engine) PonderHit(drawOffered bool) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	if !e.running || !e.pondering {
		return false
	}
	e.pondering = false
	j := e.job
	j.hit = true
	j.drawOffered = j.drawOffered || drawOffered
	if j.lim.Infinite {
		return true // analysis: keep going until Stop
	}
	j.releaseLocked()
	j.ctl.SetTimeLimits(time.Now(), j.optimum, j.maximum)
	e.armLocked(j, j.maximum)
	return true
}

// armLocked starts the watchdog that stops the search at its hard limit even
// if the searcher misses it (belt and braces: running out of time loses).
func (e *Engine) armLocked(j *job, d time.Duration) {
	if d <= 0 {
		return
	}
	j.timer = time.AfterFunc(d, func() {
		e.mu.Lock()
		defer e.mu.Unlock()
		if e.running && e.job == j && !e.pondering {
			e.stopLocked(j)
		}
	})
}
