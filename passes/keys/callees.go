package keys

import (
	"golang.org/x/tools/go/ssa"
)

// calleeDepth bounds how deep the uses of the functions the handler calls
// are collected: a dispatch case that hands the arguments to a helper
// (openai-go's `case "issue_refund": return issueRefund(ctx,
// call.Function.Arguments)`) keeps its key slots and ledger calls there.
const calleeDepth = 3

// A walk is the analysis of one tool: its handler and the functions of
// the package that it reaches, each analysed once.
type walk struct {
	root *handler
	// callees are the functions whose uses belong to the tool, in the
	// order they were reached.
	callees []*handler
	// frames holds the analysis of every function of the package looked
	// at, for the uses and for exposure.
	frames map[*ssa.Function]*Tool
}

// analyseTool analyses a tool's handler, the functions of the package it
// calls, and everything the checks ask of them.
func analyseTool(root *handler) *Tool {
	w := &walk{root: root, frames: make(map[*ssa.Function]*Tool)}
	k := root.analyse()
	w.addCallees(k)
	k.exposed = w.exposed(k)
	k.identifying, k.fields = w.identifying(k)
	k.lifetimes = w.lifetimes(k)
	w.markFilled(k)
	k.mayFindGone = k.removes() && !w.acceptsGone()
	return k
}

// addCallees adds to k.Uses the key uses in the functions of this package
// that the handler calls, directly or through up to calleeDepth calls.
// A callee's parameters are bound to the arguments of the first call
// that reaches it, so a key that the handler hands to a helper is traced
// back into the handler. Writes stay the handler's: the callees' writes
// are already in k.Writes through the effects facts of the calls.
func (w *walk) addCallees(k *Tool) {
	seen := map[*ssa.Function]bool{k.Fn: true}
	have := make(map[ssa.Instruction]bool)
	for _, u := range k.Uses {
		have[u.Instr] = true
	}
	var visit func(h *handler, depth int)
	visit = func(h *handler, depth int) {
		var callees []*handler
		h.instructions(func(instr ssa.Instruction) {
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				return
			}
			callee := call.Common().StaticCallee()
			if callee == nil || seen[callee] || callee.Parent() != nil || !w.inPackage(callee) {
				return
			}
			seen[callee] = true
			callees = append(callees, h.callee(callee, bindCall(callee, call.Common(), h.bind)))
		})
		for _, ch := range callees {
			sub := ch.analyse()
			w.frames[ch.fn] = sub
			w.callees = append(w.callees, ch)
			for _, u := range sub.Uses {
				if !have[u.Instr] {
					have[u.Instr] = true
					k.Uses = append(k.Uses, u)
				}
			}
			if depth < calleeDepth {
				visit(ch, depth+1)
			}
		}
	}
	visit(w.root, 1)
}

// inPackage reports whether fn is a function of the package with a body.
func (w *walk) inPackage(fn *ssa.Function) bool {
	return len(fn.Blocks) > 0 && fn.Pkg != nil && fn.Pkg.Pkg == w.root.pkg
}

// frame returns the analysis of fn, a function of the package: the one
// made for its uses, or one with its parameters unbound.
func (w *walk) frame(fn *ssa.Function) *Tool {
	if f, ok := w.frames[fn]; ok {
		return f
	}
	f := w.root.callee(fn, nil).analyse()
	w.frames[fn] = f
	return f
}
