// Package refund is a stub of github.com/stripe/stripe-go/v82/refund
// (v82.5.1).
package refund

import stripe "github.com/stripe/stripe-go/v82"

func New(params *stripe.RefundParams) (*stripe.Refund, error) { return &stripe.Refund{}, nil }

func Get(id string, params *stripe.RefundParams) (*stripe.Refund, error) {
	return &stripe.Refund{}, nil
}
