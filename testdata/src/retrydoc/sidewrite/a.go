// Package sidewrite holds a tool that releases a hold and then relays
// the change to peer nodes in a goroutine, whose failure reaches no one:
// the relay is a side write, and a retry is safe (low harm). A tool
// whose only write is such a relay still relays again on a retry: it is
// reported by default.
package sidewrite

import (
	"bytes"
	"context"
	"log"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type HoldIn struct {
	HoldID string `json:"hold_id"`
}

var peers []string

// relay pushes an event to the peer nodes; failures are only logged.
func relay(event string) {
	for _, p := range peers {
		go func() {
			resp, err := http.Post(p+"/internal/push", "text/plain", bytes.NewBufferString(event))
			if err != nil {
				log.Print(err)
				return
			}
			resp.Body.Close()
		}()
	}
}

// A DELETE, then the relay: a retry deletes nothing more.
func releaseHold(ctx context.Context, req *mcp.CallToolRequest, in HoldIn) (*mcp.CallToolResult, any, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://pay.example/holds/"+in.HoldID, nil)
	if err != nil {
		return nil, nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, nil, err
	}
	relay("hold released: " + in.HoldID)
	return nil, nil, resp.Body.Close()
}

// Only the relay: a retry relays again.
func announceHold(ctx context.Context, req *mcp.CallToolRequest, in HoldIn) (*mcp.CallToolResult, any, error) {
	relay("hold: " + in.HoldID)
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "release_hold", Description: "Release a hold."}, releaseHold)    // hygiene: retrying is safe
	mcp.AddTool(s, &mcp.Tool{Name: "announce_hold", Description: "Announce a hold."}, announceHold) // want `the description of announce_hold does not say whether retrying is safe`
}
