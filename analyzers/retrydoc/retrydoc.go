package retrydoc

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/internal/edit"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/keys"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports write tools whose description is silent on retries.
var Analyzer = check.New("retrydoc", doc, check.ForEachDeclaration(reportSilent), keys.Analyzer)

// Phrases are the phrases that count as a sentence on retries.
var Phrases = []string{
	"safe to retry", "safe to call again", "retrying is safe", "retries are safe", "idempotent",
	"not safe to retry", "do not retry", "calling again with the same arguments",
	// What a repeat does, said of the tool itself: "re-running replaces
	// your previous answer", "calling it again sends another".
	"re-running", "rerunning", "calling it again", "calling this again", "calling this tool again",
	"safely retr", "retry safely", "retried safely", "never retried", "never automatically retried",
	// An outcome the tool reports as unknown, named to the model: the
	// description tells it what to do then.
	"outcome_unknown", "outcome unknown",
}

// The sentences the fix appends: SafeSentence where a key or a ledger
// claim makes a repeat return the first call's result, NoEffectSentence
// where the writes are idempotent or a check of the current state stops
// a repeat (which then does not return the first result, but changes
// nothing), GoneSentence instead where a repeat removes again what the
// first call removed and may be told it is not there, UnsafeSentence
// otherwise.
const (
	SafeSentence     = "Safe to retry: calling again with the same arguments returns the original result."
	NoEffectSentence = "Safe to retry: calling again with the same arguments has no further effect."
	GoneSentence     = "Safe to retry: calling again with the same arguments has no further effect, though it may then report that the item no longer exists."
	UnsafeSentence   = "Not safe to retry blindly: check whether it took effect before calling again."
)

