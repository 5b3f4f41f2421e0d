package tools

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"github.com/fatih/structtag"
)

// structParams returns the parameters a struct input declares: its
// exported fields under their JSON names, embedded structs flattened as
// encoding/json does.
func (f *finder) structParams(t types.Type) []*Param {
	var out []*Param
	f.addStructParams(&out, t, 0)
	return out
}

func (f *finder) addStructParams(out *[]*Param, t types.Type, depth int) {
	if t == nil || depth > maxDepth {
		return
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i := range st.NumFields() {
		field := st.Field(i)
		tag := st.Tag(i)
		name, omitempty, skip := jsonName(field, tag)
		if skip {
			continue
		}
		if field.Embedded() && name == "" {
			f.addStructParams(out, field.Type(), depth+1)
			continue
		}
		if !field.Exported() {
			continue
		}
		if name == "" {
			name = field.Name()
		}
		p := &Param{
			Name:     name,
			Type:     field.Type(),
			Required: !omitempty,
			Field:    field,
		}
		if decl := f.fieldSyntax(field); decl != nil {
			p.Node = decl
		}
		p.Description = tagDescription(reflect.StructTag(tag))
		p.Enum = strings.Contains(reflect.StructTag(tag).Get("jsonschema"), "enum=")
		if tags, err := structtag.Parse(tag); err == nil {
			p.Tags = tags
			if idem, err := tags.Get("idem"); err == nil {
				switch idem.Name {
				case "key":
					p.Role = KeyPart
				case "-":
					p.Role = KeyExcluded
				}
			}
		}
		*out = append(*out, p)
	}
}

// uniqueParams returns params with one parameter per name: the first
// declaration, required when any declaration is. A schema holds one
// property per name, so a name declared twice (mcp.WithString("order_id")
// in two places) is one parameter, and messages list it once.
func uniqueParams(params []*Param) []*Param {
	var out []*Param
	seen := make(map[string]*Param)
	for _, p := range params {
		if first, ok := seen[p.Name]; ok {
			first.Required = first.Required || p.Required
			continue
		}
		seen[p.Name] = p
		out = append(out, p)
	}
	return out
}

// jsonName returns the name encoding/json gives a field ("" for an
// embedded struct without a name), whether it is omitempty or omitzero,
// and whether json skips it.
func jsonName(field *types.Var, tag string) (name string, optional, skip bool) {
	value, ok := reflect.StructTag(tag).Lookup("json")
	if !ok {
		return "", false, false
	}
	if value == "-" {
		return "", false, true
	}
	name, opts, _ := strings.Cut(value, ",")
	for opt := range strings.SplitSeq(opts, ",") {
		if opt == "omitempty" || opt == "omitzero" {
			optional = true
		}
	}
	return name, optional, false
}

// Identifying returns the parameters that identify the business action:
// those tagged idem:"key" when any is, otherwise every parameter not
// tagged idem:"-".
func (t *Tool) Identifying() []*Param {
	var keys, rest []*Param
	for _, p := range t.Params {
		switch p.Role {
		case KeyPart:
			keys = append(keys, p)
		case KeyDefault:
			rest = append(rest, p)
		}
	}
	if len(keys) > 0 {
		return keys
	}
	return rest
}

// schemaParams returns the parameters a JSON schema declares, written as
// Go values: a map literal with a "properties" entry, a struct literal
// with a Properties field (jsonschema.Schema, jsonschema.Definition,
// anthropic.ToolInputSchemaParam, mcp.ToolInputSchema), a properties map
// itself, or a constant JSON text.
func (f *finder) schemaParams(e ast.Expr) []*Param {
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if t := f.reflectedStruct(call); t != nil {
			return f.structParams(t)
		}
		if props, required, ok := f.helperSchema(call); ok {
			out := f.propertyParams(props)
			for _, p := range out {
				p.Required = slices.Contains(required, p.Name)
			}
			return out
		}
	}
	e = f.resolve(e)
	if e == nil {
		return nil
	}
	if text, ok := f.constText(e); ok {
		return jsonParams(text, e)
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	if list := f.paramList(lit); list != nil {
		return list
	}
	if t := f.pass.TypesInfo.TypeOf(lit); argumentsStruct(t) {
		// Parameters() any { return &WriteParams{} }: a struct that a
		// generator reflects on, its fields the parameters.
		return f.structParams(t)
	}
	var props, required ast.Expr
	if isMapLit(f.pass.TypesInfo, lit) {
		props = mapEntry(f, lit, "properties")
		required = mapEntry(f, lit, "required")
		if props == nil && mapEntry(f, lit, "type") == nil {
			props = lit // the properties map itself
		}
	} else {
		props = keyed(lit, "Properties")
		required = keyed(lit, "Required")
		if props == nil {
			props = f.specsField(lit) // ActionInput{Type, Fields: map[string]ActionField{...}}
		}
	}
	out := f.propertyParams(props)
	if required != nil {
		if r, ok := f.resolve(required).(*ast.CompositeLit); ok {
			for _, elt := range r.Elts {
				if name, ok := f.constString(elt); ok {
					for _, p := range out {
						if p.Name == name {
							p.Required = true
						}
					}
				}
			}
		}
	}
	return out
}

// specsField returns the value a schema literal gives its field that maps
// names to descriptions of parameters, or nil.
func (f *finder) specsField(lit *ast.CompositeLit) ast.Expr {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if m, ok := f.pass.TypesInfo.TypeOf(kv.Value).Underlying().(*types.Map); ok && isString(m.Key()) && isParamSpec(m.Elem()) {
			return kv.Value
		}
	}
	return nil
}

