// Package requests gives its tool a constant default name before use (T6).
package requests

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
)

type Config struct {
	ToolName string
	ToolDesc string
}

func (c *Config) validate() {
	if c.ToolName == "" {
		c.ToolName = "requests_post"
	}
	if c.ToolDesc == "" {
		c.ToolDesc = "Send a POST request."
	}
}

type PostIn struct {
	URL  string `json:"url"`
	Body string `json:"body"`
}

func (c *Config) post(ctx context.Context, in PostIn) (string, error) { return "", nil }

func NewTool(c *Config) (tool.InvokableTool, error) {
	c.validate()
	return utils.InferTool(c.ToolName, c.ToolDesc, c.post) // want `tool requests_post fw=eino desc="Send a POST request." params=url,body handler=Config.post hints=-`
}
