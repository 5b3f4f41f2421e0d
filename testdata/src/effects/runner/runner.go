// Package runner holds functions that run the work they are handed,
// some once per key.
package runner

import (
	"context"
	"errors"
	"fmt"
)

type Store interface {
	Lookup(ctx context.Context, key string) (string, bool, error)
	Save(ctx context.Context, key, result string) error
}

type Key struct {
	Tool  string
	Input any
}

// Once looks the key up by a hash of it and returns what it found.
func Once(ctx context.Context, st Store, key Key, fn func() (string, error)) (string, error) { // want Once:`^runs its work unless a lookup of param 2 finds it \(derived\)$`
	hash := fmt.Sprintf("%s|%v", key.Tool, key.Input)
	if prev, found, err := st.Lookup(ctx, hash); err == nil && found {
		return prev, nil
	}
	out, err := fn()
	if err != nil {
		return "", err
	}
	return out, st.Save(ctx, hash, out)
}

// ByKey looks the key it is given up as it is.
func ByKey(ctx context.Context, st Store, key string, fn func() (string, error)) (string, error) { // want ByKey:`^runs its work unless a lookup of param 2 finds it$`
	prev, found, err := st.Lookup(ctx, key)
	if err != nil {
		return "", err
	}
	if found {
		return prev, nil
	}
	return fn()
}

// Refusing answers a repeat with an error: not a runner that returns
// what it found.
func Refusing(ctx context.Context, st Store, key string, fn func() (string, error)) (string, error) {
	if _, found, _ := st.Lookup(ctx, key); found {
		return "", errors.New("already done")
	}
	return fn()
}

// Always looks, then runs the work whatever it found.
func Always(ctx context.Context, st Store, key string, fn func() (string, error)) (string, error) {
	_, found, _ := st.Lookup(ctx, key)
	out, err := fn()
	if found {
		out += " (again)"
	}
	return out, err
}

// Configured skips the work when a setting says so: no lookup of a key.
func Configured(ctx context.Context, enabled map[string]bool, name string, fn func() (string, error)) (string, error) {
	if !enabled[name] {
		return "", nil
	}
	return fn()
}
