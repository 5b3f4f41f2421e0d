package main_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestVersion builds idemlint from a git clone of this checkout, as the
// README's install line does, and checks that "idemlint version" and
// -V=full report the module version and the clone's VCS revision, and
// that -V=full has the form cmd/go's toolID parses for go vet's cache key
// ("NAME version devel ... buildID=ID", the content ID after the last
// "/" of ID).
func TestVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("clones and builds the repository; skipped in -short mode")
	}
	root := testRepoRoot(t)
	if r := run(t, root, "git", "rev-parse", "--git-dir"); r.exit != 0 {
		t.Skip("not a git checkout")
	}
	clone := filepath.Join(t.TempDir(), "idemlint")
	if r := run(t, root, "git", "clone", "-q", "--no-hardlinks", root, clone); r.exit != 0 {
		t.Fatalf("git clone:\n%s", r)
	}
	rev := strings.TrimSpace(run(t, clone, "git", "rev-parse", "HEAD").stdout)
	bin := filepath.Join(t.TempDir(), "idemlint")
	// -buildvcs=true: stamp the revision even where GOFLAGS turns it off.
	if r := runEnv(t, clone, []string{"GOFLAGS=-buildvcs=true"}, "go", "build", "-o", bin, "./cmd/idemlint"); r.exit != 0 {
		t.Fatalf("go build:\n%s", r)
	}

	v := run(t, clone, bin, "version")
	if v.exit != 0 || !strings.HasPrefix(v.stdout, "idemlint ") || !strings.Contains(v.stdout, " rev "+rev[:12]) || !strings.Contains(v.stdout, "built with go") {
		t.Errorf("idemlint version: want \"idemlint VERSION rev %s ... built with goX\"\n%s", rev[:12], v)
	}
	// Go stamps a build from a clone with a pseudo-version from the VCS.
	if fields := strings.Fields(v.stdout); len(fields) < 2 || !strings.HasPrefix(fields[1], "v0.0.0-") && fields[1] != "(devel)" {
		t.Errorf("idemlint version: want a module version, got %q", v.stdout)
	}

	full := run(t, clone, bin, "-V=full")
	f := strings.Fields(full.stdout)
	if full.exit != 0 || len(f) < 4 || f[0] != "idemlint" || f[1] != "version" || !strings.Contains(f[2], "devel") ||
		!strings.HasPrefix(f[len(f)-1], "buildID=") || len(f[len(f)-1]) < len("buildID=")+64 {
		t.Fatalf("-V=full: want \"idemlint version devel ... buildID=<sha256>\" (cmd/go toolID)\n%s", full)
	}
	if !strings.Contains(full.stdout, "vcs="+rev) || !strings.Contains(full.stdout, "module=") {
		t.Errorf("-V=full: want the module version and vcs=%s in the line\n%s", rev, full)
	}
	// go vet accepts the handshake.
	vet := goVet(t, bin, filepath.Join(clone, "cmd", "idemlint", "testdata", "vetmod"), "./a")
	if vet.exit != 0 {
		t.Errorf("go vet -vettool with this -V=full:\n%s", vet)
	}
}
