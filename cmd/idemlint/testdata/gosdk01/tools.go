// Package gosdk01 is a server on the first release of the MCP go-sdk,
// v0.1.0: mcp.NewServerTool declares and binds a tool at once, and
// (*Server).AddTools serves it.
package gosdk01

import (
	"context"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type RunArgs struct {
	Pipeline string `json:"pipeline"`
}

type GetArgs struct {
	Name string `json:"name"`
}

func startRun(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[RunArgs]) (*mcp.CallToolResultFor[any], error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://ci.example/runs", strings.NewReader(params.Arguments.Pipeline))
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: "started"}}}, nil
}

func getPipeline(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[GetArgs]) (*mcp.CallToolResultFor[any], error) {
	resp, err := http.Get("https://ci.example/pipelines/" + params.Arguments.Name)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
}

func Serve(s *mcp.Server) {
	s.AddTools(
		mcp.NewServerTool("start_pipeline_run", "Start a run of a pipeline.", startRun),
		mcp.NewServerTool("get_pipeline", "Show a pipeline.", getPipeline),
	)
}
