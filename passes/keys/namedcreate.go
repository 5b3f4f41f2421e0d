package keys

import (
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/ssa"
)

// namedBy returns the tool parameter that names the object a write
// creates, or "". The write must be a non-idempotent create (by its
// operation, or when no operation decided it, by the tool's name) and
// what the call sends (its arguments, and the strings stored anywhere in
// them: a request struct's Name field, a builder's input) must come from
// a required parameter that names things: "name", "slug", or the noun
// of the tool's name for what it creates (objectNoun), alone or followed
// by "name" (create_database's database_name, create_user's username).
// A title, a body or another object's name (project_name in
// create_issue) names nothing the create makes, nor does one whose
// schema lists its values (insert_dimension's dimension, ROWS or
// COLUMNS: a kind, not a name), nor one that is no string
// (create_tasks' tasks, an array of whole objects), and an optional name
// may be left out: the provider then names the second object itself.
// Providers refuse a second host, database or branch of the same name as
// often as they make one, so what a repeat does is not known from the
// code, unless the catalogue says the provider repeats it whatever the
// name (a Drive file: Effect.Duplicates).
func (h *handler) namedBy(w *Write, held map[ssa.Value]bool) string {
	name := h.tool.Name
	if h.tool.BodyOnly {
		name = bodyName(h.tool) // HandleCreateHook: its tool is declared elsewhere
	}
	if w.Idempotent() || w.RejectsRepeat() || w.duplicates() || !w.creates(name) {
		return ""
	}
	if ws := NameWords(name); len(ws) > 1 && effects.NameSets(ws[0]) && !slices.ContainsFunc(ws, w.makes) {
		// delete_file's path names the file it deletes, not the tree
		// or commit that the deletion makes. label_write's createLabel
		// makes what the tool is named for.
		return ""
	}
	nouns := objectNouns(name)
	required := make(map[string]bool)
	params := h.tool.Params
	if h.tool.BodyOnly && len(params) == 0 {
		params = h.requiredReads()
	}
	for _, p := range params {
		if p.Required && !p.Enum && namesObject(p.Name, nouns) && !isLabel(p.Description) && (p.SchemaType == "" || p.SchemaType == "string") {
			required[p.Name] = true
		}
	}
	if len(required) == 0 {
		return ""
	}
	vals := slices.Clone(w.Call.Common().Args)
	for v := range held {
		if isStringish(v.Type()) {
			vals = append(vals, v)
		}
	}
	for _, a := range w.Call.Common().Args {
		vals = append(vals, sliceElems(a)...) // a command's words: []string{"create", "hook", in.HookName}
	}
	var found []string
	for _, v := range vals {
		if isContextType(v.Type()) {
			continue
		}
		found = append(found, h.decodedFields(v, required)...)
		found = append(found, h.wholeInput(v, required)...)
		for _, p := range h.trace(v).Params() {
			if required[p] {
				found = append(found, p)
			}
		}
	}
	if len(found) == 0 {
		return ""
	}
	return slices.Min(found) // one answer whatever the map's order
}

// sliceElems returns the values stored as elements of a slice built by
// literals and appends (through the branches that add to it), so that
// each is traced on its own: contents keeps a struct field's root, not
// the field.
func sliceElems(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	seen := make(map[ssa.Value]bool)
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if v == nil || seen[v] || depth > maxContents {
			return
		}
		seen[v] = true
		switch x := v.(type) {
		case *ssa.Phi:
			for _, e := range x.Edges {
				walk(e, depth+1)
			}
		case *ssa.Call:
			if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" {
				for _, a := range x.Call.Args {
					walk(a, depth+1)
				}
			}
		case *ssa.Slice:
			alloc, ok := x.X.(*ssa.Alloc)
			if !ok {
				return
			}
			for _, ref := range *alloc.Referrers() {
				ia, ok := ref.(*ssa.IndexAddr)
				if !ok {
					continue
				}
				for _, r := range *ia.Referrers() {
					if st, ok := r.(*ssa.Store); ok && st.Addr == ia && isStringish(st.Val.Type()) {
						out = append(out, st.Val)
					}
				}
			}
		}
	}
	if _, ok := v.Type().Underlying().(*types.Slice); ok {
		walk(v, 0)
	}
	return out
}

