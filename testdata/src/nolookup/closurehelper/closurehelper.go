// Package closurehelper calls an RPC client through a helper literal of
// the handler's that is given the method: each call of the helper says
// what it does.
package closurehelper

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type RPC struct{ url string }

func (c *RPC) Call(method string, params any) error {
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
	if err != nil {
		return err
	}
	resp, err := http.Post(c.url, "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

var rpc = &RPC{url: "https://nas.example/api"}

func Register(s *server.MCPServer) {
	// Every section is a read.
	s.AddTool(mcp.NewTool("health_report"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			errs := map[string]string{}
			addSection := func(name, method string) {
				if err := rpc.Call(method, nil); err != nil {
					errs[name] = err.Error()
				}
			}
			addSection("system", "system.info")
			addSection("pools", "pool.query")
			return mcp.NewToolResultText("report"), nil
		})

	// One of the helper's calls creates.
	s.AddTool(mcp.NewTool("snapshot_pools"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			do := func(method string) error { return rpc.Call(method, nil) } // want `^snapshot_pools calls Call with no idempotency key and no ledger lookup before it`
			if err := do("pool.query"); err != nil {
				return nil, err
			}
			if err := do("zfs.snapshot.create"); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText("done"), nil
		})
}
