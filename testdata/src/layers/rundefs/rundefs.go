// Package rundefs names its tools from definitions it loads at run time;
// the one literal of the definition type is a test tool's, and says
// nothing of the others' names: a tool named from a loaded definition,
// with a handler of its own, is listed with a name known at run time.
package rundefs

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Def struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

var defs map[string]*Def

func Load(data []byte) error { return json.Unmarshal(data, &defs) }

func lookup(key string) *Def { return defs[key] }

func testDef() *Def { return &Def{Name: "throw_an_error", Description: "Fail on purpose."} } // want `tool throw_an_error fw=own\(rundefs.Def\) desc="Fail on purpose." params=- handler=none hints=-`

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	def := lookup("ThreadCreate")
	s.AddTool(mcp.NewTool(def.Name, mcp.WithDescription(def.Description)), handle) // want `tool <dynamic> fw=mcp-go desc=<dynamic> params=- handler=handle hints=-`
	t := testDef()
	s.AddTool(mcp.NewTool(t.Name, mcp.WithDescription(t.Description)), handle) // want `tool throw_an_error fw=mcp-go desc="Fail on purpose." params=- handler=handle hints=-`
}