// objectNouns returns the nouns of a tool's name that name what it
// creates (namesObject).
func objectNouns(tool string) map[string]bool {
	nouns := map[string]bool{objectNoun(tool): true, compoundNoun(tool): true}
	if long := shortNouns[objectNoun(tool)]; long != "" {
		nouns[long] = true // create_web_app's application_name
	}
	if one := singular(objectNoun(tool)); one != "" {
		nouns[one] = true // domains_add's domain
	}
	return nouns
}

// singular returns the singular of a plural noun (domains, entries,
// boxes), or "".
func singular(noun string) string {
	switch {
	case strings.HasSuffix(noun, "ies") && len(noun) > 4:
		return strings.TrimSuffix(noun, "ies") + "y"
	case strings.HasSuffix(noun, "sses"), strings.HasSuffix(noun, "xes"), strings.HasSuffix(noun, "shes"), strings.HasSuffix(noun, "ches"):
		return strings.TrimSuffix(noun, "es")
	case strings.HasSuffix(noun, "s") && !strings.HasSuffix(noun, "ss") && len(noun) > 3:
		return strings.TrimSuffix(noun, "s")
	}
	return ""
}

// declaresNamed reports whether t declares name as a required parameter
// that names what it creates: the check namedBy makes of a body whose
// declaration it could not see.
func declaresNamed(t *tools.Tool, name string) bool {
	p := t.Param(name)
	return p != nil && p.Required && !p.Enum && !isLabel(p.Description) && namesObject(name, objectNouns(t.Name))
}

// requiredReads returns the arguments a handler body whose tool is
// declared in another package requires of its request
// (req.RequireString("name")): the declaration, out of sight, must mark
// them required too.
func (h *handler) requiredReads() []*tools.Param {
	if h.input == nil {
		return nil
	}
	r, ok := tools.RequestOf(h.tool.Framework, h.input.Type())
	if !ok {
		return nil
	}
	var out []*tools.Param
	for _, b := range h.fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			callee := call.Common().StaticCallee()
			args := call.Common().Args
			if callee == nil || callee.Signature.Recv() == nil || len(args) < 2 || args[0] != ssa.Value(h.input) {
				continue
			}
			st, ok := r.Requires(callee.Name())
			name, named := constString(args[1])
			if ok && named {
				out = append(out, &tools.Param{Name: name, SchemaType: st, Required: true})
			}
		}
	}
	return out
}

// duplicates reports whether every non-idempotent effect of the write is
// a create that the provider repeats whatever its name.
func (w *Write) duplicates() bool {
	found := false
	for _, e := range w.Effects {
		switch {
		case e.Idempotent:
		case e.Duplicates:
			found = true
		default:
			return false
		}
	}
	return found
}

// creates reports whether every non-idempotent effect of the write makes
// a new object: by its operation, or where no operation decided it, by
// the tool's name or the name of the method it calls (Hosts.Create).
func (w *Write) creates(tool string) bool {
	found := false
	for _, e := range w.Effects {
		switch {
		case e.Idempotent:
		case e.Creates(), e.Op == "" && (effects.NameCreates(tool) || effects.NameCreates(w.callName())):
			found = true
		default:
			return false
		}
	}
	return found
}

// labelPhrases say that a parameter is a label shown to people, not a
// name the provider keeps unique: "Human-readable name. Shows up on the
// dashboard", "display name", "need not be unique".
var labelPhrases = []string{
	"human-readable", "human readable", "display name", "displayed", "shows up", "shown", "friendly name",
	"not unique", "not be unique", "not need to be unique", "not have to be unique", "not required to be unique",
	"text content", "text of the", "content of the", "the text", "body of the",
}

// isLabel reports whether a parameter's description calls it a label.
// A description that also says the name is unique is not one.
func isLabel(description string) bool {
	d := strings.ToLower(description)
	if d == "" || strings.Contains(d, "must be unique") || strings.Contains(d, "is unique") {
		return false
	}
	for _, p := range labelPhrases {
		if strings.Contains(d, p) {
			return true
		}
	}
	return false
}

