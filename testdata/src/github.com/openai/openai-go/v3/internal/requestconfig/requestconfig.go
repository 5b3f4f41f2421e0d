// Stub of github.com/openai/openai-go/v3@v3.98.0 internal/requestconfig for analysistest: the exported API subset idemlint reads.

package requestconfig

type RequestConfig struct{}

type RequestOption interface {
	Apply(*RequestConfig) error
}

type RequestOptionFunc func(*RequestConfig) error

func (s RequestOptionFunc) Apply(r *RequestConfig) error { return s(r) }
