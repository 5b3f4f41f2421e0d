package analyzers_test

import (
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checktest"
	"github.com/idemlint/idemlint/internal/inventory"
)

// TestTestFiles checks that the checks and the inventory agree on test
// files (issue 8, bug 6): both leave out the tools declared in _test.go
// files by default, and both include them with the tests setting.
func TestTestFiles(t *testing.T) {
	gopath := checktest.TestData(t)
	const pkg = "runner/testfiles"
	// The drivers hand the checks the test files: go vet always does.
	pkgs := loadFixtures(t, gopath, true, pkg)
	// findings returns the checks' findings in a.go and in a_test.go.
	findings := func(t *testing.T) (inFile, inTest int) {
		t.Helper()
		for _, act := range rootActions(t, analyzers.Suite, pkgs) {
			for _, d := range act.Diagnostics {
				if strings.HasSuffix(act.Package.Fset.Position(d.Pos).Filename, "_test.go") {
					inTest++
				} else {
					inFile++
				}
			}
		}
		return inFile, inTest
	}
	t.Setenv("GOPATH", gopath)
	t.Setenv("GO111MODULE", "off")
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOWORK", "off")
	listed := func(t *testing.T, tests bool) (names []string) {
		t.Helper()
		entries, err := inventory.Collect([]string{pkg}, tests, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			names = append(names, e.Name)
		}
		return names
	}

	inFile, inTest := findings(t)
	if inFile == 0 || inTest != 0 {
		t.Errorf("by default: %d findings in a.go, %d in a_test.go; want some, none", inFile, inTest)
	}
	if got := strings.Join(listed(t, false), ","); got != "issue_refund" {
		t.Errorf("inventory lists %s by default, want issue_refund", got)
	}

	config.SetOverrides(&config.Config{Tests: true})
	defer config.SetOverrides(nil)
	inFile, inTest = findings(t)
	if inFile == 0 || inTest == 0 {
		t.Errorf("with tests: %d findings in a.go, %d in a_test.go; want some in both", inFile, inTest)
	}
	if got := strings.Join(listed(t, true), ","); got != "fake_refund,issue_refund" && got != "issue_refund,fake_refund" {
		t.Errorf("inventory -test lists %s, want issue_refund and fake_refund", got)
	}
}
