// Package use calls the SDK's services from an application.
package use

import (
	"context"

	"effects/iface/conn/internal"
)

func File(ctx context.Context, s *internal.IssueService) error { // want File:`^writes http POST via use\.File -> \(\*internal\.IssueService\)\.Create`
	return s.Create(ctx, "it broke")
}

func Look(ctx context.Context, s *internal.IssueService) error {
	return s.Get(ctx, "ABC-1")
}
