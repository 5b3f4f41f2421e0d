// Package hardware implements tools without importing the interface they
// satisfy: a package that imports both registers them. Each type is a tool
// by its own methods' shape; its run method returns a result of its own
// rather than an error, and its unexported helpers are not run methods.
package hardware

import "context"

type Result struct {
	Text string
	Err  error
}

type I2CTool struct{} // want `tool i2c fw=own\(hardware.I2CTool\) desc="Read or write an I2C bus." params=bus,data handler=I2CTool.Execute hints=-`

func (*I2CTool) Name() string        { return "i2c" }
func (*I2CTool) Description() string { return "Read or write an I2C bus." }
func (*I2CTool) Parameters() map[string]any {
	return map[string]any{"properties": map[string]any{"bus": map[string]any{"type": "string"}, "data": map[string]any{"type": "string"}}}
}

func (t *I2CTool) Execute(ctx context.Context, args map[string]any) *Result {
	if _, err := t.write(ctx, args); err != nil {
		return &Result{Err: err}
	}
	return &Result{Text: "ok"}
}

func (t *I2CTool) write(ctx context.Context, args map[string]any) (string, error) { return "", nil }
func (t *I2CTool) read(ctx context.Context, bus string) (string, error)           { return "", nil }

// A type with a name, a description and a configuration, run with a
// command line: a command, not a tool.
type Flash struct{}

func (Flash) Name() string            { return "flash" }
func (Flash) Description() string     { return "Flash the firmware." }
func (Flash) Schema() map[string]any  { return nil }
func (Flash) Run(args []string) error { return nil }

// A report with a name, a description and a layout, and no run method.
type Report struct{}

func (Report) Name() string           { return "weekly" }
func (Report) Description() string    { return "Weekly report." }
func (Report) Layout() map[string]any { return nil }
