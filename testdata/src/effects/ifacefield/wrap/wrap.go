// Package wrap holds the vendor's client behind an interface of its own
// (for mocking), set from the vendor's constructor: the call through the
// field is the client's.
package wrap

import "effects/ifacefield/sdk"

type apiClient interface {
	CreateTag(name string) (int, error) // want CreateTag:`^implemented by \(\*sdk\.Client\)\.CreateTag: writes http POST`
}

type Wrapper struct{ cli apiClient }

func NewWrapper(base string) *Wrapper { return &Wrapper{cli: sdk.New(base)} }

func (w *Wrapper) CreateEnvironmentTag(name string) (int, error) { // want CreateEnvironmentTag:`^writes http POST via \(\*wrap\.Wrapper\)\.CreateEnvironmentTag -> \(\*sdk\.Client\)\.CreateTag`
	return w.cli.CreateTag(name)
}
