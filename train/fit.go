package train

import (
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"sync"
	"time"
)

// Config is a training run's settings; a checkpoint keeps them.
type Config struct {
	Epochs  int
	Batch   int
	LR      float64 // Adam's step size in the first epoch
	LRDecay float64 // the step size is multiplied by it after each epoch
	Scale   float64 // score units per logit of the winning chance
	WDL     float64 // weight of the game result in the target (λ)
	Seed    uint64
	Threads int
}

// DefaultConfig is the shipped net's configuration (nnue/README.md says
// how each setting was chosen: λ = 0 won its match by 100 Elo over 0.3).
func DefaultConfig() Config {
	return Config{Epochs: 6, Batch: 2048, LR: 0.001, LRDecay: 0.85, Scale: 318, WDL: 0, Seed: 1, Threads: 2}
}

// Validate names the first setting out of range.
func (c Config) Validate() error {
	switch {
	case c.Epochs < 1:
		return fmt.Errorf("epochs %d: want at least 1", c.Epochs)
	case c.Batch < 1:
		return fmt.Errorf("batch %d: want at least 1", c.Batch)
	case !(c.LR > 0) || !(c.LRDecay > 0 && c.LRDecay <= 1):
		return fmt.Errorf("lr %g with decay %g: want lr > 0 and 0 < decay <= 1", c.LR, c.LRDecay)
	case !(c.Scale > 0):
		return fmt.Errorf("scale %g: want > 0", c.Scale)
	case !(c.WDL >= 0 && c.WDL <= 1):
		return fmt.Errorf("wdl %g: want 0..1", c.WDL)
	case c.Threads < 1:
		return fmt.Errorf("threads %d: want at least 1", c.Threads)
	}
	return nil
}

// Checkpoint is everything a run needs to go on: the model, Adam's
// moments, and how far it got. Resuming from one gives the same net as an
// uninterrupted run.
type Checkpoint struct {
	Config Config
	Epoch  int // epochs completed
	Step   int // Adam steps taken
	Model  *Model
	M, V   *Model // Adam's first and second moments, shaped like the model
	// Losses of the completed epochs: training and validation.
	TrainLoss, ValidLoss []float64
}

// NewCheckpoint starts a run.
func NewCheckpoint(cfg Config) *Checkpoint {
	return &Checkpoint{Config: cfg, Model: NewModel(cfg.Seed), M: new(Model), V: new(Model)}
}

// Save writes the checkpoint atomically (a crash leaves the old one).
func (c *Checkpoint) Save(path string) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := gob.NewEncoder(f).Encode(c); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// LoadCheckpoint reads a checkpoint written by Save.
func LoadCheckpoint(path string) (*Checkpoint, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	c := new(Checkpoint)
	if err := gob.NewDecoder(f).Decode(c); err != nil {
		return nil, fmt.Errorf("checkpoint %s: %w", path, err)
	}
	if c.Model == nil || c.M == nil || c.V == nil {
		return nil, fmt.Errorf("checkpoint %s: no model in it", path)
	}
	return c, nil
}

// Progress is a report during an epoch (Done < Total) or at its end.
type Progress struct {
	Epoch, Epochs        int
	Done, Total          int // samples of this epoch
	TrainLoss, ValidLoss float64
	PerSecond            float64
	ETA                  time.Duration // to the end of the run
}

// Fit trains c's model on the samples for the epochs c has not yet done,
// calling onProgress (may be nil) every few seconds and at the end of each
// epoch, after which save (may be nil) is called. A cancelled ctx stops it
// between batches; the checkpoint then holds the last completed epoch.
func Fit(ctx context.Context, c *Checkpoint, samples, valid []Sample, onProgress func(Progress), save func(*Checkpoint) error) error {
	cfg := c.Config
	if err := cfg.Validate(); err != nil {
		return err
	}
	if len(samples) == 0 {
		return errors.New("no training samples")
	}
	parts := make([]*grads, chunks)
	for i := range parts {
		parts[i] = new(grads)
	}
	start := time.Now()
	doneAtStart := c.Epoch
	work := c.Model
	for c.Epoch < cfg.Epochs {
		if err := ctx.Err(); err != nil {
			return err
		}
		epochModel := *work // the model is updated in place; a cancel restores it
		epochM, epochV, epochStep := *c.M, *c.V, c.Step
		rng := rand.New(rand.NewPCG(cfg.Seed, uint64(c.Epoch)+1))
		perm := rng.Perm(len(samples))
		lr := cfg.LR * math.Pow(cfg.LRDecay, float64(c.Epoch))
		var lossSum float64
		last := time.Now()
		for at := 0; at < len(perm); at += cfg.Batch {
			if err := ctx.Err(); err != nil {
				*work, *c.M, *c.V, c.Step = epochModel, epochM, epochV, epochStep
				return err
			}
			batch := perm[at:min(at+cfg.Batch, len(perm))]
			lossSum += batchGradients(work, samples, batch, parts, cfg)
			c.Step++
			adamStep(work, c.M, c.V, parts[0], c.Step, lr, float32(len(batch)))
			if onProgress != nil && time.Since(last) > 10*time.Second {
				last = time.Now()
				onProgress(progress(c, at+len(batch), len(perm), lossSum/float64(at+len(batch)), math.NaN(), start, doneAtStart))
			}
		}
		c.Epoch++
		c.TrainLoss = append(c.TrainLoss, lossSum/float64(len(perm)))
		c.ValidLoss = append(c.ValidLoss, work.Loss(valid, cfg.Scale, cfg.WDL))
		if onProgress != nil {
			onProgress(progress(c, len(perm), len(perm), c.TrainLoss[c.Epoch-1], c.ValidLoss[c.Epoch-1], start, doneAtStart))
		}
		if save != nil {
			if err := save(c); err != nil {
				return err
			}
		}
	}
	return nil
}

