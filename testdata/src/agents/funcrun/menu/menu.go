// Package menu has entries with the same getters whose function takes
// nothing: an action of a menu, not a tool.
package menu

type Parameters struct {
	Type       string   `json:"type"`
	Properties any      `json:"properties"`
	Required   []string `json:"required"`
}

type Entry interface {
	GetName() string
	GetDescription() string
	GetFunction() func()
	GetParameters() Parameters
}

type Quit struct{}

func (Quit) GetName() string           { return "quit" }
func (Quit) GetDescription() string    { return "Quit the program." }
func (Quit) GetFunction() func()       { return func() {} }
func (Quit) GetParameters() Parameters { return Parameters{} }
