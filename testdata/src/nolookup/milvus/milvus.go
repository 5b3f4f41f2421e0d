// Package milvus holds mcp-go tools over Milvus' Go client: an insert
// adds the rows again on a retry; a create of an equal collection, a drop
// and a switch of database do not.
package milvus

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/milvus-io/milvus/client/v2/milvusclient"
)

type Tools struct{ c *milvusclient.Client }

func (t *Tools) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("insert_rows", mcp.WithDescription("Insert rows.")), t.insert)
	s.AddTool(mcp.NewTool("create_collection", mcp.WithDescription("Create a collection.")), t.createCollection)
	s.AddTool(mcp.NewTool("drop_collection", mcp.WithDescription("Drop a collection.")), t.dropCollection)
	s.AddTool(mcp.NewTool("use_database", mcp.WithDescription("Switch the database.")), t.useDatabase)
}

func (t *Tools) insert(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := t.c.Insert(ctx, milvusclient.NewColumnBasedInsertOption(req.GetString("collection", ""))); err != nil { // want `insert_rows calls Insert with no idempotency key and no ledger lookup before it; a retried call acts twice`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("inserted"), nil
}

func (t *Tools) createCollection(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := t.c.CreateCollection(ctx, milvusclient.NewCreateCollectionOption(req.GetString("name", ""), nil)); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("created"), nil
}

func (t *Tools) dropCollection(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := t.c.DropCollection(ctx, milvusclient.NewDropCollectionOption(req.GetString("name", ""))); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("dropped"), nil
}

func (t *Tools) useDatabase(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := t.c.UseDatabase(ctx, milvusclient.NewUseDatabaseOption(req.GetString("db", ""))); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("switched"), nil
}
