package main_test

// TestGoVetProtocol checks that the idemlint binary speaks the go vet
// -vettool protocol (go/analysis/unitchecker) and the standalone
// multichecker protocol, on testdata/vetmod: package a imports package b,
// and b has a malformed "//idemlint:tool" directive (no tool name) that the
// directives analyzer reports.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const missingNameMsg = "//idemlint:tool needs a tool name"

// diagRE matches the text diagnostic for b/b.go in both drivers: both
// print the file relative to the working directory and name the check at
// the end of the line, which //idemlint:ignore needs.
var diagRE = regexp.MustCompile(`(?m)^(?:\S*/)?b/b\.go:(\d+):(\d+): ` + regexp.QuoteMeta(missingNameMsg) + ` \(directives\)\s*$`)

// directiveLines returns the 1-based lines of the "//idemlint:tool" comment
// in vetmod/b/b.go and of the func declaration that follows it. A diagnostic
// at either is accepted.
func directiveLines(t *testing.T, vetmod string) (comment, fn int) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(vetmod, "b", "b.go"))
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.TrimSpace(line) == "//idemlint:tool":
			comment = i + 1
		case comment > 0 && fn == 0 && strings.HasPrefix(line, "func "):
			fn = i + 1
		}
	}
	if comment == 0 || fn == 0 {
		t.Fatalf("testdata/vetmod/b/b.go: no //idemlint:tool line followed by a func")
	}
	return comment, fn
}

// checkTextDiag checks that out contains exactly one "b/b.go:LINE:COL:
// //idemlint:tool needs a tool name" line at the directive or its func.
func checkTextDiag(t *testing.T, out string, comment, fn int, r *result) {
	t.Helper()
	m := diagRE.FindAllStringSubmatch(out, -1)
	if len(m) != 1 {
		t.Errorf("want one diagnostic %q for b/b.go, got %d\n%s", missingNameMsg, len(m), r)
		return
	}
	line, _ := strconv.Atoi(m[0][1])
	if line != comment && line != fn {
		t.Errorf("diagnostic at line %d, want line %d (the directive) or %d (the func)\n%s", line, comment, fn, r)
	}
}

