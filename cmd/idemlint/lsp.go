package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/build"
	"io"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	udiff "github.com/aymanbagabas/go-udiff"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/buildinfo"
	"github.com/idemlint/idemlint/internal/directive"
	"github.com/idemlint/idemlint/internal/lazyssa"
	"github.com/idemlint/idemlint/internal/lsp"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// 'idemlint lsp' is a Language Server over stdin and stdout. It runs the
// command line's suite, configuration and fixes (loadAndAnalyse, collect,
// fixedContent) on the package of each file the editor opens, changes or
// saves, with the editor's unsaved buffers as overlays, and publishes the
// findings as diagnostics; each suggested fix, and an //idemlint:ignore,
// is a quick fix. Internal/lsp carries the messages.

// selectReasonCommand puts the cursor on the reason of the
// //idemlint:ignore the ignore action inserted: the action's edit cannot
// (snippets in workspace edits are LSP 3.18, which neither glsp nor
// Neovim 0.7 speak), so the action carries this command, which asks the
// editor to show the document with the placeholder selected
// (window/showDocument, LSP 3.16).
const selectReasonCommand = "idemlint.selectReason"

// reasonPlaceholder is the reason the ignore action writes, selected so
// that typing replaces it.
const reasonPlaceholder = "REASON"

// lspMain runs the server and returns the exit status: 0 after shutdown
// and exit, 1 when the client exits without shutdown or closes the
// stream, as the protocol asks.
func lspMain(args []string) int {
	var opts options
	fs := newFlagSet(&opts)
	fs.Init("idemlint lsp", flag.ContinueOnError)
	if err := fs.Parse(args); err != nil {
		return usageError(fmt.Sprintf("lsp: %v", err))
	}
	if fs.NArg() > 0 {
		return usageError("lsp takes no packages: the editor says which files to check")
	}
	if opts.cpuProfile != "" {
		stop, err := startCPUProfile(opts.cpuProfile)
		if err != nil {
			fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
			return exitError
		}
		defer stop()
	}
	s := newLSPServer(opts, selectChecks(opts.enabledSet))
	lsp.Serve(context.Background(), stdio{}, s.handler())
	if opts.memProfile != "" {
		// The live heap once the client is gone: what the server keeps
		// across edits (bench/lsp).
		if err := writeHeapProfile(opts.memProfile); err != nil {
			fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
		}
	}
	if s.shutDown() {
		return exitClean
	}
	return exitError
}

// stdio is the server's stream.
type stdio struct{}

func (stdio) Read(p []byte) (int, error)  { return os.Stdin.Read(p) }
func (stdio) Write(p []byte) (int, error) { return os.Stdout.Write(p) }
func (stdio) Close() error                { return nil }

var _ io.ReadWriteCloser = stdio{}

type lspServer struct {
	opts   options
	checks []*analysis.Analyzer

	mu       sync.Mutex
	idle     *sync.Cond
	notify   glsp.NotifyFunc
	call     glsp.CallFunc
	docs     map[string][]byte          // open documents' text, by file name
	dirty    map[string]bool            // package directories to analyse
	queued   int                        // analyses asked for
	done     int                        // analyses done (of those asked for)
	results  map[string]*fileResult     // the latest findings, by file name
	pkgFiles map[string][]string        // the files published for each package directory
	below    map[string]map[string]bool // for each analysed package directory, the directories of the packages it imports, directly or not
	badCfg   map[string]bool            // configuration files with diagnostics published
	shutdown bool
	wake     chan struct{}

	showDocument bool // the client handles window/showDocument
	watchFiles   bool // the client watches files the server registers

	// Only the analysis goroutine uses these.
	warm     map[string]*warmState      // by module root
	nameErrs map[string][]*config.Error // by package directory: configured names that name nothing there
}

// A fileResult is what the latest analysis found in one file, with the
// content it analysed, from which positions and fixes are computed.
type fileResult struct {
	content  []byte
	mapper   *lsp.Mapper
	findings []*finding
}