// argumentsStruct reports whether t is a struct of the program's own
// that holds a call's arguments rather than describing them: a named
// struct that is no schema type and has no Properties field.
// reflectedStruct returns the arguments struct a call that makes a
// schema reflects on, given as its one argument or type argument
// (reflector.Reflect(&WriteInput{}), GenerateSchema[WriteInput]()), or
// nil.
func (f *finder) reflectedStruct(call *ast.CallExpr) types.Type {
	info := f.pass.TypesInfo
	if !isSchemaType(info.TypeOf(call)) {
		return nil
	}
	var t types.Type
	switch {
	case len(call.Args) == 1:
		t = info.TypeOf(call.Args[0])
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
	case len(call.Args) == 0:
		if ix, ok := ast.Unparen(call.Fun).(*ast.IndexExpr); ok {
			t = info.TypeOf(ix.Index)
		}
	}
	if t == nil || !argumentsStruct(t) {
		return nil
	}
	return t
}

func argumentsStruct(t types.Type) bool {
	st, ok := t.Underlying().(*types.Struct)
	if !ok || namedObj(t) == nil || isSchemaType(t) {
		return false
	}
	for field := range st.Fields() {
		if field.Name() == "Properties" {
			return false
		}
	}
	return true
}

// propertyParams returns the parameters a properties map declares.
func (f *finder) propertyParams(props ast.Expr) []*Param {
	if props == nil {
		return nil
	}
	m, ok := f.resolve(props).(*ast.CompositeLit)
	if !ok {
		return nil
	}
	var out []*Param
	for _, elt := range m.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		name, ok := f.constString(kv.Key)
		if !ok {
			continue
		}
		p := &Param{Name: name, Node: kv, SchemaType: f.schemaType(kv.Value), Description: f.schemaDescription(kv.Value), Enum: f.schemaEnum(kv.Value)}
		if spec, ok := f.resolve(kv.Value).(*ast.CompositeLit); ok && !isMapLit(f.pass.TypesInfo, spec) {
			// {Type: "string", Required: true}: a parameter's own
			// description says it is required (eino's ParameterInfo).
			p.Required, _ = f.boolValue(keyed(spec, "Required"))
		}
		out = append(out, p)
	}
	return out
}

