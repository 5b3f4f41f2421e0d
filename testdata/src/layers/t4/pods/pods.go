// Package pods declares its tools with the server's own type, and never
// imports an SDK (T4).
package pods

import (
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"

	"layers/t4/api"
	"layers/t4/defaults"
	"layers/t4/kube"
)

func ptr[T any](v T) *T { return &v }

func Tools() []api.ServerTool {
	return []api.ServerTool{
		{Tool: api.Tool{ // want `tool pods_run fw=neutral desc="Run a pod." params=namespace,name,image handler=podsRun hints=idempotent=true`
			Name:        "pods_run",
			Description: "Run a pod.",
			InputSchema: &jsonschema.Schema{
				Type: "object",
				Properties: map[string]*jsonschema.Schema{
					"namespace": {Type: "string"},
					"name":      {Type: "string"},
					"image":     {Type: "string"},
				},
				Required: []string{"image"},
			},
			Annotations: api.ToolAnnotations{IdempotentHint: ptr(true)},
		}, Handler: podsRun},
		{Tool: api.Tool{ // want `tool pods_get fw=neutral desc="Get a pod." params=namespace,name handler=podsGet hints=readOnly=true`
			Name:        "pods_get",
			Description: "Get a pod.",
			InputSchema: &jsonschema.Schema{
				Type: "object",
				Properties: map[string]*jsonschema.Schema{
					"namespace": {Type: "string"},
					"name":      {Type: "string"},
				},
			},
			Annotations: api.ToolAnnotations{ReadOnlyHint: ptr(true)},
		}, Handler: podsGet},
		{Tool: api.Tool{ // want `tool mesh_logs fw=neutral desc="Show the mesh logs." params=- handler=podsGet hints=readOnly=true`
			Name:        defaults.Name() + "_logs",
			Description: "Show the mesh logs.",
			Annotations: api.ToolAnnotations{ReadOnlyHint: ptr(true)},
		}, Handler: podsGet},
		{Tool: api.Tool{
			Name:        defaults.Mode(true) + "_logs", // not one name: no tool
			Description: "Show the logs.",
			Annotations: api.ToolAnnotations{ReadOnlyHint: ptr(true)},
		}, Handler: podsGet},
	}
}

// A tool part without a handler is not a tool: it is the template the
// literal above fills, or a menu entry.
var template = api.Tool{Name: "pods_template", Description: "Not a tool."}

var menu = api.Entry{Name: "pods_menu", Description: "Not a tool either."}

// A copy under a computed name is a transformation, not a declaration.
func renamed(t api.ServerTool, prefix string) api.ServerTool {
	return api.ServerTool{Tool: api.Tool{Name: prefix + t.Tool.Name, Description: t.Tool.Description}, Handler: t.Handler}
}

func podsRun(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	ns, _ := params.GetArguments()["namespace"].(string)
	name, _ := params.GetArguments()["name"].(string)
	image, ok := params.GetArguments()["image"].(string)
	if !ok {
		return api.NewToolCallResult("", fmt.Errorf("missing image")), nil
	}
	ret, err := kube.Create(params, ns, name, image)
	if err != nil {
		return api.NewToolCallResult("", fmt.Errorf("failed to run pod %s: %w", name, err)), nil
	}
	return api.NewToolCallResult(ret, nil), nil
}

func podsGet(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	ns, _ := params.GetArguments()["namespace"].(string)
	name, _ := params.GetArguments()["name"].(string)
	ret, err := kube.Get(params, ns, name)
	return api.NewToolCallResult(ret, err), nil
}
