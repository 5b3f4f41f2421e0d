// Package client builds wire tools to compare what a server lists with
// what it expects: no dispatch by name selects them, so they declare no
// tool.
package client

import "agents/served/wire"

var Expected = []wire.Tool{
	{Name: "execute", Description: "Run an INSERT, UPDATE or DELETE."},
	{Name: "list_tables", Description: "List the tables."},
}

func Missing(got []wire.Tool) []string {
	var out []string
	for _, want := range Expected {
		found := false
		for _, g := range got {
			if g.Name == want.Name {
				found = true
			}
		}
		if !found {
			out = append(out, want.Name)
		}
	}
	return out
}
