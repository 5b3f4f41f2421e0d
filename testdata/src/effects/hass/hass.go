// Package hass calls a home automation API whose services are named in
// the path (POST /api/services/<domain>/<service>): the service its
// caller names says what a repeat does.
package hass

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
)

type HA struct {
	base string
	hc   *http.Client
}

func (h *HA) Call(ctx context.Context, domain, service string, body []byte) error { // want Call:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.base+fmt.Sprintf("/api/services/%s/%s", domain, service), bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := h.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (h *HA) LightOn(ctx context.Context, body []byte) error { // want LightOn:`^writes http POST \(idempotent\) as`
	return h.Call(ctx, "light", "turn_on", body)
}

func (h *HA) SetTemperature(ctx context.Context, body []byte) error { // want SetTemperature:`^writes http POST \(idempotent\) as`
	return h.Call(ctx, "climate", "set_temperature", body)
}

// A toggle flips back what the last call did: a repeat acts again.
func (h *HA) Toggle(ctx context.Context, body []byte) error { // want Toggle:`^writes http POST via`
	return h.Call(ctx, "light", "toggle", body)
}