func TestGoVetProtocol(t *testing.T) {
	bin := idemlintBinary(t)
	vetmod := testdataDir(t, "vetmod")
	comment, fn := directiveLines(t, vetmod)
	vettool := "-vettool=" + bin

	t.Run("V=full", func(t *testing.T) {
		r := run(t, vetmod, bin, "-V=full")
		if r.exit != 0 {
			t.Fatalf("want exit status 0\n%s", r)
		}
		// "<executable> version devel comments-go-here buildID=<sha256>"
		fields := strings.Fields(r.stdout)
		if len(fields) < 2 || !strings.HasPrefix(filepath.Base(fields[0]), "idemlint") || fields[1] != "version" ||
			!strings.Contains(r.stdout, "buildID=") {
			t.Errorf("want %q, got:\n%s", "idemlint version ... buildID=...", r)
		}
	})

	t.Run("flags", func(t *testing.T) {
		r := run(t, vetmod, bin, "-flags")
		if r.exit != 0 {
			t.Fatalf("want exit status 0\n%s", r)
		}
		var flags []struct {
			Name  string
			Bool  bool
			Usage string
		}
		dec := json.NewDecoder(strings.NewReader(r.stdout))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&flags); err != nil {
			t.Fatalf("-flags: want a JSON array of {Name, Bool, Usage}: %v\n%s", err, r)
		}
		byName := map[string]bool{}
		for _, f := range flags {
			byName[f.Name] = f.Bool
		}
		// go vet learns the legal flags from this list. "json" and the
		// analyzer's enable flag must be there. "fix" is deliberately left
		// out by x/tools (go/analysis/internal/analysisflags printFlags): go
		// vet and go fix own -fix and pass it to the tool themselves, which
		// the go fix subtest below exercises.
		for _, name := range []string{"json", "directives"} {
			if isBool, ok := byName[name]; !ok || !isBool {
				t.Errorf("-flags: want the boolean flag %q in the list\n%s", name, r)
			}
		}
	})

	// Each go vet and go fix run gets a build cache of its own. go1.26's vet
	// cache key does not distinguish a package vetted as a root from the
	// same package vetted only for facts as a dependency (VetxOnly), and
	// since go vet always runs the tool with -json (exit 0), the diagnostics
	// printed by one run are cached and replayed by the other: "go vet ./a"
	// after "go vet ./..." prints b's diagnostic, and "go vet ./..." after
	// "go vet ./a" prints nothing. The standard cmd/vet behaves the same.
	goCmd := func(t *testing.T, args ...string) *result {
		t.Helper()
		return runEnv(t, vetmod, []string{"GOCACHE=" + t.TempDir()}, "go", args...)
	}

	t.Run("go vet", func(t *testing.T) {
		r := goCmd(t, "vet", vettool, "./...")
		if r.exit == 0 {
			t.Errorf("want a nonzero exit status\n%s", r)
		}
		checkTextDiag(t, r.stderr, comment, fn, r)
		if strings.Contains(r.stderr, "a/a.go") {
			t.Errorf("unexpected diagnostic in the clean package a\n%s", r)
		}
	})

	t.Run("go vet clean package", func(t *testing.T) {
		// b is only a dependency here: vet runs the tool on it for facts
		// (VetxOnly) and must not print its diagnostics.
		r := goCmd(t, "vet", vettool, "./a")
		if r.exit != 0 || strings.Contains(r.stderr, missingNameMsg) {
			t.Errorf("want exit status 0 and no diagnostics\n%s", r)
		}
	})

	t.Run("go vet -json", func(t *testing.T) {
		r := goCmd(t, "vet", vettool, "-json", "./...")
		if r.exit != 0 {
			t.Errorf("want exit status 0 with -json\n%s", r)
		}
		// go1.26 passes the tool's JSON through to stdout: one object
		// {pkgID: {analyzer: [diagnostic...]}} per package ({} when clean).
		diags := vetJSONDiagnostics(t, r.stdout, r)
		var found []string
		for _, d := range diags {
			if d.pkg == "example.com/vetmod/b" && d.analyzer == "directives" && d.Message == missingNameMsg+" (directives)" &&
				(strings.Contains(d.Posn, fmt.Sprintf("b.go:%d:", comment)) || strings.Contains(d.Posn, fmt.Sprintf("b.go:%d:", fn))) {
				found = append(found, d.Posn)
			}
		}
		if len(found) != 1 {
			t.Errorf("want one JSON diagnostic %q from analyzer directives in example.com/vetmod/b on stdout, got %d\n%s", missingNameMsg, len(found), r)
		}
		if strings.Contains(r.stderr, missingNameMsg) {
			t.Errorf("diagnostic printed as text on stderr with -json\n%s", r)
		}
	})

	t.Run("standalone", func(t *testing.T) {
		r := run(t, vetmod, bin, "./...")
		if r.exit != 3 {
			t.Errorf("want exit status 3 (diagnostics reported)\n%s", r)
		}
		checkTextDiag(t, r.stdout, comment, fn, r)
	})

	t.Run("go fix", func(t *testing.T) {
		// -diff leaves the files alone. The handshake must succeed; whether
		// the directives analyzer offers a fix decides between 0 (no diff)
		// and 1 (a diff on stdout).
		r := goCmd(t, "fix", "-fixtool="+bin, "-diff", "./...")
		switch {
		case r.exit == 0 && strings.TrimSpace(r.stdout) == "":
		case r.exit == 1 && strings.HasPrefix(r.stdout, "--- "):
		default:
			t.Errorf("want exit status 0 with no diff, or 1 with a diff\n%s", r)
		}
	})
}

type vetDiag struct {
	pkg, analyzer string
	Posn          string `json:"posn"`
	Message       string `json:"message"`
}

// vetJSONDiagnostics decodes go vet -json output: a sequence of JSON
// objects {pkgID: {analyzer: [diagnostic...] | {"error": ...}}}. Lines
// starting with "#" (package headers printed by older go commands) are
// skipped.
func vetJSONDiagnostics(t *testing.T, out string, r *result) []vetDiag {
	t.Helper()
	var lines []string
	for line := range strings.SplitSeq(out, "\n") {
		if !strings.HasPrefix(line, "#") {
			lines = append(lines, line)
		}
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(strings.Join(lines, "\n"))))
	var diags []vetDiag
	for dec.More() {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); err != nil {
			t.Fatalf("go vet -json: cannot decode the output: %v\n%s", err, r)
		}
		for _, pkg := range slices.Sorted(maps.Keys(tree)) {
			for _, analyzer := range slices.Sorted(maps.Keys(tree[pkg])) {
				msg := tree[pkg][analyzer]
				if len(msg) > 0 && msg[0] != '[' {
					t.Errorf("go vet -json: analyzer %s failed on %s: %s", analyzer, pkg, msg)
					continue
				}
				var ds []vetDiag
				if err := json.Unmarshal(msg, &ds); err != nil {
					t.Fatalf("go vet -json: %s/%s: %v\n%s", pkg, analyzer, err, r)
				}
				for _, d := range ds {
					d.pkg, d.analyzer = pkg, analyzer
					diags = append(diags, d)
				}
			}
		}
	}
	return diags
}