func progress(c *Checkpoint, done, total int, trainLoss, validLoss float64, start time.Time, doneAtStart int) Progress {
	el := time.Since(start).Seconds()
	processed := float64((c.Epoch-doneAtStart)*total + done)
	if done == total {
		processed = float64((c.Epoch - doneAtStart) * total)
	}
	rate := processed / max(el, 1e-9)
	left := float64((c.Config.Epochs-c.Epoch)*total + total - done)
	if done == total {
		left = float64((c.Config.Epochs - c.Epoch) * total)
	}
	return Progress{Epoch: c.Epoch, Epochs: c.Config.Epochs, Done: done, Total: total,
		TrainLoss: trainLoss, ValidLoss: validLoss, PerSecond: rate,
		ETA: time.Duration(left / max(rate, 1e-9) * float64(time.Second)).Round(time.Second)}
}

// chunks is how many parts a batch's gradient is summed from. It is fixed,
// not the thread count, so that the float sums and so the trained net are
// the same for any number of threads.
const chunks = 8

// batchGradients computes the gradients of a batch in chunks spread over
// cfg.Threads goroutines, and sums them into parts[0] in chunk order. It
// returns the summed error.
func batchGradients(m *Model, samples []Sample, batch []int, parts []*grads, cfg Config) float64 {
	var wg sync.WaitGroup
	per := (len(batch) + chunks - 1) / chunks
	next := make(chan int, chunks)
	for c := range chunks {
		next <- c
	}
	close(next)
	for range min(cfg.Threads, chunks) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var a activations
			for c := range next {
				g := parts[c]
				g.reset()
				for _, i := range batch[min(c*per, len(batch)):min((c+1)*per, len(batch))] {
					g.loss += m.backward(&samples[i], cfg.Scale, cfg.WDL, &a, g)
				}
			}
		}()
	}
	wg.Wait()
	g0 := parts[0]
	for _, g := range parts[1:] {
		for i := range g.FW {
			if g.used[i] {
				g0.used[i] = true
				for j := range g.FW[i] {
					g0.FW[i][j] += g.FW[i][j]
				}
			}
		}
		for j := range g.FB {
			g0.FB[j] += g.FB[j]
		}
		for j := range g.OW {
			g0.OW[j] += g.OW[j]
		}
		g0.OB += g.OB
		g0.loss += g.loss
	}
	return g0.loss
}

const (
	beta1, beta2 = 0.9, 0.999
	epsilon      = 1e-8
)

// adamStep moves the model by Adam on the mean gradient g, then clips the
// weights to what quantization can hold.
func adamStep(m, mom, vel *Model, g *grads, step int, lr float64, n float32) {
	b1 := 1 - math.Pow(beta1, float64(step))
	b2 := 1 - math.Pow(beta2, float64(step))
	alpha := float32(lr * math.Sqrt(b2) / b1)
	upd := func(w, mo, ve *float32, grad float32, limit float32) {
		grad /= n
		*mo = beta1**mo + (1-beta1)*grad
		*ve = beta2**ve + (1-beta2)*grad*grad
		*w -= alpha * *mo / (float32(math.Sqrt(float64(*ve))) + epsilon)
		*w = min(max(*w, -limit), limit)
	}
	for i := range m.FW {
		for j := range m.FW[i] {
			upd(&m.FW[i][j], &mom.FW[i][j], &vel.FW[i][j], g.FW[i][j], maxFeature)
		}
	}
	for j := range m.FB {
		upd(&m.FB[j], &mom.FB[j], &vel.FB[j], g.FB[j], maxFeature)
	}
	for j := range m.OW {
		upd(&m.OW[j], &mom.OW[j], &vel.OW[j], g.OW[j], maxOutput)
	}
	upd(&m.OB, &mom.OB, &vel.OB, g.OB, 1e6)
}
