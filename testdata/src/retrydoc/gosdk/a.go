package gosdk

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var pay Payments

type RefundIn struct {
	OrderID string `json:"order_id"`
	Cents   int64  `json:"amount_cents"`
}

type RefundOut struct {
	ID string `json:"id"`
}

// A key derived from every argument and handed to the provider: the fix
// may say that retrying is safe.
func safeRefund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, RefundOut, error) {
	sum := sha256.Sum256([]byte(fmt.Sprintf("refund|%s|%d", in.OrderID, in.Cents)))
	id, err := pay.Refund(ctx, in.OrderID, in.Cents, hex.EncodeToString(sum[:]))
	return nil, RefundOut{ID: id}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund",
		Description: "Issue a refund for an order.", // want `the description of issue_refund does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Safe to retry: calling again with the same arguments returns the original result."`
	}, safeRefund)

	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund_idempotent",
		Description: "Issue a refund for an order. Idempotent per order and amount.",
	}, safeRefund)
}
