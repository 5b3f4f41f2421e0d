// Package anthropic2 declares shipping tools with github.com/anthropics/anthropic-sdk-go/v2.
package anthropic2

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/toolrunner"
)

// Shipping is what the tools write to.
type Shipping interface {
	CreateShipment(ctx context.Context, orderID, carrier string) (string, error)
	CancelShipment(ctx context.Context, shipmentID string) error
	PrintLabel(ctx context.Context, shipmentID, format string) (string, error)
}

// BetaTools are sent with beta Messages API requests.
var BetaTools = []anthropic.BetaToolUnionParam{
	{OfTool: &anthropic.BetaToolParam{
		Name:        "create_shipment",
		Description: anthropic.String("Create a shipment for a paid order."),
		InputSchema: anthropic.BetaToolInputSchemaParam{
			Properties: map[string]any{
				"order_id": map[string]any{"type": "string"},
				"carrier":  map[string]any{"type": "string", "enum": []string{"ups", "dhl"}},
			},
			Required: []string{"order_id"},
		},
	}},
}

// CancelInput is reflected (invopop/jsonschema) into the schema of cancel_shipment.
type CancelInput struct {
	ShipmentID string `json:"shipment_id" jsonschema:"required,description=Shipment to cancel"`
}

// NewCancelShipment returns the cancel_shipment runner tool.
func NewCancelShipment(s Shipping) (anthropic.BetaTool, error) {
	return toolrunner.NewBetaToolFromJSONSchema("cancel_shipment", "Cancel a shipment that has not left the warehouse.",
		func(ctx context.Context, in CancelInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
			if err := s.CancelShipment(ctx, in.ShipmentID); err != nil {
				return anthropic.BetaToolResultBlockParamContentUnion{}, err
			}
			return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: "cancelled"}}, nil
		})
}

// LabelPrinter implements anthropic.BetaTool by hand.
type LabelPrinter struct {
	Shipping Shipping
}

var _ anthropic.BetaTool = (*LabelPrinter)(nil)

// Name implements anthropic.BetaTool.
func (*LabelPrinter) Name() string { return "print_label" }

// Description implements anthropic.BetaTool.
func (*LabelPrinter) Description() string {
	return "Print a shipping label for a shipment."
}

// InputSchema implements anthropic.BetaTool.
func (*LabelPrinter) InputSchema() anthropic.BetaToolInputSchemaParam {
	return anthropic.BetaToolInputSchemaParam{
		Properties: map[string]any{
			"shipment_id": map[string]any{"type": "string"},
			"format":      map[string]any{"type": "string", "enum": []string{"pdf", "zpl"}},
		},
		Required: []string{"shipment_id"},
	}
}

// Execute implements anthropic.BetaTool.
func (p *LabelPrinter) Execute(ctx context.Context, input json.RawMessage) ([]anthropic.BetaToolResultBlockParamContentUnion, error) {
	var in struct {
		ShipmentID string `json:"shipment_id"`
		Format     string `json:"format"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, fmt.Errorf("bad input: %w", err)
	}
	url, err := p.Shipping.PrintLabel(ctx, in.ShipmentID, in.Format)
	if err != nil {
		return nil, err
	}
	return []anthropic.BetaToolResultBlockParamContentUnion{{OfText: &anthropic.BetaTextBlockParam{Text: url}}}, nil
}
