package effects

import (
	"github.com/idemlint/idemlint/config"
	"go/types"
	"strings"
)

// extra reports whether configuration names fn as an effect.
func (a *analyzer) extra(fn *types.Func) (idempotent, ok bool) {
	if e, ok := a.cfg.Effect(config.FuncName(fn)); ok {
		return e.Idempotent, true
	}
	return false, false
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