func newLSPServer(opts options, checks []*analysis.Analyzer) *lspServer {
	s := &lspServer{
		opts:     opts,
		checks:   checks,
		docs:     make(map[string][]byte),
		dirty:    make(map[string]bool),
		results:  make(map[string]*fileResult),
		pkgFiles: make(map[string][]string),
		below:    make(map[string]map[string]bool),
		badCfg:   make(map[string]bool),
		wake:     make(chan struct{}, 1),
		warm:     make(map[string]*warmState),
		nameErrs: make(map[string][]*config.Error),
	}
	s.idle = sync.NewCond(&s.mu)
	go s.analyseLoop()
	return s
}

func (s *lspServer) handler() *protocol.Handler {
	return &protocol.Handler{
		Initialize: func(ctx *glsp.Context, params *protocol.InitializeParams) (any, error) {
			s.setClient(ctx)
			s.mu.Lock()
			if w := params.Capabilities.Window; w != nil && w.ShowDocument != nil {
				s.showDocument = w.ShowDocument.Support
			}
			if w := params.Capabilities.Workspace; w != nil && w.DidChangeWatchedFiles != nil && w.DidChangeWatchedFiles.DynamicRegistration != nil {
				s.watchFiles = *w.DidChangeWatchedFiles.DynamicRegistration
			}
			s.mu.Unlock()
			full := protocol.TextDocumentSyncKindFull
			return protocol.InitializeResult{
				Capabilities: protocol.ServerCapabilities{
					TextDocumentSync: protocol.TextDocumentSyncOptions{
						OpenClose: ptr(true),
						Change:    &full,
						Save:      protocol.SaveOptions{IncludeText: ptr(false)},
					},
					CodeActionProvider: protocol.CodeActionOptions{
						CodeActionKinds: []protocol.CodeActionKind{protocol.CodeActionKindQuickFix},
					},
					ExecuteCommandProvider: &protocol.ExecuteCommandOptions{Commands: []string{selectReasonCommand}},
				},
				ServerInfo: &protocol.InitializeResultServerInfo{Name: "idemlint", Version: ptr(buildinfo.Read().String())},
			}, nil
		},
		Initialized: func(ctx *glsp.Context, _ *protocol.InitializedParams) error {
			s.watchConfig(ctx)
			return nil
		},
		Shutdown: func(ctx *glsp.Context) error {
			s.mu.Lock()
			s.shutdown = true
			s.mu.Unlock()
			return nil
		},
		Exit:     func(ctx *glsp.Context) error { return nil },
		SetTrace: func(ctx *glsp.Context, _ *protocol.SetTraceParams) error { return nil },
		// Notifications clients send whatever the server says it
		// handles; the server has nothing to do with them.
		CancelRequest:                      func(*glsp.Context, *protocol.CancelParams) error { return nil },
		WorkspaceDidChangeConfiguration:    func(*glsp.Context, *protocol.DidChangeConfigurationParams) error { return nil },
		WorkspaceDidChangeWorkspaceFolders: func(*glsp.Context, *protocol.DidChangeWorkspaceFoldersParams) error { return nil },
		TextDocumentDidOpen: func(ctx *glsp.Context, params *protocol.DidOpenTextDocumentParams) error {
			s.setClient(ctx)
			name, err := uriPath(params.TextDocument.URI)
			if err != nil {
				return err
			}
			s.mu.Lock()
			s.docs[name] = []byte(params.TextDocument.Text)
			s.mu.Unlock()
			s.changed(name)
			return nil
		},
		TextDocumentDidChange: func(ctx *glsp.Context, params *protocol.DidChangeTextDocumentParams) error {
			name, err := uriPath(params.TextDocument.URI)
			if err != nil {
				return err
			}
			s.mu.Lock()
			for _, c := range params.ContentChanges {
				switch c := c.(type) {
				case protocol.TextDocumentContentChangeEventWhole:
					s.docs[name] = []byte(c.Text)
				case protocol.TextDocumentContentChangeEvent:
					// The server asks for whole documents; apply a
					// range all the same.
					text, err := applyChange(s.docs[name], c)
					if err != nil {
						s.mu.Unlock()
						return err
					}
					s.docs[name] = text
				}
			}
			s.mu.Unlock()
			s.changed(name)
			return nil
		},
		TextDocumentDidSave: func(ctx *glsp.Context, params *protocol.DidSaveTextDocumentParams) error {
			name, err := uriPath(params.TextDocument.URI)
			if err != nil {
				return err
			}
			s.changed(name)
			return nil
		},
		TextDocumentDidClose: func(ctx *glsp.Context, params *protocol.DidCloseTextDocumentParams) error {
			name, err := uriPath(params.TextDocument.URI)
			if err != nil {
				return err
			}
			s.mu.Lock()
			delete(s.docs, name)
			s.mu.Unlock()
			s.changed(name) // the file on disk is the package's again
			return nil
		},
		WorkspaceDidChangeWatchedFiles: func(ctx *glsp.Context, params *protocol.DidChangeWatchedFilesParams) error {
			for _, ev := range params.Changes {
				if name, err := uriPath(ev.URI); err == nil {
					s.changed(name)
				}
			}
			return nil
		},
		TextDocumentCodeAction: func(ctx *glsp.Context, params *protocol.CodeActionParams) (any, error) {
			return s.codeActions(params)
		},
		WorkspaceExecuteCommand: func(ctx *glsp.Context, params *protocol.ExecuteCommandParams) (any, error) {
			return nil, s.executeCommand(ctx, params)
		},
	}
}

