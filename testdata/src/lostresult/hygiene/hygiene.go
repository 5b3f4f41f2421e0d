// Package hygiene holds lost results of low harm: the agent's retry
// repeats nothing and gets the result back, so only -hygiene shows them.
package hygiene

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func Register(s *server.MCPServer) {
	// A PUT sets the address again on a retry, and the read-back gets its
	// second chance: nothing acts twice, nothing stays lost.
	s.AddTool(mcp.NewTool("set_address", mcp.WithString("address", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			r, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://shop.example/orders/1/address", strings.NewReader(req.GetString("address", "")))
			if err != nil {
				return nil, err
			}
			resp, err := http.DefaultClient.Do(r)
			if err != nil {
				return nil, err
			}
			resp.Body.Close()
			check, err := http.Get("https://shop.example/orders/1")
			if err != nil {
				return nil, err // hygiene: an idempotent write's result
			}
			defer check.Body.Close()
			return text(check.Status), nil
		})

	// A POST that creates: the retry creates a second order. Reported by
	// default.
	s.AddTool(mcp.NewTool("place_order", mcp.WithString("item", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			resp, err := http.Post("https://shop.example/orders", "text/plain", strings.NewReader(req.GetString("item", "")))
			if err != nil {
				return nil, err
			}
			resp.Body.Close()
			check, err := http.Get("https://shop.example/orders/latest")
			if err != nil {
				return nil, err // want `place_order returns an error when the GET request fails after the POST request succeeded, so the agent retries and posts twice; return the result of the POST request along with the later failure`
			}
			defer check.Body.Close()
			return text(check.Status), nil
		})
}

// RegisterNamed holds a create named by the caller: a repeat may be
// refused, so the retry does not surely act twice, but the message must
// not say that it does.
func RegisterNamed(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_database", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name := req.GetString("name", "")
			resp, err := http.Post("https://db.example/databases", "text/plain", strings.NewReader(name))
			if err != nil {
				return nil, err
			}
			resp.Body.Close()
			check, err := http.Get("https://db.example/databases/" + name)
			if err != nil {
				return nil, err // want `^create_database returns an error when the GET request fails after the POST request succeeded, so the agent retries and creates a second one unless the provider refuses the same name; return the result of the POST request along with the later failure$`
			}
			defer check.Body.Close()
			return text(check.Status), nil
		})
}

// RegisterOrder holds a failure after an idempotent write and a create:
// it is the create whose result is lost, not the PUT's, which a retry
// sets again.
func RegisterOrder(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("start_run", mcp.WithString("job", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			seen, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://ci.example/jobs/1/seen", nil)
			if err != nil {
				return nil, err
			}
			if _, err := http.DefaultClient.Do(seen); err != nil {
				return nil, err
			}
			run, err := http.Post("https://ci.example/runs", "text/plain", strings.NewReader(req.GetString("job", "")))
			if err != nil {
				return nil, err // hygiene: the PUT's result, which a retry sets again
			}
			run.Body.Close()
			logs, err := http.Get("https://ci.example/runs/latest/logs")
			if err != nil {
				return nil, err // want `start_run returns an error when the GET request fails after the POST request succeeded, so the agent retries and posts twice; return the result of the POST request along with the later failure`
			}
			defer logs.Body.Close()
			return text(logs.Status), nil
		})
}

// sendOnce runs post unless it ran for key before.
func sendOnce(ctx context.Context, key string, post func(context.Context) error) error {
	return post(ctx)
}

// RegisterInside holds a failure of the write itself, made in a literal
// the failed call runs: the lost result is the PUT's, which a retry sets
// again, not one of a write before the failure.
func RegisterInside(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("notify_owner", mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			seen, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://chat.example/dm/owner", nil)
			if err != nil {
				return nil, err
			}
			if _, err := http.DefaultClient.Do(seen); err != nil {
				return nil, err
			}
			err = sendOnce(ctx, "k", func(ctx context.Context) error {
				resp, err := http.Post("https://chat.example/messages", "text/plain", strings.NewReader(req.GetString("text", "")))
				if err != nil {
					return err
				}
				return resp.Body.Close()
			})
			if err != nil {
				return nil, err // hygiene: the PUT's result, which a retry sets again
			}
			return text("sent"), nil
		})
}
