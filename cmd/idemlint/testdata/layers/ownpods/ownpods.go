// Package ownpods declares its tools with the server's own type only.
package ownpods

import (
	"fmt"

	"example.com/layers/ownapi"
	"example.com/layers/pay"
)

func ptr[T any](v T) *T { return &v }

func Tools() []ownapi.ServerTool {
	return []ownapi.ServerTool{
		{Tool: ownapi.Tool{Name: "own_refund", Description: "Refund an order.",
			Annotations: ownapi.Annotations{IdempotentHint: ptr(true)}}, Handler: refund},
		{Tool: ownapi.Tool{Name: "own_status", Description: "Show an order's status.",
			Annotations: ownapi.Annotations{ReadOnlyHint: ptr(true)}}, Handler: status},
	}
}

func refund(p ownapi.Params) (*ownapi.Result, error) {
	id, _ := p.Arguments["order_id"].(string)
	if err := pay.Refund(p, id); err != nil {
		return ownapi.NewResult("", fmt.Errorf("refund %s: %w", id, err)), nil
	}
	return ownapi.NewResult("refunded", nil), nil
}

func status(p ownapi.Params) (*ownapi.Result, error) {
	id, _ := p.Arguments["order_id"].(string)
	err := pay.Status(p, id)
	return ownapi.NewResult("ok", err), nil
}
