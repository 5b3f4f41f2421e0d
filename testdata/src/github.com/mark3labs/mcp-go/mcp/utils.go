// Stub of github.com/mark3labs/mcp-go@v1.2.1 mcp for analysistest: the exported API subset idemlint reads.

package mcp

func AsTextContent(content any) (*TextContent, bool) { return nil, false }

func AsImageContent(content any) (*ImageContent, bool) { return nil, false }

func AsAudioContent(content any) (*AudioContent, bool) { return nil, false }

func NewTextContent(text string) TextContent { return TextContent{Type: "text", Text: text} }

func NewImageContent(data, mimeType string) ImageContent { return ImageContent{} }

func NewAudioContent(data, mimeType string) AudioContent { return AudioContent{} }

func NewToolResultText(text string) *CallToolResult { return nil }

func NewToolResultJSON[T any](data T) (*CallToolResult, error) { return nil, nil }

func NewToolResultStructured(structured any, fallbackText string) *CallToolResult { return nil }

func NewToolResultStructuredOnly(structured any) *CallToolResult { return nil }

func NewToolResultImage(text, imageData, mimeType string) *CallToolResult { return nil }

func NewToolResultAudio(text, audioData, mimeType string) *CallToolResult { return nil }

func NewToolResultError(text string) *CallToolResult { return nil }

func NewToolResultErrorFromErr(text string, err error) *CallToolResult { return nil }

func NewToolResultErrorf(format string, a ...any) *CallToolResult { return nil }

func FormatNumberResult(value float64) *CallToolResult { return nil }

func ParseArgument(request CallToolRequest, key string, defaultVal any) any { return defaultVal }

func ParseBoolean(request CallToolRequest, key string, defaultValue bool) bool { return defaultValue }

func ParseInt64(request CallToolRequest, key string, defaultValue int64) int64 { return defaultValue }

func ParseInt32(request CallToolRequest, key string, defaultValue int32) int32 { return defaultValue }

func ParseInt16(request CallToolRequest, key string, defaultValue int16) int16 { return defaultValue }

func ParseInt8(request CallToolRequest, key string, defaultValue int8) int8 { return defaultValue }

func ParseInt(request CallToolRequest, key string, defaultValue int) int { return defaultValue }

func ParseUInt(request CallToolRequest, key string, defaultValue uint) uint { return defaultValue }

func ParseUInt64(request CallToolRequest, key string, defaultValue uint64) uint64 {
	return defaultValue
}

func ParseUInt32(request CallToolRequest, key string, defaultValue uint32) uint32 {
	return defaultValue
}

func ParseUInt16(request CallToolRequest, key string, defaultValue uint16) uint16 {
	return defaultValue
}

func ParseUInt8(request CallToolRequest, key string, defaultValue uint8) uint8 { return defaultValue }

func ParseFloat32(request CallToolRequest, key string, defaultValue float32) float32 {
	return defaultValue
}

func ParseFloat64(request CallToolRequest, key string, defaultValue float64) float64 {
	return defaultValue
}

func ParseString(request CallToolRequest, key string, defaultValue string) string {
	return defaultValue
}

func ParseStringMap(request CallToolRequest, key string, defaultValue map[string]any) map[string]any {
	return defaultValue
}

func ToBoolPtr(b bool) *bool { return &b }

func ToInt64Ptr(i int64) *int64 { return &i }

func GetTextFromContent(content any) string { return "" }
