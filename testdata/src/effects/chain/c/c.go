// Package c passes the method on.
package c

import (
	"context"

	"effects/chain/d"
)

func Send(ctx context.Context, method, url string) error { // want Send:`^http method from param 1 via c\.Send -> d\.Do -> \(\*http\.Client\)\.Do$`
	_, err := d.Do(ctx, method, url)
	return err
}
