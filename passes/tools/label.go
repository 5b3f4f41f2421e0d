package tools

import "go/types"

// Label names the tool in a message: its name; for a handler body whose
// tool is declared in another package, "the handler (*Chat).PostMessage"
// or "the handler returned by CreateIssueHandler";
// "this tool" when neither is known. Every check names tools with it.
func (t *Tool) Label() string {
	switch {
	case t.Name != "":
		return t.Name
	case t.BodyOnly && t.Handler != nil && t.Handler.Factory != nil:
		return "the handler returned by " + funcLabel(t.Handler.Factory)
	case t.BodyOnly && t.Handler != nil && t.Handler.Func != nil:
		return "the handler " + funcLabel(t.Handler.Func)
	}
	return "this tool"
}

// funcLabel is a function's name as its own package writes it:
// PostMessage, (*Chat).PostMessage, Chat.PostMessage.
func funcLabel(fn *types.Func) string {
	recv := fn.Signature().Recv()
	if recv == nil {
		return fn.Name()
	}
	if p, ok := recv.Type().(*types.Pointer); ok {
		return "(*" + recvName(p.Elem()) + ")." + fn.Name()
	}
	return recvName(recv.Type()) + "." + fn.Name()
}
