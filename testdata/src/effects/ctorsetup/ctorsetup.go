// Package ctorsetup makes a client of a storage service whose
// constructor makes sure its bucket exists: that is the client's set-up,
// which a second call finds made, not a write of what calls it.
package ctorsetup

import (
	"context"
	"database/sql"
	"net/http"
	"strings"
)

type FileService struct {
	base string
	hc   *http.Client
}

func put(ctx context.Context, hc *http.Client, url string) error { // want put:`^writes http PUT \(idempotent\) via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, url, nil)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func post(ctx context.Context, hc *http.Client, url, body string) error { // want post:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func NewFileService(ctx context.Context, base string) (*FileService, error) { // want NewFileService:`^writes http POST via`
	s := &FileService{base: base, hc: http.DefaultClient}
	if err := post(ctx, s.hc, base+"/buckets", "tmp"); err != nil {
		return nil, err
	}
	return s, nil
}

// Analyze opens the service and reads: the bucket is the service's
// set-up.
func Analyze(ctx context.Context, base string) error { // want Analyze:`^writes http POST set up by a client's constructor \(idempotent\) as ctorsetup\.NewFileService via`
	_, err := NewFileService(ctx, base)
	return err
}

// Conn is an API connection whose clients may start a local proxy,
// which posts on the way (Argo CD's apiclient).
type Conn struct{ base string }

type ItemServiceClient struct{ base string }

func (c *ItemServiceClient) Get(ctx context.Context, name string) error { return nil }

type closer struct{}

func (closer) Close() error { return nil }

func (c *Conn) NewItemClient(ctx context.Context) (closer, *ItemServiceClient, error) { // want NewItemClient:`^writes http POST via`
	if err := post(ctx, http.DefaultClient, c.base+"/proxy/start", ""); err != nil {
		return closer{}, nil, err
	}
	return closer{}, &ItemServiceClient{c.base}, nil
}

// GetItem makes a client and reads: the proxy is the client's set-up.
func GetItem(ctx context.Context, c *Conn, name string) error { // want GetItem:`^writes http POST set up by a client's constructor \(idempotent\) as`
	_, items, err := c.NewItemClient(ctx)
	if err != nil {
		return err
	}
	return items.Get(ctx, name)
}

// Connector is the API's client interface, which *Conn implements.
type Connector interface {
	NewItemClient(ctx context.Context) (closer, *ItemServiceClient, error) // want NewItemClient:`^implemented by \(\*ctorsetup\.Conn\)\.NewItemClient: writes http POST via`
}

// GetItemVia makes the client through the interface: still its set-up.
func GetItemVia(ctx context.Context, c Connector, name string) error { // want GetItemVia:`^writes http POST set up by a client's constructor \(idempotent\) as`
	_, items, err := c.NewItemClient(ctx)
	if err != nil {
		return err
	}
	return items.Get(ctx, name)
}

// Shop is a service whose New... method makes a resource of the
// provider's, not a client.
type Shop struct{ base string }

func (s *Shop) NewCart(ctx context.Context) (*Order, error) { // want NewCart:`^writes http POST via`
	if err := post(ctx, http.DefaultClient, s.base+"/carts", ""); err != nil {
		return nil, err
	}
	return &Order{}, nil
}

func StartShopping(ctx context.Context, s *Shop) error { // want StartShopping:`^writes http POST via ctorsetup\.StartShopping -> \(\*ctorsetup\.Shop\)\.NewCart`
	_, err := s.NewCart(ctx)
	return err
}

type Order struct{ ID string }

// NewOrder makes an order, not a client: its POST is the caller's write.
func NewOrder(ctx context.Context, base, item string) (*Order, error) { // want NewOrder:`^writes http POST via`
	if err := post(ctx, http.DefaultClient, base+"/orders", item); err != nil {
		return nil, err
	}
	return &Order{}, nil
}

func Buy(ctx context.Context, base string) error { // want Buy:`^writes http POST via ctorsetup\.Buy -> ctorsetup\.NewOrder`
	_, err := NewOrder(ctx, base, "book")
	return err
}

// refreshOAuthToken stores the renewed token and announces it: the
// client's bookkeeping, which its callers do not make their own.
func refreshOAuthToken(ctx context.Context, base string) error { // want refreshOAuthToken:`^writes http POST via`
	return post(ctx, http.DefaultClient, base+"/events", "token refreshed")
}

func SendMail(ctx context.Context, base, body string) error { // want SendMail:`^writes http POST via ctorsetup\.SendMail -> ctorsetup\.post -> \(\*http\.Client\)\.Do; http POST set up by a credential's refresh \(idempotent\) via ctorsetup\.SendMail -> ctorsetup\.refreshOAuthToken`
	if err := refreshOAuthToken(ctx, base); err != nil {
		return err
	}
	return post(ctx, http.DefaultClient, base+"/mail", body)
}

// Tokens caches an OAuth token in a database table.
type Tokens struct{ db *sql.DB }

// accessToken hands out the cached token, storing a renewed one first:
// the client's bookkeeping, as a refresh's.
func (t *Tokens) accessToken(ctx context.Context) (string, error) { // want accessToken:`^writes sql INSERT INTO oauth_tokens ON DUPLICATE KEY \(idempotent\) via`
	_, err := t.db.ExecContext(ctx, `INSERT INTO oauth_tokens (id, token) VALUES (1, ?) ON DUPLICATE KEY UPDATE token = VALUES(token)`, "fresh")
	return "fresh", err
}

// ListInvoices only reads, with the token it is handed.
func (t *Tokens) ListInvoices(ctx context.Context, base string) error { // want ListInvoices:`^writes sql INSERT INTO oauth_tokens ON DUPLICATE KEY set up by a credential's refresh \(idempotent\) via`
	tok, err := t.accessToken(ctx)
	if err != nil {
		return err
	}
	resp, err := http.Get(base + "/invoices?token=" + tok)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// countMessagesTokens counts a model's text tokens and logs the count:
// no credential, its insert is a write.
func (t *Tokens) countMessagesTokens(ctx context.Context, text string) (int, error) { // want countMessagesTokens:`^writes sql INSERT INTO token_counts via`
	_, err := t.db.ExecContext(ctx, `INSERT INTO token_counts (n) VALUES (?)`, len(text))
	return len(text), err
}