// watchConfig asks the client to report changes to the configuration
// files and to go.mod, when it can: a configuration file is seldom open
// in the editor, so its didSave would not come. Without it the next
// analysis reads the configuration again all the same (config.Effective
// reloads a file whose modification time or size changed).
func (s *lspServer) watchConfig(ctx *glsp.Context) {
	s.mu.Lock()
	watch := s.watchFiles
	s.mu.Unlock()
	if !watch {
		return
	}
	var watchers []protocol.FileSystemWatcher
	for _, name := range append(slices.Clone(config.FileNames), "go.mod", "go.work") {
		watchers = append(watchers, protocol.FileSystemWatcher{GlobPattern: "**/" + name})
	}
	params := protocol.RegistrationParams{Registrations: []protocol.Registration{{
		ID:              "idemlint-config",
		Method:          string(protocol.MethodWorkspaceDidChangeWatchedFiles),
		RegisterOptions: protocol.DidChangeWatchedFilesRegistrationOptions{Watchers: watchers},
	}}}
	call := ctx.Call
	go call(protocol.ServerClientRegisterCapability, params, nil) // see executeCommand
}

func (s *lspServer) setClient(ctx *glsp.Context) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.notify, s.call = ctx.Notify, ctx.Call
}

func (s *lspServer) shutDown() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.shutdown
}

// changed asks for the analysis of what a change to the file affects:
// its package, or for a configuration file every package analysed so far.
// Files of the Go distribution and of the module cache, opened by
// following a definition, are not the user's code: they are left alone.
func (s *lspServer) changed(name string) {
	if notUsers(name) {
		return
	}
	s.mu.Lock()
	switch {
	case slices.Contains(config.FileNames, filepath.Base(name)):
		for dir := range s.pkgFiles {
			s.dirty[dir] = true
		}
		s.dirty[filepath.Dir(name)] = true // its diagnostics, if nothing else
	case filepath.Base(name) == "go.mod" || filepath.Base(name) == "go.work":
		for dir := range s.pkgFiles {
			s.dirty[dir] = true
		}
	case strings.HasSuffix(name, ".go"):
		dir := filepath.Dir(name)
		s.dirty[dir] = true
		// The packages open in the editor that import it: their
		// findings may follow from what changed (a write, a key).
		for open := range s.docs {
			if d := filepath.Dir(open); s.below[d][dir] {
				s.dirty[d] = true
			}
		}
	default:
		s.mu.Unlock()
		return
	}
	s.queued++
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// waitIdle waits until every analysis asked for is done, so that a code
// action answers for the text the client has.
func (s *lspServer) waitIdle() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.done < s.queued {
		s.idle.Wait()
	}
}

