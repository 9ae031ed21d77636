package eval

import (
	"testing"

	"github.com/chuhe-engine/chuhe/internal/pairtest"
)

// TestParamPairAgrees: the constants of a normal build and the variables
// of a tuning build are the same weights with the same values, so tuning
// starts from what the engine plays and a normal build plays what the
// sources say (see params.go).
func TestParamPairAgrees(t *testing.T) {
	pairtest.Agree(t, "params_const.go", "params_var.go")
}
