// Package tools declares the application's own tool interface, whose
// parameters are any struct a reflection-based generator turns into a
// JSON schema: the method named for them gives the schema, though its
// type says nothing.
package tools

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"agents/anyparams/base"
)

type Tool interface {
	Name() string
	Description() string
	Execute(ctx context.Context, params json.RawMessage) (string, error)
	Parameters() interface{}
}

type PostParams struct {
	Channel string `json:"channel"`
	Text    string `json:"text"`
}

type PostTool struct{ base.BaseTool } // want `tool post_message fw=own\(tools.Tool\) desc="Post a message to a channel." params=channel,text handler=PostTool.Execute hints=-`

func NewPostTool() Tool {
	return &PostTool{BaseTool: base.BaseTool{ToolName: "post_message", ToolDesc: "Post a message to a channel."}}
}

func (t *PostTool) Parameters() interface{} { return &PostParams{} }

func (t *PostTool) Execute(ctx context.Context, params json.RawMessage) (string, error) {
	var p PostParams
	if err := json.Unmarshal(params, &p); err != nil {
		return "", err
	}
	resp, err := http.Post("https://chat.example.com/api/post", "application/json", strings.NewReader(p.Text))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}
