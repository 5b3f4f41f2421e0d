// Package use calls the RPC client: the method each call names decides.
package use

import "effects/wsrpc/client"

func ListShares(c *client.Client) error {
	_, err := c.Call("sharing.smb.query", nil)
	return err
}

func CreateShare(c *client.Client, path string) error { // want CreateShare:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via use\.CreateShare`
	_, err := c.Call("sharing.smb.create", map[string]string{"path": path})
	return err
}

func DismissAlert(c *client.Client, id string) error { // want DismissAlert:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON \(idempotent\) as alert\.dismiss via`
	_, err := c.Call("alert.dismiss", id)
	return err
}

func RestartApp(c *client.Client, name string) error { // want RestartApp:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via use\.RestartApp`
	_, err := c.Call("app.restart", name)
	return err
}

// A segment that names what the call returns reads.
func SystemInfo(c *client.Client) error {
	_, err := c.Call("system.info", nil)
	return err
}

// Bare command names in a message's command field.
func State(c *client.Client) error { return c.Command("getState") }

func Sound(c *client.Client) error { // want Sound:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON \(idempotent\) as unmute via`
	return c.Command("unmute")
}

func Reboot(c *client.Client) error { // want Reboot:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via use\.Reboot`
	return c.Command("reboot")
}

// A plugin bridge's request types.
func Node(c *client.Client, id string) error { return c.Send("get_node", map[string]any{"id": id}) }

func SetText(c *client.Client, id, text string) error { // want SetText:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON \(idempotent\) as set_text via`
	return c.Send("set_text", map[string]any{"id": id, "text": text})
}

func CreateFrame(c *client.Client, name string) error { // want CreateFrame:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via use\.CreateFrame`
	return c.Send("create_frame", map[string]any{"name": name})
}
