// Package check is the runner every idemlint check runs in.
//
// A check's Run is [Run] of a function that iterates what the passes
// found and reports through the [Runner]; a check that judges one tool
// at a time gives [ForEachWrite] or [ForEachDeclaration] that judgement
// instead. The runner does, once for every check, what each would
// otherwise repeat:
//   - it skips the check when the configuration disables it
//     (checks.enable, checks.disable);
//   - it applies //idemlint:ignore directives that name the check, and
//     reports the ignores without a reason or that silence nothing;
//   - it reports a diagnostic once, however many tools lead to it;
//   - it leaves out tools declared in _test.go files, and diagnostics
//     there, unless the configuration's tests option is set;
//   - it leaves out findings of low harm (Category [Hygiene]) unless the
//     configuration's hygiene option is set.
//
// The check is named by its Analyzer's Name: the name checks.enable,
// checks.disable and //idemlint:ignore use.
package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/analysisdoc"
	"github.com/idemlint/idemlint/internal/edit"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
)

// A Runner runs one check on one package. Its Report methods are the only
// way the check reports.
type Runner struct {
	// Pass is the check's pass. Report through the Runner, not through
	// Pass.Report.
	Pass *analysis.Pass
	// Config is the package's effective configuration; do not modify it.
	Config *config.Config

	name     string
	ignores  *ignores
	reported map[key]bool
	atPos    map[token.Pos]bool

	sources *edit.Sources                 // made on first use
	refs    map[types.Object][]*ast.Ident // made on first use
	memos   map[any]any                   // see Memo
}

type key struct {
	pos, end token.Pos
	msg      string
}

// Hygiene is the Category of a finding of low harm: a contract a retry
// cannot break, such as an idempotent write's timeout returned as a
// failure (the agent retries, and the write changes nothing more). Every
// other finding can make a write act twice or lose its result. The
// drivers show the category as the finding's severity (low, and SARIF
// level "note"); the checks report such findings only when the
// configuration's hygiene option is set.
const Hygiene = config.HygieneCategory

// Run returns the Run function of a check: it runs check with the
// package's Runner, unless the configuration disables the check, and
// then reports the ignores that silenced nothing. The check's Analyzer
// must require config.Analyzer.
func Run(check func(*Runner) error) func(*analysis.Pass) (any, error) {
	return func(pass *analysis.Pass) (any, error) {
		r, ok := Start(pass)
		if !ok {
			return nil, nil
		}
		if err := check(r); err != nil {
			return nil, err
		}
		r.Finish()
		return nil, nil
	}
}

// Start returns the Runner of pass's check, and false when the
// configuration disables the check or is bad. A check that must do work even when
// disabled (export facts other packages need) calls Start itself, and
// Finish when it has reported everything; others use [Run].
func Start(pass *analysis.Pass) (*Runner, bool) {
	cfg, _ := pass.ResultOf[config.Analyzer].(*config.Config)
	if cfg == nil {
		panic("check " + pass.Analyzer.Name + " does not require config.Analyzer")
	}
	name := pass.Analyzer.Name
	if cfg.Err() != nil || !cfg.Enabled(name) {
		// A bad configuration is config.Reporter's error, once, not a
		// finding or an error of every check.
		return nil, false
	}
	r := &Runner{
		Pass:     pass,
		Config:   cfg,
		name:     name,
		reported: make(map[key]bool),
		atPos:    make(map[token.Pos]bool),
	}
	r.ignores = collectIgnores(pass, r.Files(), name)
	return r, true
}

// Name returns the check's name.
func (r *Runner) Name() string { return r.name }

// NewEdit returns a Builder for one suggested fix. The fixes of one pass
// share the sources they read.
func (r *Runner) NewEdit() *edit.Builder {
	if r.sources == nil {
		r.sources = edit.NewSources(r.Pass)
	}
	return r.sources.New()
}

