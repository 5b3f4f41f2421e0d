package config

import (
	"bytes"
	"encoding"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	goccy "github.com/goccy/go-yaml"
	goccyparser "github.com/goccy/go-yaml/parser"
	"gopkg.in/yaml.v3"
)

// FileNames are the names of the configuration file, in the order Find
// prefers them.
var FileNames = []string{".idemlint.yml", ".idemlint.yaml"}

// maxFileSize bounds a configuration file; real ones are a few hundred
// bytes.
const maxFileSize = 256 << 10

// Load reads the configuration file at path. An empty file (or one with
// only comments) is the default configuration. Unknown keys, values of
// the wrong type and the bad values Validate finds (except unknown check
// names, which need the caller's list) are errors that name the file,
// line, column and key, such as
//
//	.idemlint.yml:12:14: min-key-ttl: "10 minutes" is not a duration such as 24h
//
// The returned configuration has defaults applied.
func Load(path string) (*Config, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse is Load for a file's content; filename is used in errors.
func Parse(filename string, data []byte) (*Config, error) {
	l := &errorList{file: filename, pos: make(map[string]position)}
	if len(data) > maxFileSize {
		l.errs = append(l.errs, &Error{File: filename, Msg: fmt.Sprintf("the file is larger than %d bytes; is it the right file?", maxFileSize)})
		return nil, l.err()
	}
	if p, msg, bad := badText(data); bad {
		l.errs = append(l.errs, &Error{File: filename, Line: p.line, Col: p.col, Msg: msg})
		return nil, l.err()
	}
	doc, err := parseYAML(data)
	if err != nil {
		l.errs = append(l.errs, syntaxError(filename, data, err))
		return nil, l.err()
	}
	c := &Config{}
	if doc != nil {
		w := &walker{l: l}
		w.walk(doc, reflect.TypeFor[Config](), "")
		if err := l.err(); err != nil {
			return nil, err
		}
		if err := decode(data, c); err != nil {
			// The walk accepts only what the decoder accepts, so this is
			// an internal error; report it rather than panic.
			l.errs = append(l.errs, syntaxError(filename, data, err))
			return nil, l.err()
		}
	}
	c.file, c.pos = filename, l.pos
	if !c.MinKeyTTL.isSet() {
		c.MinKeyTTL = Duration{Duration: DefaultMinKeyTTL}
	}
	if err := c.Validate(nil); err != nil {
		return nil, err
	}
	return c, nil
}

// badText finds the first byte that cannot be in a configuration file:
// invalid UTF-8 or a control character other than tab, newline and
// carriage return.
func badText(data []byte) (position, string, bool) {
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			return position{line, col}, "the file is not UTF-8 text", true
		case r == '\n':
			line, col = line+1, 0
		case r < 0x20 && r != '\t' && r != '\r', r == 0x7f:
			return position{line, col}, fmt.Sprintf("control character %U is not allowed", r), true
		}
		i += size
		col++
	}
	return position{}, "", false
}

// parseYAML parses the one YAML document of data into a node tree; it
// returns nil for an empty document.
func parseYAML(data []byte) (doc *yaml.Node, err error) {
	defer func() {
		if r := recover(); r != nil {
			doc, err = nil, fmt.Errorf("yaml: cannot parse the file (%v)", r)
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var n yaml.Node
	if err := dec.Decode(&n); err != nil {
		if err == io.EOF {
			return nil, nil
		}
		return nil, err
	}
	var extra yaml.Node
	switch err := dec.Decode(&extra); {
	case err == nil:
		return nil, &Error{Line: extra.Line, Col: extra.Column, Msg: "the file holds more than one YAML document; remove the ---"}
	case err != io.EOF:
		return nil, err
	}
	return &n, nil
}

// decode decodes data into c, rejecting unknown keys.
func decode(data []byte, c *Config) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: cannot decode the file (%v)", r)
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil && err != io.EOF {
		return err
	}
	return nil
}

var yamlLine = regexp.MustCompile(`^yaml: (?:unmarshal errors:\n\s*)?line (\d+): `)

// syntaxError turns an error of the YAML parser into an *Error. The
// parser names the line where the enclosing mapping or list starts (or
// the one before it), not where the problem is, and no column; a second
// parser finds the problem's line and column. When the line is indented
// with a tab, the error says so, at the tab.
func syntaxError(filename string, data []byte, err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		e.File = filename
		return e
	}
	e = &Error{File: filename, Msg: err.Error()}
	if m := yamlLine.FindStringSubmatch(e.Msg); m != nil {
		e.Msg = "not valid YAML: " + e.Msg[len(m[0]):]
		e.Line, _ = strconv.Atoi(m[1])
	} else {
		e.Msg = "not valid YAML: " + strings.TrimPrefix(e.Msg, "yaml: ")
	}
	if line, col, ok := problemAt(data); ok {
		e.Line, e.Col = line, col
	}
	lines := bytes.Split(data, []byte("\n"))
	if e.Line < 1 || e.Line > len(lines) {
		return e
	}
	text := string(lines[e.Line-1])
	indent := len(text) - len(strings.TrimLeft(text, " \t"))
	if i := strings.IndexByte(text[:indent], '\t'); i >= 0 {
		e.Col = i + 1
		e.Msg = "a tab indents this line; YAML indents with spaces only"
	} else if e.Col == 0 {
		e.Col = indent + 1
	}
	return e
}

// problemAt returns where goccy/go-yaml's parser finds a syntax error in
// data, if it finds one.
func problemAt(data []byte) (line, col int, ok bool) {
	defer func() {
		if recover() != nil {
			line, col, ok = 0, 0, false
		}
	}()
	_, err := goccyparser.ParseBytes(data, 0)
	var se *goccy.SyntaxError
	if !errors.As(err, &se) || se.Token == nil || se.Token.Position == nil || se.Token.Position.Line < 1 {
		return 0, 0, false
	}
	return se.Token.Position.Line, max(se.Token.Position.Column, 1), true
}

