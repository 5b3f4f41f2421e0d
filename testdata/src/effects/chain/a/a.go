// Package a is the top of the chain: it sees only b's facts under go vet,
// and they carry the whole chain.
package a

import (
	"context"

	"effects/chain/b"
)

func Refund(ctx context.Context, orderID string) error { // want Refund:`^writes http POST via a\.Refund -> b\.Post -> c\.Send -> d\.Do -> \(\*http\.Client\)\.Do$`
	return b.Post(ctx, "/refunds/"+orderID)
}

// Status reads through the same wrappers.
func Status(ctx context.Context, orderID string) error {
	return b.Get(ctx, "/refunds/"+orderID)
}

// Tool writes through an unexported helper.
func Tool(ctx context.Context, orderID string) error { // want Tool:`^writes http POST via a\.Tool -> a\.refund -> b\.Post -> c\.Send -> d\.Do`
	if err := Status(ctx, orderID); err != nil {
		return err
	}
	return refund(ctx, orderID)
}

func refund(ctx context.Context, orderID string) error { // want refund:`^writes http POST via a\.refund -> b\.Post`
	return b.Post(ctx, "/refunds/"+orderID)
}
