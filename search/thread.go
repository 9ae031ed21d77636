package search

import (
	"slices"
	"sync/atomic"
	"time"

	"github.com/chuhe-engine/chuhe/eval"
	"github.com/chuhe-engine/chuhe/nnue"
	"github.com/chuhe-engine/chuhe/position"
)

// rootMove is one candidate at the root with its last score and line.
type rootMove struct {
	move     position.Move
	score    int
	selDepth int
	pv       []position.Move
}

// frame is the per-ply state of one thread.
type frame struct {
	acc        eval.Accum
	corr       corrKeys // structure hashes for the correction history
	staticEval int      // corrected static score; -infinity in check
	killers    [2]position.Move
	move       position.Move // the move being searched from this ply
	excluded   position.Move // the move a singular-extension probe leaves out
	movedCK    int           // colour-kind of the piece that made it
	pieceTo    int           // its piece-to index (pieceToNone after a null move)
	pick       picker
	quiets     [64]position.Move // quiet moves tried, for the history malus
}

// thread is one search goroutine's private state; threads share only the
// transposition table and the stop flag.
type thread struct {
	s         *Searcher
	id        int
	pos       *position.Position
	root      []rootMove
	pvIdx     int
	nodes     uint64
	published atomic.Uint64
	aborted   bool
	selDepth  int
	rootDepth int

	completedDepth int
	bestScore      int

	stack   [MaxPly + 4]frame
	net     *nnue.Net                    // nil: the hand-written evaluation
	nn      [MaxPly + 4]nnue.Accumulator // the network's accumulators by ply
	pv      [MaxPly + 2][MaxPly + 2]position.Move
	pvLen   [MaxPly + 2]int
	history [14][256]int32
	counter [14][256]position.Move
	cont1   contTable // quiet moves by the opponent's last move
	cont2   contTable // quiet moves by our own previous move
	cont4   contTable // quiet moves by our move before that (unused when cont4Weight is 0)

	corrPawn, corrGuard corrTable
	evalCache           [evalCacheSize]uint64 // see evaluate
}

func newThread(s *Searcher, id int) *thread { return &thread{s: s, id: id} }

func (t *thread) clearTables() {
	clear(t.history[:])
	clear(t.counter[:])
	clear(t.cont1[:])
	clear(t.cont2[:])
	clear(t.cont4[:])
	clear(t.corrPawn[:])
	clear(t.corrGuard[:])
}

// prepare copies the root position and moves into the thread.
func (t *thread) prepare(p *position.Position, root []rootMove) {
	t.pos = p.Copy()
	t.root = slices.Clone(root)
	t.nodes = 0
	t.published.Store(0)
	t.completedDepth = 0
	t.aborted = t.s.ctl.Stopped() && t.mayStop() // a stop that came before the search
	t.bestScore = -infinity
	t.stack[0].acc = eval.NewAccum(t.pos)
	t.net = t.s.net
	clear(t.evalCache[:])
	if t.net != nil {
		t.net.Refresh(&t.nn[0], t.pos)
	}
	t.stack[0].corr = structureKeys(t.pos)
	for i := range t.stack {
		t.stack[i].killers = [2]position.Move{}
	}
}

// countNode counts a node and, every 1024, publishes the count and checks
// the stop flag and (main thread) the node and time limits.
func (t *thread) countNode() {
	t.nodes++
	if t.id == 0 && t.s.nodeStop > 0 && t.nodes >= t.s.nodeStop {
		t.s.ctl.Stop()
		t.aborted = t.mayStop()
	}
	if t.nodes&1023 != 0 {
		return
	}
	t.published.Store(t.nodes)
	if t.id == 0 {
		if el, b := t.s.ctl.elapsed(); !b.infinite && b.maximum > 0 && el >= b.maximum {
			t.s.ctl.Stop()
		}
	}
	if t.s.ctl.Stopped() {
		t.aborted = t.mayStop()
	}
}

// mayStop reports whether the thread may leave its search unfinished. The
// main thread always completes its first iteration, whatever stops it (a
// stop or quit at once after go, a tiny node or time limit): that takes
// well under a millisecond, and without it the answer would be the first
// move in generation order, which is seldom a good one.
func (t *thread) mayStop() bool { return t.id != 0 || t.completedDepth > 0 }

