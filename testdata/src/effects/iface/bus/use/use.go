package use

import (
	"context"
	"net/http"

	"effects/iface/bus"
)

// UpdateTheme's only write is the PUT: the event goes to subscribers in
// process.
func UpdateTheme(ctx context.Context, b bus.Bus, id string) error { // want UpdateTheme:`^writes http PUT \(idempotent\) via use\.UpdateTheme -> \(\*http\.Client\)\.Do$`
	req, _ := http.NewRequestWithContext(ctx, http.MethodPut, "https://themes.example/"+id, nil)
	if _, err := http.DefaultClient.Do(req); err != nil {
		return err
	}
	_ = b.Publish(ctx, bus.Event{Type: "theme.updated"})
	return nil
}

func Alert(ctx context.Context, n bus.Notifier) error { // want Alert:`^writes verb \(bus\.Notifier\)\.SendAlert via`
	return n.SendAlert(ctx, "down")
}
