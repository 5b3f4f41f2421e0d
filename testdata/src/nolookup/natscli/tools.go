// Package natscli holds mcp-go tools that shell out to the nats CLI, as
// mcp-nats does (issue 27): what a tool does is its subcommand.
package natscli

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"nolookup/natscli/cli"
)

var executor = &cli.Executor{Server: "nats://localhost:4222"}

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func Register(s *server.MCPServer) {
	// A publish through the CLI appends another message: reported.
	s.AddTool(mcp.NewTool("publish",
		mcp.WithString("subject", mcp.Required()),
		mcp.WithString("body", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := []string{"pub"}
		if r := req.GetString("reply", ""); r != "" {
			args = append(args, "--reply", r)
		}
		args = append(args, req.GetString("subject", ""), req.GetString("body", ""))
		out, err := executor.ExecuteCommand(args...) // want `publish calls ExecuteCommand with no idempotency key and no ledger lookup before it; a retried call acts twice`
		if err != nil {
			return nil, err
		}
		return text(out), nil
	})

	// An account's info only reads: silent.
	s.AddTool(mcp.NewTool("account_info"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := executor.ExecuteCommand("account", "info")
		if err != nil {
			return nil, err
		}
		return text(out), nil
	})

	// A put of a key sets it: a repeat changes nothing more, silent.
	s.AddTool(mcp.NewTool("kv_put",
		mcp.WithString("bucket", mcp.Required()),
		mcp.WithString("key", mcp.Required()),
		mcp.WithString("value", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := []string{"kv", "put", req.GetString("bucket", ""), req.GetString("key", ""), req.GetString("value", "")}
		out, err := executor.ExecuteCommand(args...)
		if err != nil {
			return nil, err
		}
		return text(out), nil
	})
}
