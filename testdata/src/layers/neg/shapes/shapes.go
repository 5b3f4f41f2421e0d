// Package shapes holds look-alikes that never reach a framework: no tool.
package shapes

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool has the fields of a tool but is only a menu entry.
type Tool struct {
	Name, Description string
	Handler           func(context.Context, string) (string, error)
}

var Menu = []Tool{{Name: "open_file", Description: "Open a file."}}

func entry(name, description string) Tool { return Tool{Name: name, Description: description} }

var Second = entry("save_file", "Save a file.")

// describe takes a tool and a handler but hands neither to the framework.
func describe(t mcp.Tool, h server.ToolHandlerFunc) string { return t.Name }

var _ = describe(mcp.Tool{}, nil)

// An unlinked tool and a lookup that compares a field whose only constant
// is the tool's name: the field is a value read at run time, not a name
// that selects the tool, so no handler (and no crash on the one
// statement that is no call).
var flagged = mcp.NewTool("needs_flag", mcp.WithDescription("Needs a flag.")) // want `tool needs_flag fw=mcp-go desc="Needs a flag." params=- handler=none hints=-`

type prompt struct{ Name string }

var prompts = []prompt{{Name: "needs_flag"}}

func promptByName(name string) []prompt {
	for i := range prompts {
		if prompts[i].Name == name {
			return []prompt{prompts[i]}
		}
	}
	return nil
}
