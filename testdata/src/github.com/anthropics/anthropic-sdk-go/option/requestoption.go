// Stub of github.com/anthropics/anthropic-sdk-go@v1.84.0 option for analysistest: the exported API subset idemlint reads.

package option

import "github.com/anthropics/anthropic-sdk-go/internal/requestconfig"

type RequestOption = requestconfig.RequestOption

func WithAPIKey(value string) RequestOption {
	return requestconfig.RequestOptionFunc(func(*requestconfig.RequestConfig) error { return nil })
}
