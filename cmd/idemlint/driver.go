package main

import (
	"errors"
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/bodies"
	runcheck "github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/internal/checker"
	"github.com/idemlint/idemlint/internal/inventory"
	"github.com/idemlint/idemlint/internal/lazyssa"
	"github.com/idemlint/idemlint/internal/loader"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// options are the standalone command's flags.
type options struct {
	format     string // text, json or sarif
	formatSet  bool   // -format was given
	json       bool
	sarif      bool
	fix        bool
	diff       bool
	tests      bool
	tags       string
	version    bool
	enabledSet map[*analysis.Analyzer]*triState

	cpuProfile, memProfile string // developer aids: see docs/performance.md
	timing                 bool
}

// developerFlags are flags for idemlint's own developers, left out of
// 'idemlint help' (see docs/performance.md).
var developerFlags = []string{"cpuprofile", "memprofile"}

// newFlagSet returns the standalone command's flags, bound to opts. It
// is the one list of flags: 'idemlint help' prints it.
func newFlagSet(opts *options) *flag.FlagSet {
	fs := flag.NewFlagSet("idemlint", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // usage errors are printed by standalone, with a pointer to help
	fs.BoolVar(&opts.json, "json", false, "print the findings as JSON on stdout, in go vet's -json form (same as -format=json)")
	fs.BoolVar(&opts.sarif, "sarif", false, "print the findings as SARIF 2.1.0 on stdout (same as -format=sarif)")
	fs.StringVar(&opts.format, "format", "text", "output `FORMAT`: text, json or sarif, on stdout")
	fs.BoolVar(&opts.fix, "fix", false, "apply the suggested fixes, then list what was fixed and what remains")
	fs.BoolVar(&opts.diff, "diff", false, "print the suggested fixes as a unified diff on stdout that git apply accepts, without changing any file; lists the findings that would remain")
	fs.BoolVar(&opts.tests, "test", true, "load test files too (-test=false leaves them out; the tests setting decides whether tools in them are checked)")
	fs.StringVar(&opts.tags, "tags", "", "comma-separated build `tags` to load the packages with, as go build -tags")
	fs.BoolVar(&opts.version, "version", false, "print the version and exit (also -V; -V=full is go vet's handshake)")
	fs.Var(versionFlag{}, "V", "print the version and exit (-V=full is go vet's handshake)")
	fs.StringVar(&opts.cpuProfile, "cpuprofile", "", "write a CPU profile to `FILE`")
	fs.StringVar(&opts.memProfile, "memprofile", "", "write a heap profile to `FILE` after the analysis, before results are released")
	fs.BoolVar(&opts.timing, "timing", false, "print on stderr how long go list, loading with the analysis and the output took, what loading and the analysis allocated, and the five longest analyses")
	config.RegisterFlags(fs)
	opts.enabledSet = registerCheckFlags(fs)
	return fs
}

// standalone runs the checks on the packages named by args and returns
// the exit status.
func standalone(args []string) int {
	var opts options
	fs := newFlagSet(&opts)
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return help(os.Stdout, nil)
		}
		fmt.Fprintf(os.Stderr, "idemlint: %v\nRun 'idemlint help' for usage.\n", err)
		return exitUsage
	}
	if opts.version {
		printVersion()
		return exitClean
	}
	fs.Visit(func(f *flag.Flag) { opts.formatSet = opts.formatSet || f.Name == "format" })
	enabled := opts.enabledSet
	switch {
	case opts.json && opts.sarif:
		return usageError("-json and -sarif are exclusive")
	case opts.json && opts.formatSet && opts.format != "json", opts.sarif && opts.formatSet && opts.format != "sarif":
		return usageError(fmt.Sprintf("-format=%s contradicts -%s", opts.format, map[bool]string{true: "json", false: "sarif"}[opts.json]))
	case opts.json:
		opts.format = "json"
	case opts.sarif:
		opts.format = "sarif"
	}
	if !slices.Contains([]string{"text", "json", "sarif"}, opts.format) {
		return usageError(fmt.Sprintf("-format=%s: want text, json or sarif", opts.format))
	}
	if opts.diff {
		if opts.format != "text" {
			return usageError("-diff prints a diff on stdout and cannot be combined with -json or -sarif")
		}
		opts.fix = true
	}
	if fs.NArg() == 0 {
		return usageError("no packages named (try: idemlint ./...)")
	}
	if sub := fs.Arg(0); slices.Contains(subcommands, sub) {
		// "idemlint -tags x inventory ./..." would otherwise check a
		// package named inventory: say where the flags go instead.
		flags := args[:len(args)-fs.NArg()]
		if sub == "help" || sub == "version" {
			return usageError(fmt.Sprintf("%s takes no flags: idemlint %s", sub,
				strings.Join(fs.Args(), " ")))
		}
		return usageError(fmt.Sprintf("flags go after the subcommand: idemlint %s",
			strings.Join(slices.Concat([]string{sub}, flags, fs.Args()[1:]), " ")))
	}

	// Load the configuration once, before any package is analysed, so a
	// bad file is reported once with its position, not per package.
	if dir, err := os.Getwd(); err == nil {
		if _, err := config.Effective(dir); err != nil {
			fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
			return exitError
		}
	}

	if opts.cpuProfile != "" {
		stop, err := startCPUProfile(opts.cpuProfile)
		if err != nil {
			fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
			return exitError
		}
		defer stop()
	}

	var clock *timing
	if opts.timing {
		clock = startTiming()
		defer clock.print(os.Stderr)
	}
	checks := selectChecks(enabled)
	// What the checks looked at, for the closing line of a text run that
	// reports nothing: no tools found, or no write seen, is not "all is
	// well".
	var seen *[]*inventory.Entry
	if opts.format == "text" && !opts.fix {
		seen = new([]*inventory.Entry)
	}
	findings, problems, status := analyse(opts, checks, fs.Args(), clock, seen)
	// What was not checked, or only in part, closes every output.
	defer func() {
		for _, p := range problems {
			fmt.Fprintf(os.Stderr, "idemlint: %s\n", p)
		}
	}()
	if findings == nil && status != exitClean {
		return status
	}

	remaining := findings
	if opts.fix {
		again := opts
		again.memProfile = ""
		hidden := hidesHygiene()
		reported := reportedKeys(findings)
		reanalyse := func() ([]*finding, int) {
			// -fix fixes what it reported. A fix of an earlier round can
			// make another finding of low harm (modelkey's derived key
			// makes a retry safe); it is still fixed, so that what its
			// fix says (retrydoc's sentence, timeouterr's result) is
			// true of the fixed code. Findings of low harm not reported
			// at first stay hidden.
			if hidden {
				config.SetOverrides(&config.Config{Hygiene: true})
				defer config.SetOverrides(nil)
			}
			f, p, st := analyse(again, checks, fs.Args(), nil, nil)
			if f != nil {
				problems = p
			}
			if hidden {
				f = keepReported(f, reported)
			}
			return f, st
		}
		var ok bool
		remaining, ok = applyFixes(os.Stdout, os.Stderr, findings, opts.diff, reanalyse)
		if !ok {
			status = exitError
		}
	}
	if err := printFindings(opts.format, remaining, checks, problems, opts.fix); err != nil {
		fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
		return exitError
	}
	if status == exitClean && len(remaining) > 0 {
		status = exitFindings
	}
	if seen != nil && len(remaining) == 0 && status == exitClean {
		fmt.Fprintln(os.Stderr, seenLine(*seen, fs.Args()))
	}
	return status
}

