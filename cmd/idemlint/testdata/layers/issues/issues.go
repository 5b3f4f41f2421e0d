// Package issues declares its tools as package-level variables and its
// handlers as closures returned by factories (T7): package issueserver
// pairs them. The closures' bodies are checked here.
package issues

import (
	"context"

	"example.com/layers/pay"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

var RefundTool = mcp.NewTool("issue_refund_t7",
	mcp.WithDescription("Refund an order from an issue."),
	mcp.WithString("order_id", mcp.Required()),
)

func RefundHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := pay.Refund(ctx, req.GetString("order_id", "")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("refunded"), nil
	}
}

func StatusTool() mcp.Tool {
	return mcp.NewTool("issue_status_t7",
		mcp.WithDescription("Show an order's status."),
		mcp.WithString("order_id", mcp.Required()),
	)
}

type Handlers struct{}

// StatusHandler only reads: silent.
func (h *Handlers) StatusHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := pay.Status(ctx, req.GetString("order_id", "")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

type RefundIn struct {
	OrderID string `json:"order_id"`
}

var SDKRefundTool = &sdk.Tool{Name: "sdk_refund_t7", Description: "Refund an order."}

func SDKRefundHandler() sdk.ToolHandlerFor[RefundIn, any] {
	return func(ctx context.Context, req *sdk.CallToolRequest, in RefundIn) (*sdk.CallToolResult, any, error) {
		if err := pay.Refund(ctx, in.OrderID); err != nil {
			return nil, nil, err
		}
		return &sdk.CallToolResult{}, nil, nil
	}
}

var ChargeTool = mcp.NewTool("issue_charge_t7",
	mcp.WithDescription("Charge an order from an issue."),
	mcp.WithString("order_id", mcp.Required()),
)

// ChargeHandler returns a method value: the method is the handler body,
// and what it does reaches issueserver through facts on the factory.
func (h *Handlers) ChargeHandler() server.ToolHandlerFunc { return h.charge }

func (h *Handlers) charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := pay.Refund(ctx, req.GetString("order_id", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("charged"), nil
}

// Variants of one tool, one per path, and one name returned by two
// functions bound in if/else (C5 of trial P): each is listed once, at its
// first declaration, with the handler.
func StatusVariantsTool(archived bool) mcp.Tool {
	if archived {
		return mcp.NewTool("issue_status_v_t7", mcp.WithDescription("Show an archived order's status."), mcp.WithString("order_id"))
	}
	return mcp.NewTool("issue_status_v_t7", mcp.WithDescription("Show an order's status."), mcp.WithString("order_id"))
}

func NoteTool() mcp.Tool {
	return mcp.NewTool("issue_note_t7", mcp.WithDescription("Show an order's note."))
}

func NoteArchiveTool() mcp.Tool {
	return mcp.NewTool("issue_note_t7", mcp.WithDescription("Show an archived order's note."))
}
