package effects

import (
	"github.com/idemlint/idemlint/config"
	"go/types"
	"slices"
	"strings"
	"sync"
)

// Extra holds the configured effects: qualified names of functions or
// methods that perform external writes, such as "example.com/pay.Charge"
// or "(*example.com/pay.Client).Refund", each optionally followed by
// "=idempotent". It is the value of the -effects.extra flag; the
// configuration adds to it. Whether a receiver is a pointer does not
// matter.
var Extra = new(NameList)

// A NameList is a flag.Value holding a comma-separated list of qualified
// names. Set adds to the list.
type NameList struct {
	mu    sync.RWMutex
	names []string
	idem  map[string]bool // by normalised name
}

func (l *NameList) String() string {
	if l == nil {
		return ""
	}
	l.mu.RLock()
	defer l.mu.RUnlock()
	return strings.Join(l.names, ",")
}

// Set adds the comma-separated names in s.
func (l *NameList) Set(s string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.idem == nil {
		l.idem = make(map[string]bool)
	}
	for _, n := range strings.Split(s, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		name, flag, _ := strings.Cut(n, "=")
		l.names = append(l.names, n)
		l.idem[normalizeName(name)] = flag == "idempotent"
	}
	return nil
}

// Names returns the names without their "=idempotent" suffixes.
func (l *NameList) Names() []string {
	l.mu.RLock()
	defer l.mu.RUnlock()
	out := make([]string, 0, len(l.names))
	for _, n := range l.names {
		name, _, _ := strings.Cut(n, "=")
		out = append(out, name)
	}
	slices.Sort(out)
	return out
}

func (l *NameList) lookup(name string) (idempotent, ok bool) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	idempotent, ok = l.idem[normalizeName(name)]
	return idempotent, ok
}

// extra reports whether configuration names fn as an effect.
func (a *analyzer) extra(fn *types.Func) (idempotent, ok bool) {
	if e, ok := a.cfg.Effect(config.FuncName(fn)); ok {
		return e.Idempotent, true
	}
	return Extra.lookup(fn.Origin().FullName())
}

func normalizeName(s string) string {
	return strings.Replace(strings.TrimSpace(s), "(*", "(", 1)
}

// extraPkgPath returns the package path of a qualified name:
// "example.com/pay" for "(*example.com/pay.Client).Refund".
func extraPkgPath(name string) string {
	name = strings.TrimLeft(name, "(*")
	if i := strings.IndexByte(name, ')'); i >= 0 {
		name = name[:i]
	}
	slash := strings.LastIndexByte(name, '/')
	if dot := strings.IndexByte(name[slash+1:], '.'); dot >= 0 {
		return name[:slash+1+dot]
	}
	return name
}
