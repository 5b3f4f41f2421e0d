// Package cli has commands whose parameters are any value too, but each
// runs on a command line, not on a model's JSON arguments: no tool.
package cli

import "os"

type Command interface {
	Name() string
	Description() string
	Parameters() interface{}
	Run(args []string) error
}

type Remove struct{}

func (Remove) Name() string            { return "rm" }
func (Remove) Description() string     { return "Remove a file." }
func (Remove) Parameters() interface{} { return nil }
func (Remove) Run(args []string) error { return os.Remove(args[0]) }
