// Package app holds a store.Store, which it fills with client.New: it
// declares no interface of its own, and calls the other package's.
package app

import (
	"context"

	"effects/iface/third/client"
	"effects/iface/third/store"
)

type Writer struct{ s store.Store }

func New(url string) *Writer {
	var s store.Store = client.New(url)
	return &Writer{s: s}
}

func (w *Writer) AppendBlock(ctx context.Context, page, text string) error { // want AppendBlock:`^writes http POST via \(\*app\.Writer\)\.AppendBlock -> \(\*client\.Client\)\.Append -> \(\*http\.Client\)\.Do$`
	return w.s.Append(ctx, page, text)
}

// Len calls only the standard library's interfaces.
func Len(ctx context.Context) int { return len(ctx.Value("k").(string)) }