// analyseLoop analyses the dirty packages, all at once, whenever a change
// comes; changes that come during an analysis are taken by the next.
func (s *lspServer) analyseLoop() {
	for range s.wake {
		s.mu.Lock()
		dirs := slices.Sorted(maps.Keys(s.dirty))
		clear(s.dirty)
		asked := s.queued
		overlay := make(map[string][]byte, len(s.docs))
		for name, text := range s.docs {
			if strings.HasSuffix(name, ".go") {
				overlay[name] = text
			}
		}
		s.mu.Unlock()

		s.analyse(dirs, overlay)

		s.mu.Lock()
		s.done = asked
		s.idle.Broadcast()
		s.mu.Unlock()
	}
}

// analyse analyses the packages in dirs, one load per module, and
// publishes their diagnostics.
func (s *lspServer) analyse(dirs []string, overlay map[string][]byte) {
	byModule := make(map[string][]string)
	for _, dir := range dirs {
		if root, ok := moduleRoot(dir); ok {
			byModule[root] = append(byModule[root], dir)
		}
	}
	for _, root := range slices.Sorted(maps.Keys(byModule)) {
		cfgErrs, ok := s.configErrors(root)
		if !ok {
			s.publishConfig(root, cfgErrs)
			continue
		}
		var patterns []string
		for _, dir := range byModule[root] {
			if hasGoFiles(dir, overlay) {
				patterns = append(patterns, dir)
			}
		}
		lcfg := packages.Config{Dir: root, Tests: s.opts.tests, Overlay: overlay}
		if s.opts.tags != "" {
			lcfg.BuildFlags = []string{"-tags=" + s.opts.tags}
		}
		if len(patterns) == 0 {
			s.publishConfig(root, cfgErrs)
			continue
		}
		if s.warm[root] == nil || s.configChanged(root) {
			s.warm[root] = newWarmState()
			s.configChanged(root) // records the configuration
		}
		graph, initial, err := loadAndAnalyse(lcfg, s.checks, patterns, nil, s.warm[root])
		if err != nil {
			s.logf("idemlint: %v", err)
			s.publishConfig(root, cfgErrs)
			continue
		}
		// Names in the configuration that name nothing are judged in
		// the packages they name: the file's errors all the same, kept
		// by package until it is analysed again.
		for _, dir := range patterns {
			s.nameErrs[dir] = nil
		}
		for _, act := range graph.Roots {
			var names config.NameErrors
			if errors.As(act.Err, &names) && len(act.Package.CompiledGoFiles) > 0 {
				dir := filepath.Dir(act.Package.CompiledGoFiles[0])
				s.nameErrs[dir] = append(s.nameErrs[dir], configErrors(names)...)
			}
		}
		for _, dir := range slices.Sorted(maps.Keys(s.nameErrs)) {
			if r, _ := moduleRoot(dir); r != root {
				continue
			}
			for _, e := range s.nameErrs[dir] {
				if !slices.ContainsFunc(cfgErrs, func(o *config.Error) bool { return *o == *e }) {
					cfgErrs = append(cfgErrs, e)
				}
			}
		}
		s.publishConfig(root, cfgErrs)
		findings, _ := collect(graph)
		s.recordImports(analysisRoots(initial))
		s.publish(analysisRoots(initial), findings, overlay)
	}
}

// configChanged reports whether the configuration of the module at root
// differs from the one its warm state was analysed with: the facts found
// under one configuration do not hold under another.
func (s *lspServer) configChanged(root string) bool {
	cfg, err := config.Effective(root)
	fp := "invalid"
	if err == nil {
		fp = cfg.Fingerprint()
	}
	w := s.warm[root]
	changed := w != nil && w.config != fp
	if w != nil {
		w.config = fp
	}
	return changed
}

// configErrors returns the errors of the configuration of the module at
// root, and whether it loads.
func (s *lspServer) configErrors(root string) ([]*config.Error, bool) {
	_, err := config.Effective(root)
	return configErrors(err), err == nil
}

