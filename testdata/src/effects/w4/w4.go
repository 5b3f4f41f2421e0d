// Package w4 calls tools.Tool implementations whose Call is a POST four
// calls down, through an internal package of another module: langchaingo's
// own zapier tool and the same chain outside the framework.
package w4

import (
	"context"

	"example.com/vendorz/tools/zap"
	"github.com/tmc/langchaingo/tools"
	"github.com/tmc/langchaingo/tools/zapier"
)

func Zapier(ctx context.Context, t zapier.Tool) (string, error) { // want Zapier:`^writes http POST via w4\.Zapier -> \(zapier\.Tool\)\.Call -> \(\*internal\.Client\)\.ExecuteAsString -> \(\*internal\.Client\)\.Execute -> \(\*http\.Client\)\.Do$`
	return t.Call(ctx, "send the report")
}

func Zap(ctx context.Context, t *zap.Tool) (string, error) { // want Zap:`^writes http POST via w4\.Zap -> \(zap\.Tool\)\.Call -> \(\*internal\.Client\)\.ExecuteAsString -> \(\*internal\.Client\)\.Execute -> \(\*http\.Client\)\.Do$`
	return t.Call(ctx, "send the report")
}

// AsTool holds the zapier tool as a tools.Tool: the interface has many
// implementations, so only the conversion here says which one is called.
func AsTool(ctx context.Context, opts zapier.ToolOptions) (string, error) { // want AsTool:`^writes http POST via w4\.AsTool -> \(zapier\.Tool\)\.Call`
	z, err := zapier.New(opts)
	if err != nil {
		return "", err
	}
	var t tools.Tool = *z
	return t.Call(ctx, "send the report")
}
