// Package whole holds tools whose key hashes a struct of their
// arguments handed on whole.
package whole

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var pay Payments

type Refund struct {
	Order string   `json:"order"`
	Lines []string `json:"lines"`
}

func keyOf(r Refund) string {
	b, _ := json.Marshal(r)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// decodeLines fills what it returns from the raw argument.
func decodeLines(raw any) ([]string, error) {
	b, err := json.Marshal(raw)
	if err != nil {
		return nil, err
	}
	var lines []string
	if err := json.Unmarshal(b, &lines); err != nil {
		return nil, err
	}
	return lines, nil
}

func Register(s *server.MCPServer) {
	// The typed input, whole: every field it declares is a source.
	s.AddTool(mcp.NewTool("refund_lines",
		mcp.WithString("order", mcp.Required()),
		mcp.WithArray("lines", mcp.Required()),
	), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, in Refund) (*mcp.CallToolResult, error) {
		id, err := pay.Refund(ctx, in.Order, 100, keyOf(in)) // want `key slot idempotencyKey from param:lines,param:order derived` `write verb slots=idempotencyKey lookup=- found=-`
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	}))

	// A field filled by a helper that decodes it and also returns an
	// error: the trace does not see what the key holds.
	s.AddTool(mcp.NewTool("refund_decoded",
		mcp.WithString("order", mcp.Required()),
		mcp.WithArray("lines", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		order := req.GetString("order", "")
		lines, err := decodeLines(req.GetArguments()["lines"])
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		id, err := pay.Refund(ctx, order, 100, keyOf(Refund{Order: order, Lines: lines})) // want `key slot idempotencyKey from param:lines,param:order derived filled` `write verb slots=idempotencyKey lookup=- found=-`
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})
}