// publishConfig publishes the configuration's errors on its file, at
// their places, and clears those of a file that has none now.
func (s *lspServer) publishConfig(root string, errs []*config.Error) {
	file, _ := config.Find(root)
	byFile := make(map[string][]protocol.Diagnostic)
	for _, e := range errs {
		name := e.File
		if name == "" {
			name = file
		}
		if name == "" {
			s.logf("idemlint: %v", e)
			continue
		}
		if !filepath.IsAbs(name) {
			name = filepath.Join(root, name)
		}
		start := protocol.Position{}
		if e.Line > 0 {
			start = protocol.Position{Line: protocol.UInteger(e.Line - 1), Character: protocol.UInteger(max(e.Col-1, 0))}
		}
		msg := e.Msg
		if e.Key != "" {
			msg = e.Key + ": " + msg
		}
		sev := protocol.DiagnosticSeverityError
		byFile[name] = append(byFile[name], protocol.Diagnostic{
			Range:    protocol.Range{Start: start, End: start},
			Severity: &sev,
			Source:   ptr("idemlint"),
			Message:  msg,
		})
	}
	s.mu.Lock()
	var clearing []string
	for name := range s.badCfg {
		if filepath.Dir(name) == root && byFile[name] == nil {
			clearing = append(clearing, name)
			delete(s.badCfg, name)
		}
	}
	for name := range byFile {
		s.badCfg[name] = true
	}
	s.mu.Unlock()
	for _, name := range clearing {
		s.publishFile(name, []protocol.Diagnostic{})
	}
	for name, diags := range byFile {
		s.publishFile(name, diags)
	}
}

// configErrors returns the positioned errors err holds.
func configErrors(err error) []*config.Error {
	if err == nil {
		return nil
	}
	var out []*config.Error
	var walk func(error)
	walk = func(err error) {
		var e *config.Error
		switch u := err.(type) {
		case interface{ Unwrap() []error }:
			for _, err := range u.Unwrap() {
				walk(err)
			}
		default:
			if errors.As(err, &e) {
				out = append(out, e)
			} else {
				out = append(out, &config.Error{Msg: err.Error()})
			}
		}
	}
	walk(err)
	return out
}

// recordImports records, for each analysed package, the directories of
// the packages below it, so that an edit there analyses it again.
// Only packages of the root's module count: the rest does not change as
// the user types.
func (s *lspServer) recordImports(roots []*packages.Package) {
	byDir := make(map[string]map[string]bool) // a package and its test variant, together
	for _, root := range roots {
		if len(root.CompiledGoFiles) == 0 || root.Module == nil {
			continue
		}
		dir := filepath.Dir(root.CompiledGoFiles[0])
		if byDir[dir] == nil {
			byDir[dir] = make(map[string]bool)
		}
		packages.Visit([]*packages.Package{root}, nil, func(pkg *packages.Package) {
			if pkg != root && len(pkg.CompiledGoFiles) > 0 && pkg.Module != nil && pkg.Module.Path == root.Module.Path {
				byDir[dir][filepath.Dir(pkg.CompiledGoFiles[0])] = true
			}
		})
	}
	s.mu.Lock()
	maps.Copy(s.below, byDir)
	s.mu.Unlock()
}

// publish publishes the findings of the analysed packages: every file of
// those packages gets its diagnostics, none when it has none, so that a
// finding fixed disappears.
func (s *lspServer) publish(roots []*packages.Package, findings []*finding, overlay map[string][]byte) {
	byFile := make(map[string][]*finding)
	for _, f := range findings {
		byFile[f.pos.Filename] = append(byFile[f.pos.Filename], f)
	}
	files := make(map[string]bool)
	dirs := make(map[string]bool)
	for _, pkg := range roots {
		for _, name := range pkg.CompiledGoFiles {
			files[name] = true
			dirs[filepath.Dir(name)] = true
		}
	}
	for name := range byFile {
		files[name] = true
	}
	s.mu.Lock()
	for dir := range dirs {
		for _, name := range s.pkgFiles[dir] {
			files[name] = true // published before: cleared if clean now
		}
	}
	for dir := range dirs {
		s.pkgFiles[dir] = nil
	}
	for name := range files {
		dir := filepath.Dir(name)
		s.pkgFiles[dir] = append(s.pkgFiles[dir], name)
	}
	s.mu.Unlock()

	contents := newContents(overlay)
	for _, name := range slices.Sorted(maps.Keys(files)) {
		res := &fileResult{content: contents.get(name), findings: byFile[name]}
		res.mapper = lsp.NewMapper(res.content)
		diags := []protocol.Diagnostic{}
		for _, f := range res.findings {
			diags = append(diags, s.diagnostic(f, contents))
		}
		s.mu.Lock()
		s.results[name] = res
		s.mu.Unlock()
		s.publishFile(name, diags)
	}
}

