package bench

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseTimeControl(t *testing.T) {
	tests := []struct {
		in      string
		want    TimeControl
		str     string
		wantErr bool
	}{
		{"10+0.1", TimeControl{Base: 10 * time.Second, Inc: 100 * time.Millisecond}, "10+0.1", false},
		{"60", TimeControl{Base: time.Minute}, "60+0", false},
		{"40/60+0.5", TimeControl{Base: time.Minute, Inc: 500 * time.Millisecond, Moves: 40}, "40/60+0.5", false},
		{"40/120", TimeControl{Base: 2 * time.Minute, Moves: 40}, "40/120+0", false},
		{"0.5+0", TimeControl{Base: 500 * time.Millisecond}, "0.5+0", false},
		{"", TimeControl{}, "", true},
		{"fast", TimeControl{}, "", true},
		{"10+x", TimeControl{}, "", true},
		{"0+1", TimeControl{}, "", true},
		{"-5+1", TimeControl{}, "", true},
		{"10+-1", TimeControl{}, "", true},
		{"x/10+1", TimeControl{}, "", true},
		{"0/10+1", TimeControl{}, "", true},
		{"1:00+1", TimeControl{}, "", true},
	}
	for _, tt := range tests {
		got, err := ParseTimeControl(tt.in)
		if tt.wantErr {
			require.Error(t, err, tt.in)
			assert.Contains(t, err.Error(), "time control")
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got)
		assert.Equal(t, tt.str, got.String())
	}
}
