// Package makeruse calls the retrying SDK from another package.
package makeruse

import (
	"context"

	"effects/reqs/makerkit"
)

func Add(ctx context.Context, c *makerkit.Client, list, name string) error { // want Add:`^writes http POST via makeruse\.Add -> \(\*makerkit\.Client\)\.CreateTask -> \(\*makerkit\.Client\)\.do -> \(\*makerkit\.Client\)\.doRaw -> \(\*http\.Client\)\.Do$` Add:`^keeps its writes' errors$`
	return c.CreateTask(ctx, list, name)
}

func Show(ctx context.Context, c *makerkit.Client, id string) error {
	return c.GetTask(ctx, id)
}
