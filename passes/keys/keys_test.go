package keys_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/checktest"
	"github.com/idemlint/idemlint/passes/keys"
	"golang.org/x/tools/go/analysis"
)

// report turns what the keys pass found into diagnostics, so fixtures
// state it with // want.
var report = &analysis.Analyzer{
	Name:     "keyreport",
	Doc:      "report keys and writes (test only)",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, t := range pass.ResultOf[keys.Analyzer].(*keys.Result).Tools {
			for _, u := range t.Uses {
				pass.Reportf(u.Pos, "key %s %s from %s", u.Kind, u.Slot, sources(u.Key))
			}
			for _, w := range t.Writes {
				var slots []string
				for _, s := range w.Slots {
					slots = append(slots, s.Slot)
				}
				lookup, found := "-", "-"
				if w.Lookup != nil {
					lookup = w.Lookup.Slot
				}
				if w.Found != nil {
					found = "yes"
				}
				pass.Reportf(w.Pos, "write %s slots=%s lookup=%s found=%s", w.Effects[0].Kind, orDash(slots), lookup, found)
			}
		}
		return nil, nil
	},
}

func sources(k *keys.Key) string {
	var parts []string
	for _, s := range k.Sources {
		switch s.Kind {
		case keys.Param:
			parts = append(parts, "param:"+s.Param)
		case keys.Volatile:
			parts = append(parts, "volatile:"+s.Func)
		default:
			parts = append(parts, s.Kind.String())
		}
	}
	sort.Strings(parts)
	parts = dedup(parts)
	out := strings.Join(parts, ",")
	if k.Derived {
		out += " derived"
	}
	if k.Filled {
		out += " filled"
	}
	return out
}

func dedup(in []string) []string {
	var out []string
	for i, s := range in {
		if i == 0 || s != in[i-1] {
			out = append(out, s)
		}
	}
	return out
}

func orDash(s []string) string {
	if len(s) == 0 {
		return "-"
	}
	return fmt.Sprint(strings.Join(s, ","))
}

func TestKeys(t *testing.T) {
	checktest.Run(t, report, "keys/mcpgo", "keys/gosdk", "keys/helpers",
		"keys/nested", // issue 10, H4: slots nested in the request, of another package and of this one
		"keys/listnames",
		"keys/whole", "keys/transient",
	)
}

// TestActionVerb checks the phrase for what a repeated write does: a
// payment noun anywhere in the name, a verb only where a verb stands.
func TestActionVerb(t *testing.T) {
	for name, want := range map[string]string{
		"issue_refund":        "refunds twice",
		"stripe_refund":       "refunds twice",
		"create_issue":        "creates a duplicate",
		"add_issue_comment":   "acts twice",
		"sub_issue_write":     "acts twice",
		"send_email":          "sends twice",
		"payment_link_notify": "acts twice",
		"create_payment":      "creates a duplicate",
		"pay_invoice":         "pays twice",
	} {
		if got := keys.ActionVerb(name); got != want {
			t.Errorf("ActionVerb(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestNameWords: tool and function names split into their words.
func TestNameWords(t *testing.T) {
	for name, want := range map[string]string{
		"issue_refund":  "issue refund",
		"sendEmail":     "send email",
		"HTTPRequest":   "http request",
		"book-slot-v2":  "book slot v",
		"refund2Orders": "refund orders",
	} {
		got := ""
		for i, w := range keys.NameWords(name) {
			if i > 0 {
				got += " "
			}
			got += w
		}
		if got != want {
			t.Errorf("NameWords(%q) = %q, want %q", name, got, want)
		}
	}
}
