// Package bus is an application's in-process event bus: its one
// implementation of Publish only calls the subscribers. Nothing in the
// package writes, so its Impl fact is what tells callers that a Publish
// writes nothing, where the verb rule would guess it does. The package
// must be analysed for that fact to exist.
package bus

import (
	"context"
	"sync"
)

type Event struct{ Type string }

type Handler func(ctx context.Context, event Event) error

type Bus interface {
	Publish(ctx context.Context, event Event) error // want Publish:`^implemented by \(\*bus\.InMemoryBus\)\.Publish \(no writes\)$`
	Subscribe(eventType string, h Handler)          // want Subscribe:`^implemented by \(\*bus\.InMemoryBus\)\.Subscribe \(no writes\)$`
}

var _ Bus = (*InMemoryBus)(nil)

type InMemoryBus struct {
	mu       sync.RWMutex
	handlers map[string][]Handler
}

func (b *InMemoryBus) Publish(ctx context.Context, event Event) error {
	b.mu.RLock()
	hs := append([]Handler(nil), b.handlers[event.Type]...)
	b.mu.RUnlock()
	for _, h := range hs {
		_ = h(ctx, event)
	}
	return nil
}

func (b *InMemoryBus) Subscribe(eventType string, h Handler) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.handlers[eventType] = append(b.handlers[eventType], h)
}

// Notifier's Send has no implementation here: the verb rule answers.
type Notifier interface {
	SendAlert(ctx context.Context, text string) error
}
