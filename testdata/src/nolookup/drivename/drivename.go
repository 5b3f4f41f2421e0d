// Package drivename uploads a file by a name the model gives: Drive
// keeps many files of one name, so a repeat makes a second file, and the
// name is no reason it might be refused. A Gmail label of that name is.
package drivename

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	drive "google.golang.org/api/drive/v3"
	gmail "google.golang.org/api/gmail/v1"
)

func Register(s *server.MCPServer, srv *drive.Service, mail *gmail.Service) {
	s.AddTool(mcp.NewTool("upload_file", mcp.WithDescription("Upload a file."),
		mcp.WithString("file_name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name, err := req.RequireString("file_name")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			f, err := srv.Files.Create(&drive.File{Name: name}).Context(ctx).Do() // want `upload_file calls Do with no idempotency key and no ledger lookup before it; a retried call acts twice`
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(f.Id), nil
		})
	s.AddTool(mcp.NewTool("create_label", mcp.WithDescription("Create a label."),
		mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name, err := req.RequireString("name")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			l, err := mail.Users.Labels.Create("me", &gmail.Label{Name: name}).Do()
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(l.Id), nil
		})
}
