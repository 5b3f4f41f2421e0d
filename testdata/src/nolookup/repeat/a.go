// Package repeat holds write tools whose provider rejects a repeat, and
// tools whose writes a retry really repeats, through protocol clients.
package repeat

import (
	"context"

	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"
)

var (
	pods typedv1.PodInterface
	imap *imapclient.Client
)

func Register(s *server.MCPServer) {
	// A create by name: the retry fails with a conflict, it does not
	// create a second pod.
	s.AddTool(mcp.NewTool("run_pod", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: req.GetString("name", "")}}
			if _, err := pods.Create(ctx, pod, metav1.CreateOptions{}); err != nil { // hygiene: `^run_pod calls Create with no lookup of an earlier result before it; the provider rejects a repeat, so a retried call whose first attempt succeeded fails with a conflict instead of returning that result$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// APPEND is not idempotent and nothing rejects it: acts twice.
	s.AddTool(mcp.NewTool("save_draft", mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			body := []byte(req.GetString("body", ""))
			cmd := imap.Append("Drafts", int64(len(body)), nil) // want `^save_draft calls Append with no idempotency key and no ledger lookup before it; a retried call acts twice$`
			if _, err := cmd.Write(body); err != nil {
				return nil, err
			}
			if err := cmd.Close(); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText("saved"), nil
		})

	// Deleting a pod is idempotent: silent.
	s.AddTool(mcp.NewTool("delete_pod", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := pods.Delete(ctx, req.GetString("name", ""), metav1.DeleteOptions{}); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText("deleted"), nil
		})

	// A read-only IMAP session: silent.
	s.AddTool(mcp.NewTool("count_inbox"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			data, err := imap.Select("INBOX", nil).Wait()
			if err != nil {
				return nil, err
			}
			_ = data
			return mcp.NewToolResultText("ok"), nil
		})
}
