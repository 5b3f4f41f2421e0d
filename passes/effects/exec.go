package effects

import (
	"go/token"
	"go/types"
	"path"
	"strings"
	"unicode"

	"golang.org/x/tools/go/ssa"
)

// A run of an external program is a write when its subcommand says so.
// MCP servers often wrap a command-line tool (nats, kubectl, docker, gh,
// git, terraform, aws): a tool's handler builds the arguments and a
// helper runs them. The write sits where the command is made, at
// exec.Command or exec.CommandContext, whether or not its Run or Output
// is in sight. It is decided by the program's subcommand: the leading
// constant arguments, up to maxCommandWords of them, that look like
// words ("kv put", "stream add", "delete pod"; a "--name=value" flag
// before them is skipped, any other flag ends them, since it may take the
// next argument as its value). The first word with a verdict decides:
// a read ("ls", "info", "sub", "get", ...) is no write, a set ("put",
// "rm", "apply", ...) an idempotent write, and a create or mint ("pub",
// "add", "create", "run", ...) a write that acts again. A word that is as
// often a noun ("issue", "run", "backup") yields to a later word with a
// verdict (gh run list reads). The program's own name decides nothing
// (rm, cp and mkdir act on local files), and a command whose words have
// no verdict is not a write: precision first. A shell's script (sh -c
// "...") is not read. A create whose first argument is a directory the
// caller names (a parameter called dir, directory or folder: bl
// create-agent-app DIR) scaffolds files on the local disk, which is no
// write.
//
// The program itself may be a helper's parameter too (Exec(ctx, name
// string, args ...string), called as Exec(ctx, "kubectl", "delete",
// ...)): a ParamWrite of kind ParamProgram on it, with the parameter
// that holds the words, decides at each call.
//
// The arguments often arrive through a helper: ExecuteCommand(args
// ...string) runs exec.Command("nats", append(base, args...)...). The
// helper then has a ParamWrite of kind ParamCommand on its parameter,
// with the program in Command, and each caller decides the write by the
// constant words it passes ([]string{"object", "put", bucket}, through
// any number of appends and branches that add to its end). Arguments
// that the helper puts before the caller's and that it cannot see are
// taken for global flags (a server's address, credentials), as they are
// in such helpers. A string parameter gives its caller's word only when
// its name says it holds one (verb, cmd, action): a name or a subject is
// data, and the words stop there.

// pkgExec is the package whose Command and CommandContext make a run.
const pkgExec = "os/exec"

// ParamCommand is the kind of a ParamWrite whose parameter holds words
// of a command's arguments: a []string, spread into a run, or one
// string, a word of it.
const ParamCommand = "command"

// ParamProgram is the kind of a ParamWrite whose parameter holds the
// program a run starts (a shell helper's Exec(ctx, name, args...)): its
// words are the parameter ArgsParam says, or the constants in Command.
const ParamProgram = "program"

// maxCommandWords bounds the words of a command read for its subcommand.
const maxCommandWords = 3

// execSite classifies exec.Command(name, args...) and
// exec.CommandContext(ctx, name, args...).
func (a *analyzer) execSite(common *ssa.CallCommon, name string, link Link) siteResult {
	i := 0
	if name == "CommandContext" {
		i = 1
	}
	var r siteResult
	t := a.newTracer()
	for _, o := range t.strings(argAt(common, i), 0) {
		switch o.kind {
		case oConst:
			prog := programName(o.s)
			if prog == "" {
				continue
			}
			for _, elems := range commandChoices(argAt(common, i+1), a.newTracer()) {
				r.add(decideCommand(prog, nil, elems, []Link{link}))
			}
		case oParam:
			if p, ok := programParam(o.idx, argAt(common, i+1), a.newTracer(), []Link{link}); ok {
				r.params = append(r.params, p)
			}
		}
	}
	return r
}