func (s *lspServer) publishFile(name string, diags []protocol.Diagnostic) {
	s.mu.Lock()
	notify := s.notify
	s.mu.Unlock()
	if notify != nil {
		notify(protocol.ServerTextDocumentPublishDiagnostics, protocol.PublishDiagnosticsParams{URI: fileURI(name), Diagnostics: diags})
	}
}

// diagnostic converts a finding: the check as code, its page as
// codeDescription, the write chain and the other positions that explain
// it as relatedInformation. Findings are warnings, as in SARIF.
func (s *lspServer) diagnostic(f *finding, contents *contents) protocol.Diagnostic {
	sev := protocol.DiagnosticSeverityWarning
	d := protocol.Diagnostic{
		Range:    contents.mapper(f.pos.Filename).Range(f.pos.Offset, f.end.Offset),
		Severity: &sev,
		Code:     &protocol.IntegerOrString{Value: f.check},
		Source:   ptr("idemlint"),
		Message:  f.message,
	}
	if url := f.diag.URL; url != "" {
		d.CodeDescription = &protocol.CodeDescription{HRef: url}
	} else if a := check(f.check); a != nil && a.URL != "" {
		d.CodeDescription = &protocol.CodeDescription{HRef: a.URL}
	}
	for _, r := range f.related {
		d.RelatedInformation = append(d.RelatedInformation, protocol.DiagnosticRelatedInformation{
			Location: protocol.Location{URI: fileURI(r.pos.Filename), Range: contents.mapper(r.pos.Filename).Range(r.pos.Offset, r.end.Offset)},
			Message:  r.message,
		})
	}
	return d
}

