// Stub of github.com/sashabaranov/go-openai@v1.43.0 openai for analysistest: the exported API subset idemlint reads.

package openai

type ResponseTool = Tool

func NewResponseFunctionTool(function FunctionDefinition) ResponseTool {
	parameters := map[string]any{
		"name":       function.Name,
		"parameters": function.Parameters,
	}
	return ResponseTool{Type: ToolTypeFunction, Parameters: parameters}
}
