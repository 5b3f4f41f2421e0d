// Package gosdkhelper builds its error results with helpers, of its own
// and of another package.
package gosdkhelper

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"timeouterr/gosdkerr"
)

type Wallet interface {
	CreateWithdrawal(ctx context.Context, account string, cents int64) (string, error)
}

var wallet Wallet

type WithdrawIn struct {
	Account string `json:"account"`
}

type WithdrawOut struct {
	ID string `json:"id"`
}

func toolErr(format string, a ...any) *mcp.CallToolResult { // want toolErr:`returns an error result in result 0 built from param \[0 1\]`
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, a...)}}}
}

// A typed handler; the error result built by a helper of the package.
func withdraw(ctx context.Context, req *mcp.CallToolRequest, in WithdrawIn) (*mcp.CallToolResult, WithdrawOut, error) {
	if in.Account == "" {
		return toolErr("account is required"), WithdrawOut{}, nil // before the write: silent
	}
	id, err := wallet.CreateWithdrawal(ctx, in.Account, 100)
	if err != nil {
		return toolErr("cannot create withdrawal: %s", err), WithdrawOut{}, nil // want `a timeout from CreateWithdrawal is returned as a failure, but the withdrawal may have happened`
	}
	return nil, WithdrawOut{ID: id}, nil
}

// The helpers of another package.
func withdrawShared(ctx context.Context, req *mcp.CallToolRequest, in WithdrawIn) (*mcp.CallToolResult, WithdrawOut, error) {
	id, err := wallet.CreateWithdrawal(ctx, in.Account, 100)
	if err != nil {
		return gosdkerr.ToolErr("cannot create withdrawal: %v", err), WithdrawOut{}, nil // want `a timeout from CreateWithdrawal is returned as a failure`
	}
	return nil, WithdrawOut{ID: id}, nil
}

var log = &gosdkerr.Logger{}

// (errResult, nil) in one call, in a raw handler.
func withdrawLogged(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := wallet.CreateWithdrawal(ctx, "acct-1", 100)
	if err != nil {
		return gosdkerr.ToolError(log, "failed to create withdrawal", err) // want `a timeout from CreateWithdrawal is returned as a failure`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: id}}}, nil
}

// The server's own result constructor, given the error.
func withdrawOwnResult(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := wallet.CreateWithdrawal(ctx, "acct-1", 100)
	if err != nil {
		return gosdkerr.NewToolCallResult("", err), nil // want `a timeout from CreateWithdrawal is returned as a failure`
	}
	return gosdkerr.NewToolCallResult(id, nil), nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create_withdrawal", Description: "Create a withdrawal."}, withdraw)
	mcp.AddTool(s, &mcp.Tool{Name: "create_withdrawal_shared", Description: "Create a withdrawal."}, withdrawShared)
	s.AddTool(&mcp.Tool{Name: "create_withdrawal_logged", Description: "Create a withdrawal."}, withdrawLogged)
	s.AddTool(&mcp.Tool{Name: "create_withdrawal_own_result", Description: "Create a withdrawal."}, withdrawOwnResult)
}
