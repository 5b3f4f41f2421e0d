package main_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// An lspClient drives 'idemlint lsp' through its stdin and stdout, as an
// editor does.
type lspClient struct {
	t      *testing.T
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	msgs   chan map[string]json.RawMessage
	nextID int
	mu     sync.Mutex
	stderr strings.Builder
	held   []map[string]json.RawMessage // read while waiting for something else
}

func startLSP(t *testing.T, dir string) *lspClient {
	t.Helper()
	cmd := exec.Command(idemlintBinary(t), "lsp")
	cmd.Dir = dir
	cmd.Env = goEnv()
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	c := &lspClient{t: t, cmd: cmd, stdin: stdin, msgs: make(chan map[string]json.RawMessage, 100)}
	cmd.Stderr = &lockedWriter{mu: &c.mu, w: &c.stderr}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() {
			c.mu.Lock()
			t.Logf("idemlint lsp's stderr:\n%s", c.stderr.String())
			c.mu.Unlock()
		}
	})
	go func() {
		defer close(c.msgs)
		r := bufio.NewReader(stdout)
		for {
			length := -1
			for {
				line, err := r.ReadString('\n')
				if err != nil {
					return
				}
				line = strings.TrimSpace(line)
				if line == "" {
					break
				}
				if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
					length, _ = strconv.Atoi(v)
				}
			}
			body := make([]byte, length)
			if _, err := io.ReadFull(r, body); err != nil {
				return
			}
			var m map[string]json.RawMessage
			if err := json.Unmarshal(body, &m); err != nil {
				t.Errorf("the server sent a message that is not a JSON object: %q", body)
				return
			}
			c.msgs <- m
		}
	}()
	return c
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// sendRaw writes one frame with body as it is.
func (c *lspClient) sendRaw(body string) {
	c.t.Helper()
	if _, err := fmt.Fprintf(c.stdin, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
		c.t.Fatalf("writing to the server: %v", err)
	}
}

func (c *lspClient) send(msg map[string]any) {
	c.t.Helper()
	msg["jsonrpc"] = "2.0"
	data, err := json.Marshal(msg)
	if err != nil {
		c.t.Fatal(err)
	}
	c.sendRaw(string(data))
}

func (c *lspClient) notify(method string, params any) {
	c.t.Helper()
	c.send(map[string]any{"method": method, "params": params})
}

// request sends a request and returns its response.
func (c *lspClient) request(method string, params any) map[string]json.RawMessage {
	c.t.Helper()
	c.nextID++
	id := c.nextID
	c.send(map[string]any{"id": id, "method": method, "params": params})
	return c.waitFor(method+" response", func(m map[string]json.RawMessage) bool {
		return m["method"] == nil && string(m["id"]) == strconv.Itoa(id)
	})
}

// waitFor returns the first message, held or new, that match accepts,
// holding the others for later waits.
func (c *lspClient) waitFor(what string, match func(map[string]json.RawMessage) bool) map[string]json.RawMessage {
	c.t.Helper()
	for i, m := range c.held {
		if match(m) {
			c.held = slices.Delete(c.held, i, i+1)
			return m
		}
	}
	timeout := time.After(3 * time.Minute)
	for {
		select {
		case m, ok := <-c.msgs:
			if !ok {
				c.t.Fatalf("the server closed its output while the test waited for %s", what)
			}
			if match(m) {
				return m
			}
			c.held = append(c.held, m)
		case <-timeout:
			c.t.Fatalf("no %s after 3 minutes", what)
		}
	}
}

type lspDiagnostic struct {
	Range           lspRange `json:"range"`
	Severity        int      `json:"severity"`
	Code            string   `json:"code"`
	CodeDescription struct {
		Href string `json:"href"`
	} `json:"codeDescription"`
	Message            string `json:"message"`
	RelatedInformation []struct {
		Location struct {
			URI   string   `json:"uri"`
			Range lspRange `json:"range"`
		} `json:"location"`
		Message string `json:"message"`
	} `json:"relatedInformation"`
}

