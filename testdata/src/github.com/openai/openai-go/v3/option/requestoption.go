// Stub of github.com/openai/openai-go/v3@v3.98.0 option for analysistest: the exported API subset idemlint reads.

package option

import "github.com/openai/openai-go/v3/internal/requestconfig"

type RequestOption = requestconfig.RequestOption

func WithAPIKey(value string) RequestOption {
	return requestconfig.RequestOptionFunc(func(*requestconfig.RequestConfig) error { return nil })
}

func WithBaseURL(base string) RequestOption {
	return requestconfig.RequestOptionFunc(func(*requestconfig.RequestConfig) error { return nil })
}