// reportSilent reports the constant description of a write tool that
// says nothing on retries.
func reportSilent(r *check.Runner, k *keys.Tool) {
	t := k.Tool
	if !t.Description.Constant || t.Description.Expr == nil || saysRetry(t.Description.Value, r.Config.RetryPhrases) {
		return
	}
	// The same fact as timeouterr's "unknown" result, so that the
	// description and the result of a timeout agree.
	sentence, category := UnsafeSentence, ""
	guess := "guesses and may repeat the write"
	if refused, named := refusedRepeat(k); refused {
		// A retry of a call that took effect is refused: the agent
		// loses the result, nothing happens twice. Low harm.
		guess, category = "guesses, and a retry of a call that took effect fails with a conflict", check.Hygiene
		if named != "" {
			// Or, by a provider that does not refuse it, makes a second
			// object of the name: as nolookup says, of low harm.
			guess = "guesses, and a retry of a call that took effect fails with a conflict unless the provider accepts a second object of the same " + named
		}
	}
	if k.OnlyInProcess() {
		// Its writes go to a database inside the program: a failure is
		// definite, so the agent retries only what did not happen. Low
		// harm.
		category = check.Hygiene
	}
	if k.SafeAfterTimeout(r.Config.KeyParams) {
		// The agent's guess, a retry, changes nothing more: low harm.
		sentence, category = NoEffectSentence, check.Hygiene
		switch {
		case replays(k):
			sentence = SafeSentence
		case k.SideActsAgain():
			// A side write acts again: "no further effect" would
			// not be true.
			sentence = UnsafeSentence
		case k.RepeatMayFindItGone():
			sentence = GoneSentence
		}
		if h := t.Annotations.Idempotent; h.Set && !h.Value {
			// The author says a repeat is not safe (a PATCH that
			// appends, by a header the code passes through): the
			// sentence must not say otherwise.
			sentence = UnsafeSentence
		}
	}
	d := analysis.Diagnostic{
		Category: category,
		Pos:      t.Description.Expr.Pos(),
		End:      t.Description.Expr.End(),
		Message: fmt.Sprintf("the description of %s does not say whether retrying is safe; after a timeout the agent %s: add a sentence such as %q",
			t.Label(), guess, sentence),
		Related: chain(k),
	}
	// A tool declared in another package is reported where this one
	// names it, and its description is not here to edit.
	if fix, ok := appendSentence(r.Pass, t.Description.Expr, sentence); ok && t.Origin == nil {
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
	r.Report(t, d)
}

// refusedRepeat reports whether every write of the tool that is not
// idempotent is one its provider refuses to repeat, or may (a create by a
// name the caller gives, whose parameter it returns), and there is one.
func refusedRepeat(k *keys.Tool) (refused bool, named string) {
	for _, w := range k.Writes {
		switch {
		case w.Idempotent():
		case w.MayBeRefused():
			refused = true
			if !w.RejectsRepeat() {
				named = w.Named
			}
		default:
			return false, ""
		}
	}
	return refused, named
}

// replays reports whether a repeat of the tool returns the first call's
// result: a non-idempotent write takes a key or sits behind a ledger
// claim.
func replays(k *keys.Tool) bool {
	for _, w := range k.Writes {
		if !w.Idempotent() && (len(w.Slots) > 0 || w.Lookup != nil && w.Lookup.Claim) {
			return true
		}
	}
	return false
}

func saysRetry(desc string, extra []string) bool {
	lower := strings.ToLower(desc)
	for _, p := range append(Phrases, extra...) {
		if strings.Contains(lower, strings.ToLower(p)) {
			return true
		}
	}
	return saysNoEffectAgain(lower)
}

// noEffect are the phrases that say a call changes nothing, and
// repeatWords those that make the sentence about calling again.
var (
	noEffect    = []string{"no-op", "noop", "no op", "has no effect", "have no effect", "no effect"}
	repeatWords = []string{"again", "repeat", "already", "twice", "retry", "retries", "retried", "more than once",
		"multiple times", "second time", "subsequent", "duplicate", "same arguments"}
)

// saysNoEffectAgain reports whether a sentence of the lower-cased
// description says that a repeat changes nothing: "closing an already
// closed issue is a no-op", "calling it again has no effect". A no-op
// that is not about calling again ("a dry run is a no-op") does not
// state retry safety.
func saysNoEffectAgain(lower string) bool {
	sentences := strings.FieldsFunc(lower, func(r rune) bool { return r == '.' || r == '!' || r == '?' || r == '\n' || r == ';' })
	for _, s := range sentences {
		if !containsAny(s, noEffect) {
			continue
		}
		if containsAny(s, repeatWords) {
			return true
		}
	}
	return false
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// chain points at the first write of the handler that a repeat acts
// again with, or else its first write, so the report shows why the tool
// counts as a write tool and why a retry matters.
func chain(k *keys.Tool) []analysis.RelatedInformation {
	i := slices.IndexFunc(k.Writes, func(w *keys.Write) bool { return !w.Idempotent() && len(w.Effects) > 0 })
	if i < 0 {
		i = slices.IndexFunc(k.Writes, func(w *keys.Write) bool { return len(w.Effects) > 0 })
	}
	if i < 0 {
		return nil
	}
	w := k.Writes[i]
	j := max(slices.IndexFunc(w.Effects, func(e effects.Effect) bool { return !e.Idempotent }), 0)
	return []analysis.RelatedInformation{{Pos: w.Pos, Message: "the tool writes here: " + w.Effects[j].Described()}}
}

// appendSentence returns a fix that appends sentence to the string
// literal that ends the description, following a named constant declared
// in this package.
func appendSentence(pass *analysis.Pass, e ast.Expr, sentence string) (analysis.SuggestedFix, bool) {
	lit := lastLiteral(pass, e, 0)
	if lit == nil {
		return analysis.SuggestedFix{}, false
	}
	value, err := strconv.Unquote(lit.Value)
	if err != nil {
		return analysis.SuggestedFix{}, false
	}
	sep := " "
	switch trimmed := strings.TrimRight(value, " \t"); {
	case value == "" || strings.HasSuffix(value, "\n"):
		sep = ""
	case trimmed != value:
		sep = ""
	case !strings.HasSuffix(trimmed, ".") && !strings.HasSuffix(trimmed, "!") && !strings.HasSuffix(trimmed, "?"):
		sep = ". "
	}
	var quoted string
	if lit.Value[0] == '`' {
		if strings.Contains(sentence, "`") {
			return analysis.SuggestedFix{}, false
		}
		quoted = "`" + value + sep + sentence + "`"
	} else {
		quoted = strconv.Quote(value + sep + sentence)
	}
	return edit.ReplaceNode("Say in the description whether retrying is safe", lit, quoted), true
}

// lastLiteral finds the string literal whose text ends the constant e.
func lastLiteral(pass *analysis.Pass, e ast.Expr, depth int) *ast.BasicLit {
	if depth > 8 {
		return nil
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			return x
		}
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return lastLiteral(pass, x.Y, depth+1)
		}
	case *ast.Ident:
		if c, ok := pass.TypesInfo.Uses[x].(*types.Const); ok && c.Pkg() == pass.Pkg {
			if v := constValue(pass, c); v != nil {
				return lastLiteral(pass, v, depth+1)
			}
		}
	}
	return nil
}

// constValue returns the expression a constant of this package is
// declared with.
func constValue(pass *analysis.Pass, c *types.Const) ast.Expr {
	for _, f := range pass.Files {
		if f.Pos() > c.Pos() || c.Pos() >= f.End() {
			continue
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if n.Pos() == c.Pos() && i < len(vs.Values) {
						return vs.Values[i]
					}
				}
			}
		}
	}
	return nil
}
