// Package args stands for a framework's tool arguments, read through an
// accessor of another package.
package args

type Accessor struct{ m map[string]any }

func (a *Accessor) Get(key string) string {
	s, _ := a.m[key].(string)
	return s
}