// codeActions returns, for each finding the range touches, its suggested
// fixes (the first preferred) and an action that ignores it.
func (s *lspServer) codeActions(params *protocol.CodeActionParams) ([]protocol.CodeAction, error) {
	s.waitIdle()
	name, err := uriPath(params.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	if only := params.Context.Only; len(only) > 0 && !slices.ContainsFunc(only, func(k protocol.CodeActionKind) bool {
		return k == protocol.CodeActionKindQuickFix || strings.HasPrefix(string(protocol.CodeActionKindQuickFix), string(k)+".")
	}) {
		return []protocol.CodeAction{}, nil
	}
	s.mu.Lock()
	res := s.results[name]
	overlay := maps.Clone(s.docs)
	s.mu.Unlock()
	actions := []protocol.CodeAction{}
	if res == nil {
		return actions, nil
	}
	start, err1 := res.mapper.Offset(params.Range.Start)
	end, err2 := res.mapper.Offset(params.Range.End)
	if err := errors.Join(err1, err2); err != nil {
		return nil, err
	}
	contents := newContents(overlay)
	contents.set(name, res.content)
	quickfix := protocol.CodeActionKindQuickFix
	for _, f := range res.findings {
		if f.pos.Offset > end || start > max(f.end.Offset, f.pos.Offset) {
			continue
		}
		diag := s.diagnostic(f, contents)
		for i, fx := range f.fixes {
			if editsGenerated(fx) {
				continue // as -fix skips it: the generator would undo it
			}
			edit, err := fixEdit(fx, contents)
			if err != nil {
				s.logf("idemlint: %s: %v", fx.message, err)
				continue
			}
			actions = append(actions, protocol.CodeAction{
				Title:       fx.message,
				Kind:        &quickfix,
				Diagnostics: []protocol.Diagnostic{diag},
				IsPreferred: ptr(i == 0),
				Edit:        edit,
			})
		}
		actions = append(actions, ignoreAction(f, res, diag))
	}
	return actions, nil
}

// editsGenerated reports whether the fix edits a generated file.
func editsGenerated(fx fix) bool {
	return slices.ContainsFunc(fx.edits, func(e edit) bool { return isGenerated(e.file) })
}

// fixEdit returns the workspace edit that makes what -fix makes of the
// fix's files: fixedContent's result, as the edits that turn each file's
// current content into it.
func fixEdit(fx fix, contents *contents) (*protocol.WorkspaceEdit, error) {
	byFile := make(map[string][]edit)
	for _, e := range fx.edits {
		byFile[e.file] = append(byFile[e.file], e)
	}
	we := &protocol.WorkspaceEdit{Changes: make(map[protocol.DocumentUri][]protocol.TextEdit)}
	for _, name := range slices.Sorted(maps.Keys(byFile)) {
		before := contents.get(name)
		after, err := fixedContent(before, byFile[name])
		if err != nil {
			return nil, err
		}
		m := contents.mapper(name)
		var edits []protocol.TextEdit
		for _, d := range udiff.Bytes(before, after) {
			edits = append(edits, protocol.TextEdit{Range: m.Range(d.Start, d.End), NewText: d.New})
		}
		we.Changes[fileURI(name)] = edits
	}
	return we, nil
}

// ignoreAction inserts "//idemlint:ignore CHECK REASON" on a line of its
// own above the finding's, indented as that line, where the directive
// silences it (internal/check), and selects REASON.
func ignoreAction(f *finding, res *fileResult, diag protocol.Diagnostic) protocol.CodeAction {
	lineStart := f.pos.Offset - (f.pos.Column - 1)
	lineEnd := lineStart
	for lineEnd < len(res.content) && res.content[lineEnd] != '\n' {
		lineEnd++
	}
	line := res.content[lineStart:lineEnd]
	indent := string(line[:len(line)-len(strings.TrimLeft(string(line), " \t"))])
	directiveText := indent + directive.Prefix + directive.Ignore + " " + f.check + " "
	insert := directiveText + reasonPlaceholder + "\n"
	at := res.mapper.Position(lineStart)
	uri := fileURI(f.pos.Filename)
	reason := protocol.Range{
		Start: protocol.Position{Line: at.Line, Character: protocol.UInteger(utf16Count(directiveText))},
		End:   protocol.Position{Line: at.Line, Character: protocol.UInteger(utf16Count(directiveText + reasonPlaceholder))},
	}
	quickfix := protocol.CodeActionKindQuickFix
	return protocol.CodeAction{
		Title:       fmt.Sprintf("Ignore %s here (//idemlint:ignore, with a reason)", f.check),
		Kind:        &quickfix,
		Diagnostics: []protocol.Diagnostic{diag},
		Edit: &protocol.WorkspaceEdit{Changes: map[protocol.DocumentUri][]protocol.TextEdit{
			uri: {{Range: protocol.Range{Start: at, End: at}, NewText: insert}},
		}},
		Command: &protocol.Command{
			Title:     "Type the reason",
			Command:   selectReasonCommand,
			Arguments: []any{uri, reason},
		},
	}
}

func utf16Count(s string) int { return int(lsp.NewMapper([]byte(s)).Position(len(s)).Character) }

// remarshal converts a command's argument, decoded as JSON into any, to
// the type it stands for.
func remarshal(from, to any) error {
	data, err := json.Marshal(from)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, to)
}

