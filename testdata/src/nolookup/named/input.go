package named

import (
	"context"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type Common struct {
	Project string `json:"project"`
}

// BranchInput is decoded by the SDK and handed whole to the client.
type BranchInput struct {
	Common
	Name  string `json:"name" jsonschema:"the branch's name"`
	Start string `json:"start" jsonschema:"the commit to start from"`
}

func (c *Client) CreateRef(ctx context.Context, in BranchInput) error {
	return c.post(ctx, "/projects/"+in.Project+"/branches", in.Name+in.Start)
}

func RegisterBranches(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "create_ref", Description: "Create a ref."},
		func(ctx context.Context, req *gosdk.CallToolRequest, in BranchInput) (*gosdk.CallToolResult, any, error) {
			if err := client.CreateRef(ctx, in); err != nil { // hygiene: `^create_ref calls CreateRef with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the name it is given$`
				return nil, nil, err
			}
			return &gosdk.CallToolResult{}, nil, nil
		})
}
