// Package shapes has tool-like values that never reach a framework.
package shapes

type Tool struct {
	Name, Description string
	Handler           func(string) error
}

var Menu = []Tool{{Name: "open_file", Description: "Open a file.", Handler: func(string) error { return nil }}}
