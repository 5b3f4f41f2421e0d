package flat

// Command is a CLI's command table: a name, a description and its flags,
// no JSON schema. Its switch on the command's name is no tool dispatch.
type Command struct {
	Name        string
	Description string
	Parameters  map[string]any
}

var Commands = []Command{
	{Name: "deploy", Description: "Deploy the app.", Parameters: map[string]any{"force": false}},
}

func Run(fn string) string {
	switch fn {
	case "deploy":
		return "deploying"
	}
	return ""
}
