package main

import (
	"bytes"
	"go/token"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/buildinfo"
	"github.com/idemlint/idemlint/internal/loader"
	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"golang.org/x/mod/semver"
	"golang.org/x/tools/go/analysis"
)

const (
	informationURI = "https://github.com/idemlint/idemlint"
	srcRoot        = "%SRCROOT%" // the working directory; relative artifact URIs resolve against it
)

// printSARIF prints the findings as a SARIF 2.1.0 log with one run: a
// rule per check (its doc as the descriptions, its page as help), a
// result per finding with the related positions (the write chain) as
// related locations and the suggested fixes as SARIF fixes.
//
// A run with problems (packages not checked, or only in part) has an
// invocation that did not succeed, with a notification per problem.
func printSARIF(w io.Writer, findings []*finding, checks []*analysis.Analyzer, problems []loader.Problem) error {
	info := buildinfo.Read()
	driver := sarif.NewToolComponent()
	driver.Name = ptr("idemlint")
	driver.InformationURI = ptr(informationURI)
	driver.Version = ptr(info.Version)
	if semver.IsValid(info.Version) {
		driver.SemanticVersion = ptr(strings.TrimPrefix(info.Version, "v"))
	}
	ruleIndex := make(map[string]int)
	addRule := func(a *analysis.Analyzer) {
		if _, ok := ruleIndex[a.Name]; ok {
			return
		}
		short, _, _ := strings.Cut(a.Doc, "\n")
		rule := sarif.NewReportingDescriptor()
		rule.ID = ptr(a.Name)
		rule.Name = ptr(a.Name)
		rule.ShortDescription = text(short)
		rule.FullDescription = text(a.Doc)
		rule.Help = text(a.Doc)
		if a.URL != "" {
			rule.HelpURI = ptr(a.URL)
		}
		ruleIndex[a.Name] = len(driver.Rules)
		driver.Rules = append(driver.Rules, rule)
	}
	byName := make(map[string]*analysis.Analyzer)
	for _, a := range checks {
		byName[a.Name] = a
		if a != config.Reporter {
			addRule(a)
		}
	}

	files := newLineIndex()
	run := sarif.NewRun()
	tool := sarif.NewTool()
	tool.Driver = driver
	run.Tool = tool
	cwd, _ := os.Getwd()
	if cwd != "" {
		base := sarif.NewArtifactLocation()
		base.URI = ptr(fileURI(cwd) + "/")
		run.OriginalUriBaseIds = map[string]sarif.ArtifactLocation{srcRoot: *base}
	}
	for _, f := range findings {
		if a := byName[f.check]; a != nil {
			addRule(a) // the configuration's own analyzer, when it reported
		}
		res := sarif.NewResult()
		res.RuleID = ptr(f.check)
		if i, ok := ruleIndex[f.check]; ok {
			res.RuleIndex = i
		}
		res.Message = sarif.NewTextMessage(f.message)
		res.Locations = append(res.Locations, location(files, f.pos, f.end, ""))
		for i, r := range f.related {
			loc := location(files, r.pos, r.end, r.message)
			loc.ID = i + 1
			res.RelatedLocations = append(res.RelatedLocations, loc)
		}
		for _, fx := range f.fixes {
			res.Fixes = append(res.Fixes, sarifFix(fx))
		}
		run.AddResult(res)
	}
	if len(problems) > 0 {
		inv := sarif.NewInvocation()
		inv.ExecutionSuccessful = ptr(false)
		for _, p := range problems {
			n := sarif.NewNotification()
			n.Level = "error"
			n.Message = sarif.NewTextMessage(p.String())
			inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
		}
		run.Invocations = append(run.Invocations, inv)
	}
	report := sarif.NewReport()
	report.AddRun(run)
	var buf bytes.Buffer
	if err := report.PrettyWrite(&buf); err != nil {
		return err
	}
	buf.WriteByte('\n')
	_, err := w.Write(buf.Bytes())
	return err
}

func ptr[T any](v T) *T { return &v }

func text(s string) *sarif.MultiformatMessageString {
	m := sarif.NewMultiformatMessageString()
	m.Text = ptr(s)
	return m
}

// artifact names a file relative to the working directory (%SRCROOT%)
// when it is inside it, else by its absolute file URI.
func artifact(name string) *sarif.ArtifactLocation {
	loc := sarif.NewArtifactLocation()
	if rel := shortPath(name); !filepath.IsAbs(rel) {
		loc.URI = ptr((&url.URL{Path: filepath.ToSlash(rel)}).String())
		loc.URIBaseID = ptr(srcRoot)
	} else {
		loc.URI = ptr(fileURI(name))
	}
	return loc
}

func fileURI(name string) string {
	p := filepath.ToSlash(name)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive letter
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

func location(files *lineIndex, pos, end token.Position, message string) *sarif.Location {
	region := sarif.NewRegion()
	region.StartLine = ptr(pos.Line)
	region.StartColumn = ptr(files.column(pos))
	if end.IsValid() && end.Filename == pos.Filename && (end.Line > pos.Line || end.Line == pos.Line && end.Column >= pos.Column) {
		region.EndLine = ptr(end.Line)
		region.EndColumn = ptr(files.column(end))
	}
	phys := sarif.NewPhysicalLocation()
	phys.ArtifactLocation = artifact(pos.Filename)
	phys.Region = region
	loc := sarif.NewLocationWithPhysicalLocation(phys)
	if message != "" {
		loc.Message = sarif.NewTextMessage(message)
	}
	return loc
}

// sarifFix describes a suggested fix by byte ranges, which are exact
// whatever the file's characters.
func sarifFix(fx fix) *sarif.Fix {
	out := sarif.NewFix()
	out.Description = sarif.NewTextMessage(fx.message)
	byFile := make(map[string]*sarif.ArtifactChange)
	for _, e := range fx.edits {
		change := byFile[e.file]
		if change == nil {
			change = sarif.NewArtifactChange()
			change.ArtifactLocation = artifact(e.file)
			byFile[e.file] = change
			out.ArtifactChanges = append(out.ArtifactChanges, change)
		}
		rep := sarif.NewReplacement()
		del := sarif.NewRegion()
		del.ByteOffset = e.start
		del.ByteLength = ptr(e.end - e.start)
		rep.DeletedRegion = del
		if e.new != "" {
			content := sarif.NewArtifactContent()
			content.Text = ptr(e.new)
			rep.InsertedContent = content
		}
		change.Replacements = append(change.Replacements, rep)
	}
	return out
}

// A lineIndex converts go/token's byte columns to SARIF's default
// columns, which count UTF-16 code units.
type lineIndex struct {
	lines map[string][][]byte
}

func newLineIndex() *lineIndex { return &lineIndex{lines: make(map[string][][]byte)} }

func (x *lineIndex) column(p token.Position) int {
	lines, ok := x.lines[p.Filename]
	if !ok {
		data, _ := os.ReadFile(p.Filename)
		lines = bytes.Split(data, []byte("\n"))
		x.lines[p.Filename] = lines
	}
	if p.Line < 1 || p.Line > len(lines) || p.Column < 1 {
		return max(p.Column, 1)
	}
	line := lines[p.Line-1]
	prefix := line[:min(p.Column-1, len(line))]
	col := 1
	for len(prefix) > 0 {
		r, size := utf8.DecodeRune(prefix)
		prefix = prefix[size:]
		col += len(utf16.Encode([]rune{r}))
	}
	return col + max(p.Column-1-len(line), 0)
}