// A walker checks a YAML node tree against the Config type before it is
// decoded, so that unknown keys and values of the wrong type are reported
// with their key and position, and records the position of every value
// for Validate.
type walker struct {
	l *errorList
}

// maxAliasChain bounds alias resolution (aliases cannot chain in YAML,
// but the node tree is not trusted).
const maxAliasChain = 8

func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode; i++ {
		if i == maxAliasChain {
			return nil
		}
		n = n.Alias
	}
	return n
}

func (w *walker) errAt(n *yaml.Node, path, format string, args ...any) {
	w.l.errs = append(w.l.errs, &Error{File: w.l.file, Line: n.Line, Col: n.Column, Key: path, Msg: fmt.Sprintf(format, args...)})
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

func (w *walker) walk(n *yaml.Node, t reflect.Type, path string) {
	if n.Kind == yaml.DocumentNode {
		if len(n.Content) == 0 {
			return
		}
		n = n.Content[0]
	}
	n = resolve(n)
	if n == nil {
		return
	}
	if path != "" {
		w.l.pos[path] = position{n.Line, n.Column}
	}
	if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null" {
		return // no value: the zero value, which means "not set"
	}
	switch {
	case reflect.PointerTo(t).Implements(textUnmarshaler):
		if n.Kind != yaml.ScalarNode {
			w.errAt(n, path, "expected a value such as 24h, found %s", describe(n))
		}
	case t.Kind() == reflect.Struct:
		w.mapping(n, t, path)
	case t.Kind() == reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			w.errAt(n, path, "expected a list of %s, found %s", describeElems(t.Elem()), describe(n))
			return
		}
		for i, e := range n.Content {
			w.walk(e, t.Elem(), fmt.Sprintf("%s[%d]", path, i))
		}
	case t.Kind() == reflect.Bool:
		// Only true and false: YAML 1.1's yes, no, on and off (which
		// yaml.v3 still decodes into a bool) and quoted strings are
		// mistakes more often than not.
		switch {
		case n.Kind == yaml.ScalarNode && n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0:
			w.errAt(n, path, "expected true or false, found the quoted string %s; remove the quotes", describe(n))
		case n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool":
			w.errAt(n, path, "expected true or false, found %s", describe(n))
		}
	default:
		if n.Kind != yaml.ScalarNode || !decodes(n, t) {
			w.errAt(n, path, "expected %s, found %s", describeType(t), describe(n))
		}
	}
}

// mapping checks a mapping node against struct type t.
func (w *walker) mapping(n *yaml.Node, t reflect.Type, path string) {
	keys, fields := yamlFields(t)
	if n.Kind != yaml.MappingNode {
		what := "a mapping with the keys " + andList(keys)
		if path == "" {
			what = "a mapping of settings such as effects: and min-key-ttl:"
		}
		w.errAt(n, path, "expected %s, found %s", what, describe(n))
		return
	}
	seen := make(map[string]*yaml.Node)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := resolve(n.Content[i]), n.Content[i+1]
		switch {
		case k == nil || k.Kind != yaml.ScalarNode:
			if k == nil {
				k = n.Content[i]
			}
			w.errAt(k, path, "a key must be a plain word, not %s", describe(k))
			continue
		case k.Value == "<<" && k.ShortTag() == "!!merge":
			w.errAt(k, path, "merge keys (<<) are not supported; repeat the settings")
			continue
		}
		if first, ok := seen[k.Value]; ok {
			w.errAt(k, path, "key %q is given twice (first at line %d)", k.Value, first.Line)
			continue
		}
		seen[k.Value] = k
		f, ok := fields[k.Value]
		if !ok {
			w.errAt(k, path, "unknown key %q%s", k.Value, suggest(k.Value, keys))
			continue
		}
		key := k.Value
		if path != "" {
			key = path + "." + key
		}
		w.walk(v, f.Type, key)
	}
}

// yamlFields returns the YAML keys of struct type t, in field order, and
// the fields by key.
func yamlFields(t reflect.Type) ([]string, map[string]reflect.StructField) {
	var keys []string
	fields := make(map[string]reflect.StructField)
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "" || name == "-" {
			continue
		}
		keys = append(keys, name)
		fields[name] = f
	}
	return keys, fields
}

// decodes reports whether the scalar n decodes into a value of type t.
func decodes(n *yaml.Node, t reflect.Type) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return n.Decode(reflect.New(t).Interface()) == nil
}

// describeElems describes the elements of a list of t.
func describeElems(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Struct:
		keys, _ := yamlFields(t)
		return "mappings with the keys " + andList(keys)
	case reflect.String:
		return "strings"
	}
	return t.String()
}

func describeType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int:
		return "a whole number"
	}
	return t.String()
}

// andList joins words as "a, b and c".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.ShortTag() == "!!null" {
			return "nothing"
		}
		v := n.Value
		if len(v) > 40 {
			v = v[:40] + "..."
		}
		return strconv.Quote(v)
	}
	return "an alias"
}

// Find returns the configuration file of the module that contains dir:
// the .idemlint.yml (or .idemlint.yaml) beside the go.mod found by
// walking up from dir. It reports false when there is no go.mod or no
// configuration file beside it; it never looks above the go.mod.
func Find(dir string) (string, bool) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", false
	}
	for {
		if regular(filepath.Join(dir, "go.mod")) {
			for _, name := range FileNames {
				if p := filepath.Join(dir, name); regular(p) {
					return p, true
				}
			}
			return "", false
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

func regular(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}