// objectNoun returns the noun of a tool's name that names what it
// creates: the last before a preposition, once the verb is set aside
// (create_repo_hook's hook, centreon_host_create's host,
// add_member_to_team's member). The nouns before it name its parent or
// kind, and a parameter named after one (create_repo_hook's repo)
// names the parent, which does not refuse a second hook.
func objectNoun(tool string) string {
	ws := NameWords(tool)
	if len(ws) > 1 && effects.NameCreates(ws[0]) {
		ws = ws[1:]
	} else if len(ws) > 1 && effects.NameCreates(ws[len(ws)-1]) {
		ws = ws[:len(ws)-1]
	}
	if i := slices.IndexFunc(ws, func(w string) bool { return prepositions[w] }); i > 0 {
		ws = ws[:i]
	}
	if len(ws) == 0 {
		return ""
	}
	return ws[len(ws)-1]
}

var prepositions = map[string]bool{"for": true, "in": true, "on": true, "to": true, "from": true, "of": true, "with": true, "at": true, "by": true, "into": true}

// namesObject reports whether a parameter names the object a tool
// creates: "name" or "slug", one of the tool name's nouns (create_host's
// host, create_branch's branch) unless it is content the create carries
// (create_comment's comment), or one followed by "name" or "path"
// (create_folder's folder_path), or "path" itself for a file or folder.
// accountNouns name what a login or an e-mail address identifies.
var accountNouns = map[string]bool{"user": true, "account": true, "member": true, "invite": true, "invitation": true}

func namesObject(param string, nouns map[string]bool) bool {
	p := strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(param))
	if p == "slug" {
		return true // a slug identifies, whatever it names
	}
	for n := range nouns {
		if slices.Contains(identifiedBy[n], p) {
			return true // create_release's tag_name: one release per tag
		}
	}
	for n := range nouns {
		if labelledNouns[n] {
			return false // create_contact's name, create_customer's email, create_task's name: a label
		}
	}
	if p == "name" || p == "slug" || nouns[p] && !contentNouns[p] || definitionDocs[p] {
		return true
	}
	if p == "path" {
		for n := range nouns {
			if pathNouns[n] {
				return true // create_folder's path: the place names it
			}
		}
	}
	if p == "login" || p == "email" {
		for n := range nouns {
			if accountNouns[n] {
				return true // create_user's login, invite_user's email: one account each
			}
		}
	}
	noun, ok := strings.CutSuffix(p, "name")
	if !ok {
		noun, ok = strings.CutSuffix(p, "path") // folderPath, file_path
	}
	return ok && nouns[noun]
}

// definitionDocs name a parameter holding the whole definition of what a
// create makes (create_workflow's yaml, a manifest): declarative APIs
// name the object inside it (metadata.name) and refuse a second one.
var definitionDocs = map[string]bool{"yaml": true, "manifest": true, "definition": true, "yamldefinition": true, "manifestyaml": true, "spec": true}

// shortNouns are the short forms tool names use for the nouns their
// parameters spell out.
var shortNouns = map[string]string{
	"app": "application", "repo": "repository", "db": "database", "org": "organization",
	"env": "environment", "config": "configuration", "dir": "directory", "ns": "namespace",
}

// identifiedBy names, for what a forge makes, the parameters that
// identify one beside a name (without "_" and "-", lower case): a
// release is one per tag, a pull or merge request one open per source
// branch, a milestone one per title in its project, a wiki's page one
// per title. GitHub and GitLab both refuse the second.
var identifiedBy = map[string][]string{
	"release":      {"tag", "tagname"},
	"pullrequest":  {"head", "headbranch", "sourcebranch"},
	"mergerequest": {"head", "headbranch", "sourcebranch"},
	"pr":           {"head", "headbranch", "sourcebranch"},
	"mr":           {"head", "headbranch", "sourcebranch"},
	"milestone":    {"title"},
	"wikipage":     {"title"}, // a wiki's page is kept by its title's slug
}

// compoundNoun returns objectNoun with the word before it, joined
// (create_merge_request's mergerequest), or "".
func compoundNoun(tool string) string {
	ws := NameWords(tool)
	noun := objectNoun(tool)
	i := slices.Index(ws, noun)
	if i < 1 {
		return ""
	}
	return ws[i-1] + noun
}