type lspRange struct {
	Start lspPosition `json:"start"`
	End   lspPosition `json:"end"`
}

type lspPosition struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

// diagnostics waits for the next diagnostics published for uri.
func (c *lspClient) diagnostics(uri string) []lspDiagnostic {
	c.t.Helper()
	m := c.waitFor("diagnostics for "+uri, func(m map[string]json.RawMessage) bool {
		if string(m["method"]) != `"textDocument/publishDiagnostics"` {
			return false
		}
		var p struct{ URI string }
		json.Unmarshal(m["params"], &p)
		return p.URI == uri
	})
	var p struct{ Diagnostics []lspDiagnostic }
	if err := json.Unmarshal(m["params"], &p); err != nil {
		c.t.Fatal(err)
	}
	return p.Diagnostics
}

func codes(diags []lspDiagnostic) []string {
	var out []string
	for _, d := range diags {
		out = append(out, d.Code)
	}
	slices.Sort(out)
	return out
}

func find(diags []lspDiagnostic, code string) *lspDiagnostic {
	for i := range diags {
		if diags[i].Code == code {
			return &diags[i]
		}
	}
	return nil
}

type lspTextEdit struct {
	Range   lspRange `json:"range"`
	NewText string   `json:"newText"`
}

type lspCodeAction struct {
	Title       string
	Kind        string
	IsPreferred bool
	Diagnostics []lspDiagnostic
	Edit        struct {
		Changes map[string][]lspTextEdit
	}
	Command *struct {
		Command   string
		Arguments []json.RawMessage
	}
}

func (c *lspClient) codeActions(uri string, rng lspRange) []lspCodeAction {
	c.t.Helper()
	resp := c.request("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        rng,
		"context":      map[string]any{"diagnostics": []any{}},
	})
	if resp["error"] != nil {
		c.t.Fatalf("codeAction: %s", resp["error"])
	}
	var actions []lspCodeAction
	if err := json.Unmarshal(resp["result"], &actions); err != nil {
		c.t.Fatal(err)
	}
	return actions
}

// applyEdits applies LSP text edits (UTF-16 positions; the examples are
// ASCII, so bytes) to text.
func applyEdits(t *testing.T, text string, edits []lspTextEdit) string {
	t.Helper()
	offset := func(p lspPosition) int {
		lines := strings.SplitAfter(text, "\n")
		off := 0
		for i := 0; i < p.Line; i++ {
			off += len(lines[i])
		}
		return off + p.Character
	}
	type span struct {
		start, end int
		text       string
	}
	var spans []span
	for _, e := range edits {
		spans = append(spans, span{offset(e.Range.Start), offset(e.Range.End), e.NewText})
	}
	slices.SortStableFunc(spans, func(a, b span) int { return b.start - a.start })
	for _, s := range spans {
		text = text[:s.start] + s.text + text[s.end:]
	}
	return text
}

func textOf(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func uriOf(name string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(name)}).String()
}

// rpcError returns the code of a response's error, 0 when it has none.
func rpcError(t *testing.T, resp map[string]json.RawMessage) int {
	t.Helper()
	if resp["error"] == nil {
		return 0
	}
	var e struct{ Code int }
	if err := json.Unmarshal(resp["error"], &e); err != nil {
		t.Fatal(err)
	}
	return e.Code
}

