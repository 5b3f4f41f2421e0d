// Package bot names each tool in a base struct its tool types embed:
// every constructor sets its own name, and each type's definition
// method reads it back (t.Name). The name of a tool is what the
// literals of its own type set, though the package sets the field to
// several names.
package bot

import (
	"context"
	"net/http"

	"github.com/anthropics/anthropic-sdk-go"
)

type BaseTool struct{ Name string }

type PostCommentTool struct {
	BaseTool
	hc *http.Client
}

func NewPostCommentTool(hc *http.Client) *PostCommentTool {
	return &PostCommentTool{BaseTool: BaseTool{Name: "post_comment"}, hc: hc}
}

func (t *PostCommentTool) GetToolParam() anthropic.ToolParam {
	return anthropic.ToolParam{Name: t.Name, Description: anthropic.String("Post a comment.")} // want `tool post_comment fw=anthropic desc="Post a comment." params=- handler=PostCommentTool.Run hints=-`
}

func (t *PostCommentTool) Run(ctx context.Context, block anthropic.ToolUseBlock) (*string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://forge.example/comments", nil)
	if err != nil {
		return nil, err
	}
	_, err = t.hc.Do(req)
	return nil, err
}

type ReportTool struct{ BaseTool }

// NewReportTool writes its literal without keys.
func NewReportTool() *ReportTool { return &ReportTool{BaseTool{Name: "report_limitation"}} }

func (t *ReportTool) GetToolParam() anthropic.ToolParam {
	return anthropic.ToolParam{Name: t.Name, Description: anthropic.String("Report a limitation.")} // want `tool report_limitation fw=anthropic desc="Report a limitation." params=- handler=ReportTool.Run hints=-`
}

func (t *ReportTool) Run(ctx context.Context, block anthropic.ToolUseBlock) (*string, error) {
	return nil, nil
}

// RenamedTool is made under two names: which one a value holds is not
// known, so no tool is named after either.
type RenamedTool struct{ BaseTool }

func NewRenamedTool(short bool) *RenamedTool {
	if short {
		return &RenamedTool{BaseTool{Name: "grep"}}
	}
	return &RenamedTool{BaseTool{Name: "search_code"}}
}

func (t *RenamedTool) GetToolParam() anthropic.ToolParam {
	return anthropic.ToolParam{Name: t.Name, Description: anthropic.String("Search code.")}
}

func (t *RenamedTool) Run(ctx context.Context, block anthropic.ToolUseBlock) (*string, error) {
	return nil, nil
}
