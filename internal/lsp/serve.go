package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
	"github.com/tliron/glsp"
)

// Serve serves h on the stream until the client sends exit or closes the
// stream. Requests are handled one at a time, in order, as the protocol
// expects of notifications such as didChange.
func Serve(ctx context.Context, stream io.ReadWriteCloser, h glsp.Handler) {
	s := &guardedStream{r: bufio.NewReader(stream), w: stream, c: stream}
	conn := jsonrpc2.NewConn(ctx, s, jsonrpc2.HandlerWithError(func(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
		return handle(ctx, conn, req, h)
	}))
	<-conn.DisconnectNotify()
}

// handle passes a request to h, as glsp's server does, and turns what h
// says into JSON-RPC errors.
func handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request, h glsp.Handler) (any, error) {
	gctx := &glsp.Context{
		Method: req.Method,
		Notify: func(method string, params any) { _ = conn.Notify(ctx, method, params) },
		Call:   func(method string, params, result any) { _ = conn.Call(ctx, method, params, result) },
	}
	if req.Params != nil {
		gctx.Params = *req.Params
	}
	if req.Method == "exit" {
		h.Handle(gctx)
		return nil, conn.Close()
	}
	r, validMethod, validParams, err := h.Handle(gctx)
	switch {
	case !validMethod:
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "method not supported: " + req.Method}
	case !validParams:
		msg := "invalid params"
		if err != nil {
			msg += ": " + err.Error()
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: msg}
	case err != nil:
		var rpcErr *jsonrpc2.Error
		if errors.As(err, &rpcErr) {
			return nil, rpcErr
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: err.Error()}
	}
	return r, nil
}

// A guardedStream is the LSP base protocol's framing (Content-Length
// headers, then a JSON body) that answers a frame it cannot pass on,
// instead of failing the connection.
type guardedStream struct {
	r  *bufio.Reader
	w  io.Writer
	c  io.Closer
	mu sync.Mutex // writes: the connection's and the guard's own errors
}

func (s *guardedStream) WriteObject(obj any) error {
	data, err := json.Marshal(obj)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := fmt.Fprintf(s.w, "Content-Length: %d\r\n\r\n", len(data)); err != nil {
		return err
	}
	_, err = s.w.Write(data)
	return err
}

func (s *guardedStream) Close() error { return s.c.Close() }

// ReadObject reads frames until one holds a message the connection can
// decode into v, answering each other one with an error.
func (s *guardedStream) ReadObject(v any) error {
	for {
		body, err := s.readFrame()
		var bad *badFrame
		switch {
		case errors.As(err, &bad):
			s.reply(nil, jsonrpc2.CodeParseError, bad.msg)
			continue
		case err != nil:
			return err
		}
		if !json.Valid(body) {
			s.reply(nil, jsonrpc2.CodeParseError, "parse error: the message is not JSON")
			continue
		}
		if err := json.Unmarshal(body, v); err != nil {
			s.reply(requestID(body), jsonrpc2.CodeInvalidRequest, "invalid request: "+err.Error())
			continue
		}
		return nil
	}
}

// A badFrame is a frame whose headers are wrong but whose end is known.
type badFrame struct{ msg string }

func (b *badFrame) Error() string { return b.msg }

// readFrame reads one frame's headers and body.
func (s *guardedStream) readFrame() ([]byte, error) {
	length, lengthErr, headers := -1, "", 0
	for {
		line, err := s.r.ReadString('\n')
		if err != nil {
			return nil, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if headers == 0 {
				continue // stray blank lines between frames
			}
			break
		}
		headers++
		name, value, _ := strings.Cut(line, ":")
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 {
				lengthErr = fmt.Sprintf("parse error: bad Content-Length %q", strings.TrimSpace(value))
				continue
			}
			length = n
		}
	}
	if length < 0 && lengthErr == "" {
		lengthErr = "parse error: no Content-Length header"
	}
	if lengthErr != "" {
		// The body's end is unknown: what follows is read as the next
		// frame's headers, skipping what is not one.
		return nil, &badFrame{lengthErr}
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(s.r, body); err != nil {
		return nil, err
	}
	return body, nil
}

// requestID returns the id of a message that is JSON but not a valid
// request, when it has one the error can answer to.
func requestID(body []byte) *jsonrpc2.ID {
	var m struct {
		ID *jsonrpc2.ID `json:"id"`
	}
	if json.Unmarshal(body, &m) != nil {
		return nil
	}
	return m.ID
}

// reply writes an error response; a nil id is JSON's null, as the
// specification asks when the request's id cannot be read.
func (s *guardedStream) reply(id *jsonrpc2.ID, code int64, msg string) {
	resp := struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      *jsonrpc2.ID    `json:"id"`
		Error   *jsonrpc2.Error `json:"error"`
	}{"2.0", id, &jsonrpc2.Error{Code: code, Message: msg}}
	_ = s.WriteObject(resp)
}
