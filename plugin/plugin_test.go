package plugin_test

import (
	"strings"
	"testing"
	"time"

	"github.com/golangci/plugin-module-register/register"
	"github.com/idemlint/idemlint/config"
	_ "github.com/idemlint/idemlint/plugin"
)

func TestRegistered(t *testing.T) {
	newPlugin, err := register.GetPlugin("idemlint")
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(map[string]any{})
	if err != nil {
		t.Fatalf("empty settings: %v", err)
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("load mode = %q, want %q", got, register.LoadModeTypesInfo)
	}
	as, err := p.BuildAnalyzers()
	if err != nil || len(as) < 2 {
		t.Fatalf("BuildAnalyzers() = %d analyzers, %v", len(as), err)
	}
	if as[0] != config.Reporter {
		t.Errorf("BuildAnalyzers()[0] = %s, want idemlintconfig (so its errors are reported)", as[0].Name)
	}
}

func TestUnknownSetting(t *testing.T) {
	newPlugin, _ := register.GetPlugin("idemlint")
	_, err := newPlugin(map[string]any{"no-such-setting": true})
	if err == nil || !strings.Contains(err.Error(), "no-such-setting") {
		t.Fatalf("unknown setting: err = %v, want one naming the key", err)
	}
}

func TestSettings(t *testing.T) {
	t.Cleanup(func() { config.SetOverrides(nil); config.SetKnownChecks(nil) })
	newPlugin, _ := register.GetPlugin("idemlint")
	// The shape golangci-lint hands over: lists of objects, as viper
	// decodes them from .golangci.yml.
	_, err := newPlugin(map[string]any{
		"effects": []any{
			map[string]any{"func": "github.com/acme/pay.(*Client).Refund"},
			map[string]any{"func": "github.com/acme/pay.(*Client).SetLimit", "idempotent": true},
		},
		"ledgers":      []any{map[string]any{"func": "github.com/acme/store.(*Outbox).Seen", "op": "lookup"}},
		"ledger-types": []any{"github.com/acme/store.Journal"},
		"key-slots": []any{
			map[string]any{"func": "github.com/acme/pay.(*Params).SetDedupID", "arg": 0},
			map[string]any{"field": "github.com/acme/pay.Params.DedupID"},
		},
		"key-params":    []any{"txn_ref"},
		"retry-phrases": []any{"safe to resubmit"},
		"min-key-ttl":   "72h",
		"checks":        map[string]any{"disable": []any{"directives"}},
	})
	if err != nil {
		t.Fatalf("valid settings: %v", err)
	}
	// The analyzers see the settings (over the defaults: there is no
	// .idemlint.yml in an empty directory).
	c, err := config.Effective(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := c.Effect("github.com/acme/pay.Client.SetLimit"); !ok || !e.Idempotent {
		t.Errorf("effect SetLimit = %v, %v", e, ok)
	}
	if op, _ := c.LedgerOp("github.com/acme/store.(*Outbox).Seen"); op != config.OpLookup {
		t.Errorf("ledger op = %q", op)
	}
	if c.MinKeyTTL.Duration != 72*time.Hour || !c.IsKeyParam("txn_ref") || c.Enabled("directives") {
		t.Errorf("effective configuration: ttl %v, txn_ref %v, directives enabled %v",
			c.MinKeyTTL, c.IsKeyParam("txn_ref"), c.Enabled("directives"))
	}
}

func TestBadSettings(t *testing.T) {
	t.Cleanup(func() { config.SetOverrides(nil); config.SetKnownChecks(nil) })
	newPlugin, _ := register.GetPlugin("idemlint")
	for _, tc := range []struct {
		name     string
		settings map[string]any
		want     string
	}{
		{"bad duration", map[string]any{"min-key-ttl": "10 minutes"},
			`linters.settings.custom.idemlint.settings.min-key-ttl: "10 minutes" is not a duration such as 24h`},
		{"number as duration", map[string]any{"min-key-ttl": 86400},
			`linters.settings.custom.idemlint.settings.min-key-ttl: "86400" is not a duration such as 24h`},
		{"bad name", map[string]any{"effects": []any{map[string]any{"func": "Refund"}}},
			`linters.settings.custom.idemlint.settings.effects[0].func: "Refund" is not a function or method name`},
		{"bad op", map[string]any{"ledgers": []any{map[string]any{"func": "github.com/acme/store.Get", "op": "read"}}},
			`linters.settings.custom.idemlint.settings.ledgers[0].op: "read" is not one of lookup, record, claim`},
		{"unknown check", map[string]any{"checks": map[string]any{"disable": []any{"directive"}}},
			`linters.settings.custom.idemlint.settings.checks.disable[0]: unknown check "directive" (did you mean "directives"?)`},
		{"unknown nested key", map[string]any{"effects": []any{map[string]any{"func": "github.com/acme/pay.Send", "idempotnet": true}}},
			`linters.settings.custom.idemlint.settings.effects[0]: unknown key "idempotnet" (did you mean "idempotent"?)`},
		{"unknown key", map[string]any{"checks": map[string]any{"disabel": []any{"directives"}}},
			`linters.settings.custom.idemlint.settings.checks: unknown key "disabel" (did you mean "disable"?)`},
		// What viper makes of a map keyed by qualified names.
		{"map keyed by names", map[string]any{"effects": map[string]any{"github": map[string]any{"com/acme/pay": map[string]any{"send": true}}}},
			`effects`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := newPlugin(tc.settings)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want one containing %s", err, tc.want)
			}
		})
	}
}