// Refs returns every identifier of the package that refers to obj, from
// an index made once per pass.
func (r *Runner) Refs(obj types.Object) []*ast.Ident {
	if r.refs == nil {
		r.refs = make(map[types.Object][]*ast.Ident)
		for id, obj := range r.Pass.TypesInfo.Uses {
			r.refs[obj] = append(r.refs[obj], id)
		}
	}
	return r.refs[obj]
}

// Memo returns what build returns, built on the first call with key in
// this pass: an index of the package that a check makes once and
// consults for each report.
func (r *Runner) Memo(key any, build func() any) any {
	if v, ok := r.memos[key]; ok {
		return v
	}
	if r.memos == nil {
		r.memos = make(map[any]any)
	}
	v := build()
	r.memos[key] = v
	return v
}

// Files returns the package's files the check looks at: all of them when
// the configuration's tests option is set, else those that are not
// _test.go files.
func (r *Runner) Files() []*ast.File {
	if r.Config.Tests {
		return r.Pass.Files
	}
	var out []*ast.File
	for _, f := range r.Pass.Files {
		if !r.inTestFile(f.Pos()) {
			out = append(out, f)
		}
	}
	return out
}

// Writes returns what passes/keys found in the handlers of the tools that
// write, for the checks of a handler's body, in the order of the tools pass, leaving out the tools declared
// in _test.go files unless the tests setting is set. The check's Analyzer
// must require keys.Analyzer.
func (r *Runner) Writes() []*keys.Tool {
	var out []*keys.Tool
	for _, k := range r.Pass.ResultOf[keys.Analyzer].(*keys.Result).Tools {
		if k.Write() && (r.Config.Tests || !r.inTestFile(k.Tool.Pos())) {
			out = append(out, k)
		}
	}
	return out
}

// Bodies returns the write tools whose handler bodies the checks of a
// body judge: those of [Runner.Writes] but a handler that forwards its
// call to another tool's handler of the package (tools.Handler.Forwards),
// whose writes are reported once, in the handler that makes them.
func (r *Runner) Bodies() []*keys.Tool {
	return slices.DeleteFunc(r.Writes(), func(k *keys.Tool) bool {
		return k.Tool.Handler != nil && k.Tool.Handler.Forwards != nil
	})
}

// ForEachWrite returns the Run function of a check of a handler's body
// that judges one tool at a time: it calls check for every tool of
// [Runner.Bodies].
func ForEachWrite(check func(*Runner, *keys.Tool)) func(*Runner) error {
	return func(r *Runner) error {
		for _, k := range r.Bodies() {
			check(r, k)
		}
		return nil
	}
}

// ForEachDeclaration is [ForEachWrite] for a check of a declaration: it
// calls check for every tool of [Runner.Declarations].
func ForEachDeclaration(check func(*Runner, *keys.Tool)) func(*Runner) error {
	return func(r *Runner) error {
		for _, k := range r.Declarations() {
			check(r, k)
		}
		return nil
	}
}

// Declarations returns the write tools declared in the package, for the
// checks of a declaration (its description, annotations, parameters):
// those of Writes that have a declaration here (not BodyOnly), and those
// whose handler is a function of another package, which passes/keys
// rebuilds from the handler's facts (keys.Tool.Foreign), in the order
// of the tools pass. The check's Analyzer must require keys.Analyzer.
func (r *Runner) Declarations() []*keys.Tool {
	res := r.Pass.ResultOf[keys.Analyzer].(*keys.Result)
	var out []*keys.Tool
	for _, k := range r.Writes() {
		if !k.Tool.BodyOnly {
			out = append(out, k)
		}
	}
	for _, k := range res.Declared {
		if k.Write() && (r.Config.Tests || !r.inTestFile(k.Tool.Pos())) {
			out = append(out, k)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Tool.Pos() < out[j].Tool.Pos() })
	return out
}

