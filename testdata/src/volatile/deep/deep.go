// Package deep is one level above ids: its facts come from ids's.
package deep

import "volatile/ids"

func ID() string { return "ord_" + ids.NewString() } // want ID:"volatile: uuid.New"

func Pick(prefix string) string { // want Pick:"volatile: time.Now"
	if prefix == "" {
		return ids.Stamp("x")
	}
	return prefix
}

func Same(s string) string { return ids.Parse(s) }

func Client() string { return ids.NewClient().Name("x") }
