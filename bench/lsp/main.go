// Lsp measures 'idemlint lsp' as an editor uses it (issue 32): how long
// the diagnostics of an edited handler file take to come back after each
// edit, warm, against how long go vet takes on that file's package,
// warm, and the server's memory over the edits.
//
//	go build -o /tmp/idemlint ./cmd/idemlint
//	go run ./bench/lsp -idemlint /tmp/idemlint -C examples -file mcpgo/broken/refund.go
//	go run ./bench/gen -tools 1000 -o /tmp/bench1000 && (cd /tmp/bench1000 && go mod tidy)
//	go run ./bench/lsp -idemlint /tmp/idemlint -C /tmp/bench1000 -file tools/t000/tools.go
//
// The server opens the file, publishes its diagnostics (cold: every
// package below it is loaded and analysed), then gets -edits unsaved
// edits of the file, each a different comment line added to its end
// (new content, same findings), and the time from each didChange to the
// file's diagnostics is recorded. go vet runs on the file's package once
// to warm its cache, then -n times after a change to the file on disk
// (vet's cache keys on content, so each run vets the package again; its
// dependencies come from the cache). Memory is the server's resident set
// (VmRSS) and its live heap (after the last collection, from
// GODEBUG=gctrace=1) after the first edit and every quarter of the edits,
// and its peak resident set (VmHWM).
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

func main() {
	bin := flag.String("idemlint", "idemlint", "the idemlint binary")
	dir := flag.String("C", ".", "the module")
	file := flag.String("file", "", "the handler file to edit, relative to -C")
	edits := flag.Int("edits", 100, "edits of the file")
	n := flag.Int("n", 5, "go vet runs (the median is reported)")
	serverFlags := flag.String("flags", "", "flags for idemlint lsp, space-separated (-memprofile=FILE: the heap kept after the edits)")
	flag.Parse()
	if *file == "" {
		log.Fatal("-file is required")
	}
	root, err := filepath.Abs(*dir)
	if err != nil {
		log.Fatal(err)
	}
	name := filepath.Join(root, *file)
	src, err := os.ReadFile(name)
	if err != nil {
		log.Fatal(err)
	}

	vet := vetTimes(root, name, src, *n)

	c := start(*bin, root, strings.Fields(*serverFlags))
	uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(name)}).String()
	c.call("initialize", map[string]any{"processId": os.Getpid(), "rootUri": "file://" + root, "capabilities": map[string]any{}})
	c.notify("initialized", map[string]any{})
	t0 := time.Now()
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": string(src)}})
	found := c.diagnostics(uri)
	cold := time.Since(t0)

	var times []time.Duration
	var rss []string // after some of the edits
	for i := 1; i <= *edits; i++ {
		text := fmt.Sprintf("%s\n// edit %d\n", src, i)
		t := time.Now()
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": i + 1},
			"contentChanges": []any{map[string]any{"text": text}},
		})
		if got := c.diagnostics(uri); got != found {
			log.Fatalf("edit %d: %d diagnostics, want %d as on open", i, got, found)
		}
		times = append(times, time.Since(t))
		if i == 1 || i == *edits || i%(max(*edits/4, 1)) == 0 {
			rss = append(rss, fmt.Sprintf("%d: %d/%d", i, c.memory("VmRSS")>>10, c.live.Load()))
		}
	}
	peak := c.memory("VmHWM")
	c.call("shutdown", nil)
	c.notify("exit", nil)
	c.cmd.Wait()

	slices.Sort(times)
	med := times[len(times)/2]
	fmt.Printf("%s (%s): %d diagnostics\n", *file, root, found)
	fmt.Printf("open (cold)          %8v\n", cold.Round(time.Millisecond))
	fmt.Printf("edit, median of %3d  %8v  (min %v, max %v)\n", len(times), med.Round(time.Millisecond), times[0].Round(time.Millisecond), times[len(times)-1].Round(time.Millisecond))
	fmt.Printf("go vet, median of %d  %8v  (the package, warm)\n", *n, vet.Round(time.Millisecond))
	fmt.Printf("edit ÷ go vet        %8.2f\n", float64(med)/float64(vet))
	fmt.Printf("after edit N: RSS/live heap  %s MiB (peak RSS %d MiB)\n", strings.Join(rss, ", "), peak>>10)
}

