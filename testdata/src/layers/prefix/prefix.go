// Package prefix names its tools through a method that puts a configured
// prefix before a typed constant: the name shipped by default is the
// constant.
package prefix

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ToolName string

const (
	ToolPutObject  ToolName = "s3_put_object"
	ToolListBucket ToolName = "s3_list_buckets"
)

type Toolkit struct {
	prefix string
	names  map[ToolName]string
}

func (t *Toolkit) toolName(name ToolName) string {
	if t.prefix != "" {
		return t.prefix + string(name)
	}
	return string(name)
}

// label looks the name up: no parameter passes through it.
func (t *Toolkit) label(name ToolName) string {
	return t.names[name]
}

type PutIn struct {
	Key string `json:"key"`
}

func (t *Toolkit) put(ctx context.Context, req *mcp.CallToolRequest, in PutIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func (t *Toolkit) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: t.toolName(ToolPutObject), Description: "Upload an object."}, t.put) // want `tool s3_put_object fw=go-sdk desc="Upload an object." params=key handler=Toolkit.put hints=-`
	mcp.AddTool(s, &mcp.Tool{Name: t.label(ToolListBucket), Description: "List buckets."}, t.put)       // want `tool <dynamic> fw=go-sdk desc="List buckets." params=key handler=Toolkit.put hints=-`
}
