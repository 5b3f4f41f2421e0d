// Package payments declares its tools through the toolkit's constructor.
package payments

import (
	"context"
	"net/http"

	"agents/structlayer/toolkit"
)

var hc = &http.Client{}

func CreateRefund() toolkit.Tool {
	handler := func(ctx context.Context, args map[string]any) (*toolkit.Result, error) {
		resp, err := hc.Post("https://pay.example/v1/refunds", "application/json", nil)
		if err != nil {
			return &toolkit.Result{Text: err.Error(), IsError: true}, nil
		}
		return &toolkit.Result{Text: "refunded"}, resp.Body.Close()
	}
	return toolkit.NewTool("create_refund", "Refund a payment.", handler) // want `tool create_refund fw=own\(toolkit.toolImpl\) desc="Refund a payment." params=- handler=literal hints=-`
}

// A name made at run time declares no tool here.
func Named(name string) toolkit.Tool {
	return toolkit.NewTool(name, "Anything.", nil)
}
