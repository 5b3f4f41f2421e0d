package keyttl_test

import (
	"testing"
	"time"

	"github.com/idemlint/idemlint/analyzers/keyttl"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checktest"
)

func TestKeyttl(t *testing.T) {
	checktest.Run(t, keyttl.Analyzer,
		"keyttl/mcpgo", "keyttl/gosdk", "keyttl/openaigo", "keyttl/langchaingo")
}

// TestMinFlag raises the minimum with -min-key-ttl, the flag of the
// configuration's min-key-ttl.
func TestMinFlag(t *testing.T) {
	if err := config.Analyzer.Flags.Set("min-key-ttl", "96h"); err != nil {
		t.Fatal(err)
	}
	defer config.Analyzer.Flags.Set("min-key-ttl", config.DefaultMinKeyTTL.String())
	checktest.Run(t, keyttl.Analyzer, "keyttl/minflag")
}

func TestFormat(t *testing.T) {
	for d, want := range map[time.Duration]string{
		10 * time.Minute:              "10m",
		24 * time.Hour:                "24h",
		90 * time.Minute:              "1h30m",
		90 * time.Second:              "1m30s",
		45 * time.Second:              "45s",
		1500 * time.Millisecond:       "1.5s",
		72*time.Hour + 30*time.Second: "72h0m30s",
	} {
		if got := keyttl.Format(d); got != want {
			t.Errorf("Format(%v) = %q, want %q", d, got, want)
		}
	}
}