// iterate runs iterative deepening until a limit or Stop.
func (t *thread) iterate(onInfo func(Info)) {
	s := t.s
	lim := &s.limits
	multi := max(1, min(lim.MultiPV, len(t.root)))
	if t.id != 0 {
		multi = 1
	}
	maxDepth := MaxPly - 4
	if lim.Depth > 0 {
		maxDepth = min(lim.Depth, maxDepth)
	}
	prevScore := 0
	var tk timeKeeper
	hinted := lim.Hint.Depth > 0 // the first window is centred on the hint
	searchAgain := 0
	for depth := 1 + t.id%2; depth <= maxDepth && !t.aborted; depth++ {
		t.rootDepth = depth
		if s.holdDepth.Load() {
			searchAgain++
		}
		for t.pvIdx = 0; t.pvIdx < multi && !t.aborted; t.pvIdx++ {
			t.selDepth = 0
			alpha, beta := -infinity, infinity
			delta := aspDelta
			centre := t.root[t.pvIdx].score
			if t.pvIdx == 0 {
				centre = prevScore
				if hinted && depth >= aspMinDepth {
					centre, hinted = lim.Hint.Score, false
				}
			}
			if depth >= aspMinDepth && abs(centre) < MateBound {
				alpha, beta = max(centre-delta, -infinity), min(centre+delta, infinity)
			}
			failHighs := 0
			for {
				score := t.rootSearch(alpha, beta, researchDepth(depth, failHighs, searchAgain))
				slices.SortStableFunc(t.root[t.pvIdx:], func(a, b rootMove) int { return b.score - a.score })
				if t.aborted {
					break
				}
				if score <= alpha {
					beta = (alpha + beta) / 2
					alpha = max(score-delta, -infinity)
					failHighs = 0
				} else if score >= beta {
					beta = min(score+delta, infinity)
					failHighs++
				} else {
					break
				}
				delta += delta * aspGrowth / 100
			}
			slices.SortStableFunc(t.root[:t.pvIdx+1], func(a, b rootMove) int { return b.score - a.score })
		}
		if t.aborted {
			break
		}
		t.completedDepth = depth
		t.bestScore = t.root[0].score
		t.aborted = s.ctl.Stopped() // a stop the first iteration did not heed (mayStop)
		if multi == 1 {
			t.s.tt.store(t.pos.Key(), 0, t.root[0].move, t.bestScore, -infinity, depth, BoundExact)
		}
		prevScore = t.bestScore
		if t.id != 0 {
			continue
		}
		if onInfo != nil {
			t.report(onInfo, depth, multi)
		}
		share := tk.observe(t.root[0].move, t.bestScore)
		el, b := s.ctl.elapsed()
		if !b.infinite {
			if b.optimum > 0 {
				spend := scaled(b.optimum, share)
				if el >= spend {
					break
				}
				s.holdDepth.Store(searchAgainPct > 0 && lim.Depth == 0 && el > spend*time.Duration(searchAgainPct)/100)
			}
			if abs(t.bestScore) >= MateBound && depth >= 2*(Mate-abs(t.bestScore))+4 && lim.Depth == 0 {
				break
			}
		}
	}
	t.published.Store(t.nodes)
}

