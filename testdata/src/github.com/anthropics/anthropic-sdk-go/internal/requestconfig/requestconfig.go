// Stub of github.com/anthropics/anthropic-sdk-go@v1.84.0 internal/requestconfig for analysistest: the exported API subset idemlint reads.

package requestconfig

type RequestConfig struct{}

type RequestOption interface {
	Apply(*RequestConfig) error
}

type RequestOptionFunc func(*RequestConfig) error

func (s RequestOptionFunc) Apply(r *RequestConfig) error { return s(r) }