// executeCommand runs selectReasonCommand: it asks the client to show
// the document with the reason selected, if the client can (Neovim 0.7
// cannot; docs/editors.md has the few lines that run the command in
// Neovim itself). The request goes out from another goroutine: the
// connection reads the client's answer only once this handler has
// returned.
func (s *lspServer) executeCommand(ctx *glsp.Context, params *protocol.ExecuteCommandParams) error {
	if params.Command != selectReasonCommand || len(params.Arguments) != 2 {
		return fmt.Errorf("unknown command %s or wrong arguments", params.Command)
	}
	uri, ok := params.Arguments[0].(string)
	if !ok {
		return fmt.Errorf("%s: the first argument must be a document URI", selectReasonCommand)
	}
	var rng protocol.Range
	if err := remarshal(params.Arguments[1], &rng); err != nil {
		return fmt.Errorf("%s: the second argument must be a range: %v", selectReasonCommand, err)
	}
	s.mu.Lock()
	can := s.showDocument
	s.mu.Unlock()
	if !can {
		return nil
	}
	call := ctx.Call
	go func() {
		var result protocol.ShowDocumentResult
		call(protocol.ServerWindowShowDocument, protocol.ShowDocumentParams{URI: uri, TakeFocus: ptr(true), Selection: &rng}, &result)
	}()
	return nil
}

// logf logs on stderr, which clients keep in their log.
func (s *lspServer) logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
}

// contents reads files as the analysis saw them: the overlay's, else the
// disk's, each once.
type contents struct {
	overlay map[string][]byte
	read    map[string][]byte
	mappers map[string]*lsp.Mapper
}

func newContents(overlay map[string][]byte) *contents {
	return &contents{overlay: overlay, read: make(map[string][]byte), mappers: make(map[string]*lsp.Mapper)}
}

func (c *contents) set(name string, content []byte) { c.read[name] = content }

func (c *contents) get(name string) []byte {
	if b, ok := c.read[name]; ok {
		return b
	}
	b, ok := c.overlay[name]
	if !ok {
		b, _ = os.ReadFile(name)
	}
	c.read[name] = b
	return b
}

func (c *contents) mapper(name string) *lsp.Mapper {
	m, ok := c.mappers[name]
	if !ok {
		m = lsp.NewMapper(c.get(name))
		c.mappers[name] = m
	}
	return m
}

// applyChange applies a ranged change to a document's text.
func applyChange(text []byte, c protocol.TextDocumentContentChangeEvent) ([]byte, error) {
	m := lsp.NewMapper(text)
	start, err1 := m.Offset(c.Range.Start)
	end, err2 := m.Offset(c.Range.End)
	if err := errors.Join(err1, err2); err != nil {
		return nil, err
	}
	if end < start {
		return nil, fmt.Errorf("the change's range ends before it starts")
	}
	return slices.Concat(text[:start], []byte(c.Text), text[end:]), nil
}

// notUsers reports whether the file is in the Go distribution or the
// module cache.
func notUsers(name string) bool {
	if lazyssa.InGOROOTFile(name) {
		return true
	}
	cache := os.Getenv("GOMODCACHE")
	if cache == "" {
		if gopath := filepath.SplitList(build.Default.GOPATH); len(gopath) > 0 {
			cache = filepath.Join(gopath[0], "pkg", "mod")
		}
	}
	return cache != "" && strings.HasPrefix(name, filepath.Clean(cache)+string(filepath.Separator))
}

// moduleRoot returns the directory of the go.mod above dir.
func moduleRoot(dir string) (string, bool) {
	for d := dir; ; d = filepath.Dir(d) {
		if st, err := os.Stat(filepath.Join(d, "go.mod")); err == nil && st.Mode().IsRegular() {
			return d, true
		}
		if filepath.Dir(d) == d {
			return "", false
		}
	}
}

// hasGoFiles reports whether dir holds a Go file, on disk or in the
// overlay, so that a package whose last file was deleted is not asked for.
func hasGoFiles(dir string, overlay map[string][]byte) bool {
	for name := range overlay {
		if filepath.Dir(name) == dir {
			return true
		}
	}
	matches, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	return len(matches) > 0
}

func uriPath(uri protocol.DocumentUri) (string, error) {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return "", fmt.Errorf("%q is not a file URI", uri)
	}
	path := filepath.FromSlash(u.Path)
	if runtime.GOOS == "windows" {
		path = strings.TrimPrefix(path, `\`)
	}
	return filepath.Clean(path), nil
}