// TestLSPProtocol drives 'idemlint lsp' through the built binary as an
// editor does, on a copy of examples/: it opens the broken mcp-go refund
// tool, changes it (an edit that removes a finding, one that brings it
// back), asks for code actions and applies the retrydoc fix, checks that
// it is what idemlint -fix writes, runs the ignore action's command,
// saves, sends malformed messages, and shuts down.
func TestLSPProtocol(t *testing.T) {
	if testing.Short() {
		t.Skip("builds idemlint and loads the examples' frameworks")
	}
	root := testRepoRoot(t)
	dir := exampleCopy(t) // with a generated package, mcpgo/gen
	file := filepath.Join(dir, "mcpgo", "broken", "refund.go")
	uri := uriOf(file)
	original := textOf(t, file)

	c := startLSP(t, dir)
	init := c.request("initialize", map[string]any{
		"processId": os.Getpid(),
		"rootUri":   uriOf(dir),
		"capabilities": map[string]any{
			"window":    map[string]any{"showDocument": map[string]any{"support": true}},
			"workspace": map[string]any{"didChangeWatchedFiles": map[string]any{"dynamicRegistration": true}},
		},
	})
	var caps struct {
		Capabilities struct {
			CodeActionProvider     json.RawMessage
			ExecuteCommandProvider struct{ Commands []string }
		}
	}
	if err := json.Unmarshal(init["result"], &caps); err != nil || caps.Capabilities.CodeActionProvider == nil {
		t.Fatalf("initialize: %s (%v), want a result with codeActionProvider", init["result"], err)
	}
	c.notify("initialized", map[string]any{})
	reg := c.waitFor("client/registerCapability", func(m map[string]json.RawMessage) bool {
		return string(m["method"]) == `"client/registerCapability"`
	})
	if !strings.Contains(string(reg["params"]), `"**/.idemlint.yml"`) {
		t.Errorf("the server registers %s, want a watcher of .idemlint.yml", reg["params"])
	}
	c.send(map[string]any{"id": json.RawMessage(reg["id"]), "result": nil})

	// Malformed messages get JSON-RPC errors; the server goes on.
	c.sendRaw(`{"jsonrpc": "2.0", "id": 1000, "method": `)
	if got := rpcError(t, c.waitFor("parse error", func(m map[string]json.RawMessage) bool { return string(m["id"]) == "null" })); got != -32700 {
		t.Errorf("a message that is not JSON: error %d, want -32700", got)
	}
	c.sendRaw(`{"jsonrpc": "2.0", "id": 1001}`)
	if got := rpcError(t, c.waitFor("invalid request error", func(m map[string]json.RawMessage) bool { return string(m["id"]) == "1001" })); got != -32600 {
		t.Errorf("a message with neither method nor result: error %d, want -32600", got)
	}
	if got := rpcError(t, c.request("textDocument/noSuchMethod", map[string]any{})); got != -32601 {
		t.Errorf("an unknown method: error %d, want -32601", got)
	}
	if got := rpcError(t, c.request("textDocument/codeAction", map[string]any{"range": "everywhere"})); got != -32602 {
		t.Errorf("codeAction with a range that is a string: error %d, want -32602", got)
	}

	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "go", "version": 1, "text": original,
	}})
	diags := c.diagnostics(uri)
	want := []string{"hintmismatch", "lostresult", "modelkey", "retrydoc", "timeouterr", "volatilekey"}
	if got := codes(diags); !slices.Equal(got, want) {
		t.Fatalf("diagnostics on open: %v, want %v", got, want)
	}
	timeout := find(diags, "timeouterr")
	if !strings.HasSuffix(timeout.CodeDescription.Href, "/docs/checks/timeouterr.md") || timeout.Severity != 2 ||
		len(timeout.RelatedInformation) == 0 || !strings.Contains(timeout.RelatedInformation[0].Message, "(*payments.Client).Refund") ||
		timeout.Range.Start.Line != 40 {
		t.Errorf("timeouterr's diagnostic: %+v, want line 41 (0-based 40), a warning, the check's page and the write chain as related information", *timeout)
	}

	// An unsaved edit that says whether retrying is safe removes
	// retrydoc's finding; undoing it brings it back.
	said := strings.Replace(original, `"Issue a refund for an order."`, `"Issue a refund for an order. Not safe to retry blindly: check whether it took effect before calling again."`, 1)
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{"text": said}},
	})
	saidDiags := c.diagnostics(uri)
	if got := codes(saidDiags); slices.Contains(got, "retrydoc") || !slices.Contains(got, "timeouterr") {
		t.Fatalf("after the edit that adds the retry sentence: %v, want timeouterr and no retrydoc", got)
	}
	// The checks build their fixes from the unsaved text, not the disk's.
	hasFix := false
	for _, a := range c.codeActions(uri, find(saidDiags, "timeouterr").Range) {
		hasFix = hasFix || a.Command == nil && len(a.Diagnostics) > 0 && a.Diagnostics[0].Code == "timeouterr"
	}
	if !hasFix {
		t.Errorf("no quick fix for timeouterr in the unsaved buffer")
	}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": 3},
		"contentChanges": []any{map[string]any{"text": original}},
	})
	diags = c.diagnostics(uri)
	if got := codes(diags); !slices.Equal(got, want) {
		t.Errorf("after undoing the edit: %v, want %v", got, want)
	}

	// retrydoc's quick fix is what idemlint -fix writes.
	retry := find(diags, "retrydoc")
	actions := c.codeActions(uri, retry.Range)
	var fix, ignore *lspCodeAction
	for i, a := range actions {
		switch {
		case a.Kind != "quickfix" || len(a.Diagnostics) == 0 || a.Diagnostics[0].Code != "retrydoc":
		case a.Command != nil:
			ignore = &actions[i]
		case fix == nil:
			fix = &actions[i]
		}
	}
	if fix == nil || ignore == nil || !fix.IsPreferred {
		t.Fatalf("code actions on retrydoc's finding: %+v, want a preferred quick fix and an ignore action", actions)
	}
	fixed := applyEdits(t, original, fix.Edit.Changes[uri])
	cliDir := copyExamples(t, root)
	run(t, cliDir, idemlintBinary(t), "-retrydoc", "-fix", "./mcpgo/broken")
	if cli := textOf(t, filepath.Join(cliDir, "mcpgo", "broken", "refund.go")); fixed != cli {
		t.Errorf("retrydoc's quick fix gives\n%s\nidemlint -retrydoc -fix writes\n%s", fixed, cli)
	}

	// The ignore action inserts the directive and its command selects
	// the reason.
	ignored := applyEdits(t, original, ignore.Edit.Changes[uri])
	if !strings.Contains(ignored, "\t\t//idemlint:ignore retrydoc REASON\n\t\tmcp.WithDescription(") {
		t.Errorf("the ignore action gives\n%s\nwant //idemlint:ignore retrydoc REASON above the description", ignored)
	}
	resp := c.request("workspace/executeCommand", map[string]any{"command": ignore.Command.Command, "arguments": ignore.Command.Arguments})
	if resp["error"] != nil {
		t.Fatalf("executing the ignore action's command: %s", resp["error"])
	}
	show := c.waitFor("window/showDocument", func(m map[string]json.RawMessage) bool {
		return string(m["method"]) == `"window/showDocument"`
	})
	var sp struct {
		URI       string
		Selection lspRange
	}
	json.Unmarshal(show["params"], &sp)
	line := strings.Split(ignored, "\n")[sp.Selection.Start.Line]
	if sp.URI != uri || line[sp.Selection.Start.Character:sp.Selection.End.Character] != "REASON" {
		t.Errorf("showDocument %s selects %+v in %q, want REASON", sp.URI, sp.Selection, line)
	}
	c.send(map[string]any{"id": json.RawMessage(show["id"]), "result": map[string]any{"success": true}})

	// Apply the fix, save: retrydoc is gone, the rest stays.
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": 4},
		"contentChanges": []any{map[string]any{"text": fixed}},
	})
	c.diagnostics(uri)
	if err := os.WriteFile(file, []byte(fixed), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": uri}})
	if got := codes(c.diagnostics(uri)); slices.Contains(got, "retrydoc") || len(got) != len(want)-1 {
		t.Errorf("after the fix and save: %v, want %v less retrydoc", got, want)
	}

	// A bad configuration is one diagnostic at its place in the file;
	// once it is fixed, the diagnostic goes and the findings come back.
	yml := filepath.Join(dir, ".idemlint.yml")
	ymlURI := uriOf(yml)
	if err := os.WriteFile(yml, []byte("min-key-ttl: 1h\nkey-params: [a\ntests: true\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{map[string]any{"uri": ymlURI, "type": 1}}})
	bad := c.diagnostics(ymlURI)
	if len(bad) != 1 || bad[0].Range.Start.Line != 2 || bad[0].Severity != 1 || !strings.Contains(bad[0].Message, "not valid YAML") {
		t.Errorf("diagnostics of a bad .idemlint.yml: %+v, want one error on line 3 that says it is not valid YAML", bad)
	}
	if err := os.WriteFile(yml, []byte("min-key-ttl: 1h\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{map[string]any{"uri": ymlURI, "type": 2}}})
	if got := c.diagnostics(ymlURI); len(got) != 0 {
		t.Errorf("diagnostics of the fixed .idemlint.yml: %+v, want none", got)
	}
	if got := codes(c.diagnostics(uri)); len(got) != len(want)-1 {
		t.Errorf("after the configuration was fixed: %v, want %v less retrydoc", got, want)
	}
	// A name that names nothing is found in the package it names, and
	// shown in the file too.
	if err := os.WriteFile(yml, []byte("effects:\n  - func: github.com/idemlint/idemlint/examples/mcpgo/broken.Registr\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{map[string]any{"uri": ymlURI, "type": 2}}})
	bad = c.diagnostics(ymlURI)
	if len(bad) != 1 || bad[0].Range.Start.Line != 1 || !strings.Contains(bad[0].Message, `names nothing`) || !strings.Contains(bad[0].Message, `"Register"`) {
		t.Errorf("diagnostics of a .idemlint.yml naming what is not there: %+v, want one on line 2 that suggests Register", bad)
	}
	if err := os.WriteFile(yml, []byte("min-key-ttl: 1h\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{map[string]any{"uri": ymlURI, "type": 2}}})
	if got := c.diagnostics(ymlURI); len(got) != 0 {
		t.Errorf("diagnostics of the fixed .idemlint.yml: %+v, want none", got)
	}

	// A finding in a generated file has no quick fix, as -fix skips it.
	gen := filepath.Join(dir, "mcpgo", "gen", "gen.go")
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uriOf(gen), "languageId": "go", "version": 1, "text": textOf(t, gen),
	}})
	genRetry := find(c.diagnostics(uriOf(gen)), "retrydoc")
	if genRetry == nil {
		t.Fatalf("no retrydoc finding in the generated file")
	}
	for _, a := range c.codeActions(uriOf(gen), genRetry.Range) {
		if a.Command == nil {
			t.Errorf("a quick fix in a generated file: %+v", a)
		}
	}

	// An edit of a package the open file's package imports analyses
	// the open file's package again.
	client := filepath.Join(dir, "payments", "client.go")
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uriOf(client), "languageId": "go", "version": 1, "text": textOf(t, client) + "\n// edited\n",
	}})
	if got := codes(c.diagnostics(uri)); len(got) != len(want)-1 {
		t.Errorf("after an edit of the payments package: %v, want %v less retrydoc", got, want)
	}

	if resp := c.request("shutdown", nil); resp["error"] != nil {
		t.Errorf("shutdown: %s", resp["error"])
	}
	c.notify("exit", nil)
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("after shutdown and exit: %v, want exit status 0", err)
		}
	case <-time.After(30 * time.Second):
		t.Errorf("the server did not exit within 30s of exit")
	}
}
