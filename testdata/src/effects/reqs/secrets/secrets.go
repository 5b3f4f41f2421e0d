// Package secrets is an SDK service on apikit's own request struct.
package secrets

import (
	"context"
	"net/http"

	"effects/reqs/apikit"
)

type Logical struct{ c *apikit.Client }

func (l *Logical) Write(ctx context.Context, path string, data map[string]any) error { // want Write:`^writes http PUT \(idempotent\) via \(\*secrets\.Logical\)\.Write -> \(\*apikit\.Client\)\.Send`
	r := l.c.NewRequest(http.MethodPut, "/v1/"+path)
	_, err := l.c.Send(ctx, r)
	return err
}

func (l *Logical) Read(ctx context.Context, path string) error {
	r := l.c.NewRequest(http.MethodGet, "/v1/"+path)
	_, err := l.c.Send(ctx, r)
	return err
}

func (l *Logical) Delete(ctx context.Context, path string) error { // want Delete:`^writes http DELETE \(idempotent\) via`
	r := l.c.NewRequest("DELETE", "/v1/"+path)
	r.Params = map[string]string{"force": "true"}
	_, err := l.c.Send(ctx, r)
	return err
}