// labelledNouns name what no parameter names uniquely: people (a
// contact, a customer, a lead) and bots share names, and a CRM, a help
// desk or a payment provider makes a second one of the same name or
// e-mail address; the name of a task, a ticket, an event or a note is
// its title, and trackers and calendars make a second one of it. A
// snapshot's or a backup's name labels a copy (clouds take a second one
// of the same name), a DNS record's name is shared by its round-robin
// siblings, and a droplet's is a label.
var labelledNouns = map[string]bool{
	"contact": true, "person": true, "people": true, "customer": true, "lead": true, "client": true,
	"patient": true, "employee": true, "candidate": true, "recipient": true, "subscriber": true, "bot": true,
	"task": true, "todo": true, "ticket": true, "issue": true, "card": true, "event": true, "note": true,
	"reminder": true, "entry": true, "item": true, "post": true, "page": true, "document": true,
	"snapshot": true, "backup": true, "record": true, "droplet": true,
}

// pathNouns name what a path names: a second create at the same path
// finds it there.
var pathNouns = map[string]bool{"file": true, "folder": true, "directory": true, "dir": true}

// refusesDuplicate reports whether what a write call sends asks the
// provider to refuse a duplicate: a field or map key named like
// allowDuplicate set to the constant false, or like checkDuplicate,
// rejectDuplicates, failIfExists or ifNotExists set to true (Docker's
// network create, AnkiConnect's addNote options).
func refusesDuplicate(held map[ssa.Value]bool) bool {
	for v := range held {
		switch x := v.(type) {
		case *ssa.Alloc:
			for _, ref := range flow.Refs(x) {
				fa, ok := ref.(*ssa.FieldAddr)
				if !ok {
					continue
				}
				field := flow.FieldOf(fa.X.Type(), fa.Field)
				if field == nil {
					continue
				}
				for _, r := range flow.Refs(fa) {
					if st, ok := r.(*ssa.Store); ok && st.Addr == fa && asksRefusal(field.Name(), st.Val) {
						return true
					}
				}
			}
		case *ssa.MakeMap:
			for _, ref := range flow.Refs(x) {
				if up, ok := ref.(*ssa.MapUpdate); ok && up.Map == x {
					if k, ok := constString(up.Key); ok && asksRefusal(k, up.Value) {
						return true
					}
				}
			}
		}
	}
	return false
}

// asksRefusal reports whether setting an option of this name to v asks
// the provider to refuse a duplicate.
func asksRefusal(name string, v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
		return false
	}
	n := strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(name))
	n = strings.TrimSuffix(n, "s")
	switch n {
	case "allowduplicate", "duplicatesallowed", "allowdup":
		return !constant.BoolVal(c.Value)
	case "checkduplicate", "rejectduplicate", "preventduplicate", "failifexist", "failifexists", "ifnotexist", "errorifexist", "noduplicate":
		return constant.BoolVal(c.Value)
	}
	return false
}

// refused returns a copy of effects in which the non-idempotent ones are
// refused on repeat: the request asks the provider to.
func refused(effs []effects.Effect) []effects.Effect {
	out := make([]effects.Effect, len(effs))
	for i, e := range effs {
		if !e.Idempotent {
			e.RejectsRepeat = true
		}
		out[i] = e
	}
	return out
}

// callName returns the name of the function or method the write calls.
func (w *Write) callName() string {
	if fn := flow.Callee(w.Call.Common()); fn != nil {
		return fn.Name()
	}
	return ""
}

// contentNouns are the nouns of tool names whose parameter of the same
// name is the content a create carries, not the name of what it makes.
var contentNouns = map[string]bool{
	"comment": true, "message": true, "note": true, "post": true, "text": true, "body": true, "content": true,
	"description": true, "reply": true, "review": true, "summary": true, "title": true, "data": true, "payload": true,
	"value": true, "file": true,
}

// decodedFields returns the required naming parameters that v, a struct
// the handler decodes the call's arguments into (req.BindArguments(&in),
// json.Unmarshal(raw, &in)) and sends whole, carries in its fields: the
// field of JSON name "name" holds the name parameter whatever package
// declares the struct.
func (h *handler) decodedFields(v ssa.Value, required map[string]bool) []string {
	a := decodeTarget(v)
	if a == nil || !h.decodesInput(a) {
		return nil
	}
	s := structOf(a.Type())
	if s == nil {
		return nil
	}
	var out []string
	for i := range s.NumFields() {
		name := s.Field(i).Name()
		if tag, ok := reflect.StructTag(s.Tag(i)).Lookup("json"); ok {
			if n, _, _ := strings.Cut(tag, ","); n != "" && n != "-" {
				name = n
			}
		}
		if required[name] {
			out = append(out, name)
		}
	}
	return out
}

