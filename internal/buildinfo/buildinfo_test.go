package buildinfo

import (
	"runtime/debug"
	"strings"
	"testing"
)

// TestFromBuildInfo checks that the version describes the module that
// holds the command, also when another module's go tool built it.
func TestFromBuildInfo(t *testing.T) {
	const cmd = "github.com/idemlint/idemlint/cmd/idemlint"
	for _, tc := range []struct {
		name string
		bi   debug.BuildInfo
		want []string // substrings of String()
	}{{
		name: "go install in the checkout",
		bi: debug.BuildInfo{GoVersion: "go1.26.0", Path: cmd,
			Main:     debug.Module{Path: "github.com/idemlint/idemlint", Version: "v0.0.0-20261201000000-abcdefabcdef"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}}},
		want: []string{"v0.0.0-20261201000000-abcdefabcdef rev 0123456789ab", "built with go1.26.0"},
	}, {
		name: "go tool, a required pseudo-version",
		bi: debug.BuildInfo{GoVersion: "go1.26.0", Path: cmd,
			Main: debug.Module{Path: "example.com/app", Version: "(devel)"},
			Deps: []*debug.Module{{Path: "github.com/idemlint/idemlint", Version: "v0.0.0-20261201000000-abcdefabcdef"}}},
		want: []string{"v0.0.0-20261201000000-abcdefabcdef rev abcdefabcdef"},
	}, {
		name: "go tool, replaced by a directory",
		bi: debug.BuildInfo{GoVersion: "go1.26.0", Path: cmd,
			Main: debug.Module{Path: "github.com/idemlint/idemlint", Version: "v0.0.0", Replace: &debug.Module{Path: "../", Version: "(devel)"}}},
		want: []string{"(devel) (github.com/idemlint/idemlint replaced by ../) (no VCS revision: go run and go tool stamp none"},
	}, {
		name: "go tool in the workspace",
		bi: debug.BuildInfo{GoVersion: "go1.26.0", Path: cmd,
			Main: debug.Module{Path: "github.com/idemlint/idemlint", Version: "(devel)"}},
		want: []string{"(devel) (no VCS revision: go run and go tool stamp none"},
	}, {
		name: "go run of a required module from another",
		bi: debug.BuildInfo{GoVersion: "go1.26.0", Path: cmd,
			Main:     debug.Module{Path: "example.com/app", Version: "(devel)"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "fffffffffffffffffff"}},
			Deps:     []*debug.Module{{Path: "github.com/idemlint/idemlint", Version: "v0.1.0"}}},
		want: []string{"idemlint v0.1.0 built"[len("idemlint "):]},
	}} {
		info := fromBuildInfo(&tc.bi)
		if info.Module != "github.com/idemlint/idemlint" {
			t.Errorf("%s: module %q, want idemlint's", tc.name, info.Module)
		}
		for _, want := range tc.want {
			if got := info.String(); !strings.Contains(got, want) {
				t.Errorf("%s: %q does not contain %q", tc.name, got, want)
			}
		}
	}
}
