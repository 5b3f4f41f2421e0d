// Stub of github.com/tmc/langchaingo@v0.1.14 chains for analysistest: the exported API subset idemlint reads.

package chains

type ChainCallOption func(*chainCallOption)

type chainCallOption struct {
	Model       string
	MaxTokens   int
	Temperature float64
}

func WithModel(model string) ChainCallOption {
	return func(o *chainCallOption) { o.Model = model }
}

func WithMaxTokens(maxTokens int) ChainCallOption {
	return func(o *chainCallOption) { o.MaxTokens = maxTokens }
}

func WithTemperature(temperature float64) ChainCallOption {
	return func(o *chainCallOption) { o.Temperature = temperature }
}
