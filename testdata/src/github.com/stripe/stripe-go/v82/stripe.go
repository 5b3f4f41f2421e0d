// Package stripe is a stub of github.com/stripe/stripe-go/v82 (v82.5.1):
// the exported names and signatures the effects fixtures use.
package stripe

import "context"

type Params struct {
	Context        context.Context `form:"-" json:"-"`
	IdempotencyKey *string         `form:"-" json:"-"`
}

func (p *Params) SetIdempotencyKey(val string) { p.IdempotencyKey = &val }

type RefundParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Charge        *string `form:"charge"`
	PaymentIntent *string `form:"payment_intent"`
}

type RefundCreateParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Charge        *string `form:"charge"`
	PaymentIntent *string `form:"payment_intent"`
}

type RefundRetrieveParams struct {
	Params `form:"*"`
}

type Refund struct {
	ID     string `json:"id"`
	Amount int64  `json:"amount"`
}

type ClientOption func(*clientConfig)

type clientConfig struct{}

type Client struct {
	V1Refunds *v1RefundService
}

func NewClient(key string, opts ...ClientOption) *Client {
	return &Client{V1Refunds: &v1RefundService{Key: key}}
}

type v1RefundService struct {
	Key string
}

func (c v1RefundService) Create(ctx context.Context, params *RefundCreateParams) (*Refund, error) {
	return &Refund{}, nil
}

func (c v1RefundService) Retrieve(ctx context.Context, id string, params *RefundRetrieveParams) (*Refund, error) {
	return &Refund{}, nil
}

func String[T ~string](v T) *string { s := string(v); return &s }

func Int64(v int64) *int64 { return &v }
