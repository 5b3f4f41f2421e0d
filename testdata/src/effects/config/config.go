// Package config calls functions that configuration names as effects.
package config

import "context"

type Queue struct{}

func (q *Queue) Push(ctx context.Context, job string) error { return nil } // want Push:`^writes config \(\*config\.Queue\)\.Push$`

func Flush() error { return nil } // want Flush:`^writes config config\.Flush \(idempotent\)$`

func Work(ctx context.Context, q *Queue) error { // want Work:`^writes config \(\*config\.Queue\)\.Push via config\.Work -> \(\*config\.Queue\)\.Push; config config\.Flush \(idempotent\) via config\.Work -> config\.Flush$`
	if err := q.Push(ctx, "x"); err != nil {
		return err
	}
	return Flush()
}
