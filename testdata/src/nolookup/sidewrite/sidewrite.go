// Package sidewrite holds tools that make, beside what they exist for,
// a side write whose failure reaches no caller: a relay of an event to
// peer nodes in a goroutine, a notification a helper that returns
// nothing only logs. A side write does not decide what a repeat of the
// tool does; as a tool's only write, it stays a write.
package sidewrite

import (
	"bytes"
	"context"
	"errors"
	"log"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Hub struct{ peers []string }

// Broadcast relays an event to the peer nodes, each in its own
// goroutine; a failure is only logged.
func (h *Hub) Broadcast(event []byte) {
	for _, p := range h.peers {
		go func() {
			resp, err := http.Post(p+"/internal/push", "application/json", bytes.NewReader(event))
			if err != nil {
				log.Printf("relay to %s: %v", p, err)
				return
			}
			resp.Body.Close()
		}()
	}
}

// notify posts a notification and logs a failure: it returns nothing.
func notify(ctx context.Context, text string) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://notify.example/messages", bytes.NewBufferString(text))
	if err != nil {
		log.Print(err)
		return
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Print(err)
		return
	}
	resp.Body.Close()
}

// notifyAll posts to every peer and gathers the failures on a channel:
// the caller hears of them, so they are the caller's writes.
func notifyAll(ctx context.Context, peers []string, errc chan<- error) {
	for _, p := range peers {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, p+"/messages", nil)
		if err != nil {
			errc <- err
			continue
		}
		_, err = http.DefaultClient.Do(req)
		errc <- err
	}
}

// setRole sets a member's role: a PUT, whose repeat changes nothing more.
func setRole(ctx context.Context, group, user, role string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://groups.example/"+group+"/members/"+user+"?role="+role, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// postMessage creates a message: a POST, whose repeat makes another.
func postMessage(ctx context.Context, conv, text string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://chat.example/"+conv+"/messages", bytes.NewBufferString(text))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(s *server.MCPServer, hub *Hub) {
	// What the tool does is the PUT; the relay of the change to the
	// peers is a side write: no nolookup.
	s.AddTool(mcp.NewTool("set_member_role", mcp.WithString("group", mcp.Required()), mcp.WithString("user", mcp.Required()), mcp.WithString("role", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			g, u, r := req.GetString("group", ""), req.GetString("user", ""), req.GetString("role", "")
			if err := setRole(ctx, g, u, r); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			hub.Broadcast([]byte(`{"event":"role_changed"}`))
			notify(ctx, u+" is now "+r)
			return mcp.NewToolResultText("role set"), nil
		})

	// The same with the relay started here, in a goroutine.
	s.AddTool(mcp.NewTool("set_member_role_async", mcp.WithString("group", mcp.Required()), mcp.WithString("user", mcp.Required()), mcp.WithString("role", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			g, u, r := req.GetString("group", ""), req.GetString("user", ""), req.GetString("role", "")
			if err := setRole(ctx, g, u, r); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			go http.Post("https://audit.example/events", "text/plain", bytes.NewBufferString(g+"/"+u))
			return mcp.NewToolResultText("role set"), nil
		})

	// A side write does not hide the tool's own write that acts again:
	// the report names the message, not the relay.
	s.AddTool(mcp.NewTool("post_message", mcp.WithString("conversation", mcp.Required()), mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			c, t := req.GetString("conversation", ""), req.GetString("text", "")
			hub.Broadcast([]byte(t))
			if err := postMessage(ctx, c, t); err != nil { // want `^post_message calls postMessage with no idempotency key and no ledger lookup before it; a retried call posts twice`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("posted"), nil
		})

	// A tool whose only write is one whose failure is only logged still
	// sends: a repeat sends again.
	s.AddTool(mcp.NewTool("send_notification", mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			notify(ctx, req.GetString("text", "")) // want `^send_notification calls notify with no idempotency key and no ledger lookup before it; a retried call sends twice`
			return mcp.NewToolResultText("sent"), nil
		})

	// Failures handed back on a channel reach the tool: those writes are
	// its own, whatever else it does.
	s.AddTool(mcp.NewTool("set_member_role_and_tell", mcp.WithString("group", mcp.Required()), mcp.WithString("user", mcp.Required()), mcp.WithString("role", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			g, u, r := req.GetString("group", ""), req.GetString("user", ""), req.GetString("role", "")
			if err := setRole(ctx, g, u, r); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			errc := make(chan error, 2)
			go notifyAll(ctx, []string{"https://a.example", "https://b.example"}, errc) // want `^set_member_role_and_tell calls notifyAll with no idempotency key and no ledger lookup before it; a retried call`
			if err := errors.Join(<-errc, <-errc); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("role set"), nil
		})

	// A helper that stores its failure where the tool reads it.
	s.AddTool(mcp.NewTool("set_member_role_checked", mcp.WithString("group", mcp.Required()), mcp.WithString("user", mcp.Required()), mcp.WithString("role", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			g, u, r := req.GetString("group", ""), req.GetString("user", ""), req.GetString("role", "")
			if err := setRole(ctx, g, u, r); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			var relayErr error
			publishEvent(g+"/"+u, &relayErr) // want `^set_member_role_checked calls publishEvent with no idempotency key and no ledger lookup before it; a retried call`
			if relayErr != nil {
				return mcp.NewToolResultError(relayErr.Error()), nil
			}
			return mcp.NewToolResultText("role set"), nil
		})
}

// publishEvent posts an event and stores a failure in *errp.
func publishEvent(event string, errp *error) {
	resp, err := http.Post("https://audit.example/events", "text/plain", bytes.NewBufferString(event))
	if err != nil {
		*errp = err
		return
	}
	resp.Body.Close()
}
