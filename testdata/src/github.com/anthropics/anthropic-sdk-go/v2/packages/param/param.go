// Stub of github.com/anthropics/anthropic-sdk-go/v2@v2.15.0 packages/param for analysistest: the exported API subset idemlint reads.

package param

func NewOpt[T comparable](v T) Opt[T] {
	return Opt[T]{Value: v, status: included}
}

func Null[T comparable]() Opt[T] { return Opt[T]{status: null} }

type status int8

const (
	omitted status = iota
	null
	included
)

type Opt[T comparable] struct {
	Value  T
	status status
	opt
}

func (o Opt[T]) Valid() bool { return o.status == included }

func (o Opt[T]) Or(v T) T {
	if o.Valid() {
		return o.Value
	}
	return v
}

func (o Opt[T]) null() bool   { return o.status == null }
func (o Opt[T]) isZero() bool { return o == Opt[T]{} }

type opt struct{}

func (opt) implOpt() {}

type Optional interface {
	Valid() bool
	null() bool

	isZero() bool
	implOpt()
}

func IsOmitted(v any) bool { return v == nil }

type APIObject struct{ metadata }

type APIUnion struct{ metadata }

type metadata struct{ any }

func (m metadata) Overrides() (any, bool) { return m.any, m.any != nil }

func (m metadata) ExtraFields() map[string]any { return nil }

func (m *metadata) SetExtraFields(extraFields map[string]any) { m.any = extraFields }
