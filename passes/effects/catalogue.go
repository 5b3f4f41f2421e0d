package effects

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"github.com/idemlint/idemlint/internal/modpath"
	"github.com/idemlint/idemlint/passes/tools"
	"go/types"
	"path"
	"slices"
	"strings"
	"sync"
)

//go:embed catalogue.json
var catalogueJSON []byte

// An Entry of the SDK catalogue: the functions or methods of an SDK that
// write. Patterns use path.Match syntax.
type Entry struct {
	SDK        string   // short SDK name: "stripe", "github", "slack", "aws", "google"
	Module     string   // module path without a major-version suffix
	Packages   []string // package patterns relative to Module; "" is the module root
	Recv       string   // receiver type name pattern; "" for package-level functions
	Funcs      []string // function or method name patterns
	Idempotent bool     // the call is an idempotent write
	// Slots name where the SDK takes an idempotency key: fields or setters
	// of the call's arguments ("IdempotencyKey", "SetIdempotencyKey",
	// "ClientToken").
	Slots []string
}

type catalogueFile struct {
	Quiet []string `json:"quiet"`
	SDKs  []struct {
		Name    string `json:"name"`
		Module  string `json:"module"`
		Entries []struct {
			Packages   []string `json:"packages"`
			Recv       string   `json:"recv"`
			Funcs      []string `json:"funcs"`
			Idempotent bool     `json:"idempotent"`
			Slots      []string `json:"slots"`
		} `json:"entries"`
	} `json:"sdks"`
}

// loadCatalogue parses the embedded catalogue once and returns its
// entries and distinct modules, which must not be modified.
var loadCatalogue = sync.OnceValues(func() ([]Entry, []string) {
	entries, err := parseCatalogue(catalogueJSON)
	if err != nil {
		panic(err)
	}
	var mods []string
	for _, e := range entries {
		if !slices.Contains(mods, e.Module) {
			mods = append(mods, e.Module)
		}
	}
	return entries, mods
})

// Catalogue returns a copy of the SDK catalogue, in lookup order.
func Catalogue() []Entry {
	entries, _ := loadCatalogue()
	out := make([]Entry, len(entries))
	for i, e := range entries {
		e.Packages = slices.Clone(e.Packages)
		e.Funcs = slices.Clone(e.Funcs)
		e.Slots = slices.Clone(e.Slots)
		out[i] = e
	}
	return out
}

func parseCatalogue(data []byte) ([]Entry, error) {
	var f catalogueFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("effects: catalogue.json: %v", err)
	}
	var out []Entry
	for _, sdk := range f.SDKs {
		for _, e := range sdk.Entries {
			entry := Entry{
				SDK: sdk.Name, Module: sdk.Module, Packages: e.Packages, Recv: e.Recv,
				Funcs: e.Funcs, Idempotent: e.Idempotent, Slots: e.Slots,
			}
			for _, p := range append(append(slices.Clone(e.Packages), e.Recv), e.Funcs...) {
				if _, err := path.Match(p, ""); err != nil {
					return nil, fmt.Errorf("effects: catalogue.json: bad pattern %q in %s", p, sdk.Name)
				}
			}
			out = append(out, entry)
		}
	}
	return out, nil
}

func catalogueModules() []string {
	_, mods := loadCatalogue()
	return mods
}

// LookupSDK returns the catalogue entry for a function or method, if the
// catalogue knows it writes.
func LookupSDK(fn *types.Func) (Entry, bool) {
	if fn == nil || fn.Pkg() == nil {
		return Entry{}, false
	}
	fn = fn.Origin()
	pkgPath := fn.Pkg().Path()
	entries, mods := loadCatalogue()
	if !slices.ContainsFunc(mods, func(m string) bool { return strings.HasPrefix(pkgPath, m) }) {
		return Entry{}, false
	}
	recv := recvTypeName(fn)
	for _, e := range entries {
		sub, ok := subpackage(pkgPath, e.Module)
		if !ok || !matchAny(e.Packages, sub) {
			continue
		}
		if (e.Recv == "") != (recv == "") {
			continue
		}
		if e.Recv != "" {
			if ok, _ := path.Match(e.Recv, recv); !ok {
				continue
			}
		}
		if !matchAny(e.Funcs, fn.Name()) {
			continue
		}
		return e, true
	}
	return Entry{}, false
}

func matchAny(patterns []string, s string) bool {
	for _, p := range patterns {
		if ok, _ := path.Match(p, s); ok {
			return true
		}
	}
	return false
}

// subpackage returns the package path relative to module; see modpath.Sub.
func subpackage(pkgPath, module string) (string, bool) { return modpath.Sub(pkgPath, module) }

// recvTypeName returns the name of a method's receiver type without the
// pointer, or "" for a function.
func recvTypeName(fn *types.Func) string {
	recv := fn.Signature().Recv()
	if recv == nil {
		return ""
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		return t.Obj().Name()
	case *types.Interface:
		return "interface"
	}
	return ""
}

// quietModules lists the catalogue's modules whose calls are never
// external writes.
var quietModules = sync.OnceValue(func() []string {
	var f catalogueFile
	if err := json.Unmarshal(catalogueJSON, &f); err != nil {
		panic(err)
	}
	return f.Quiet
})

// IsQuiet reports whether the package belongs to a module whose calls
// are never external writes: a model API of the catalogue, or an agent
// framework that passes/tools knows.
func IsQuiet(pkgPath string) bool {
	if tools.InFramework(pkgPath) {
		return true
	}
	for _, m := range quietModules() {
		if _, ok := subpackage(pkgPath, m); ok {
			return true
		}
	}
	return false
}
