// Package wrapuse reads a report through the wrapper's interface, from
// another package, in a handler's local helper given the method.
package wrapuse

import "effects/wsrpc/wrap"

func Report(c wrap.Caller) func() map[string]error {
	return func() map[string]error {
		errs := map[string]error{}
		addSection := func(name, method string, params ...interface{}) {
			if _, err := c.Call(method, params...); err != nil {
				errs[name] = err
			}
		}
		addSection("system", "system.info")
		addSection("state", "system.state")
		addSection("pools", "pool.query")
		return errs
	}
}

// Register hands the handler to a registrar; its helper is given the
// method.
func Register(add func(func() error), c wrap.Caller) {
	add(func() error {
		get := func(method string) { c.Call(method) }
		get("system.info")
		return nil
	})
}
