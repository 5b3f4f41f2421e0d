// Package metric is a stub of go.opentelemetry.io/otel/metric: the
// instrument interfaces and their methods, without the embedded
// interfaces the real package uses to reserve methods.
package metric

import "context"

type AddOption interface{ applyAdd() }

type RecordOption interface{ applyRecord() }

type Int64Counter interface {
	Add(ctx context.Context, incr int64, options ...AddOption)
}

type Float64Histogram interface {
	Record(ctx context.Context, incr float64, options ...RecordOption)
}

type Int64CounterOption interface{ applyInt64Counter() }

type Meter interface {
	Int64Counter(name string, options ...Int64CounterOption) (Int64Counter, error)
}
