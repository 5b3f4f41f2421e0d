// Package cli is a table of commands: a name, a description and a run
// function, which no tool list sees.
package cli

type Command struct {
	Name        string
	Description string
	Run         func(args []string) error
}

var Commands = []Command{
	{Name: "serve", Description: "Serve the API.", Run: serve},
	{Name: "migrate", Description: "Migrate the database.", Run: func(args []string) error { return nil }},
}

func serve(args []string) error { return nil }
