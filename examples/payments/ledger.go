package payments

import (
	"context"
	"sync"
	"time"
)

// Entry is what a Ledger recorded for a key.
type Entry struct {
	Result     string
	RecordedAt time.Time
	ExpiresAt  time.Time
}

// Ledger is an idempotency ledger: it remembers the result of an action by its
// key until the entry expires. This one lives in memory; a real one is a
// database table with the key as its primary key. The zero value is ready to use.
type Ledger struct {
	mu      sync.Mutex
	entries map[string]Entry
}

// Lookup returns the entry recorded for key, if it has not expired.
func (l *Ledger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	if err := ctx.Err(); err != nil {
		return Entry{}, false, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	e, ok := l.entries[key]
	if ok && time.Now().After(e.ExpiresAt) {
		delete(l.entries, key)
		return Entry{}, false, nil
	}
	return e, ok, nil
}

// Record stores result under key for ttl.
func (l *Ledger) Record(ctx context.Context, key string, result string, ttl time.Duration) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.entries == nil {
		l.entries = make(map[string]Entry)
	}
	now := time.Now()
	l.entries[key] = Entry{Result: result, RecordedAt: now, ExpiresAt: now.Add(ttl)}
	return nil
}
