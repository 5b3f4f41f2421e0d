// Package oldmcpgo holds handlers of mcp-go before v0.8.0, whose
// ToolHandlerFunc took the arguments alone: func(arguments
// map[string]interface{}) (*mcp.CallToolResult, error). Another package
// registers them; their bodies are checked here.
package oldmcpgo

import (
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

type ConnectTools struct{ base string }

func (t *ConnectTools) CreateSource(args map[string]interface{}) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=ConnectTools.CreateSource`
	name, _ := args["name"].(string)
	resp, err := http.Post(t.base+"/sources", "application/json", strings.NewReader(name))
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return mcp.NewToolResultText("created"), nil
}

// Describe takes a map too, but answers no tool call.
func (t *ConnectTools) Describe(args map[string]interface{}) string { return t.base }
