// Package session holds tools shaped like spacectl's: every handler first
// ensures an authenticated session, which exchanges an API key with a
// GraphQL mutation; the read tools are annotated readOnlyHint: true. The
// login they share is set-up, not what any of them does: only the tool
// that writes on its own, and the one read-only tool whose login is its
// own, are reported.
package session

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/shurcooL/graphql"
)

var api = graphql.NewClient("https://app.example/graphql", nil)

// ensure logs in with the API key: a mutation.
func ensure(ctx context.Context) error {
	var m struct {
		User struct{ JWT string } `graphql:"apiKeyUser(id: $id, secret: $secret)"`
	}
	return api.Mutate(ctx, &m, map[string]any{"id": "k", "secret": "s"})
}

func listStacks(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := ensure(ctx); err != nil {
		return nil, err
	}
	var q struct {
		Stacks []struct{ ID string } `graphql:"stacks"`
	}
	if err := api.Query(ctx, &q, nil); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("ok"), nil
}

func getStack(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := ensure(ctx); err != nil {
		return nil, err
	}
	var q struct {
		Stack struct{ ID string } `graphql:"stack(id: $id)"`
	}
	if err := api.Query(ctx, &q, map[string]any{"id": req.GetString("id", "")}); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("ok"), nil
}

func triggerRun(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := ensure(ctx); err != nil {
		return nil, err
	}
	var m struct {
		Run struct{ ID string } `graphql:"runTrigger(stack: $stack)"`
	}
	if err := api.Mutate(ctx, &m, map[string]any{"stack": req.GetString("stack", "")}); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(m.Run.ID), nil
}

// rotateKey is annotated read-only, but the write it makes on its own
// is not the shared login.
func rotateKey(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := ensure(ctx); err != nil {
		return nil, err
	}
	var m struct {
		Key struct{ ID string } `graphql:"apiKeyCreate(name: $name)"`
	}
	if err := api.Mutate(ctx, &m, map[string]any{"name": req.GetString("name", "")}); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(m.Key.ID), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_stacks", mcp.WithReadOnlyHintAnnotation(true)), listStacks)
	s.AddTool(mcp.NewTool("get_stack", mcp.WithString("id"), mcp.WithReadOnlyHintAnnotation(true)), getStack)
	s.AddTool(mcp.NewTool("trigger_run", mcp.WithString("stack"), mcp.WithReadOnlyHintAnnotation(false)), triggerRun)
	s.AddTool(mcp.NewTool("create_api_key", mcp.WithString("name"),
		mcp.WithReadOnlyHintAnnotation(true), // want `^create_api_key is annotated readOnlyHint: true but it writes \(Mutate\)`
	), rotateKey)
}
