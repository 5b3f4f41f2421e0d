// Package base holds what every tool of the application embeds: its
// name and description.
package base

type BaseTool struct {
	ToolName string
	ToolDesc string
}

func (b *BaseTool) Name() string        { return b.ToolName }
func (b *BaseTool) Description() string { return b.ToolDesc }
