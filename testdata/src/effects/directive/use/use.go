// Package use calls the directive package's effects from another package.
package use

import (
	"context"

	"effects/directive"
)

func Alert(ctx context.Context, p directive.Pager) error { // want Alert:`^writes directive \(directive\.Pager\)\.Page via use\.Alert -> \(directive\.Pager\)\.Page$`
	return p.Page(ctx, "sre")
}

func Both(ctx context.Context) error { // want Both:`^writes directive directive\.Notify via use\.Both -> directive\.Notify$`
	return directive.Notify(ctx, "sre")
}
