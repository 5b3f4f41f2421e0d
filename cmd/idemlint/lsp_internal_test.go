package main

import (
	"go/build"
	"path/filepath"
	"testing"
)

// TestNotUsers checks that the server leaves alone the files of the Go
// distribution and of the module cache, which an editor opens when the
// user follows a definition: analysing net/http as a root costs seconds
// and reports nothing the user can change.
func TestNotUsers(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("GOMODCACHE", cache)
	for name, want := range map[string]bool{
		filepath.Join(build.Default.GOROOT, "src", "net", "http", "client.go"):             true,
		filepath.Join(cache, "github.com", "mark3labs", "mcp-go@v1.2.1", "server", "x.go"): true,
		filepath.Join(t.TempDir(), "examples", "mcpgo", "broken", "refund.go"):             false,
	} {
		if got := notUsers(name); got != want {
			t.Errorf("notUsers(%s) = %v, want %v", name, got, want)
		}
	}
}
