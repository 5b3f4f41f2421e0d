// Stub of github.com/mark3labs/mcp-go@v1.2.1 mcp for analysistest: the exported API subset idemlint reads.

package mcp

type MCPMethod string

type ProgressToken any

type Cursor string

type Meta struct {
	ProgressToken    ProgressToken
	AdditionalFields map[string]any
}

func (m *Meta) MarshalJSON() ([]byte, error) { return nil, nil }

func (m *Meta) UnmarshalJSON(data []byte) error { return nil }

func NewMetaFromMap(m map[string]any) *Meta { return nil }

type Request struct {
	Method string        `json:"method"`
	Params RequestParams `json:"params,omitzero"`
}

type RequestParams struct {
	Meta *Meta `json:"_meta,omitempty"`
}

type Params map[string]any

type Result struct {
	Meta       *Meta      `json:"_meta,omitempty"`
	ResultType ResultType `json:"resultType,omitempty"`
}

type ResultType string

const (
	ResultTypeComplete      ResultType = "complete"
	ResultTypeInputRequired ResultType = "input_required"
)

func (t ResultType) IsComplete() bool { return t == "" || t == ResultTypeComplete }

type IconTheme string

const (
	IconThemeLight IconTheme = "light"
	IconThemeDark  IconTheme = "dark"
)

type Icon struct {
	Src      string    `json:"src"`
	MIMEType string    `json:"mimeType,omitempty"`
	Sizes    []string  `json:"sizes,omitempty"`
	Theme    IconTheme `json:"theme,omitempty"`
}

type Implementation struct {
	Name        string `json:"name"`
	Version     string `json:"version"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
}

type Role string

const (
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
)

type Annotations struct {
	Audience     []Role   `json:"audience,omitempty"`
	Priority     *float64 `json:"priority,omitempty"`
	LastModified string   `json:"lastModified,omitempty"`
}

type Annotated struct {
	Annotations *Annotations `json:"annotations,omitempty"`
}

type Content interface {
	isContent()
}

type TextContent struct {
	Annotated
	Meta *Meta  `json:"_meta,omitempty"`
	Type string `json:"type"`
	Text string `json:"text"`
}

func (TextContent) isContent() {}

type ImageContent struct {
	Annotated
	Meta     *Meta  `json:"_meta,omitempty"`
	Type     string `json:"type"`
	Data     string `json:"data"`
	MIMEType string `json:"mimeType"`
}

func (ImageContent) isContent() {}

type AudioContent struct {
	Annotated
	Meta     *Meta  `json:"_meta,omitempty"`
	Type     string `json:"type"`
	Data     string `json:"data"`
	MIMEType string `json:"mimeType"`
}

func (AudioContent) isContent() {}

type TaskStatus string

const (
	TaskStatusWorking       TaskStatus = "working"
	TaskStatusInputRequired TaskStatus = "input_required"
	TaskStatusCompleted     TaskStatus = "completed"
	TaskStatusFailed        TaskStatus = "failed"
	TaskStatusCancelled     TaskStatus = "cancelled"
)

func (s TaskStatus) IsTerminal() bool { return false }

type Task struct {
	TaskId        string     `json:"taskId"`
	Status        TaskStatus `json:"status"`
	StatusMessage string     `json:"statusMessage,omitempty"`
	CreatedAt     string     `json:"createdAt"`
	LastUpdatedAt string     `json:"lastUpdatedAt"`
	TTL           *int64     `json:"ttl"`
	PollInterval  *int64     `json:"pollInterval,omitempty"`
}

func (t Task) GetName() string { return t.TaskId }

type TaskParams struct {
	TTL *int64 `json:"ttl,omitempty"`
}

type CreateTaskResult struct {
	Result
	Task              Task      `json:"task"`
	Content           []Content `json:"-"`
	StructuredContent any       `json:"-"`
	IsError           bool      `json:"-"`
}