// helperSchema reads a call of a helper of this package that builds a
// JSON schema map from its arguments (schema(props, "name") with func
// schema(properties map[string]any, required ...string) map[string]any,
// whose map holds "properties": properties and, set in the literal or
// after it, "required": required): the argument given for the
// properties, and the constant names given for the required list.
func (f *finder) helperSchema(call *ast.CallExpr) (props ast.Expr, required []string, ok bool) {
	fn := f.callee(call)
	decl := f.funcDecl(fn)
	if decl == nil || decl.Body == nil || fn.Signature().Params().Len() == 0 {
		return nil, nil, false
	}
	sig := fn.Signature()
	param := func(e ast.Expr) int {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return -1
		}
		for i := range sig.Params().Len() {
			if f.pass.TypesInfo.Uses[id] == sig.Params().At(i) {
				return i
			}
		}
		return -1
	}
	propsAt, requiredAt := -1, -1
	note := func(key string, v ast.Expr) {
		switch key {
		case "properties":
			propsAt = param(v)
		case "required":
			requiredAt = param(v)
		}
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CompositeLit:
			if isMapLit(f.pass.TypesInfo, x) {
				for _, elt := range x.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if k, ok := f.constString(kv.Key); ok {
							note(k, kv.Value)
						}
					}
				}
			}
		case *ast.AssignStmt: // s["required"] = required
			if len(x.Lhs) == 1 && len(x.Rhs) == 1 {
				if ix, ok := x.Lhs[0].(*ast.IndexExpr); ok {
					if k, ok := f.constString(ix.Index); ok {
						note(k, x.Rhs[0])
					}
				}
			}
		}
		return true
	})
	if propsAt < 0 || propsAt >= len(call.Args) || !isMapType(sig.Params().At(propsAt).Type()) {
		return nil, nil, false
	}
	if requiredAt >= 0 {
		args := call.Args[min(requiredAt, len(call.Args)):]
		if !sig.Variadic() || requiredAt != sig.Params().Len()-1 || call.Ellipsis.IsValid() {
			args = nil
			if requiredAt < len(call.Args) {
				if lit, ok := f.resolve(call.Args[requiredAt]).(*ast.CompositeLit); ok {
					args = lit.Elts
				}
			}
		}
		for _, a := range args {
			if s, ok := f.constString(a); ok {
				required = append(required, s)
			}
		}
	}
	return call.Args[propsAt], required, true
}

func isMapType(t types.Type) bool {
	_, ok := t.Underlying().(*types.Map)
	return ok
}

// schemaType returns the "type" of one property schema, when constant.
func (f *finder) schemaType(e ast.Expr) string {
	lit, ok := f.resolve(e).(*ast.CompositeLit)
	if !ok {
		return ""
	}
	var t ast.Expr
	if isMapLit(f.pass.TypesInfo, lit) {
		t = mapEntry(f, lit, "type")
	} else {
		t = keyed(lit, "Type")
	}
	if t == nil {
		return ""
	}
	if s, ok := f.constString(t); ok {
		return s
	}
	if call, ok := ast.Unparen(t).(*ast.CallExpr); ok && len(call.Args) == 1 { // anthropic/ollama wrappers
		s, _ := f.constString(call.Args[0])
		return s
	}
	return ""
}

// schemaDescription returns the constant "description" of one property
// schema, or "".
func (f *finder) schemaDescription(e ast.Expr) string {
	lit, ok := f.resolve(e).(*ast.CompositeLit)
	if !ok {
		return ""
	}
	d := keyed(lit, "Description")
	if isMapLit(f.pass.TypesInfo, lit) {
		d = mapEntry(f, lit, "description")
	}
	if d == nil {
		return ""
	}
	return f.description(d).Value
}

// schemaEnum reports whether one property schema lists its values.
func (f *finder) schemaEnum(e ast.Expr) bool {
	lit, ok := f.resolve(e).(*ast.CompositeLit)
	if !ok {
		return false
	}
	if isMapLit(f.pass.TypesInfo, lit) {
		return mapEntry(f, lit, "enum") != nil
	}
	return keyed(lit, "Enum") != nil
}

