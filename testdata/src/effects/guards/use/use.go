// Package use calls lib's helpers with constants.
package use

import (
	"context"
	"net/http"

	"effects/guards/lib"
)

// Link never shortens: it does not write.
func Link(ctx context.Context, c *http.Client, u string) (string, error) {
	return lib.Deeplink(ctx, c, u, false)
}

// Short asks for the POST.
func Short(ctx context.Context, c *http.Client, u string) (string, error) { // want Short:`^writes http POST via use\.Short -> lib\.Deeplink -> lib\.shorten -> \(\*http\.Client\)\.Do$`
	return lib.Deeplink(ctx, c, u, true)
}

// Either passes its own flag on: the guard becomes its own.
func Either(ctx context.Context, c *http.Client, u string, shorten bool) (string, error) { // want Either:`^writes http POST via use\.Either -> lib\.Deeplink -> lib\.shorten -> \(\*http\.Client\)\.Do when param 3 == "true"$`
	return lib.Deeplink(ctx, c, u, shorten)
}

// Unknown passes a value nobody knows: it may write.
func Unknown(ctx context.Context, c *http.Client, u string, opts map[string]bool) (string, error) { // want Unknown:`^writes http POST via use\.Unknown -> lib\.Deeplink -> lib\.shorten -> \(\*http\.Client\)\.Do$`
	return lib.Deeplink(ctx, c, u, opts["shorten"])
}

func List(ctx context.Context, c *http.Client) error {
	return lib.Manage(ctx, c, "list", "x")
}

func Remove(ctx context.Context, c *http.Client, name string) error { // want Remove:`^writes http DELETE \(idempotent\) via use\.Remove -> lib\.Manage -> \(\*http\.Client\)\.Do$`
	return lib.Manage(ctx, c, "delete", name)
}
