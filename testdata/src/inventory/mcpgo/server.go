package mcpgo

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Middleware and server options declare no tools.
func logCalls(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Printf("tool %s", req.Params.Name)
		return next(ctx, req)
	}
}

// Long-running task tool.
func RegisterExport(s *server.MCPServer) {
	s.AddTaskTool(mcp.NewTool("export_orders", // want `tool export_orders fw=mcp-go desc="Export all orders to CSV." params=from,to handler=literal hints=readOnly=true`
		mcp.WithDescription("Export all orders to CSV."),
		mcp.WithString("from", mcp.Required()),
		mcp.WithString("to", mcp.Required()),
		mcp.WithTaskSupport(mcp.TaskSupportRequired),
		mcp.WithReadOnlyHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
		return &mcp.CreateTaskResult{Task: mcp.Task{TaskId: "t1", Status: mcp.TaskStatusWorking}}, nil
	})
}

// SetTools replaces the tool set.
func ResetTools(s *server.MCPServer) {
	s.SetTools(server.ServerTool{
		Tool:    mcp.NewTool("ping", mcp.WithDescription("Check that the server is alive.")), // want `tool ping fw=mcp-go desc="Check that the server is alive." params=- handler=handlePing hints=-`
		Handler: handlePing,
	})
}

func handlePing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pong"), nil
}

func Main(pay Payments) {
	s := server.NewMCPServer("payments", "1.0.0",
		server.WithToolCapabilities(true),
		server.WithRecovery(),
		server.WithToolHandlerMiddleware(logCalls),
	)
	s.Use(logCalls)
	RegisterRefund(s, pay)
	RegisterSendEmail(s)
	RegisterTickets(s, &Handlers{pay: pay})
	RegisterRefundCharge(s, &Handlers{pay: pay})
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
