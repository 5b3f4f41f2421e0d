// Package gosdkpairs declares go-sdk tools in functions that return the
// tool and its handler together; what registers them sees only the pair.
package gosdkpairs

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type BuildArgs struct {
	Pipeline string `json:"pipeline"`
	Branch   string `json:"branch"`
}

type Builds interface {
	Create(ctx context.Context, pipeline, branch string) error
}

var builds Builds

// CreateBuild returns the tool and its handler in one return statement.
func CreateBuild() (mcp.Tool, mcp.ToolHandlerFor[BuildArgs, any]) {
	return mcp.Tool{Name: "create_build", Description: "Create a build."}, // want `tool create_build fw=go-sdk desc="Create a build." params=pipeline,branch handler=literal hints=-`
		func(ctx context.Context, req *mcp.CallToolRequest, in BuildArgs) (*mcp.CallToolResult, any, error) {
			return nil, nil, builds.Create(ctx, in.Pipeline, in.Branch)
		}
}

type JobArgs struct {
	Job string `json:"job"`
}

// RetryJob returns a named handler and its scopes besides.
func RetryJob() (mcp.Tool, mcp.ToolHandlerFor[JobArgs, any], []string) {
	tool := mcp.Tool{Name: "retry_job", Description: "Retry a job."} // want `tool retry_job fw=go-sdk desc="Retry a job." params=job handler=retryJob hints=-`
	return tool, retryJob, []string{"write_builds"}
}

func retryJob(ctx context.Context, req *mcp.CallToolRequest, in JobArgs) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// A definition holds what a generic helper made of a factory: the tool
// and a closure that registers it.
type definition struct {
	Tool     mcp.Tool
	Register func(s *mcp.Server)
}

func define[In, Out any](factory func() (mcp.Tool, mcp.ToolHandlerFor[In, Out])) definition {
	t, h := factory()
	return definition{Tool: t, Register: func(s *mcp.Server) { mcp.AddTool(s, &t, h) }}
}

func Register(s *mcp.Server) {
	for _, d := range []definition{define(CreateBuild)} {
		d.Register(s)
	}
	t, h, _ := RetryJob()
	mcp.AddTool(s, &t, h)
}

// Label returns a tool beside a plain function that is no handler: the
// tool stays unlinked.
func Label() (mcp.Tool, func(string) string) {
	return mcp.Tool{Name: "label_build", Description: "Label a build."}, func(s string) string { return s } // want `tool label_build fw=go-sdk desc="Label a build." params=- handler=none hints=-`
}
