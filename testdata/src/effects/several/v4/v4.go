package v4

import (
	"context"
	"net/http"
)

type Engine struct{ hc *http.Client }

func (e *Engine) Deploy(ctx context.Context, release string) error { // want Deploy:`^writes http PUT \(idempotent\) via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://charts.example/v4/releases/"+release, nil)
	if err != nil {
		return err
	}
	_, err = e.hc.Do(req)
	return err
}

func (e *Engine) Cache(ctx context.Context, release string) error { // want Cache:`^writes http PUT \(idempotent\) via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://cache.example/"+release, nil)
	if err != nil {
		return err
	}
	_, err = e.hc.Do(req)
	return err
}
