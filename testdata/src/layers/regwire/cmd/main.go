package main

import (
	"layers/regwire/kit"
	"layers/regwire/orders"
)

func main() {
	server := &kit.Server{}
	server.RegisterTool(orders.PingTool(), orders.PingHandler()) // want `tool ping fw=neutral desc="Ping." params=- handler=PingHandler\(\) hints=-`
	o := &orders.OrderTools{}
	server.RegisterTool(o.PlaceOrderTool(), o.PlaceOrderHandler())   // want `tool place_order fw=neutral desc="Place an order from the cart." params=- handler=OrderTools.PlaceOrderHandler\(\) hints=-`
	server.RegisterTool(o.CancelOrderTool(), o.CancelOrderHandler()) // want `tool cancel_order fw=neutral desc="Cancel a pending order." params=- handler=OrderTools.CancelOrderHandler\(\) hints=-`
}