// tagDescription returns the description a struct field's tags give the
// schema generators: go-sdk's jsonschema:"text", invopop's
// jsonschema:"description=text" or jsonschema_description:"text", or a
// description:"text" tag.
func tagDescription(tag reflect.StructTag) string {
	if d := tag.Get("jsonschema_description"); d != "" {
		return d
	}
	if d := tag.Get("description"); d != "" {
		return d
	}
	js := tag.Get("jsonschema")
	for _, part := range strings.Split(js, ",") {
		if d, ok := strings.CutPrefix(part, "description="); ok {
			return d
		}
	}
	if strings.Contains(js, "=") || !strings.Contains(js, " ") {
		return "" // invopop's keywords (required, minLength=1), no text
	}
	return js
}

func isMapLit(info *types.Info, lit *ast.CompositeLit) bool {
	t := info.TypeOf(lit)
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Map)
	return ok
}

func mapEntry(f *finder, lit *ast.CompositeLit, key string) ast.Expr {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if k, ok := f.constString(kv.Key); ok && k == key {
				return kv.Value
			}
		}
	}
	return nil
}

// constText returns the constant JSON text of e: a string constant, or a
// conversion of one to []byte or json.RawMessage.
func (f *finder) constText(e ast.Expr) (string, bool) {
	if s, ok := f.constString(e); ok {
		return s, true
	}
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if tv, ok := f.pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
			return f.constString(call.Args[0])
		}
	}
	return "", false
}

// jsonParams reads the "properties" of a JSON schema text in source order.
func jsonParams(text string, node ast.Node) []*Param {
	dec := json.NewDecoder(bytes.NewReader([]byte(text)))
	var out []*Param
	var required []string
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return out
		}
		key, _ := tok.(string)
		switch key {
		case "properties":
			if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
				return out
			}
			for dec.More() {
				tok, err := dec.Token()
				if err != nil {
					return out
				}
				name, _ := tok.(string)
				var prop struct {
					Type        any    `json:"type"`
					Description string `json:"description"`
					Enum        []any  `json:"enum"`
				}
				if err := dec.Decode(&prop); err != nil {
					return out
				}
				typ, _ := prop.Type.(string)
				out = append(out, &Param{Name: name, Node: node, SchemaType: typ, Description: prop.Description, Enum: len(prop.Enum) > 0})
			}
			if _, err := dec.Token(); err != nil {
				return out
			}
		case "required":
			if err := dec.Decode(&required); err != nil {
				return out
			}
		default:
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return out
			}
		}
	}
	for _, p := range out {
		for _, r := range required {
			if p.Name == r {
				p.Required = true
			}
		}
	}
	return out
}

// paramList returns the parameters of a list an application declares
// them in with a struct of its own ([]Param{{Name: "title", Type:
// "string", Required: true}}), or nil when lit is not such a list.
func (f *finder) paramList(lit *ast.CompositeLit) []*Param {
	if _, ok := f.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Slice); !ok {
		return nil
	}
	var out []*Param
	for _, elt := range lit.Elts {
		p, ok := ast.Unparen(elt).(*ast.CompositeLit)
		if u, isAddr := ast.Unparen(elt).(*ast.UnaryExpr); isAddr {
			p, ok = ast.Unparen(u.X).(*ast.CompositeLit)
		}
		if !ok || structOf(f.pass.TypesInfo.TypeOf(p)) == nil {
			return nil
		}
		name, ok := f.constString(keyed(p, "Name"))
		if !ok {
			return nil
		}
		param := &Param{Name: name, Node: p}
		param.SchemaType, _ = f.constString(keyed(p, "Type"))
		param.Description, _ = f.constString(keyed(p, "Description"))
		param.Required, _ = f.boolValue(keyed(p, "Required"))
		out = append(out, param)
	}
	return out
}
