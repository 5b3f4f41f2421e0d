// Package described posts to endpoints whose operation no name gives:
// a description that says a repeat is safe is the author's word, as an
// idempotentHint is; one that says nothing or says it is not safe is not.
package described

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func post(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://status.example"+path, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("attach_monitor", mcp.WithDescription("Attach a monitor to a status page. Idempotent: re-attaching only updates its display name."), mcp.WithString("page", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/pages/"+req.GetString("page", "")+"/monitors"); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("attached"), nil
		})
	s.AddTool(mcp.NewTool("attach_incident", mcp.WithDescription("Attach an incident to a status page."), mcp.WithString("page", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/pages/"+req.GetString("page", "")+"/incidents"); err != nil { // want `^attach_incident calls post with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("attached"), nil
		})
	s.AddTool(mcp.NewTool("attach_note", mcp.WithDescription("Attach a note to a status page. Not idempotent: check before calling again."), mcp.WithString("page", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/pages/"+req.GetString("page", "")+"/notes"); err != nil { // want `^attach_note calls post with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("attached"), nil
		})
	// A name that starts with a verb that sets a state is the author's
	// word too: converting a VM to a template twice leaves one template.
	s.AddTool(mcp.NewTool("convert_to_template", mcp.WithDescription("Turn a VM into a template."), mcp.WithString("vm", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/vms/"+req.GetString("vm", "")+"/template"); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("converted"), nil
		})
	s.AddTool(mcp.NewTool("authorize_device", mcp.WithDescription("Authorize a device on the network."), mcp.WithString("device", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/devices/"+req.GetString("device", "")+"/authorized"); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("authorized"), nil
		})
	// Unless the description says a repeat is not safe.
	s.AddTool(mcp.NewTool("set_reminder", mcp.WithDescription("Set a reminder. Not safe to retry: each call adds one."), mcp.WithString("at", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/reminders?at="+req.GetString("at", "")); err != nil { // want `^set_reminder calls post with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("set"), nil
		})
	// A name that makes something keeps the POST's word.
	s.AddTool(mcp.NewTool("post_status_note", mcp.WithDescription("Post a note on the status page."), mcp.WithString("page", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/pages/"+req.GetString("page", "")+"/status"); err != nil { // want `^post_status_note calls post with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("posted"), nil
		})
	// Restoring a backup as often makes a new machine from it: the name
	// is no word that a repeat changes nothing.
	s.AddTool(mcp.NewTool("restore_backup", mcp.WithDescription("Restore a backup."), mcp.WithString("archive", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/vms?archive="+req.GetString("archive", "")); err != nil { // want `^restore_backup calls post with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("restored"), nil
		})
	// Apply is as often a transport's word: applying a run acts.
	s.AddTool(mcp.NewTool("apply_run", mcp.WithDescription("Apply a run."), mcp.WithString("run", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/runs/"+req.GetString("run", "")+"/actions"); err != nil { // want `^apply_run calls post with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("applied"), nil
		})
}
