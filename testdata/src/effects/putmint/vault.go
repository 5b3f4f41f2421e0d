// Package putmint writes through a generic path writer that always PUTs,
// as Vault's Logical().Write does: the path's verb decides what a repeat
// does when it mints; PUT decides otherwise.
package putmint

import (
	"context"
	"fmt"
	"net/http"
)

type Logical struct{ base string }

func (l *Logical) Write(ctx context.Context, path string) error { // want Write:`^writes http PUT \(idempotent\) via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, l.base+"/v1/"+path, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Issue makes a new certificate on every call, whatever the method.
func Issue(ctx context.Context, l *Logical, mount, role string) error { // want Issue:`^writes http PUT as %s/issue via`
	return l.Write(ctx, fmt.Sprintf("%s/issue/%s", mount, role))
}

func Sign(ctx context.Context, l *Logical, role string) error { // want Sign:`^writes http PUT as pki/sign via`
	return l.Write(ctx, "pki/sign/"+role)
}

// SetRole sets a role: PUT decides.
func SetRole(ctx context.Context, l *Logical, mount, role string) error { // want SetRole:`^writes http PUT \(idempotent\) via`
	return l.Write(ctx, fmt.Sprintf("%s/roles/%s", mount, role))
}

// Orders names a resource, not what is done to it.
func PutOrder(ctx context.Context, l *Logical, id string) error { // want PutOrder:`^writes http PUT \(idempotent\) via`
	return l.Write(ctx, "orders/"+id)
}

// Generate makes a root or an intermediate issuer, both new on each call.
func Generate(ctx context.Context, l *Logical, mount, kind string, intermediate bool) error { // want Generate:`^writes http PUT as %s/root/generate via`
	path := fmt.Sprintf("%s/root/generate/%s", mount, kind)
	if intermediate {
		path = fmt.Sprintf("%s/intermediate/generate/%s", mount, kind)
	}
	return l.Write(ctx, path)
}
