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

// Dispatch passes its action on: both of Act's writes stay, each under
// its own guard, so that a caller passing either constant still writes.
func Dispatch(ctx context.Context, c *http.Client, action string) error { // want Dispatch:`^writes http POST via use\.Dispatch -> lib\.Act -> \(\*http\.Client\)\.Do when param 2 == "copy"; http POST via use\.Dispatch -> lib\.Act -> \(\*http\.Client\)\.Do when param 2 == "create"$`
	return lib.Act(ctx, c, action)
}

func CopyItem(ctx context.Context, c *http.Client) error { // want CopyItem:`^writes http POST via use\.CopyItem -> use\.Dispatch -> lib\.Act`
	return Dispatch(ctx, c, "copy")
}

func CreateItem(ctx context.Context, c *http.Client) error { // want CreateItem:`^writes http POST via use\.CreateItem -> use\.Dispatch -> lib\.Act`
	return Dispatch(ctx, c, "create")
}
