// Package hygiene holds a write tool whose retry can act twice and one
// whose retry changes nothing more: by default only the first is
// reported; with the hygiene option both are, the second as low harm.
package hygiene

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type RefundIn struct {
	OrderID string `json:"order_id"`
	Cents   int64  `json:"amount_cents"`
}

type HoldIn struct {
	HoldID string `json:"hold_id"`
}

// A POST: a retry after a timeout refunds twice.
func refund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) {
	body := strings.NewReader(fmt.Sprintf(`{"order":%q,"cents":%d}`, in.OrderID, in.Cents))
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example/refunds", body)
	if err != nil {
		return nil, nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, nil, err // want `a timeout from Do is returned as a failure`
	}
	return nil, nil, resp.Body.Close()
}

// A DELETE: a retry after a timeout deletes nothing more.
func releaseHold(ctx context.Context, req *mcp.CallToolRequest, in HoldIn) (*mcp.CallToolResult, any, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://pay.example/holds/"+in.HoldID, nil)
	if err != nil {
		return nil, nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, nil, err // hygiene: a timeout of an idempotent write
	}
	return nil, nil, resp.Body.Close()
}

type RuleIn struct {
	Operation string `json:"operation"`
	Name      string `json:"name"`
}

func send(ctx context.Context, method, url string) error {
	r, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// The operation chooses a create or an update: retried after the
// update's timeout, the same arguments update again, and create nothing.
func manageRule(ctx context.Context, req *mcp.CallToolRequest, in RuleIn) (*mcp.CallToolResult, any, error) {
	switch in.Operation {
	case "create":
		if err := send(ctx, http.MethodPost, "https://alerts.example/rules"); err != nil {
			return nil, nil, err // want `a timeout from send is returned as a failure`
		}
	case "update":
		if err := send(ctx, http.MethodPut, "https://alerts.example/rules/"+in.Name); err != nil {
			return nil, nil, err // hygiene: the update's branch repeats only the update
		}
	}
	return nil, nil, nil
}

// A create, then an update: a retry after the update's timeout creates
// again.
func createAndName(ctx context.Context, req *mcp.CallToolRequest, in RuleIn) (*mcp.CallToolResult, any, error) {
	if err := send(ctx, http.MethodPost, "https://alerts.example/rules"); err != nil {
		return nil, nil, err // want `a timeout from send is returned as a failure`
	}
	if err := send(ctx, http.MethodPut, "https://alerts.example/rules/"+in.Name); err != nil {
		return nil, nil, err // want `a timeout from send is returned as a failure`
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund", Description: "Refund an order."}, refund)
	mcp.AddTool(s, &mcp.Tool{Name: "release_hold", Description: "Release a hold."}, releaseHold)
	mcp.AddTool(s, &mcp.Tool{Name: "manage_rule", Description: "Create or update an alert rule."}, manageRule)
	mcp.AddTool(s, &mcp.Tool{Name: "create_and_name", Description: "Create a rule, then name it."}, createAndName)
}
