package agent

import (
	"agents/anyparams/registry"
	"agents/anyparams/tools"
)

func RegisterAll() {
	registry.Register("post_message", func() tools.Tool { return tools.NewPostTool() })
}
