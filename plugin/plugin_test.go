package plugin_test

import (
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
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
	if err != nil || len(as) == 0 {
		t.Fatalf("BuildAnalyzers() = %d analyzers, %v", len(as), err)
	}
}

func TestUnknownSetting(t *testing.T) {
	newPlugin, _ := register.GetPlugin("idemlint")
	_, err := newPlugin(map[string]any{"no-such-setting": true})
	if err == nil || !strings.Contains(err.Error(), "no-such-setting") {
		t.Fatalf("unknown setting: err = %v, want one naming the key", err)
	}
}
