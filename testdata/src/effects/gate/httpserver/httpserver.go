// Package httpserver serves HTTP and builds requests it never sends: it
// mentions net/http's types, constants, fields and functions, but none
// whose call the effects pass classifies, so it needs no SSA.
package httpserver // want "no SSA needed"

import (
	"context"
	"encoding/json"
	"net/http"
)

type Order struct {
	ID string `json:"id"`
}

// Handle writes a response: a ResponseWriter's Write is not an external
// write.
func Handle(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(Order{ID: r.URL.Query().Get("id")})
}

// NewRefundRequest builds a request for its caller to send.
func NewRefundRequest(ctx context.Context, url string) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
}
