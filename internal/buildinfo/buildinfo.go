// Package buildinfo describes the running idemlint binary from its
// embedded build information: module version, VCS revision and a hash
// of the executable for go vet's cache.
package buildinfo

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"golang.org/x/mod/module"
)

// Info is what a binary knows about how it was built.
type Info struct {
	Module    string // path of the module that holds the command
	Version   string // its version: v1.2.3, a pseudo-version, or "(devel)" for a build from a checkout
	Replace   string // where a go.mod replace took the module from, when the command is a dependency's
	Revision  string // VCS revision: stamped when built in a checkout, else from a pseudo-version
	Time      string // VCS commit time
	Modified  bool   // the checkout had uncommitted changes
	GoVersion string
}

// Read returns the build information of the running binary.
func Read() Info {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return Info{Version: "(unknown)"}
	}
	return fromBuildInfo(bi)
}

// fromBuildInfo describes the module that holds the command bi.Path:
// the main module after go build or go install in its checkout, or a
// dependency after go tool or go run from another module (then Go
// stamps no VCS settings, which belong to the main module, and the
// revision is the one a pseudo-version names, if any).
func fromBuildInfo(bi *debug.BuildInfo) Info {
	info := Info{Version: "(unknown)", GoVersion: bi.GoVersion}
	mod := &bi.Main // the longest module path that holds bi.Path
	for _, dep := range bi.Deps {
		if within(bi.Path, dep.Path) && (!within(bi.Path, mod.Path) || len(dep.Path) > len(mod.Path)) {
			mod = dep
		}
	}
	info.Module = mod.Path
	if mod.Version != "" {
		info.Version = mod.Version
	}
	if r := mod.Replace; r != nil {
		info.Replace = r.Path
		if r.Version == "" || r.Version == "(devel)" {
			info.Version = "(devel)" // a directory
		} else {
			info.Replace += "@" + r.Version
			info.Version = r.Version
		}
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			info.Revision = s.Value
		case "vcs.time":
			info.Time = s.Value
		case "vcs.modified":
			info.Modified = s.Value == "true"
		}
	}
	if mod != &bi.Main {
		// The VCS settings, if any, are the main module's.
		info.Revision, info.Time, info.Modified = "", "", false
	}
	if info.Revision == "" && module.IsPseudoVersion(info.Version) {
		info.Revision, _ = module.PseudoVersionRev(info.Version)
	}
	return info
}

// within reports whether the package path pkg is in the module modPath.
func within(pkg, modPath string) bool {
	return modPath != "" && (pkg == modPath || strings.HasPrefix(pkg, modPath+"/"))
}

// String is the human-readable version: "v0.1.0", or for a build from
// a checkout "(devel) rev 1234abcd5678 (modified)", then the Go version.
func (i Info) String() string {
	var b strings.Builder
	b.WriteString(i.Version)
	if i.Replace != "" {
		fmt.Fprintf(&b, " (%s replaced by %s)", i.Module, i.Replace)
	}
	if i.Revision == "" && i.Version == "(devel)" {
		// A build from source that Go did not stamp: go run, go tool,
		// or a module replaced by a directory.
		b.WriteString(" (no VCS revision: go run and go tool stamp none; go install in the checkout does)")
	}
	if i.Revision != "" {
		rev := i.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		fmt.Fprintf(&b, " rev %s", rev)
		if i.Time != "" {
			fmt.Fprintf(&b, " %s", i.Time)
		}
		if i.Modified {
			b.WriteString(" (modified)")
		}
	}
	if i.GoVersion != "" {
		fmt.Fprintf(&b, " built with %s", i.GoVersion)
	}
	return b.String()
}

// VetLine is the answer to go vet's -V=full handshake.
//
// cmd/go (internal/work/buildid.go, toolID) runs the vet tool with
// -V=full and keys its vet cache on the answer: when the third field
// contains "devel", it takes the content ID after the last "/" of the
// final "buildID=" field; otherwise it takes the whole line. idemlint
// always answers in the devel form with a hash of its own executable,
// so any rebuild (a new version, a local edit, other dependencies)
// invalidates go vet's cached results, and the fields in between say
// which version and revision it is.
func (i Info) VetLine(progname string) (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	fields := []string{progname, "version", "devel", "module=" + strings.ReplaceAll(i.Version, " ", "")}
	if i.Revision != "" {
		rev := "vcs=" + i.Revision
		if i.Modified {
			rev += "+modified"
		}
		fields = append(fields, rev)
	}
	if i.GoVersion != "" {
		fields = append(fields, i.GoVersion)
	}
	fields = append(fields, fmt.Sprintf("buildID=%x", h.Sum(nil)))
	return strings.Join(fields, " "), nil
}
