package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

func TestMapperUTF16(t *testing.T) {
	content := []byte("a\n€x𝄞y\n\nz")
	m := NewMapper(content)
	for _, c := range []struct {
		offset    int
		line, col uint32
	}{
		{0, 0, 0},
		{2, 1, 0},
		{5, 1, 1},  // after €: 3 bytes, 1 UTF-16 unit
		{6, 1, 2},  // after x
		{10, 1, 4}, // after 𝄞: 4 bytes, 2 UTF-16 units
		{12, 2, 0},
		{13, 3, 0},
		{14, 3, 1},
	} {
		p := m.Position(c.offset)
		if p.Line != c.line || p.Character != c.col {
			t.Errorf("Position(%d) = %d:%d, want %d:%d", c.offset, p.Line, p.Character, c.line, c.col)
		}
		back, err := m.Offset(p)
		if err != nil || back != c.offset {
			t.Errorf("Offset(%d:%d) = %d, %v, want %d", p.Line, p.Character, back, err, c.offset)
		}
	}
	if off, err := m.Offset(protocol.Position{Line: 0, Character: 99}); err != nil || off != 1 {
		t.Errorf("a character past the line's end: %d, %v, want the line's end, 1", off, err)
	}
	if _, err := m.Offset(protocol.Position{Line: 9}); err == nil {
		t.Errorf("a line past the end: no error")
	}
}

// TestServeKeepsServing checks that malformed frames and messages get
// JSON-RPC errors and that the server answers the next request.
func TestServeKeepsServing(t *testing.T) {
	clientR, serverW := io.Pipe()
	serverR, clientW := io.Pipe()
	h := &protocol.Handler{
		Initialize: func(*glsp.Context, *protocol.InitializeParams) (any, error) {
			return protocol.InitializeResult{}, nil
		},
	}
	go Serve(context.Background(), pipe{serverR, serverW}, h)
	out := bufio.NewReader(clientR)
	send := func(raw string) { fmt.Fprint(clientW, raw) }
	frame := func(body string) string { return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body) }
	read := func() map[string]json.RawMessage {
		length := 0
		for {
			line, err := out.ReadString('\n')
			if err != nil {
				t.Fatal(err)
			}
			if line == "\r\n" {
				break
			}
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "Content-Length: "); ok {
				length, _ = strconv.Atoi(v)
			}
		}
		body := make([]byte, length)
		io.ReadFull(out, body)
		var m map[string]json.RawMessage
		if err := json.Unmarshal(body, &m); err != nil {
			t.Fatalf("%q: %v", body, err)
		}
		return m
	}
	send(frame(`{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"capabilities": {}}}`))
	read()
	for _, c := range []struct {
		name, raw, id string
		code          int
	}{
		{"not JSON", frame(`{"id": 1, `), "null", -32700},
		{"no Content-Length", "Content-Type: x\r\n\r\n", "null", -32700},
		{"neither request nor response", frame(`{"jsonrpc": "2.0", "id": 2}`), "2", -32600},
		{"a method that is not a string", frame(`{"jsonrpc": "2.0", "id": 3, "method": 7}`), "3", -32600},
		{"unknown method", frame(`{"jsonrpc": "2.0", "id": 4, "method": "nothing/here"}`), "4", -32601},
		{"bad params", frame(`{"jsonrpc": "2.0", "id": 5, "method": "initialize", "params": {"processId": "me"}}`), "5", -32602},
	} {
		send(c.raw)
		m := read()
		var e struct{ Code int }
		json.Unmarshal(m["error"], &e)
		if string(m["id"]) != c.id || e.Code != c.code {
			t.Errorf("%s: id %s, error %s, want id %s, code %d", c.name, m["id"], m["error"], c.id, c.code)
		}
	}
	send(frame(`{"jsonrpc": "2.0", "id": 6, "method": "initialize", "params": {"capabilities": {}}}`))
	if m := read(); string(m["id"]) != "6" || m["error"] != nil || m["result"] == nil {
		t.Errorf("a request after the malformed messages: %v, want a result", m)
	}
}

type pipe struct {
	io.Reader
	io.WriteCloser
}
