// Package redis holds mcp-go tools that store what they are given in
// Redis (go-redis) and Valkey (valkey-glide), as valkey-ai-tasks does: a
// list push or a stream entry adds another on every call, so a retry
// adds two; a hash field set by key and a read are silent.
package redis

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/redis/go-redis/v9"
	glide "github.com/valkey-io/valkey-glide/go/v2"
	"github.com/valkey-io/valkey-glide/go/v2/models"
)

var (
	rdb = redis.NewClient(&redis.Options{Addr: "localhost:6379"})
	vk  *glide.Client
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func Register(s *server.MCPServer) {
	// A task pushed on a list: a retry pushes it twice. Reported.
	s.AddTool(mcp.NewTool("add_task",
		mcp.WithString("plan_id", mcp.Required()),
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := rdb.LPush(ctx, "plan:"+req.GetString("plan_id", "")+":tasks", req.GetString("title", "")).Err(); err != nil { // want `^add_task calls LPush with no idempotency key and no ledger lookup before it; a retried call acts twice$`
			return nil, err
		}
		return text("added"), nil
	})

	// An event appended to a stream: a retry appends another. Reported.
	s.AddTool(mcp.NewTool("log_progress",
		mcp.WithString("task_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := rdb.XAdd(ctx, &redis.XAddArgs{Stream: "progress", Values: map[string]any{"task": req.GetString("task_id", "")}}).Result() // want `^log_progress calls XAdd with no idempotency key and no ledger lookup before it; a retried call acts twice$`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A task appended through valkey-glide, as valkey-ai-tasks does. Reported.
	s.AddTool(mcp.NewTool("create_task",
		mcp.WithString("plan_id", mcp.Required()),
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := vk.RPush(ctx, "plan:"+req.GetString("plan_id", "")+":tasks", []string{req.GetString("title", "")}); err != nil { // want `^create_task calls RPush with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
			return nil, err
		}
		return text("created"), nil
	})

	// A stream entry through valkey-glide. Reported.
	s.AddTool(mcp.NewTool("add_note",
		mcp.WithString("task_id", mcp.Required()),
		mcp.WithString("note", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := vk.XAdd(ctx, "notes:"+req.GetString("task_id", ""), []models.FieldValue{{Field: "note", Value: req.GetString("note", "")}}) // want `^add_note calls XAdd with no idempotency key and no ledger lookup before it; a retried call acts twice$`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A hash's fields set by the plan's id: a retry sets them again. Silent.
	s.AddTool(mcp.NewTool("update_plan",
		mcp.WithString("plan_id", mcp.Required()),
		mcp.WithString("name", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := vk.HSet(ctx, "plan:"+req.GetString("plan_id", ""), map[string]string{"name": req.GetString("name", "")}); err != nil {
			return nil, err
		}
		if err := rdb.SAdd(ctx, "plans", req.GetString("plan_id", "")).Err(); err != nil {
			return nil, err
		}
		return text("updated"), nil
	})

	// A read, and a cache record of what it read: silent.
	s.AddTool(mcp.NewTool("get_plan",
		mcp.WithString("plan_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := rdb.Get(ctx, "plan:"+req.GetString("plan_id", "")).Result()
		if err != nil {
			return nil, err
		}
		if err := rdb.Incr(ctx, "reads").Err(); err != nil {
			return nil, err
		}
		return text(name), nil
	})
}
