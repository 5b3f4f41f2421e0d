// Package orders declares tools and returns their handlers, for a
// package that registers them: the declarations and the factories are
// here, the registry calls elsewhere.
package orders

import (
	"net/http"
	"strings"

	"layers/regwire/kit"
)

func PingTool() kit.Tool {
	return kit.Tool{Name: "ping", Description: "Ping.", InputSchema: kit.InputSchema{Type: "object"}}
}

func PingHandler() kit.ToolHandler { // want `handler body fw=neutral handler=literal`
	return func(arguments map[string]interface{}) (*kit.ToolCallResult, error) {
		return &kit.ToolCallResult{Text: "pong"}, nil
	}
}

type OrderTools struct{ base string }

func (o *OrderTools) PlaceOrderTool() kit.Tool {
	return kit.Tool{Name: "place_order", Description: "Place an order from the cart.", InputSchema: kit.InputSchema{Type: "object"}}
}

func (o *OrderTools) PlaceOrderHandler() kit.ToolHandler { // want `handler body fw=neutral handler=literal`
	return func(arguments map[string]interface{}) (*kit.ToolCallResult, error) {
		resp, err := http.Post(o.base+"/orders", "application/json", strings.NewReader("{}"))
		if err != nil {
			return nil, err
		}
		resp.Body.Close()
		return &kit.ToolCallResult{Text: "placed"}, nil
	}
}

func (o *OrderTools) CancelOrderTool() kit.Tool {
	return kit.Tool{Name: "cancel_order", Description: "Cancel a pending order.", InputSchema: kit.InputSchema{Type: "object"}}
}

func (o *OrderTools) CancelOrderHandler() kit.ToolHandler { // want `handler body fw=neutral handler=literal`
	return func(arguments map[string]interface{}) (*kit.ToolCallResult, error) {
		id, _ := arguments["id"].(string)
		resp, err := http.Post(o.base+"/orders/"+id+"/cancel", "application/json", nil)
		if err != nil {
			return nil, err
		}
		resp.Body.Close()
		return &kit.ToolCallResult{Text: "cancelled"}, nil
	}
}