// programParam is the ParamProgram write of a run whose program is the
// function's parameter prog: its words are another parameter, spread
// (Exec(ctx, name string, args ...string)), or constants.
func programParam(prog int, args ssa.Value, t *tracer, chain []Link) (ParamWrite, bool) {
	elems, exact := commandElems(args, t)
	if len(elems) == 1 && elems[0].spread && elems[0].param >= 0 {
		return ParamWrite{Index: prog, Kind: ParamProgram, ArgsParam: elems[0].param + 1, Chain: chain}, true
	}
	if !exact {
		return ParamWrite{}, false
	}
	var ws []string
	for _, e := range elems {
		ws = append(ws, e.s)
	}
	return ParamWrite{Index: prog, Kind: ParamProgram, Command: strings.Join(ws, " "), Chain: chain}, true
}

// resolveProgram resolves a ParamProgram write at a call: a constant
// program decides the run with the words the call passes (a command of
// the caller's parameter when they are its); a program that is the
// caller's parameter leaves the write to its callers, when the words
// are theirs too or constants.
func (a *analyzer) resolveProgram(p ParamWrite, common *ssa.CallCommon, link Link) siteResult {
	var r siteResult
	chain := prepend(link, p.Chain)
	t := a.newTracer()
	var args ssa.Value
	if p.ArgsParam > 0 {
		args = argAt(common, p.ArgsParam-1)
	}
	for _, o := range t.strings(argAt(common, p.Index), 0) {
		switch o.kind {
		case oConst:
			prog := programName(o.s)
			if prog == "" {
				continue
			}
			if args == nil {
				r.add(decideCommand(prog, nil, knownElems(strings.Fields(p.Command)), chain))
				continue
			}
			r.add(a.resolveCommand(ParamWrite{Kind: ParamCommand, Command: prog}, args, link, p.Chain))
		case oParam:
			if args == nil {
				r.params = append(r.params, ParamWrite{Index: o.idx, Kind: ParamProgram, Command: p.Command, Chain: chain})
			} else if w, ok := programParam(o.idx, args, a.newTracer(), chain); ok {
				r.params = append(r.params, w)
			}
		}
	}
	return r
}

// knownElems makes constant words command elements.
func knownElems(ws []string) []cmdElem {
	out := make([]cmdElem, len(ws))
	for i, w := range ws {
		out[i] = cmdElem{s: w, param: -1, known: true}
	}
	return out
}

// gitVerdict is what a git subcommand does. Most act on the local
// repository, files on the machine the program runs on, which are no
// write (git add, git commit: what a repeat adds is decided by the edit
// before it, and with nothing new to record a commit fails); a push
// sends what is there, and a repeat finds it there.
func gitVerdict(sub string, v verdict) verdict {
	switch sub {
	case "push":
		return sets
	case "add", "commit", "tag", "stash", "checkout", "switch", "branch", "merge", "rebase", "reset", "restore", "rm", "mv", "init", "clone", "pull", "fetch", "config", "worktree", "cherry-pick", "revert", "apply", "am":
		return undecided
	}
	return v
}