// hidesHygiene reports whether the configuration of the module in the
// working directory leaves out the findings of low harm.
func hidesHygiene() bool {
	cfg, err := config.Effective(".")
	return err == nil && !cfg.Hygiene
}

// reportedKeys identifies findings across -fix's rounds by their check,
// file and the first clause of their message ("the description of
// issue_refund does not say whether retrying is safe"), which the other
// fixes leave as they were.
func reportedKeys(findings []*finding) map[string]bool {
	keys := make(map[string]bool)
	for _, f := range findings {
		keys[reportedKey(f)] = true
	}
	return keys
}

func reportedKey(f *finding) string {
	clause, _, _ := strings.Cut(f.message, ";")
	return f.check + "\x00" + f.pos.Filename + "\x00" + clause
}

// keepReported drops the findings of low harm that were not reported at
// first.
func keepReported(findings []*finding, reported map[string]bool) []*finding {
	if findings == nil {
		return nil
	}
	return slices.DeleteFunc(findings, func(f *finding) bool {
		return f.category == runcheck.Hygiene && !reported[reportedKey(f)]
	})
}

// analyse loads the packages named by patterns, runs the checks on
// them and returns their findings and the packages not checked, or only
// in part, with exitClean, or exitError when something went wrong
// (printed on stderr); nil findings with exitError when nothing could be
// analysed. clock, if not nil, times the work.
// When seen is not nil, it is set to the tools found, as 'idemlint
// inventory' lists them.
func analyse(opts options, checks []*analysis.Analyzer, patterns []string, clock *timing, seen *[]*inventory.Entry) ([]*finding, []loader.Problem, int) {
	// The packages are type-checked as the analysis goes (see
	// internal/loader), so their errors are known once it is done.
	lcfg := packages.Config{Tests: opts.tests}
	if opts.tags != "" {
		lcfg.BuildFlags = []string{"-tags=" + opts.tags}
	}
	analyzers := checks
	if seen != nil {
		// Their results are kept only where they are roots.
		analyzers = append(slices.Clip(checks), tools.Analyzer, keys.Analyzer)
	}
	graph, initial, err := loadAndAnalyse(lcfg, analyzers, patterns, clock, nil)
	if err != nil {
		fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
		return nil, nil, exitError
	}
	status := exitClean
	// Only the errors of what the checks run on: a test file that does
	// not compile, where tests are not checked, fails nothing.
	roots := analysisRoots(initial)
	if loader.PrintErrors(os.Stderr, roots) > 0 {
		status = exitError
	}
	problems := loader.Problems(roots)
	if opts.memProfile != "" {
		if err := writeHeapProfile(opts.memProfile); err != nil {
			fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
			return nil, problems, exitError
		}
	}
	findings, failed := collect(graph)
	if failed {
		status = exitError
	}
	if seen != nil {
		*seen = inventory.Entries(graph.Roots)
	}
	if findings == nil {
		findings = []*finding{}
	}
	return findings, problems, status
}

