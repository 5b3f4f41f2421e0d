// Stub of github.com/mark3labs/mcp-go@v1.2.1 mcp for analysistest: the exported API subset idemlint reads.

package mcp

// InputRequest and InputResponse keep only the fields idemlint can see without the elicitation/sampling types.
type InputRequest struct {
	Method MCPMethod `json:"method"`
}

type InputResponse struct{}

type InputRequests map[string]InputRequest

type InputResponses map[string]InputResponse

type MultiRoundTripResult struct {
	InputRequests InputRequests `json:"inputRequests,omitempty"`
	RequestState  string        `json:"requestState,omitempty"`
}

type MultiRoundTripParams struct {
	InputResponses InputResponses `json:"inputResponses,omitempty"`
	RequestState   string         `json:"requestState,omitempty"`
}

func (r *CallToolResult) NeedsInput() bool { return false }