// programName is the name a command's program goes by: the base of its
// path without an extension. A program whose arguments are no
// subcommand (a shell, echo, a wrapper we cannot read) gives "".
func programName(s string) string {
	p := path.Base(strings.ReplaceAll(s, `\`, "/"))
	p = strings.TrimSuffix(p, ".exe")
	if p == "" || p == "." || p == "/" || !unicode.IsLetter(rune(p[0])) {
		return ""
	}
	if noSubcommand[p] {
		return ""
	}
	return p
}

// noSubcommand are programs whose arguments are text, files or another
// program's script, not a subcommand (echo delete says nothing), and the
// local toolchains, whose subcommands act on the machine they run on
// (go run, npm run build, make install).
var noSubcommand = words(`sh bash zsh dash ksh fish cmd powershell pwsh echo printf cat grep egrep sed awk tee
	xargs env sudo nohup timeout nice true false test expr ssh
	go gofmt npm npx yarn pnpm bun deno node cargo rustc make cmake python python3 pip pip3 uv poetry mvn gradle`)

// A cmdElem is one element of a command's arguments, as far as it is
// known.
type cmdElem struct {
	s      string
	param  int  // >= 0: the element comes from this parameter of the function
	spread bool // the parameter is a slice whose elements follow here
	known  bool // s is a constant
	local  bool // a parameter named for a local path: dir, directory, folder
}

// paramElem is the element a string parameter gives: its caller's word
// only when its name says it holds one (verb, cmd, action, ...); another
// (a name, a subject) is data, and the words stop there.
func paramElem(v ssa.Value, idx int) cmdElem {
	if p, ok := v.(*ssa.Parameter); ok {
		ws := camelWords(upperFirst(p.Name()))
		last := strings.ToLower(ws[len(ws)-1])
		if commandParams[last] {
			return cmdElem{param: idx}
		}
		return cmdElem{param: -1, local: localDirParams[last]}
	}
	return cmdElem{param: -1}
}

// localDirParams end the names of parameters that hold a directory on
// the machine the command runs on.
var localDirParams = words(`dir directory folder`)

// commandParams end the names of string parameters that hold a word of
// a command: verb, subcommand, cmd, action.
var commandParams = words(`verb subcommand sub cmd command action op operation`)

// commandElems returns the leading elements of a []string value that are
// known, ending with the first one that is not (a parameter, or nothing
// known), and whether they are all of it (a literal whose every element
// is known: what is appended to it follows). cycle says the value leads
// back to itself (a loop's append) and tells nothing.
func commandElems(v ssa.Value, t *tracer) ([]cmdElem, bool) {
	w := &argsWalk{t: t, seen: make(map[ssa.Value]bool), memo: make(map[ssa.Value]argsResult)}
	return w.elems(v)
}

// An argsWalk follows a command's arguments back through the appends
// and branches that build them. memo keeps each value's answer: a chain
// of n optional appends is n phis whose two ways in both lead to the
// one before.
type argsWalk struct {
	t     *tracer
	seen  map[ssa.Value]bool
	memo  map[ssa.Value]argsResult
	steps int
}

type argsResult struct {
	elems []cmdElem
	exact bool
}

// maxArgsSteps bounds the values an argsWalk visits.
const maxArgsSteps = 1024

func (w *argsWalk) elems(v ssa.Value) ([]cmdElem, bool) {
	if v == nil || w.seen[v] || w.steps >= maxArgsSteps {
		return nil, false
	}
	if r, ok := w.memo[v]; ok {
		return r.elems, r.exact
	}
	w.steps++
	w.seen[v] = true
	elems, exact := w.follow(v)
	delete(w.seen, v)
	w.memo[v] = argsResult{elems, exact}
	return elems, exact
}

func (w *argsWalk) follow(v ssa.Value) (elems []cmdElem, exact bool) {
	t, seen := w.t, w.seen
	switch x := v.(type) {
	case *ssa.Const:
		return nil, x.Value == nil // a nil slice
	case *ssa.MakeSlice:
		if c, ok := x.Len.(*ssa.Const); ok && c.Int64() == 0 {
			return nil, true
		}
	case *ssa.ChangeType:
		return w.elems(x.X)
	case *ssa.UnOp:
		if alloc, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			return w.stored(alloc), false
		}
	case *ssa.Parameter:
		if i := paramIndex(x); i >= 0 {
			return []cmdElem{{param: i, spread: true}}, false
		}
	case *ssa.Slice:
		if alloc, ok := x.X.(*ssa.Alloc); ok && x.Low == nil && x.High == nil {
			return literalElems(alloc, t)
		}
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" && len(x.Call.Args) == 2 {
			head, exact := w.elems(x.Call.Args[0])
			if !exact && flagsOnly(head) {
				if p, ok := x.Call.Args[1].(*ssa.Parameter); ok && !isCycle(x.Call.Args[0], seen) {
					// append(base, args...): what the helper puts
					// before its caller's words are global flags.
					if i := paramIndex(p); i >= 0 {
						return []cmdElem{{param: i, spread: true}}, false
					}
				}
			}
			if !exact {
				return head, false
			}
			tail, exact := w.elems(x.Call.Args[1])
			return append(head, tail...), exact
		}
	case *ssa.Phi:
		// Each way in must agree on the leading elements; a way that
		// leads back here (a loop that appends) adds to the end.
		var out []cmdElem
		exact, first := true, true
		for _, e := range x.Edges {
			if isCycle(e, seen) {
				exact = false
				continue
			}
			es, ex := w.elems(e)
			if first {
				out, exact, first = es, ex, false
				continue
			}
			n := 0
			for n < len(out) && n < len(es) && out[n] == es[n] {
				n++
			}
			if n < len(out) || n < len(es) || !ex {
				exact = false
			}
			out = out[:n]
		}
		return out, exact && !first
	}
	return nil, false
}

// stored returns the leading words of a slice kept in a local variable
// whose address the function hands out (mtv.AddBooleanFlag(&args, ...)):
// those that every value stored there, other than an append to what it
// held, starts with. What a function given the address does is taken to
// add to its end, as appends do.
func (w *argsWalk) stored(alloc *ssa.Alloc) []cmdElem {
	var out []cmdElem
	first := true
	for _, ref := range *alloc.Referrers() {
		st, ok := ref.(*ssa.Store)
		if !ok || st.Addr != alloc || appendsTo(st.Val, alloc) {
			continue
		}
		es, _ := w.elems(st.Val)
		if first {
			out, first = es, false
			continue
		}
		n := 0
		for n < len(out) && n < len(es) && out[n] == es[n] {
			n++
		}
		out = out[:n]
	}
	return out
}

// appendsTo reports whether v appends to what alloc holds:
// append(*alloc, ...), through any number of appends.
func appendsTo(v ssa.Value, alloc *ssa.Alloc) bool {
	for range maxArgsSteps {
		switch x := v.(type) {
		case *ssa.UnOp:
			return x.Op == token.MUL && x.X == alloc
		case *ssa.Call:
			if b, ok := x.Call.Value.(*ssa.Builtin); !ok || b.Name() != "append" || len(x.Call.Args) != 2 {
				return false
			}
			v = x.Call.Args[0]
		default:
			return false
		}
	}
	return false
}

// flagsOnly reports whether the known elements of a command's leading
// arguments are all flags: a helper's base arguments ("--server", url).
func flagsOnly(elems []cmdElem) bool {
	for _, e := range elems {
		if e.known && !strings.HasPrefix(e.s, "-") || e.spread {
			return false
		}
	}
	return true
}

// isCycle reports whether v is, or appends to, a value being followed:
// a loop's phi.
func isCycle(v ssa.Value, seen map[ssa.Value]bool) bool {
	for range 8 {
		if seen[v] {
			return true
		}
		call, ok := v.(*ssa.Call)
		if !ok {
			return false
		}
		if b, ok := call.Call.Value.(*ssa.Builtin); !ok || b.Name() != "append" {
			return false
		}
		v = call.Call.Args[0]
	}
	return false
}

// literalElems returns the elements a slice literal's array holds, in
// order, up to the first that is not a constant string.
func literalElems(alloc *ssa.Alloc, t *tracer) ([]cmdElem, bool) {
	arr, ok := alloc.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Array)
	if !ok || alloc.Referrers() == nil {
		return nil, false
	}
	n := int(arr.Len())
	vals := make([]ssa.Value, n)
	for _, r := range *alloc.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok || ia.Referrers() == nil {
			continue
		}
		c, ok := ia.Index.(*ssa.Const)
		if !ok || c.Int64() < 0 || c.Int64() >= int64(n) {
			return nil, false
		}
		for _, u := range *ia.Referrers() {
			if st, ok := u.(*ssa.Store); ok && st.Addr == ia {
				if vals[c.Int64()] != nil {
					return nil, false // stored twice: not a literal
				}
				vals[c.Int64()] = st.Val
			}
		}
	}
	var out []cmdElem
	for i, v := range vals {
		if v == nil {
			return out, false
		}
		e, ok := wordElem(v, t)
		out = append(out, e)
		if !ok && !(i > 0 && out[i-1].known && valueFlags[out[i-1].s]) {
			return out, false // a flag's value, read at run time, goes on
		}
	}
	return out, true
}

// wordElem is one string element: a constant, the function's parameter,
// or unknown (false).
func wordElem(v ssa.Value, t *tracer) (cmdElem, bool) {
	os := t.strings(v, 0)
	if len(os) == 1 {
		switch o := os[0]; o.kind {
		case oConst:
			return cmdElem{s: o.s, param: -1, known: true}, true
		case oParam:
			return paramElem(v, o.idx), false
		}
	}
	return cmdElem{param: -1}, false
}

// decideCommand decides a run of prog whose subcommand starts with the
// words before (from the helpers below the call) and goes on with elems:
// an effect, no write, or a parameter write when the words stop at a
// parameter of the function before they decide.
func decideCommand(prog string, before []string, elems []cmdElem, chain []Link) siteResult {
	ws := append([]string(nil), before...)
	param := -1
	for i := 0; i < len(elems); i++ {
		e := elems[i]
		if len(ws) >= maxCommandWords {
			break
		}
		if !e.known {
			param = e.param
			break
		}
		if strings.HasPrefix(e.s, "--") && strings.Contains(e.s, "=") && len(ws) == 0 {
			continue // --server=nats://...: a global flag that takes no next word
		}
		if valueFlags[e.s] && i+1 < len(elems) && !elems[i+1].spread {
			i++ // kubectl -n NS delete, docker compose -f FILE up: the flag and its value
			continue
		}
		if !isCommandWord(e.s) {
			break
		}
		ws = append(ws, e.s)
	}
	v, at := commandVerdict(ws)
	if prog == "git" && len(ws) > 0 {
		v = gitVerdict(ws[0], v)
	}
	if (v == creates || v == mints) && scaffolds(elems, len(ws)) {
		return siteResult{}
	}
	open := param >= 0 && len(ws) < maxCommandWords
	if open && (v == undecided || mayBeNoun(ws[at])) {
		return siteResult{params: []ParamWrite{{Index: param, Kind: ParamCommand, Command: strings.Join(append([]string{prog}, ws...), " "), Chain: chain}}}
	}
	switch v {
	case undecided, reads:
		return siteResult{}
	}
	if v != sets && removedAfter(elems) {
		return siteResult{} // docker run --rm: nothing is left to repeat; what it runs is its own
	}
	sub := strings.Join(ws, " ")
	return siteResult{effects: []Effect{{
		Kind: KindExec, Idempotent: v == sets, Detail: prog + " " + sub, Op: sub, Chain: chain,
		RejectsRepeat: v != sets && namesByFlag(elems),
	}}}
}

// scaffolds reports whether the subcommand's first argument after its
// n words is a local directory the caller names (bl create-agent-app
// DIR, a project's template written to disk): what it makes is files
// on the machine, not a thing in a service.
func scaffolds(elems []cmdElem, n int) bool {
	words := 0
	for _, e := range elems {
		if words == n {
			return e.local
		}
		if e.known && strings.HasPrefix(e.s, "--") && strings.Contains(e.s, "=") && words == 0 {
			continue
		}
		words++
	}
	return false
}

// removedAfter reports whether a command removes what it makes when it
// exits (docker run --rm, kubectl run --rm): a run of a throwaway
// container leaves no object a repeat would make twice, and the command
// it runs inside is not read.
func removedAfter(elems []cmdElem) bool {
	rm, detached := false, false
	for _, e := range elems {
		if !e.known {
			continue
		}
		switch e.s {
		case "--rm", "--rm=true":
			rm = true
		case "-d", "--detach", "--detach=true":
			// docker run --rm -d: the container runs on, removed only
			// when it stops; a repeat starts a second one.
			detached = true
		}
	}
	return rm && !detached
}

// namesByFlag reports whether a command names what it makes with a
// --name flag (docker run --name web, aws secretsmanager create-secret
// --name db): the name is the caller's, so a repeat meets the object the
// first run made and is refused (or updates it), never makes a second.
func namesByFlag(elems []cmdElem) bool {
	for i, e := range elems {
		if !e.known {
			continue
		}
		if strings.HasPrefix(e.s, "--name=") || (e.s == "--name" && i+1 < len(elems)) {
			return true
		}
	}
	return false
}

// resolveCommand resolves a ParamCommand write at a call that passes arg
// for its parameter: the words it holds go on the command.
func (a *analyzer) resolveCommand(p ParamWrite, arg ssa.Value, link Link, tail []Link) siteResult {
	if arg == nil {
		return siteResult{}
	}
	fields := strings.Fields(p.Command)
	if len(fields) == 0 {
		return siteResult{}
	}
	prog, before := fields[0], fields[1:]
	chain := prepend(link, tail)
	t := a.newTracer()
	if isString(arg.Type()) {
		var r siteResult
		for _, o := range t.strings(arg, 0) {
			switch o.kind {
			case oConst:
				r.add(decideCommand(prog, before, []cmdElem{{s: o.s, param: -1, known: true}}, chain))
			case oParam:
				r.add(decideCommand(prog, before, []cmdElem{paramElem(arg, o.idx)}, chain))
			}
		}
		return r
	}
	var r siteResult
	for _, elems := range commandChoices(arg, t) {
		r.add(decideCommand(prog, before, elems, chain))
	}
	return r
}

// commandChoices returns the words of each command args may hold: one,
// as commandElems reads it, or, where the ways into a branch that builds
// it disagree on their leading words and agree on none (switch action {
// case "create": args = []string{"create", ...}; case "delete": args =
// []string{"delete", ...} }, then appends), each way's.
func commandChoices(args ssa.Value, t *tracer) [][]cmdElem {
	elems, _ := commandElems(args, t)
	if len(elems) > 0 && elems[0].known {
		return [][]cmdElem{elems}
	}
	v := args
	for range maxArgsSteps {
		call, ok := v.(*ssa.Call)
		if !ok {
			break
		}
		if b, ok := call.Call.Value.(*ssa.Builtin); !ok || b.Name() != "append" || len(call.Call.Args) != 2 {
			break
		}
		v = call.Call.Args[0]
	}
	phi, ok := v.(*ssa.Phi)
	if !ok {
		return [][]cmdElem{elems}
	}
	var out [][]cmdElem
	for _, e := range phi.Edges {
		if isCycle(e, map[ssa.Value]bool{phi: true}) {
			continue
		}
		if es, _ := commandElems(e, t); len(es) > 0 && es[0].known {
			out = append(out, es)
		}
	}
	if len(out) < 2 {
		return [][]cmdElem{elems}
	}
	return out
}

// isCommandWord reports whether s can be a subcommand: a word of
// letters, digits, "-" and "_", starting with a letter. A path, a
// subject, a sentence or a flag is not one.
func isCommandWord(s string) bool {
	if s == "" || len(s) > 40 || !unicode.IsLetter(rune(s[0])) {
		return false
	}
	return strings.IndexFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_')
	}) < 0
}

// commandVerdict reads a subcommand's words: the first with a verdict,
// unless it may be a noun and a later word has one (gh run list, velero
// backup create). It returns the verdict and the word's index.
func commandVerdict(ws []string) (verdict, int) {
	for i, w := range ws {
		v := commandWordVerdict(w)
		if v == undecided {
			continue
		}
		if mayBeNoun(w) {
			for j := i + 1; j < len(ws); j++ {
				if u := commandWordVerdict(ws[j]); u != undecided {
					return u, j
				}
			}
		}
		return v, i
	}
	return undecided, 0
}

// commandWordVerdict is what one word of a subcommand says: the CLI
// forms first, then the verbs of operations (its first part:
// run-instances runs, set-context sets).
func commandWordVerdict(w string) verdict {
	low := strings.ToLower(w)
	if v, ok := cliVerbs[low]; ok {
		return v
	}
	ws := segmentWords(low)
	if len(ws) == 0 {
		return undecided
	}
	if v, ok := cliVerbs[strings.ToLower(ws[0])]; ok {
		return v
	}
	return addsMembers(ws, wordVerdict(ws[0]))
}

// mayBeNoun reports whether a subcommand's word is as often the noun of
// a command group as a verb: gh issue close, gh run list, velero backup
// create.
func mayBeNoun(w string) bool {
	return nounVerbs[upperFirst(strings.ToLower(w))] || cliNouns[strings.ToLower(w)]
}

var cliNouns = words(`backup restore snapshot release secret cache state`)

// cliVerbs are the verdicts of the words command-line tools use, where
// they differ from an operation's name or it has none. Reads: the
// listings and views (ls, ps, info, report, status, logs, top, plan),
// and what copies to the local machine only (pull, clone, download,
// export). Sets, a repeat changing nothing more: the removals (rm, del,
// purge, prune, destroy, down), the writes of a named value (put, set,
// cp, mv, sync, push: the same ref or image again is there already),
// start, which finds it started, and connect, which finds it connected. Acts again: a publish or send,
// a create, add, run, import, backup, commit, deploy (a new release),
// revert and undo. No verdict: exec and call run what their arguments
// say (cast call reads), request asks a responder, login and select set
// only the local machine's state.
var cliVerbs = map[string]verdict{
	"ls": reads, "list": reads, "get": reads, "show": reads, "view": reads, "info": reads, "inspect": reads,
	"describe": reads, "status": reads, "report": reads, "logs": reads, "log": reads, "top": reads, "ps": reads,
	"version": reads, "help": reads, "sub": reads, "subscribe": reads, "reply": reads, "watch": reads, "diff": reads,
	"check": reads, "validate": reads, "cat": reads, "search": reads, "find": reads, "history": reads,
	"stats": reads, "events": reads, "env": reads, "whoami": reads, "plan": reads, "output": reads, "tail": reads,
	"lint": reads, "verify": reads, "ping": reads, "test": reads, "query": reads, "preview": reads, "graph": reads,
	"doctor": reads, "completion": reads, "pull": reads, "fetch": reads, "clone": reads, "download": reads,
	"export": reads, "explain": reads, "state": reads, "api-resources": reads, "api-versions": reads, "cluster-info": reads,

	"rm": sets, "rmi": sets, "del": sets, "delete": sets, "remove": sets, "purge": sets, "prune": sets,
	"destroy": sets, "down": sets, "up": sets, "put": sets, "set": sets, "unset": sets, "edit": sets,
	"apply": sets, "update": sets, "patch": sets, "replace": sets, "restore": sets, "stop": sets, "kill": sets,
	"start": sets, "pause": sets, "unpause": sets, "scale": sets, "label": sets, "annotate": sets,
	"taint": sets, "install": sets, "uninstall": sets, "upgrade": sets, "rollback": sets, "push": sets,
	"cp": sets, "mv": sets, "sync": sets, "seal": sets, "terminate": sets, "compact": sets,
	"connect": sets, "disconnect": sets, "attach": sets, "detach": sets,

	"pub": mints, "publish": mints, "send": mints, "run": creates, "create": creates, "add": creates,
	"new": creates, "import": creates, "backup": creates, "commit": creates, "deploy": creates,
	"revert": mints, "undo": mints, "restart": mints, "rerun": mints,

	"exec": undecided, "call": undecided, "execute": undecided, "request": undecided, "req": undecided,
	"login": undecided, "logout": undecided, "select": undecided, "open": undecided, "init": undecided,
}

// valueFlags are the flags that command-line tools put before a
// subcommand with a value after them: a namespace, a file, a context,
// a project, a repository. Any other flag ends the subcommand's words,
// since it may or may not take the next one.
var valueFlags = words(`-n --namespace -f --file --context --kubeconfig -C -p --project --project-name --profile
	--region -R --repo -H --host`)

// cliRemoves are the subcommand words that remove what they name.
var cliRemoves = words(`rm rmi del delete remove purge prune destroy uninstall down`)
