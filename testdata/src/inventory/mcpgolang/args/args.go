// Package args holds an arguments struct and a handler of another package,
// as servers that keep their tools in a package of their own write them.
package args

import mcp_golang "github.com/metoro-io/mcp-golang"

type ListPodsArgs struct {
	Namespace string `json:"namespace" jsonschema:"required,description=Namespace to list"`
	Label     string `json:"label,omitempty" jsonschema:"description=Label selector"`
}

func ListPods(args ListPodsArgs) (*mcp_golang.ToolResponse, error) { // want `handler body fw=mcp-golang handler=ListPods`
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(args.Namespace)), nil
}

// CreateJSONResponse builds a response from a map: a helper, not a handler.
func CreateJSONResponse(v map[string]any) (*mcp_golang.ToolResponse, error) {
	return mcp_golang.NewToolResponse(), nil
}
