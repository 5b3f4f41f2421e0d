package tools

import (
	"fmt"
	"strings"
)

// Summary renders a tool on one line, as the inventory's text output and
// the tests show it:
//
//	tool NAME fw=FW desc="..." params=a,b handler=H hints=readOnly=true
func (t *Tool) Summary() string {
	name := t.Name
	if name == "" {
		name = "<dynamic>"
	}
	desc := "<none>"
	switch {
	case t.Description.Constant:
		desc = fmt.Sprintf("%q", t.Description.Value)
	case t.Description.Expr != nil:
		desc = "<dynamic>"
	}
	params := "-"
	if len(t.Params) > 0 {
		names := make([]string, len(t.Params))
		for i, p := range t.Params {
			names[i] = p.Name
		}
		params = strings.Join(names, ",")
	}
	if t.BodyOnly {
		s := fmt.Sprintf("handler body fw=%s handler=%s", t.Framework, t.Handler.Kind())
		for _, fn := range t.Handler.Factories {
			s += " returned-by=" + funcKind(fn)
		}
		return s
	}
	fw := string(t.Framework)
	if t.Via != "" {
		fw += "(" + t.Via + ")"
	}
	return fmt.Sprintf("tool %s fw=%s desc=%s params=%s handler=%s hints=%s",
		name, fw, desc, params, t.Handler.Kind(), t.Annotations)
}

// String lists the explicitly set hints, "-" when none is.
func (a Annotations) String() string {
	var parts []string
	for _, h := range []struct {
		name string
		hint Hint
	}{{"readOnly", a.ReadOnly}, {"destructive", a.Destructive}, {"idempotent", a.Idempotent}, {"openWorld", a.OpenWorld}} {
		if h.hint.Set {
			parts = append(parts, fmt.Sprintf("%s=%t", h.name, h.hint.Value))
		}
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, ",")
}
