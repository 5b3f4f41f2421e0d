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
)

// Info is what a binary knows about how it was built.
type Info struct {
	Module    string // module path of the main package
	Version   string // module version: v1.2.3, a pseudo-version, or "(devel)" for a build from a checkout
	Revision  string // VCS revision, when built from a checkout with VCS stamping
	Time      string // VCS commit time
	Modified  bool   // the checkout had uncommitted changes
	GoVersion string
}

// Read returns the build information of the running binary.
func Read() Info {
	info := Info{Version: "(unknown)"}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return info
	}
	info.Module = bi.Main.Path
	info.GoVersion = bi.GoVersion
	if bi.Main.Version != "" {
		info.Version = bi.Main.Version
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
	return info
}

// String is the human-readable version: "v0.1.0", or for a build from
// a checkout "(devel) rev 1234abcd5678 (modified)", then the Go version.
func (i Info) String() string {
	var b strings.Builder
	b.WriteString(i.Version)
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
