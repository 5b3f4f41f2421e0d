// Stub of github.com/firebase/genkit/go@v1.4.0 core/api for analysistest: the exported API subset idemlint reads.

package api

import (
	"context"
	"encoding/json"
)

type Registry interface {
	NewChild() Registry
	IsChild() bool
	RegisterPlugin(name string, p Plugin)
	RegisterAction(key string, action Action)
	RegisterValue(name string, value any)
	RegisterSchema(name string, schema map[string]any)
	LookupPlugin(name string) Plugin
	LookupAction(key string) Action
	LookupValue(name string) any
	LookupSchema(name string) map[string]any
	ResolveAction(key string) Action
	ListActions() []Action
	ListPlugins() []Plugin
	ListValues() map[string]any
	RegisterPartial(name string, source string)
	RegisterHelper(name string, fn any)
}

type ActionRunResult[T any] struct {
	Result  T
	TraceId string
	SpanId  string
}

type Action interface {
	Registerable
	Name() string
	RunJSON(ctx context.Context, input json.RawMessage, cb func(context.Context, json.RawMessage) error) (json.RawMessage, error)
	RunJSONWithTelemetry(ctx context.Context, input json.RawMessage, cb func(context.Context, json.RawMessage) error) (*ActionRunResult[json.RawMessage], error)
	Desc() ActionDesc
}

type Registerable interface {
	Register(r Registry)
}

type ActionType string

const (
	ActionTypeRetriever        ActionType = "retriever"
	ActionTypeIndexer          ActionType = "indexer"
	ActionTypeEmbedder         ActionType = "embedder"
	ActionTypeEvaluator        ActionType = "evaluator"
	ActionTypeFlow             ActionType = "flow"
	ActionTypeModel            ActionType = "model"
	ActionTypeBackgroundModel  ActionType = "background-model"
	ActionTypeExecutablePrompt ActionType = "executable-prompt"
	ActionTypeResource         ActionType = "resource"
	ActionTypeTool             ActionType = "tool"
	ActionTypeToolV2           ActionType = "tool.v2"
	ActionTypeUtil             ActionType = "util"
	ActionTypeCustom           ActionType = "custom"
	ActionTypeCheckOperation   ActionType = "check-operation"
	ActionTypeCancelOperation  ActionType = "cancel-operation"
)

type ActionDesc struct {
	Type         ActionType     `json:"type"`
	Key          string         `json:"key"`
	Name         string         `json:"name"`
	Description  string         `json:"description"`
	InputSchema  map[string]any `json:"inputSchema"`
	OutputSchema map[string]any `json:"outputSchema"`
	Metadata     map[string]any `json:"metadata"`
}

type Plugin interface {
	Name() string
	Init(ctx context.Context) []Action
}

type DynamicPlugin interface {
	Plugin
	ListActions(ctx context.Context) []ActionDesc
	ResolveAction(atype ActionType, name string) Action
}

func NewKey(typ ActionType, provider, id string) string {
	if provider != "" {
		return "/" + string(typ) + "/" + provider + "/" + id
	}
	return "/" + string(typ) + "/" + id
}

func NewName(provider, id string) string {
	if provider != "" {
		return provider + "/" + id
	}
	return id
}