// Report reports d, a diagnostic about tool t (nil when it is about no
// tool), unless
//   - an //idemlint:ignore naming the check is on d's line or just above
//     it, or on t's declaration;
//   - d is in a _test.go file and the tests option is not set;
//   - d is of low harm (Category Hygiene) and the hygiene option is not
//     set;
//   - the same diagnostic (position, end, message) was reported before,
//     or one that differs only by the tool it names: two tools that share
//     a handler (an alias, a case of two names) share its report, under
//     the first tool's name.
func (r *Runner) Report(t *tools.Tool, d analysis.Diagnostic) {
	k := key{d.Pos, d.End, d.Message}
	if r.reported[k] {
		return
	}
	r.reported[k] = true
	if t != nil && t.Label() != "" && strings.Contains(d.Message, t.Label()) {
		shared := key{d.Pos, d.End, "\x00" + strings.Replace(d.Message, t.Label(), "\x00", 1)}
		if r.reported[shared] {
			return
		}
		r.reported[shared] = true
	}
	r.atPos[d.Pos] = true
	if !r.Config.Tests && r.inTestFile(d.Pos) {
		return
	}
	if r.ignores.silenced(d.Pos) || (t != nil && r.ignores.silenced(t.Pos())) {
		return
	}
	// After the ignores: one that silences a finding the default hides
	// still silences something.
	if d.Category == Hygiene {
		if !r.Config.Hygiene {
			return
		}
		if d.URL == "" {
			d.URL = r.Pass.Analyzer.URL // the category is no section of the page
		}
	}
	d.SuggestedFixes = slices.DeleteFunc(d.SuggestedFixes, r.remapped)
	r.Pass.Report(d)
}

// remapped reports whether a fix edits a file whose positions a //line
// directive maps to another: cgo's rewrite of a file with import "C",
// which the go command compiles in its place, or generated code. An
// edit's offsets are the compiled file's; applied to the file its
// positions name, they land elsewhere and break it (issue 30: "fixed 2
// findings" left a cgo file that no longer compiled). No fix is offered
// there.
func (r *Runner) remapped(fix analysis.SuggestedFix) bool {
	moved := func(pos token.Pos) bool {
		f := r.Pass.Fset.File(pos)
		return f == nil || f.PositionFor(pos, false) != f.PositionFor(pos, true)
	}
	for _, e := range fix.TextEdits {
		if moved(e.Pos) || e.End.IsValid() && moved(e.End) {
			return true
		}
	}
	return false
}

// ReportOnce is Report for a check that reports a place once whatever
// the tool: a handler that several tools share is reported for the first
// of them only. It drops d when a diagnostic at d.Pos was reported (or
// silenced) before.
func (r *Runner) ReportOnce(t *tools.Tool, d analysis.Diagnostic) {
	if r.atPos[d.Pos] {
		return
	}
	r.Report(t, d)
}

// ReportRangef is Report for a diagnostic about no tool that spans rng.
func (r *Runner) ReportRangef(rng analysis.Range, format string, args ...any) {
	r.Report(nil, analysis.Diagnostic{Pos: rng.Pos(), End: rng.End(), Message: fmt.Sprintf(format, args...)})
}

// Finish reports the ignores without a reason and those that silenced
// nothing. Run calls it; a check that calls Start calls it once it has
// reported everything.
func (r *Runner) Finish() { r.ignores.finish() }

func (r *Runner) inTestFile(pos token.Pos) bool {
	if !pos.IsValid() {
		return false
	}
	// The file's own name, not a //line directive's: being a test file
	// is a matter of the build.
	f := r.Pass.Fset.File(pos)
	return f != nil && strings.HasSuffix(f.Name(), "_test.go")
}

// New returns the Analyzer of a check named name: its Doc is the section
// "# Analyzer NAME" of the check's doc.go source doc, its URL the check's
// page, and it runs run through the runner (see [Run]). It requires
// config.Analyzer and tools.Analyzer, and the passes listed.
func New(name, doc string, run func(*Runner) error, requires ...*analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     name,
		Doc:      analysisdoc.MustExtract(doc, name),
		URL:      "https://github.com/idemlint/idemlint/blob/main/docs/checks/" + name + ".md",
		Requires: append([]*analysis.Analyzer{config.Analyzer, tools.Analyzer}, requires...),
		Run:      Run(run),
	}
}
