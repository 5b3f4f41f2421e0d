// Stub of github.com/tmc/langchaingo@v0.1.14 tools: Calculator, a
// ready-made tool of the framework (the real one evaluates with starlark).

package tools

import "context"

type Calculator struct{}

func (c Calculator) Description() string {
	return "Useful for getting the result of a math expression."
}

func (c Calculator) Name() string { return "calculator" }

func (c Calculator) Call(ctx context.Context, input string) (string, error) { return input, nil }