// wholeInput returns the required parameters among the fields of the
// handler's input struct when v is that input, passed whole to the call
// that creates (CreateBranch(ctx, input), input a CreateBranchInput of
// json "name" and "startPoint"), or its address.
//
// A value a call makes of the input whole (entry, err := build(in), the
// builder a generic handler is given) carries the same, as does an input
// of a type parameter's type, whose fields only the tool's schema names.
func (h *handler) wholeInput(v ssa.Value, required map[string]bool) []string {
	if h.input == nil {
		return nil
	}
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	if ext, ok := v.(*ssa.Extract); ok {
		v = ext.Tuple
	}
	all := func() []string {
		out := slices.Collect(maps.Keys(required))
		slices.Sort(out)
		return out
	}
	if c, ok := v.(*ssa.Call); ok && slices.Contains(c.Call.Args, ssa.Value(h.input)) {
		return all()
	}
	if v != ssa.Value(h.input) {
		return nil
	}
	if structOf(h.input.Type()) == nil {
		return all()
	}
	return jsonFields(h.input.Type(), required, 0)
}

// jsonFields returns the JSON names of the fields of struct t, and of the
// structs it embeds, that required holds.
func jsonFields(t types.Type, required map[string]bool, depth int) []string {
	s := structOf(t)
	if s == nil || depth > 2 {
		return nil
	}
	var out []string
	for i := range s.NumFields() {
		f := s.Field(i)
		name, _, _ := strings.Cut(reflect.StructTag(s.Tag(i)).Get("json"), ",")
		if f.Embedded() && name == "" {
			out = append(out, jsonFields(f.Type(), required, depth+1)...)
			continue
		}
		if name == "" {
			name = f.Name()
		}
		if name != "-" && required[name] {
			out = append(out, name)
		}
	}
	return out
}

// decodeTarget returns the local struct variable v is or is loaded
// from, through a function literal's capture, or nil.
func decodeTarget(v ssa.Value) *ssa.Alloc {
	for range 4 {
		switch x := v.(type) {
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil
			}
			v = x.X
		case *ssa.FreeVar:
			if v = freeVarBinding(x); v == nil {
				return nil
			}
		case *ssa.Alloc:
			if structOf(x.Type()) == nil {
				return nil
			}
			return x
		default:
			return nil
		}
	}
	return nil
}

// decodesInput reports whether the handler decodes its input into a:
// a's address is handed to a method of the input (BindArguments), or to
// a call that is also handed something read from the input
// (json.Unmarshal(req.RawArguments, &in)).
func (h *handler) decodesInput(a *ssa.Alloc) bool {
	t := &tracer{h: h, seen: make(map[ssa.Value]bool)}
	for _, ref := range flow.Refs(a) {
		var call ssa.CallInstruction
		switch r := ref.(type) {
		case ssa.CallInstruction:
			call = r
		case *ssa.MakeInterface:
			for _, rr := range flow.Refs(r) {
				if c, ok := rr.(ssa.CallInstruction); ok {
					call = c
				}
			}
		}
		if call == nil {
			continue
		}
		c := call.Common()
		if t.fromInput(receiver(c), h.bind) {
			return true
		}
		for _, arg := range c.Args {
			if arg != a && t.fromInput(arg, h.bind) {
				return true
			}
		}
	}
	return false
}

// makes reports whether noun is what the write's operation or callee
// creates: createLabel's label.
func (w *Write) makes(noun string) bool {
	names := []string{w.callName()}
	for _, e := range w.Effects {
		names = append(names, e.Op)
	}
	for _, n := range names {
		if i := strings.LastIndexAny(n, "./) "); i >= 0 {
			n = n[i+1:]
		}
		if n != "" && effects.NameCreates(n) && objectNoun(n) == noun {
			return true
		}
	}
	return false
}
