// Package kit runs a tool's work once per key: it looks the key up in
// its store and returns what it recorded instead of running the work
// again. Nothing in its names says ledger.
package kit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
)

type Operation struct{ Result string }

type Store interface {
	LookupOperation(ctx context.Context, hash string) (Operation, bool, error)
	SaveOperation(ctx context.Context, hash, result string) error
}

type Key struct {
	Tool  string
	Scope string // where the operation belongs, for listing; not hashed
	Input any
}

type Outcome struct {
	Result any
	Cached bool
}

func hashInput(tool string, input any) string {
	b, _ := json.Marshal(input)
	sum := sha256.Sum256(append([]byte(tool+"|"), b...))
	return hex.EncodeToString(sum[:])
}

// RunOnce runs fn unless the key was seen, and records what it returned.
func RunOnce(ctx context.Context, st Store, key Key, fn func() (any, error)) (Outcome, error) {
	hash := hashInput(key.Tool, key.Input)
	if op, found, err := st.LookupOperation(ctx, hash); err == nil && found {
		return Outcome{Result: op.Result, Cached: true}, nil
	}
	result, err := fn()
	if err != nil {
		return Outcome{}, err
	}
	b, _ := json.Marshal(result)
	_ = st.SaveOperation(ctx, hash, string(b))
	return Outcome{Result: result}, nil
}

// RunLogged records every run but never looks: a repeat runs again.
func RunLogged(ctx context.Context, st Store, key Key, fn func() (any, error)) (Outcome, error) {
	result, err := fn()
	if err != nil {
		return Outcome{}, err
	}
	_ = st.SaveOperation(ctx, hashInput(key.Tool, key.Input), "")
	return Outcome{Result: result}, nil
}

// RunChecked looks the key up but runs the work whatever it finds.
func RunChecked(ctx context.Context, st Store, key Key, fn func() (any, error)) (Outcome, error) {
	_, found, _ := st.LookupOperation(ctx, hashInput(key.Tool, key.Input))
	result, err := fn()
	return Outcome{Result: result, Cached: found}, err
}
