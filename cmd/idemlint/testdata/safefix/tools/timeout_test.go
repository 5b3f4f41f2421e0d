package tools

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// hang is a transport whose provider never answers: every request ends
// at its context's deadline.
type hang struct{}

func (hang) RoundTrip(req *http.Request) (*http.Response, error) {
	<-req.Context().Done()
	return nil, req.Context().Err()
}

// TestTimeoutIsUnknown runs the fixed handlers against a provider that
// never answers: each must tell the model the outcome is unknown, not
// that the write failed.
func TestTimeoutIsUnknown(t *testing.T) {
	API.Transport = hang{}
	handlers := map[string]func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error){
		"issue_refund": IssueRefund,
		"send_invoice": SendInvoice,
		"create_issue": CreateIssue,
		"post_comment": PostComment,
	}
	for name, h := range handlers {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		var req mcp.CallToolRequest
		req.Params.Arguments = map[string]any{"order_id": "o1", "title": "t", "body": "b"}
		res, err := h(ctx, req)
		cancel()
		switch {
		case err != nil:
			t.Errorf("%s: a timeout is a failure: %v", name, err)
		case res == nil || res.IsError:
			t.Errorf("%s: a timeout is an error result: %+v", name, res)
		case !strings.Contains(text(res), "status: unknown"):
			t.Errorf("%s: the result does not say the outcome is unknown: %q", name, text(res))
		}
	}
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}