// report sends one Info per PV line.
func (t *thread) report(onInfo func(Info), depth, multi int) {
	t.published.Store(t.nodes)
	el, _ := t.s.ctl.elapsed()
	nodes := t.s.totalNodes()
	nps := uint64(float64(nodes) / max(el.Seconds(), 1e-3))
	hf := t.s.tt.hashfull()
	for i := 0; i < multi; i++ {
		rm := &t.root[i]
		onInfo(Info{Depth: depth, SelDepth: rm.selDepth, MultiPV: i + 1, Score: rm.score, Bound: BoundExact,
			Nodes: nodes, NPS: nps, Time: el.Truncate(time.Millisecond), Hashfull: hf,
			PV: slices.Clone(rm.pv)})
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// evaluate is the static score of the node at ply for the side to move:
// the network's when the searcher has one, else the hand-written one.
func (t *thread) evaluate(ply int) int {
	key := t.pos.Key()
	e := &t.evalCache[key&(evalCacheSize-1)]
	if *e != 0 && *e&^evalBits == key&^evalBits {
		return int(int16(*e))
	}
	var v int
	if t.net != nil {
		v = t.net.Evaluate(&t.nn[ply], t.pos.Side())
	} else {
		v = eval.Evaluate(t.pos, &t.stack[ply].acc)
	}
	if v == int(int16(v)) {
		*e = key&^evalBits | uint64(uint16(v))
	}
	return v
}

// The evaluation cache keeps, per thread, the static scores of recent
// positions. Quiescence leaves that stand pat above beta store nothing in
// the transposition table, yet the search meets them again and again
// (through transpositions and the re-searches of iterative deepening,
// aspiration and PVS), and the hand-written evaluation costs about a third
// of the search. An entry is one word: the upper 48 bits of the key and the
// score in the low 16 (0 marks an empty entry). It is per thread, so there
// are no races, and cleared at every search, so a change of network or of
// weights can never serve a stale score; 32K entries (256 KB) fit in L2.
const (
	evalCacheSize = 1 << 15
	evalBits      = 1<<16 - 1
)

// makeMove plays m from ply and records what the child node needs.
func (t *thread) makeMove(m position.Move, ply int) {
	p := t.pos
	if t.s != nil { // (a thread of a test may have no searcher)
		t.s.tt.prefetch(p.KeyAfter(m)) // the child probes the table first
	}
	f := &t.stack[ply]
	t.stack[ply+1].acc = f.acc.After(p, m)
	t.stack[ply+1].corr = f.corr.afterMove(p, m)
	pc := p.At(m.From())
	if t.net != nil {
		t.net.Update(&t.nn[ply+1], &t.nn[ply], pc, m.From(), m.To(), p.At(m.To()))
	}
	f.move = m
	f.movedCK = pc.ColorKind()
	f.pieceTo = pieceTo(f.movedCK, m.To())
	p.MakeMove(m)
}

// makeNull passes the turn at ply (repetitions are not looked for across it).
func (t *thread) makeNull(ply int) {
	f := &t.stack[ply]
	t.stack[ply+1].acc = f.acc
	t.stack[ply+1].corr = f.corr
	if t.net != nil {
		t.nn[ply+1] = t.nn[ply]
	}
	f.move = position.NoMove
	f.pieceTo = pieceToNone
	t.pos.MakeNullMove()
}

// researchDepth is the depth of an iteration's root search after failHighs
// fail highs of its aspiration window since the last fail low: aspFailHighRed
// plies shallower for each, never below one. searchAgain counts the
// iterations begun after the main thread asked to hold the depth
// (searchAgainPct): each takes three quarters of a ply more off.
func researchDepth(depth, failHighs, searchAgain int) int {
	return max(1, depth-aspFailHighRed*failHighs-3*(searchAgain+1)/4)
}

// rootSearch searches the root moves from pvIdx on and returns the best score.
func (t *thread) rootSearch(alpha, beta, depth int) int {
	p := t.pos
	best := -infinity
	for i := t.pvIdx; i < len(t.root); i++ {
		t.root[i].score = -infinity
	}
	for i := t.pvIdx; i < len(t.root); i++ {
		rm := &t.root[i]
		m := rm.move
		t.makeMove(m, 0)
		newDepth := depth - 1
		if p.InCheck() {
			newDepth++
		}
		var score int
		if i == t.pvIdx {
			score = -t.search(-beta, -alpha, newDepth, 1, pvNode)
		} else {
			score = -t.search(-alpha-1, -alpha, newDepth, 1, cutNode)
			if score > alpha && score < beta {
				score = -t.search(-beta, -alpha, newDepth, 1, pvNode)
			}
		}
		p.UnmakeMove()
		if t.aborted {
			return best
		}
		if score > best {
			best = score
		}
		if i == t.pvIdx || score > alpha {
			rm.score = score
			rm.selDepth = t.selDepth
			rm.pv = append(rm.pv[:0], m)
			rm.pv = append(rm.pv, t.pv[1][:t.pvLen[1]]...)
			if score > alpha {
				alpha = score
				if score >= beta {
					return best
				}
			}
		}
	}
	return best
}
