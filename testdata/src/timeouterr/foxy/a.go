// Package foxy holds github.com/strowk/foxy-contexts write tools: the
// callback returns no Go error, so a failure is a result whose IsError
// points to true, built in place or by a helper.
package foxy

import (
	"context"
	"fmt"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
)

type Payments interface {
	Refund(ctx context.Context, orderID string) (string, error)
}

var pay Payments

func ptr[T any](v T) *T { return &v }

func errorResult(err error) *mcp.CallToolResult { // want errorResult:`returns an error result in result 0 built from param \[0\]`
	return &mcp.CallToolResult{
		Content: []interface{}{mcp.TextContent{Type: "text", Text: err.Error()}},
		IsError: ptr(true),
	}
}

func textResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: s}}}
}

func NewRefundTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "issue_refund", Description: ptr("Issue a refund for an order.")},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			order, _ := args["order_id"].(string)
			id, err := pay.Refund(ctx, order)
			if err != nil {
				return errorResult(err) // want `a timeout from Refund is returned as a failure, but the refund may have happened`
			}
			return textResult(id)
		})
}

// An error flag set through a variable.
func NewRefundOrderTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "refund_order", Description: ptr("Refund an order.")},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			order, _ := args["order_id"].(string)
			id, err := pay.Refund(ctx, order)
			if err != nil {
				isErr := true
				return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: fmt.Sprint(err)}}, IsError: &isErr} // want `a timeout from Refund is returned as a failure, but the refund may have happened`
			}
			return textResult(id)
		})
}

// A result whose flag points to false reports no failure: silent.
func NewRefundQuietTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "refund_quiet", Description: ptr("Refund an order.")},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			order, _ := args["order_id"].(string)
			id, err := pay.Refund(ctx, order)
			if err != nil {
				return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: "refund status unknown: check before retrying"}}, IsError: ptr(false)}
			}
			return textResult(id)
		})
}
