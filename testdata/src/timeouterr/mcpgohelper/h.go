// Package mcpgohelper builds its error results with helpers, of its own
// and of another package: each such return after a write is a timeout
// reported as a failure.
package mcpgohelper

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"timeouterr/mcpgoerr"
)

type Wallet interface {
	CreateWithdrawal(ctx context.Context, account string, cents int64) (string, error)
}

var wallet Wallet

func toolErr(format string, a ...any) *mcp.CallToolResult { // want toolErr:`returns an error result in result 0 built from param \[0 1\]`
	return mcp.NewToolResultError(fmt.Sprintf(format, a...))
}

type logger struct{}

func (logger) Error(msg string, err error) {}

func toolError(log logger, msg string, err error) (*mcp.CallToolResult, error) { // want toolError:`returns an error result in result 0 built from param \[1 2\], with a nil error`
	log.Error(msg, err)
	return mcp.NewToolResultError(msg + ": " + err.Error()), nil
}

// failure recognises the timeout itself.
func failure(err error) *mcp.CallToolResult { // want failure:`recognises a timeout in param \[0\]`
	if errors.Is(err, context.DeadlineExceeded) {
		return mcp.NewToolResultText("status: unknown. Check whether it took effect before calling again.")
	}
	return mcp.NewToolResultError(err.Error())
}

var log logger

// A helper-built error result before the write is validation: silent.
func withdraw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	account := req.GetString("account", "")
	if account == "" {
		return toolErr("account is required"), nil
	}
	id, err := wallet.CreateWithdrawal(ctx, account, 100)
	if err != nil {
		return toolErr("cannot create withdrawal: %s", err), nil // want `a timeout from CreateWithdrawal is returned as a failure, but the withdrawal may have happened`
	}
	return mcp.NewToolResultText(id), nil
}

// (errResult, nil) in one call.
func withdrawLogged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := wallet.CreateWithdrawal(ctx, req.GetString("account", ""), 100)
	if err != nil {
		return toolError(log, "failed to create withdrawal", err) // want `a timeout from CreateWithdrawal is returned as a failure`
	}
	return mcp.NewToolResultText(id), nil
}

// The helpers of another package.
func withdrawShared(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res := mcpgoerr.Validate(req.GetString("account", "")); res != nil {
		return res, nil // before the write: silent
	}
	id, err := wallet.CreateWithdrawal(ctx, req.GetString("account", ""), 100)
	if err != nil {
		return mcpgoerr.ToolErr("cannot create withdrawal: %v", err), nil // want `a timeout from CreateWithdrawal is returned as a failure`
	}
	return mcp.NewToolResultText(id), nil
}

var shared = &mcpgoerr.Logger{}

func withdrawSharedLogged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := wallet.CreateWithdrawal(ctx, req.GetString("account", ""), 100)
	if err != nil {
		return mcpgoerr.ToolError(shared, "failed to create withdrawal", err) // want `a timeout from CreateWithdrawal is returned as a failure`
	}
	return mcp.NewToolResultText(id), nil
}

// The server's own result constructor, given the error.
func withdrawOwnResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := wallet.CreateWithdrawal(ctx, req.GetString("account", ""), 100)
	if err != nil {
		return mcpgoerr.NewToolCallResult("", fmt.Errorf("failed to create withdrawal: %w", err)), nil // want `a timeout from CreateWithdrawal is returned as a failure`
	}
	return mcpgoerr.NewToolCallResult(id, nil), nil
}

// Helpers that recognise the timeout themselves: silent.
func withdrawRecognised(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := wallet.CreateWithdrawal(ctx, req.GetString("account", ""), 100)
	if err != nil {
		return failure(err), nil
	}
	return mcp.NewToolResultText(id), nil
}

func withdrawRecognisedShared(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := wallet.CreateWithdrawal(ctx, req.GetString("account", ""), 100)
	if err != nil {
		return mcpgoerr.Failure(err), nil
	}
	return mcp.NewToolResultText(id), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_withdrawal", mcp.WithString("account", mcp.Required())), withdraw)
	s.AddTool(mcp.NewTool("create_withdrawal_logged", mcp.WithString("account", mcp.Required())), withdrawLogged)
	s.AddTool(mcp.NewTool("create_withdrawal_shared", mcp.WithString("account", mcp.Required())), withdrawShared)
	s.AddTool(mcp.NewTool("create_withdrawal_shared_logged", mcp.WithString("account", mcp.Required())), withdrawSharedLogged)
	s.AddTool(mcp.NewTool("create_withdrawal_own_result", mcp.WithString("account", mcp.Required())), withdrawOwnResult)
	s.AddTool(mcp.NewTool("create_withdrawal_recognised", mcp.WithString("account", mcp.Required())), withdrawRecognised)
	s.AddTool(mcp.NewTool("create_withdrawal_recognised_shared", mcp.WithString("account", mcp.Required())), withdrawRecognisedShared)
}
