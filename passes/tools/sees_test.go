package tools

import (
	"go/types"
	"runtime"
	"slices"
	"testing"
	"weak"
)

// TestModulesBelow checks that a package sees the frameworks of its
// imports' imports, not those of packages it does not depend on, and
// that each package's answer is kept once and freed with the package.
func TestModulesBelow(t *testing.T) {
	mcp := types.NewPackage(mcpgoModule+"/mcp", "mcp")
	server := types.NewPackage(mcpgoModule+"/server", "server")
	server.SetImports([]*types.Package{mcp})
	layer := types.NewPackage("example.com/srv/layer", "layer")
	layer.SetImports([]*types.Package{server})
	srv := types.NewPackage("example.com/srv/tools", "tools")
	srv.SetImports([]*types.Package{layer, types.NewPackage("fmt", "fmt")})
	genkit := types.NewPackage(genkitModule+"/ai", "ai")
	other := types.NewPackage("example.com/srv/other", "other")
	other.SetImports([]*types.Package{genkit})

	bit := func(module string) moduleSet { return 1 << slices.Index(frameworkModules(), module) }
	if got := modulesBelow(srv); got != bit(mcpgoModule) {
		t.Errorf("modulesBelow(tools) = %b, want mcp-go's bit %b alone", got, bit(mcpgoModule))
	}
	if got := modulesBelow(other); got != bit(genkitModule) {
		t.Errorf("modulesBelow(other) = %b, want genkit's bit %b alone", got, bit(genkitModule))
	}
	if got := modulesBelow(types.NewPackage("example.com/srv/plain", "plain")); got != 0 {
		t.Errorf("modulesBelow(plain) = %b, want none", got)
	}

	key := weak.Make(layer)
	if !belowOf.holds(key) {
		t.Fatalf("no entry kept for a package met on the way down")
	}
	// The answer kept is the one given: changing the imports now does
	// not change it.
	layer.SetImports(nil)
	if got := modulesBelow(layer); got != bit(mcpgoModule) {
		t.Errorf("modulesBelow(layer) worked the package out again: %b", got)
	}
	runtime.KeepAlive(srv)
	mcp, server, layer, srv = nil, nil, nil, nil
	waitForgotten(t, belowOf.holds, key)
}
