// Package billing declares its tools through toolkit (T3) with a
// description from i18n (T5).
package billing

import (
	"context"

	"example.com/layers/i18n"
	"example.com/layers/pay"
	"example.com/layers/toolkit"
	"github.com/mark3labs/mcp-go/mcp"
)

type RefundIn struct {
	OrderID string `json:"order_id"`
}

var Refund = toolkit.MustTool("issue_refund", i18n.T("TOOL_ISSUE_REFUND", "Refund an order."), refund,
	mcp.WithIdempotentHintAnnotation(false))

func refund(ctx context.Context, in RefundIn) (string, error) {
	if err := pay.Refund(ctx, in.OrderID); err != nil {
		return "", err
	}
	return "refunded", nil
}

// Status reads through the same layer: nothing to report.
var Status = toolkit.MustTool("order_status", "Show an order's status.", status)

func status(ctx context.Context, in RefundIn) (string, error) {
	if err := pay.Status(ctx, in.OrderID); err != nil {
		return "", err
	}
	return "ok", nil
}