// loadAndAnalyse loads the packages named by patterns as lcfg says
// (its Dir, Tests, BuildFlags and Overlay) and runs the checks on them,
// as the command line and 'idemlint lsp' both do. It returns the graph
// and the packages the patterns matched.
//
// With warm ('idemlint lsp'), the packages an earlier call loaded and
// analysed are reused when their files did not change, with the facts
// found in them: only what changed, and what imports it, is loaded and
// analysed again.
func loadAndAnalyse(lcfg packages.Config, checks []*analysis.Analyzer, patterns []string, clock *timing, warm *warmState) (*checker.Graph, []*packages.Package, error) {
	var (
		initial []*packages.Package
		ld      *loader.Loader
		err     error
	)
	if warm == nil {
		initial, ld, err = loader.Metadata(lcfg, patterns...)
	} else {
		initial, ld, err = warm.session.Metadata(lcfg, bodies.Unread, patterns...)
	}
	if err != nil {
		return nil, nil, err
	}
	ld.SkipObjectResolution = true // idemlint's analyzers use go/types alone
	if warm == nil {
		ld.IgnoreFuncBodies = bodies.Unread(initial)
	}
	if len(initial) == 0 {
		return nil, nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	clock.listDone()
	var graph *checker.Graph
	if warm == nil {
		graph, err = checker.AnalyzeLoading(checks, analysisRoots(initial), initial, ld)
	} else {
		lazyssa.Forget(ld.Fset)
		graph, err = checker.AnalyzeCached(warm.cache, checks, analysisRoots(initial), initial, ld)
	}
	clock.analysisDone(graph)
	if err != nil {
		return nil, nil, err
	}
	return graph, initial, nil
}

// A warmState carries the loaded packages and their facts from one
// analysis to the next, for 'idemlint lsp'.
type warmState struct {
	session *loader.Session
	cache   *checker.Cache
	config  string // the fingerprint of the configuration analysed with
}

func newWarmState() *warmState {
	return &warmState{session: loader.NewSession(), cache: checker.NewCache()}
}

// analysisRoots returns the loaded packages the checks run on. It
// leaves out the test mains "p.test", which hold only generated code,
// and, when the configuration of p's directory leaves test files out,
// p's test variant "p [p.test]" and external test package
// "p_test [p.test]". The variant has p's files and its _test.go files;
// p's own files cannot refer to what the test files declare, and the
// checks look at nothing in test files, so analysing the variant would
// repeat p's analysis (SSA, tools, every check) for the same findings.
// The test packages stay loaded, so their errors are printed as before.
func analysisRoots(initial []*packages.Package) []*packages.Package {
	var roots []*packages.Package
	for _, pkg := range initial {
		switch {
		case pkg.Name == "main" && strings.HasSuffix(pkg.ID, ".test"):
		case isTestVariant(pkg) && !testsChecked(pkg):
		default:
			roots = append(roots, pkg)
		}
	}
	return roots
}

// isTestVariant reports whether pkg is a package that go/packages builds
// for a test: "p [p.test]" or "p_test [p.test]".
func isTestVariant(pkg *packages.Package) bool { return strings.Contains(pkg.ID, " [") }

// testsChecked reports whether the configuration of pkg's directory
// sets tests (in the file, with -tests or as an override), as
// config.Analyzer works it out. A bad configuration counts as set, so
// that the error is reported for every package as before.
func testsChecked(pkg *packages.Package) bool {
	if len(pkg.GoFiles) == 0 {
		return true
	}
	cfg, err := config.Effective(filepath.Dir(pkg.GoFiles[0]))
	return err != nil || cfg.Tests
}

func usageError(msg string) int {
	fmt.Fprintf(os.Stderr, "idemlint: %s\nRun 'idemlint help' for usage.\n", msg)
	return exitUsage
}

// registerCheckFlags registers -NAME for each check (as the multichecker
// does: -NAME runs only the named checks, -NAME=false all but those) and
// -NAME.FLAG for each check's own flags.
func registerCheckFlags(fs *flag.FlagSet) map[*analysis.Analyzer]*triState {
	enabled := make(map[*analysis.Analyzer]*triState)
	for _, a := range analyzers.Suite {
		if a != config.Reporter {
			ts := new(triState)
			fs.Var(ts, a.Name, fmt.Sprintf("run the %s check (only the checks named with -NAME run; -NAME=false turns one off)", a.Name))
			enabled[a] = ts
		}
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	return enabled
}

// selectChecks returns the analyzers to run: the configuration's own,
// then the checks the -NAME flags select.
func selectChecks(enabled map[*analysis.Analyzer]*triState) []*analysis.Analyzer {
	var anyTrue, anyFalse bool
	for _, ts := range enabled {
		anyTrue = anyTrue || *ts == setTrue
		anyFalse = anyFalse || *ts == setFalse
	}
	var checks []*analysis.Analyzer
	for _, a := range analyzers.Suite {
		ts, isCheck := enabled[a]
		switch {
		case !isCheck:
		case anyTrue && *ts != setTrue:
			continue
		case !anyTrue && anyFalse && *ts == setFalse:
			continue
		}
		checks = append(checks, a)
	}
	return checks
}

// A triState is a boolean flag that knows whether it was set.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (ts *triState) IsBoolFlag() bool { return true }
func (ts *triState) String() string {
	switch *ts {
	case setTrue:
		return "true"
	case setFalse:
		return "false"
	}
	return ""
}
func (ts *triState) Set(s string) error {
	switch s {
	case "true", "1":
		*ts = setTrue
	case "false", "0":
		*ts = setFalse
	default:
		return fmt.Errorf("want true or false, not %q", s)
	}
	return nil
}

// A finding is one diagnostic of one check, once: the same diagnostic
// reported in a package and in its test variant is one finding.
type finding struct {
	check    string
	pkg      string // the ID of the first package it was reported in
	category string
	pos, end token.Position
	message  string
	related  []related
	fixes    []fix
	fset     *token.FileSet
	diag     analysis.Diagnostic
}

type related struct {
	pos, end token.Position
	message  string
}

type fix struct {
	message string
	edits   []edit
}

// An edit replaces the bytes [start, end) of file with new.
type edit struct {
	file       string
	start, end int
	new        string
}

// collect returns the findings of the root actions, deduplicated and
// sorted by file, position and check; it prints the errors of checks
// that failed and reports whether any did.
func collect(graph *checker.Graph) (findings []*finding, failed bool) {
	roots := slices.Clone(graph.Roots)
	// A package before its test variant "p [p.test]", so a finding in a
	// non-test file is listed under the package users know.
	slices.SortStableFunc(roots, func(a, b *checker.Action) int {
		return boolCmp(isTestVariant(a.Package), isTestVariant(b.Package))
	})
	seen := make(map[string]bool)
	errSeen := make(map[string]bool)
	// A root whose prerequisite panicked only names it: say what the
	// panic was, once.
	failed = graph.PrintPanics(os.Stderr, "idemlint: ")
	for _, act := range roots {
		if act.Analyzer == tools.Analyzer || act.Analyzer == keys.Analyzer {
			// Passes report nothing, and a failure the checks that
			// need them report, but for a panic, which only the pass
			// can say (PrintPanics leaves roots out).
			var panicked *checker.PanicError
			if errors.As(act.Err, &panicked) {
				fmt.Fprintf(os.Stderr, "idemlint: %s: %s: %v\n", act.Package.PkgPath, act.Analyzer.Name, act.Err)
				failed = true
			}
			continue
		}
		var names config.NameErrors
		if errors.Is(act.Err, checker.ErrIllTyped) {
			// The package's errors, printed when it was loaded, say
			// where the code is broken, and the run's last lines that
			// it was not checked.
			failed = true
			continue
		}
		if act.Err != nil {
			msgs := []string{fmt.Sprintf("idemlint: %s: %s: %v", act.Package.PkgPath, act.Analyzer.Name, act.Err)}
			if errors.As(act.Err, &names) {
				// A configured name that names nothing is the file's
				// error, whichever package judged it: print it once.
				msgs = msgs[:0]
				for _, err := range names {
					msgs = append(msgs, "idemlint: "+err.Error())
				}
			}
			for _, msg := range msgs {
				if !errSeen[msg] {
					errSeen[msg] = true
					fmt.Fprintln(os.Stderr, msg)
				}
			}
			failed = true
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			f := &finding{
				check:    act.Analyzer.Name,
				pkg:      act.Package.ID,
				category: d.Category,
				pos:      fset.Position(d.Pos),
				end:      endPosition(fset, d.Pos, d.End),
				message:  d.Message,
				fset:     fset,
				diag:     d,
			}
			for _, r := range d.Related {
				f.related = append(f.related, related{fset.Position(r.Pos), endPosition(fset, r.Pos, r.End), r.Message})
			}
			for _, sf := range d.SuggestedFixes {
				fx := fix{message: sf.Message}
				for _, e := range sf.TextEdits {
					start, end := fset.Position(e.Pos), endPosition(fset, e.Pos, e.End)
					fx.edits = append(fx.edits, edit{start.Filename, start.Offset, end.Offset, string(e.NewText)})
				}
				f.fixes = append(f.fixes, fx)
			}
			key := fmt.Sprintf("%s\x00%s\x00%s", f.check, f.pos, f.message)
			if seen[key] {
				continue
			}
			seen[key] = true
			findings = append(findings, f)
		}
	}
	slices.SortStableFunc(findings, compareFindings)
	return findings, failed
}

func compareFindings(a, b *finding) int {
	if c := strings.Compare(a.pos.Filename, b.pos.Filename); c != 0 {
		return c
	}
	if c := a.pos.Line - b.pos.Line; c != 0 {
		return c
	}
	if c := a.pos.Column - b.pos.Column; c != 0 {
		return c
	}
	if c := strings.Compare(a.check, b.check); c != 0 {
		return c
	}
	return strings.Compare(a.message, b.message)
}

func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

func endPosition(fset *token.FileSet, pos, end token.Pos) token.Position {
	if !end.IsValid() {
		end = pos
	}
	return fset.Position(end)
}

// shortPath returns name relative to the working directory when that is
// shorter and does not climb out of it, as go vet prints file names.
func shortPath(name string) string { return loader.ShortPath(name) }

// shortPosition formats a position as go vet does: path:line:col.
func shortPosition(p token.Position) string {
	if !p.IsValid() {
		return "-"
	}
	p.Filename = shortPath(p.Filename)
	return p.String()
}
