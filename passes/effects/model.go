package effects

import (
	"go/types"
	"strings"
)

// A model's answer.
//
// The verb rule takes an interface method named with a writing verb for a
// write when nothing in sight implements it. An agent application's own
// abstraction over a model breaks it: a multi-turn session whose
// SendMessage(ctx, prompt, ...) asks a model (implemented in the
// application's provider packages, which the caller does not import), or
// the CreateSession(ctx, ...) that opens one. What such a method is, is
// said by what it answers rather than by its name: a model bills every
// answer in tokens, and a method whose result reports the tokens the
// call used, input and output (OpenAI's prompt and completion tokens,
// Anthropic's input and output tokens, Gemini's prompt and candidates
// token counts), answers as a model does. It changes nothing in the
// world a retry repeats, as a call of a model API's own module does not
// (the catalogue's quiet list), so the verb rule does not take it; nor a
// method whose result is an interface of such methods: the session it
// opens is a conversation with a model, as genai's Chats.Create makes
// one. This is evidence from the declared result, not from a list of
// method names: a SendMessage that answers with a message id, or a
// CreateTopic that returns a topic's handle, is still a write. An
// implementation in sight decides before the verb rule is asked, so
// the rule applies only where none is.

// answersAsModel reports whether a call of the method is a model's
// answer: its result reports the tokens the call used, or is an
// interface whose methods the verb rule would take for writes all do.
func answersAsModel(m *types.Func) bool {
	res := m.Signature().Results()
	for i := range res.Len() {
		t := res.At(i).Type()
		if reportsTokens(t, 0) {
			return true
		}
		if it, ok := types.Unalias(t).Underlying().(*types.Interface); ok && modelSession(it) {
			return true
		}
	}
	return false
}

// modelSession reports whether every method of an interface that is
// named with a writing verb and takes a context first answers as a model
// does, and there is one at least: a conversation with a model.
func modelSession(it *types.Interface) bool {
	n := 0
	for i := range it.NumMethods() {
		m := it.Method(i)
		if !namedAsWrite(m) {
			continue
		}
		if !tokenResult(m) {
			return false
		}
		n++
	}
	return n > 0
}

// tokenResult reports whether one of the method's results reports the
// tokens the call used.
func tokenResult(m *types.Func) bool {
	res := m.Signature().Results()
	for i := range res.Len() {
		if reportsTokens(res.At(i).Type(), 0) {
			return true
		}
	}
	return false
}

// reportsTokens reports whether t is a struct (or a pointer to one) that
// has, or whose struct fields have (two levels down), integer fields for
// the input and the output tokens of a model's answer.
func reportsTokens(t types.Type, depth int) bool {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	in, out := false, false
	for i := range st.NumFields() {
		f := st.Field(i)
		if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
			switch tokenSide(f.Name()) {
			case 'i':
				in = true
			case 'o':
				out = true
			}
		}
	}
	if in && out {
		return true
	}
	if depth == 2 {
		return false
	}
	for i := range st.NumFields() {
		if reportsTokens(st.Field(i).Type(), depth+1) {
			return true
		}
	}
	return false
}

// tokenSide says which side of a model's answer a field's name counts
// tokens of: 'i' for the input (InputTokens, PromptTokens,
// PromptTokenCount), 'o' for the output (OutputTokens, CompletionTokens,
// CandidatesTokenCount), 0 for neither.
func tokenSide(name string) byte {
	rest, ok := strings.CutSuffix(name, "Tokens")
	if !ok {
		rest, ok = strings.CutSuffix(name, "TokenCount")
	}
	if !ok {
		return 0
	}
	switch rest {
	case "Input", "Prompt":
		return 'i'
	case "Output", "Completion", "Candidates":
		return 'o'
	}
	return 0
}
