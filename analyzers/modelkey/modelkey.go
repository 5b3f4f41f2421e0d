package modelkey

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports write tools whose idempotency key is a parameter the
// model chooses.
var Analyzer = check.New("modelkey", doc, check.ForEachDeclaration(reportModelKeys), keys.Analyzer)

// reportModelKeys reports the keys of a tool that the model chooses.
func reportModelKeys(r *check.Runner, k *keys.Tool) {
	names := r.Config.KeyParams
	mks := slices.DeleteFunc(k.ModelKeys(names), actionTarget)
	if len(mks) == 0 {
		return
	}
	from := identifying(k, mks, names)
	// Fixes for two keys of one tool would each insert a derivation;
	// with several keys the tool is left to its owner. A handler of
	// another package is not this package's to edit.
	fixable := (len(mks) == 1 || countKeyNamed(mks, names) <= 1) && !k.Foreign
	found := r.Pass.ResultOf[tools.Analyzer].([]*tools.Tool)
	for _, mk := range mks {
		d := diagnostic(k.Tool, mk, from)
		if fixable {
			if fix, ok := newFixer(r, found, k.Tool, mk, from, names).fix(); ok {
				d.SuggestedFixes = []analysis.SuggestedFix{fix}
			}
		}
		r.Report(k.Tool, d)
	}
}

// actionTarget reports whether a model key found by its name alone is
// more likely the target of the action: a required request_id,
// operation_id or nonce that never reaches a key slot or ledger
// (cancel_operation(operation_id), approve_request(request_id)).
func actionTarget(mk keys.ModelKey) bool {
	return mk.Use == nil && mk.Param.Required && keys.IsIdentifierName(mk.Param.Name)
}

// identifying returns the parameters a key should be derived from: those
// that identify the action (the keys pass's one definition, which reads
// the idem tags of a struct the handler decodes the arguments into),
// less the model keys whose name says key (-modelkey.names counts).
// A parameter that reaches a key slot unchanged without a key's name
// (an order id used as the key) stays: it identifies the action.
func identifying(k *keys.Tool, mks []keys.ModelKey, names []string) []*tools.Param {
	var out []*tools.Param
	for _, p := range k.IdentifyingParams() {
		if !isKeyParam(p, mks, names) {
			out = append(out, p)
		}
	}
	return out
}

func countKeyNamed(mks []keys.ModelKey, names []string) int {
	n := 0
	for _, mk := range mks {
		if keys.IsKeyName(mk.Param.Name, names) {
			n++
		}
	}
	return n
}

func isKeyParam(p *tools.Param, mks []keys.ModelKey, names []string) bool {
	for _, mk := range mks {
		if mk.Param == p && keys.IsKeyName(p.Name, names) {
			return true
		}
	}
	return false
}

func diagnostic(t *tools.Tool, mk keys.ModelKey, from []*tools.Param) analysis.Diagnostic {
	list := "the arguments that identify the action"
	if len(from) > 0 {
		names := make([]string, len(from))
		for i, p := range from {
			names[i] = p.Name
		}
		list = strings.Join(names, ", ")
	}
	d := analysis.Diagnostic{
		Pos: t.Pos(),
		Message: fmt.Sprintf("%s takes its idempotency key %q from the model; a retry with a new key acts twice: derive the key inside the tool from %s",
			t.Label(), mk.Param.Name, list),
	}
	if n := mk.Param.Node; n != nil {
		d.Pos, d.End = n.Pos(), n.End()
	}
	if u := mk.Use; u != nil && u.Pos.IsValid() {
		d.Related = []analysis.RelatedInformation{{Pos: u.Pos, Message: fmt.Sprintf("%q is used as the key here: %s", mk.Param.Name, where(u))}}
	}
	return d
}

func where(u *keys.Use) string {
	switch u.Kind {
	case keys.LedgerLookup:
		return "the ledger lookup " + u.Slot
	case keys.LedgerRecord:
		return "the ledger record " + u.Slot
	}
	return "the provider's key slot " + u.Slot
}
