// Stub of github.com/sashabaranov/go-openai@v1.43.0 openai for analysistest: the exported API subset idemlint reads.

package openai

type Client struct {
	authToken string
}

func NewClient(authToken string) *Client {
	return &Client{authToken: authToken}
}
