package config

import (
	_ "embed"
	"flag"
	"fmt"
	"go/build"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/idemlint/idemlint/internal/analysisdoc"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer provides the effective configuration of each package as its
// result, a *Config that must not be modified. It reports nothing and
// never fails: for a bad configuration its result is the default one with
// Err set (Reporter reports the error). Every check and pass that reads
// the configuration Requires it.
var Analyzer = &analysis.Analyzer{
	Name:       "idemlintsettings",
	Doc:        analysisdoc.MustExtract(doc, "idemlintsettings"),
	URL:        "https://github.com/idemlint/idemlint/blob/main/docs/configuration.md",
	Run:        run,
	ResultType: reflect.TypeFor[*Config](),
}

// Reporter fails when the package's configuration is bad, with the
// positioned error. It is the only analyzer that does, so drivers show
// the error rather than "failed prerequisites" for every check. A driver
// is given it first, before the checks.
var Reporter = &analysis.Analyzer{
	Name:     "idemlintconfig",
	Doc:      analysisdoc.MustExtract(doc, "idemlintconfig"),
	URL:      "https://github.com/idemlint/idemlint/blob/main/docs/configuration.md",
	Requires: []*analysis.Analyzer{Analyzer},
	Run:      report,
}

func report(pass *analysis.Pass) (any, error) {
	c := pass.ResultOf[Analyzer].(*Config)
	if err := c.Err(); err != nil {
		return nil, err
	}
	mod := ""
	if pass.Module != nil {
		mod = pass.Module.Path
	}
	if errs := c.Unresolved(pass.Pkg, mod); len(errs) > 0 {
		return nil, NameErrors(errs)
	}
	return nil, nil
}

// NameErrors are the configured names that name nothing in one package,
// one error each (see [Config.Unresolved]). A driver that checks many
// packages in one process prints each error once.
type NameErrors []error

func (e NameErrors) Error() string {
	s := make([]string, len(e))
	for i, err := range e {
		s[i] = err.Error()
	}
	return strings.Join(s, "\n")
}

// Unwrap returns the errors.
func (e NameErrors) Unwrap() []error { return e }

// loader serves Analyzer, the package-level functions and the -config
// flags they register.
var loader = new(Loader)

func init() {
	// Drivers register the flags of the analyzers they are given, which
	// include Reporter; tests set them on either.
	loader.RegisterFlags(&Analyzer.Flags)
	loader.RegisterFlags(&Reporter.Flags)
}

func run(pass *analysis.Pass) (any, error) {
	c, err := settings(pass)
	if err != nil {
		c = loader.Defaults()
		c.err = err
	}
	return c, nil
}

func settings(pass *analysis.Pass) (*Config, error) {
	dir := ""
	for _, f := range pass.Files {
		// The position honours //line directives, so cgo-generated
		// files count from their source's directory.
		if name := pass.Fset.Position(f.Package).Filename; name != "" {
			dir = filepath.Dir(name)
			break
		}
	}
	if dir == "" || inGOROOT(dir) {
		// The standard library (and file-less packages such as unsafe)
		// is never configured by a user's file: a bad file is then
		// reported once per user package, not once per dependency.
		return loader.Defaults(), nil
	}
	return loader.Config(dir)
}

func inGOROOT(dir string) bool {
	root := build.Default.GOROOT
	if root == "" {
		return false
	}
	rel, err := filepath.Rel(filepath.Join(root, "src"), dir)
	return err == nil && !strings.HasPrefix(rel, "..")
}

// Defaults returns the default configuration with the overrides applied.
func (l *Loader) Defaults() *Config {
	l.mu.Lock()
	defer l.mu.Unlock()
	c := Default()
	c.Merge(l.flags)
	c.Merge(l.overrides)
	return c
}

// RegisterFlags registers the -config flag of Analyzer and the settings
// flags (-key-params, -min-key-ttl, -effects, -tests: each named as its
// key in .idemlint.yml) on fs. A command calls it on its top-level flag
// set so that -config (rather than the multichecker's
// -idemlintconfig.config) reaches Analyzer; go vet passes only the flags
// the tool lists at the top level.
func RegisterFlags(fs *flag.FlagSet) { loader.RegisterFlags(fs) }

// RegisterInventoryFlags registers on fs the flags of RegisterFlags that
// change what the inventory lists: -config, -key-params, -min-key-ttl and
// -effects, not -tests and -hygiene.
func RegisterInventoryFlags(fs *flag.FlagSet) {
	loader.registerConfigFlag(fs)
	loader.registerWriteSettings(fs)
}

// SetOverrides sets the configuration that Analyzer layers over the
// configuration file (see Merge). The golangci-lint plugin calls it with
// its settings. c must be valid and is not modified afterwards.
func SetOverrides(c *Config) { loader.SetOverrides(c) }

// SetKnownChecks sets the check names that Analyzer accepts in
// checks.enable and checks.disable; until it is called, any name is
// accepted.
func SetKnownChecks(names []string) { loader.SetKnownChecks(names) }

// Effective returns the configuration Analyzer gives the packages in dir,
// for commands that need it outside an analysis.
func Effective(dir string) (*Config, error) { return loader.Config(dir) }

// A Loader works out the effective configuration of a package: the
// defaults, under the file named by its -config flag or else the
// .idemlint.yml beside the package's go.mod, under the overrides. It
// reads each file once, again only when the file's modification time or
// size changes. Its methods are safe for concurrent use.
type Loader struct {
	mu        sync.Mutex
	flag      string            // the -config value as given
	flags     *Config           // the settings flags (see registerSettings)
	flagText  map[string]string // their values as given, by flag name
	overrides *Config
	known     []string
	cache     map[string]*cached // by absolute file path; "" when there is no file
}

type cached struct {
	mod  time.Time
	size int64
	cfg  *Config
	err  error
}

// RegisterFlags registers -config and the settings flags on fs.
func (l *Loader) RegisterFlags(fs *flag.FlagSet) {
	l.registerConfigFlag(fs)
	l.registerSettings(fs)
}

func (l *Loader) registerConfigFlag(fs *flag.FlagSet) {
	fs.Var((*configFlag)(l), "config", "read the idemlint configuration from `FILE` "+
		"(default: the .idemlint.yml beside go.mod); anything after a # is ignored, "+
		"so -config=FILE#HASH can change go vet's cache key")
}

// configFlag is a Loader seen as the value of its -config flag.
type configFlag Loader

func (f *configFlag) String() string {
	if f == nil {
		return ""
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.flag
}

func (f *configFlag) Set(s string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.flag, f.cache = s, nil
	return nil
}

// SetOverrides sets the configuration layered over the file.
func (l *Loader) SetOverrides(c *Config) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.overrides, l.cache = c, nil
}

// SetKnownChecks sets the check names a file may enable or disable.
func (l *Loader) SetKnownChecks(names []string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.known, l.cache = slices.Clone(names), nil
}

// Config returns the effective configuration for the packages in dir
// ("" means the working directory). The result is shared: do not modify
// it.
func (l *Loader) Config(dir string) (*Config, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	path := l.flag
	if i := strings.LastIndexByte(path, '#'); i >= 0 {
		path = path[:i]
	}
	fromFlag := path != ""
	if !fromFlag {
		if p, ok := Find(dir); ok {
			path = relative(p)
		}
	}
	var (
		key = ""
		fi  os.FileInfo
	)
	if path != "" {
		var err error
		if fi, err = os.Stat(path); err != nil {
			if fromFlag && !filepath.IsAbs(path) {
				return nil, fmt.Errorf("-config: %w (go vet runs idemlint in each package's directory: give an absolute path)", err)
			}
			if fromFlag {
				return nil, fmt.Errorf("-config: %w", err)
			}
			return nil, err
		}
		if key, err = filepath.Abs(path); err != nil {
			return nil, err
		}
	}
	if e, ok := l.cache[key]; ok && (fi == nil || e.mod.Equal(fi.ModTime()) && e.size == fi.Size()) {
		return e.cfg, e.err
	}
	e := &cached{}
	if fi != nil {
		e.mod, e.size = fi.ModTime(), fi.Size()
	}
	e.cfg, e.err = l.build(path)
	if l.cache == nil {
		l.cache = make(map[string]*cached)
	}
	l.cache[key] = e
	return e.cfg, e.err
}

func (l *Loader) build(path string) (*Config, error) {
	c := Default()
	var src *Config
	if path != "" {
		f, err := Load(path)
		if err != nil {
			return nil, err
		}
		if l.known != nil {
			if err := f.Validate(l.known); err != nil {
				return nil, err
			}
		}
		c.Merge(f)
		src = f
	}
	c.Merge(l.flags)
	c.Merge(l.overrides)
	c.source = src // Merge forgets where entries were given
	return c, nil
}

// relative returns path relative to the working directory when it lies
// below it, for shorter error messages.
func relative(path string) string {
	wd, err := os.Getwd()
	if err != nil {
		return path
	}
	rel, err := filepath.Rel(wd, path)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return path
	}
	return rel
}
