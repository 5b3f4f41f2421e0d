// Package mediareg registers the instances of media's tool types, each
// named by its literal's field.
package mediareg

import (
	"agents/b1/media"
	"agents/b1/spec"
)

type Registry struct{ tools []spec.Tool }

func (r *Registry) Register(t spec.Tool) { r.tools = append(r.tools, t) }

func Register(r *Registry, model string) {
	r.Register(media.GenerateTool{Kind: "image", Model: model})
	r.Register(media.GenerateTool{Kind: "audio", Model: model}) // want `tool media.generate_audio fw=own\(spec.Tool\) desc=<none> params=- handler=GenerateTool.Execute hints=-`
	r.Register(media.GenerateTool{Kind: "Video", Model: model}) // want `tool media.generate_video fw=own\(spec.Tool\) desc=<none> params=- handler=GenerateTool.Execute hints=-`
	r.Register(&media.LabelTool{Label: "issue"})                // want `tool issue_labels fw=own\(spec.Tool\) desc=<none> params=- handler=LabelTool.Execute hints=-`
	r.Register(&media.LabelTool{Label: model})
	r.Register(&media.LabelTool{})
}
