package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/doc/comment"
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
	driver.Version, driver.SemanticVersion = sarifVersions(info)
	ruleIndex := make(map[string]int)
	addRule := func(a *analysis.Analyzer) {
		if _, ok := ruleIndex[a.Name]; ok {
			return
		}
		title, rest, _ := strings.Cut(a.Doc, "\n")
		summary, _, _ := strings.Cut(strings.TrimSpace(rest), "\n\n")
		if summary == "" {
			summary = title
		}
		rule := sarif.NewReportingDescriptor()
		rule.ID = ptr(a.Name)
		rule.Name = ptr(ruleName(a.Name))
		rule.ShortDescription = text(title)
		rule.FullDescription = text(strings.Join(strings.Fields(summary), " "))
		// The whole documentation once, in Markdown, which GitHub code
		// scanning shows; the text form points to the page.
		rule.Help = text(fmt.Sprintf("%s. Documentation: %s", title, a.URL))
		rule.Help.Markdown = ptr(docMarkdown(a))
		if a.URL != "" {
			rule.HelpURI = ptr(a.URL)
		}
		rule.DefaultConfiguration = sarif.NewReportingConfiguration()
		rule.DefaultConfiguration.Level = "warning"
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
	prints := newFingerprints(files)
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
		if severity(f) == "low" {
			res.Level = "note"
		}
		res.Locations = append(res.Locations, location(files, f.pos, f.end, ""))
		for i, r := range f.related {
			loc := location(files, r.pos, r.end, r.message)
			loc.ID = i + 1
			res.RelatedLocations = append(res.RelatedLocations, loc)
		}
		for _, fx := range f.fixes {
			res.Fixes = append(res.Fixes, sarifFix(fx))
		}
		res.PartialFingerprints = map[string]string{fingerprintKey: prints.of(f)}
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
	if err := report.Write(&buf); err != nil {
		return err
	}
	data, err := pruneJSON(buf.Bytes(), "results")
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

// sarifVersions returns the driver's version, numeric as the SARIF
// multitool wants it (1.2.3; 0.0.0 for a build from a checkout), and
// its semantic version, which says the rest: the pre-release of a
// pseudo-version, or "devel" and the revision.
func sarifVersions(info buildinfo.Info) (version, semantic *string) {
	if semver.IsValid(info.Version) {
		full := strings.TrimPrefix(info.Version, "v")
		numeric, _, _ := strings.Cut(strings.TrimPrefix(semver.Canonical(info.Version), "v"), "-")
		return ptr(numeric), ptr(full)
	}
	semantic = ptr("0.0.0-devel")
	if info.Revision != "" {
		*semantic += "+" + info.Revision[:min(12, len(info.Revision))]
	}
	return ptr("0.0.0"), semantic
}

// ruleName is a rule's name in SARIF, which the multitool wants to
// differ from its id and be Pascal-cased: the check's name with each of
// its words capitalised.
func ruleName(check string) string {
	if name, ok := ruleNames[check]; ok {
		return name
	}
	return strings.ToUpper(check[:1]) + check[1:]
}

var ruleNames = map[string]string{
	"directives": "Directives", "modelkey": "ModelKey", "volatilekey": "VolatileKey", "partialkey": "PartialKey",
	"retrydoc": "RetryDoc", "hintmismatch": "HintMismatch", "timeouterr": "TimeoutErr", "nolookup": "NoLookup",
	"replayerr": "ReplayErr", "lostresult": "LostResult", "keyttl": "KeyTTL", "idemlintconfig": "IdemlintConfig",
}

// docMarkdown renders a check's documentation, a Go doc comment, as
// Markdown.
func docMarkdown(a *analysis.Analyzer) string {
	var p comment.Parser
	var pr comment.Printer
	return strings.TrimSpace(string(pr.Markdown(p.Parse(a.Doc))))
}

// fingerprintKey names idemlint's partial fingerprint, versioned as
// SARIF suggests, so that a new way of computing it is a new key.
const fingerprintKey = "idemlintFinding/v1"

// fingerprints compute a finding's partial fingerprint from what stays
// when lines are added above it: the check, the file, the message and
// the text of the finding's line without its indentation, then ":N" for
// the Nth finding with the same hash. GitHub code scanning tracks an
// alert across commits by it.
type fingerprints struct {
	files *lineIndex
	seen  map[string]int
}

func newFingerprints(files *lineIndex) *fingerprints {
	return &fingerprints{files: files, seen: make(map[string]int)}
}

func (fp *fingerprints) of(f *finding) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s", f.check, filepath.ToSlash(shortPath(f.pos.Filename)), f.message, fp.files.lineText(f.pos))
	sum := hex.EncodeToString(h.Sum(nil))[:32]
	fp.seen[sum]++
	return fmt.Sprintf("%s:%d", sum, fp.seen[sum])
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

// lineText returns the text of p's line without surrounding space.
func (x *lineIndex) lineText(p token.Position) string {
	lines := x.file(p.Filename)
	if p.Line < 1 || p.Line > len(lines) {
		return ""
	}
	return string(bytes.TrimSpace(lines[p.Line-1]))
}

func (x *lineIndex) file(name string) [][]byte {
	lines, ok := x.lines[name]
	if !ok {
		data, _ := os.ReadFile(name)
		lines = bytes.Split(data, []byte("\n"))
		x.lines[name] = lines
	}
	return lines
}

func (x *lineIndex) column(p token.Position) int {
	lines := x.file(p.Filename)
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