// vetTimes returns the median time of go vet on the file's package after
// a change to the file, with the rest of the build cache warm. The file
// is restored after.
func vetTimes(root, name string, src []byte, n int) time.Duration {
	defer os.WriteFile(name, src, 0o644)
	pkg := "./" + filepath.ToSlash(must(filepath.Rel(root, filepath.Dir(name))))
	vet := func(i int) time.Duration {
		if err := os.WriteFile(name, fmt.Appendf(slices.Clone(src), "\n// vet %d %d\n", i, time.Now().UnixNano()), 0o644); err != nil {
			log.Fatal(err)
		}
		cmd := exec.Command("go", "vet", pkg)
		cmd.Dir = root
		cmd.Stderr = io.Discard
		t := time.Now()
		cmd.Run() // findings of go vet's own checks are not an error here
		return time.Since(t)
	}
	vet(0)
	var times []time.Duration
	for i := 1; i <= n; i++ {
		times = append(times, vet(i))
	}
	slices.Sort(times)
	return times[len(times)/2]
}

func must[T any](v T, err error) T {
	if err != nil {
		log.Fatal(err)
	}
	return v
}

type client struct {
	cmd     *exec.Cmd
	in      io.Writer
	out     *bufio.Reader
	id      int
	live    atomic.Int64 // MB, after the last collection
	partial []byte       // of the server's stderr: a line not ended yet
}

func start(bin, dir string, flags []string) *client {
	cmd := exec.Command(bin, append([]string{"lsp"}, flags...)...)
	cmd.Dir = dir
	// The runtime's trace of each collection gives the live heap.
	cmd.Env = append(os.Environ(), "GODEBUG=gctrace=1")
	c := &client{cmd: cmd}
	cmd.Stderr = gcTrace{c}
	in := must(cmd.StdinPipe())
	out := must(cmd.StdoutPipe())
	if err := cmd.Start(); err != nil {
		log.Fatal(err)
	}
	c.in, c.out = in, bufio.NewReaderSize(out, 1<<20)
	return c
}

// gcTrace keeps the live heap of the server's last collection, and
// passes on the rest of its stderr, line by line.
type gcTrace struct{ c *client }

var liveHeap = regexp.MustCompile(`^gc \d+ .* \d+->\d+->(\d+) MB`)

func (g gcTrace) Write(p []byte) (int, error) {
	g.c.partial = append(g.c.partial, p...)
	for {
		line, rest, ok := bytes.Cut(g.c.partial, []byte("\n"))
		if !ok {
			break
		}
		if m := liveHeap.FindSubmatch(line); m != nil {
			g.c.live.Store(int64(must(strconv.Atoi(string(m[1])))))
		} else {
			fmt.Fprintf(os.Stderr, "%s\n", line)
		}
		g.c.partial = rest
	}
	return len(p), nil
}

func (c *client) send(msg map[string]any) {
	msg["jsonrpc"] = "2.0"
	data := must(json.Marshal(msg))
	fmt.Fprintf(c.in, "Content-Length: %d\r\n\r\n%s", len(data), data)
}

func (c *client) notify(method string, params any) {
	c.send(map[string]any{"method": method, "params": params})
}

func (c *client) call(method string, params any) {
	c.id++
	id := strconv.Itoa(c.id)
	c.send(map[string]any{"id": c.id, "method": method, "params": params})
	c.wait(func(m map[string]json.RawMessage) bool { return m["method"] == nil && string(m["id"]) == id })
}

// diagnostics waits for the file's diagnostics and returns how many.
func (c *client) diagnostics(uri string) int {
	m := c.wait(func(m map[string]json.RawMessage) bool {
		var p struct{ URI string }
		json.Unmarshal(m["params"], &p)
		return string(m["method"]) == `"textDocument/publishDiagnostics"` && p.URI == uri
	})
	var p struct{ Diagnostics []json.RawMessage }
	json.Unmarshal(m["params"], &p)
	return len(p.Diagnostics)
}

func (c *client) wait(match func(map[string]json.RawMessage) bool) map[string]json.RawMessage {
	for {
		m := c.read()
		if match(m) {
			return m
		}
	}
}

func (c *client) read() map[string]json.RawMessage {
	length := -1
	for {
		line, err := c.out.ReadString('\n')
		if err != nil {
			log.Fatalf("reading from the server: %v", err)
		}
		line = strings.TrimSpace(line)
		if line == "" && length >= 0 {
			break
		}
		if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
			length = must(strconv.Atoi(v))
		}
	}
	body := make([]byte, length)
	must(io.ReadFull(c.out, body))
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		log.Fatal(err)
	}
	return m
}

// memory returns a field of the server's /proc status, in KiB.
func (c *client) memory(field string) int {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", c.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			return must(strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB")))
		}
	}
	return 0
}
