// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp for analysistest: the exported API subset idemlint reads.

package mcp

type Content interface {
	MarshalJSON() ([]byte, error)
	fromWire(*wireContent)
}

type wireContent struct{}

type TextContent struct {
	Text        string
	Meta        Meta
	Annotations *Annotations
}

func (c *TextContent) MarshalJSON() ([]byte, error) { return nil, nil }

func (c *TextContent) fromWire(wire *wireContent) {}

type ImageContent struct {
	Meta        Meta
	Annotations *Annotations
	Data        []byte
	MIMEType    string
}

func (c *ImageContent) MarshalJSON() ([]byte, error) { return nil, nil }

func (c *ImageContent) fromWire(wire *wireContent) {}
