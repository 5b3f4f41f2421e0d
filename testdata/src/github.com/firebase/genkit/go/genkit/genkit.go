// Stub of github.com/firebase/genkit/go@v1.4.0 genkit for analysistest: the exported API subset idemlint reads.

package genkit

import (
	"context"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/core/api"
)

type Genkit struct {
	reg api.Registry
}

type genkitOptions struct {
	DefaultModel string
	PromptDir    string
	Plugins      []api.Plugin
}

type GenkitOption interface {
	apply(g *genkitOptions) error
}

func (o *genkitOptions) apply(gOpts *genkitOptions) error { return nil }

func WithPlugins(plugins ...api.Plugin) GenkitOption {
	return &genkitOptions{Plugins: plugins}
}

func WithDefaultModel(model string) GenkitOption {
	return &genkitOptions{DefaultModel: model}
}

func WithPromptDir(dir string) GenkitOption {
	return &genkitOptions{PromptDir: dir}
}

func Init(ctx context.Context, opts ...GenkitOption) *Genkit {
	return &Genkit{}
}

func ListTools(g *Genkit) []ai.Tool {
	return nil
}

func DefineTool[In, Out any](g *Genkit, name, description string, fn ai.ToolFunc[In, Out], opts ...ai.ToolOption) *ai.ToolDef[In, Out] {
	return ai.DefineTool(g.reg, name, description, fn, opts...)
}

func DefineToolWithInputSchema[Out any](g *Genkit, name, description string, inputSchema map[string]any, fn ai.ToolFunc[any, Out]) *ai.ToolDef[any, Out] {
	return ai.DefineTool(g.reg, name, description, fn, ai.WithInputSchema(inputSchema))
}

func DefineMultipartTool[In any](g *Genkit, name, description string, fn ai.MultipartToolFunc[In], opts ...ai.ToolOption) *ai.ToolDef[In, *ai.MultipartToolResponse] {
	return ai.DefineMultipartTool(g.reg, name, description, fn, opts...)
}

func LookupTool(g *Genkit, name string) ai.Tool {
	return ai.LookupTool(g.reg, name)
}

func Generate(ctx context.Context, g *Genkit, opts ...ai.GenerateOption) (*ai.ModelResponse, error) {
	return ai.Generate(ctx, g.reg, opts...)
}

func GenerateText(ctx context.Context, g *Genkit, opts ...ai.GenerateOption) (string, error) {
	return ai.GenerateText(ctx, g.reg, opts...)
}
