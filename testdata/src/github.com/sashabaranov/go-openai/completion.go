// Stub of github.com/sashabaranov/go-openai@v1.43.0 openai for analysistest: the exported API subset idemlint reads.

package openai

const (
	GPT4o     = "gpt-4o"
	GPT4oMini = "gpt-4o-mini"
)
