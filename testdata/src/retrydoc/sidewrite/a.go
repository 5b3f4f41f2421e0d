// Package sidewrite holds a tool that releases a hold and then relays
// the change to peer nodes in a goroutine, whose failure reaches no one:
// the relay is a side write, and a retry is safe (low harm). A tool
// whose only write is such a relay still relays again on a retry: it is
// reported by default.
package sidewrite

import (
	"bytes"
	"context"
	"database/sql"
	"log"
	"net/http"
	"time"

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

type Store struct{ db *sql.DB }

// SaveAlias counts a use of an alias.
func (s *Store) SaveAlias(ctx context.Context, alias string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO aliases (alias, used) VALUES (?, 1) ON CONFLICT(alias) DO UPDATE SET used = aliases.used + 1`, alias)
	return err
}

type SearchIn struct {
	Query string `json:"query"`
}

// searchProduct reads, and counts the alias it matched in a goroutine
// it does not wait on: a side write of a tool named for a read, which is
// no write tool.
func (s *Store) searchProduct(ctx context.Context, req *mcp.CallToolRequest, in SearchIn) (*mcp.CallToolResult, any, error) {
	if in.Query != "" {
		go func() {
			ctx2, cancel := context.WithTimeout(context.Background(), time.Second)
			defer cancel()
			_ = s.SaveAlias(ctx2, in.Query)
		}()
	}
	return nil, nil, nil
}

// saveAlias saves in a goroutine too, but is named for the write: still
// a write.
func saveAlias(s *Store) func(context.Context, *mcp.CallToolRequest, SearchIn) (*mcp.CallToolResult, any, error) {
	return func(ctx context.Context, req *mcp.CallToolRequest, in SearchIn) (*mcp.CallToolResult, any, error) {
		go func() {
			_ = s.SaveAlias(context.Background(), in.Query)
		}()
		return nil, nil, nil
	}
}

func RegisterSearch(srv *mcp.Server, s *Store) {
	mcp.AddTool(srv, &mcp.Tool{Name: "search_product", Description: "Search the products."}, s.searchProduct)
	mcp.AddTool(srv, &mcp.Tool{Name: "save_alias", Description: "Save an alias."}, saveAlias(s)) // want `the description of save_alias does not say whether retrying is safe`
}
