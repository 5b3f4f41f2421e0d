// Stub of google.golang.org/adk/v2@v2.2.0 tool/functiontool for analysistest: the exported API subset idemlint reads (from frameworks.md; not verifiable against the module proxy).

package functiontool

import (
	"errors"
	"iter"

	"github.com/google/jsonschema-go/jsonschema"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/tool"
)

type Config struct {
	Name                        string
	Description                 string
	InputSchema                 *jsonschema.Schema
	OutputSchema                *jsonschema.Schema
	IsLongRunning               bool
	RequireConfirmation         bool
	RequireConfirmationProvider any
}

type Func[TArgs, TResults any] func(agent.Context, TArgs) (TResults, error)

type StreamingFunc[TArgs any] func(agent.Context, TArgs) iter.Seq2[string, error]

var ErrInvalidArgument = errors.New("invalid argument")

func New[TArgs, TResults any](cfg Config, handler Func[TArgs, TResults]) (tool.Tool, error) {
	return &functionTool{cfg: cfg}, nil
}

func NewStreaming[TArgs any](cfg Config, handler StreamingFunc[TArgs]) (tool.Tool, error) {
	return &functionTool{cfg: cfg}, nil
}

type functionTool struct {
	cfg Config
}

func (f *functionTool) Name() string        { return f.cfg.Name }
func (f *functionTool) Description() string { return f.cfg.Description }
func (f *functionTool) IsLongRunning() bool { return f.cfg.IsLongRunning }
