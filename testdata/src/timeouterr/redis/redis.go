// Package redis writes through go-redis, whose command returns a *Cmd
// whose Err or Result carries the error, and through valkey-glide, which
// returns it: a timeout there is the write's, and returned as a failure
// it hides whether the entry was added.
package redis

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/redis/go-redis/v9"
	glide "github.com/valkey-io/valkey-glide/go/v2"
)

var (
	rdb = redis.NewClient(&redis.Options{Addr: "localhost:6379"})
	vk  *glide.Client
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("add_task", mcp.WithDescription("Add a task to a plan."), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := rdb.LPush(ctx, "tasks", req.GetString("title", "")).Err(); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `^a timeout from LPush is returned as a failure`
			}
			return mcp.NewToolResultText("added"), nil
		})
	s.AddTool(mcp.NewTool("log_progress", mcp.WithDescription("Log progress."), mcp.WithString("task", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := rdb.XAdd(ctx, &redis.XAddArgs{Stream: "progress", Values: []string{"task", req.GetString("task", "")}}).Result()
			if err != nil {
				return nil, err // want `^a timeout from XAdd is returned as a failure`
			}
			return mcp.NewToolResultText(id), nil
		})
	s.AddTool(mcp.NewTool("push_task", mcp.WithDescription("Push a task."), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := vk.RPush(ctx, "tasks", []string{req.GetString("title", "")}); err != nil {
				return nil, err // want `^a timeout from RPush is returned as a failure`
			}
			return mcp.NewToolResultText("pushed"), nil
		})
	// A read through the same shape: not a write, not reported.
	s.AddTool(mcp.NewTool("get_task", mcp.WithDescription("Read a task."), mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			d, err := rdb.Get(ctx, "task:"+req.GetString("id", "")).Result()
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(d), nil
		})
}
