package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
)

// pruneJSON rewrites a JSON document without the members that say
// nothing: empty strings, arrays and objects, and the -1 that go-sarif
// puts in every integer it was not given (SARIF's "not set"; the SARIF
// multitool warns of each, SARIF2004). Members named in keep stay even
// when empty (a run's results: [] says the run found nothing). The
// members keep their order.
func pruneJSON(data []byte, keep ...string) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := readValue(dec)
	if err != nil {
		return nil, err
	}
	v, _ = prune(v, keep)
	var buf bytes.Buffer
	writeValue(&buf, v, "")
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}

// An object is a JSON object whose members keep their order.
type object []member

type member struct {
	key   string
	value any
}

func readValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch tok {
	case json.Delim('{'):
		var obj object
		for dec.More() {
			key, err := dec.Token()
			if err != nil {
				return nil, err
			}
			v, err := readValue(dec)
			if err != nil {
				return nil, err
			}
			obj = append(obj, member{key.(string), v})
		}
		_, err := dec.Token() // }
		return obj, err
	case json.Delim('['):
		arr := []any{}
		for dec.More() {
			v, err := readValue(dec)
			if err != nil {
				return nil, err
			}
			arr = append(arr, v)
		}
		_, err := dec.Token() // ]
		return arr, err
	}
	return tok, nil
}

// prune returns v without its empty members, and whether v itself is
// empty.
func prune(v any, keep []string) (any, bool) {
	switch v := v.(type) {
	case object:
		var out object
		for _, m := range v {
			pv, empty := prune(m.value, keep)
			if empty && !slices.Contains(keep, m.key) {
				continue
			}
			out = append(out, member{m.key, pv})
		}
		return out, len(out) == 0
	case []any:
		out := []any{}
		for _, e := range v {
			if pe, empty := prune(e, keep); !empty {
				out = append(out, pe)
			}
		}
		return out, len(out) == 0
	case string:
		return v, v == ""
	case json.Number:
		return v, v == "-1"
	case nil:
		return v, true
	}
	return v, false
}

func writeValue(w io.Writer, v any, indent string) {
	inner := indent + "  "
	switch v := v.(type) {
	case object:
		if len(v) == 0 {
			fmt.Fprint(w, "{}")
			return
		}
		fmt.Fprint(w, "{\n")
		for i, m := range v {
			key, _ := json.Marshal(m.key)
			fmt.Fprintf(w, "%s%s: ", inner, key)
			writeValue(w, m.value, inner)
			if i < len(v)-1 {
				fmt.Fprint(w, ",")
			}
			fmt.Fprint(w, "\n")
		}
		fmt.Fprintf(w, "%s}", indent)
	case []any:
		if len(v) == 0 {
			fmt.Fprint(w, "[]")
			return
		}
		fmt.Fprint(w, "[\n")
		for i, e := range v {
			fmt.Fprint(w, inner)
			writeValue(w, e, inner)
			if i < len(v)-1 {
				fmt.Fprint(w, ",")
			}
			fmt.Fprint(w, "\n")
		}
		fmt.Fprintf(w, "%s]", indent)
	default:
		data, _ := json.Marshal(v)
		w.Write(data)
	}
}
