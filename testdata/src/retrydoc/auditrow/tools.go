// Package auditrow holds tools whose only write the code shows is an
// audit row a helper records and drops the failure of: the record of a
// call, not an action, unless the tool is named for a write.
package auditrow

import (
	"context"
	"net/http"

	"retrydoc/auditrow/audit"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

// comparePrices searches two shops and records that it did.
func comparePrices(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	for _, shop := range []string{"https://a.example", "https://b.example"} {
		resp, err := http.Get(shop + "/search?q=" + in.Query)
		if err != nil {
			return nil, nil, err
		}
		resp.Body.Close()
	}
	audit.Record("price_comparison", in.Query)
	return nil, nil, nil
}

// sendAlert shows only its audit row too, but is named for the write.
func sendAlert(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	audit.Record("send_alert", in.Query)
	return nil, nil, nil
}

func Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "price_comparison", Description: "Compare prices."}, comparePrices)
	mcp.AddTool(srv, &mcp.Tool{Name: "send_alert", Description: "Send an alert."}, sendAlert) // want `the description of send_alert does not say whether retrying is safe`
}
