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

type creator[E any] interface {
	Create(ctx context.Context, e *E) (*E, error)
}

type Zone struct{ Name string }

type ZoneInput struct {
	Name string `json:"name" jsonschema:"the zone's name"`
}

type zones struct{}

func (zones) Create(ctx context.Context, z *Zone) (*Zone, error) {
	return z, client.post(ctx, "/zones", z.Name)
}

// createH is a generic handler: the entry it creates is built from the
// input whole, which carries the name.
func createH[E, I any](build func(I) *E, svc creator[E]) gosdk.ToolHandlerFor[I, any] {
	return func(ctx context.Context, req *gosdk.CallToolRequest, in I) (*gosdk.CallToolResult, any, error) {
		if _, err := svc.Create(ctx, build(in)); err != nil { // hygiene: `^create_zone calls Create with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the name it is given$`
			return nil, nil, err
		}
		return &gosdk.CallToolResult{}, nil, nil
	}
}

func RegisterZones(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "create_zone", Description: "Create a zone."},
		createH(buildZone, zones{}))
}

func buildZone(in ZoneInput) *Zone {
	return &Zone{Name: in.Name}
}
