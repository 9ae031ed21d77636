package engine

import (
	"testing"

	"github.com/chuhe-engine/chuhe/internal/pairtest"
)

// TestTimeParamPairAgrees: the time manager's constants and its tuning
// variables are the same numbers.
func TestTimeParamPairAgrees(t *testing.T) {
	pairtest.Agree(t, "timeparams_const.go", "timeparams_var.go")
}
