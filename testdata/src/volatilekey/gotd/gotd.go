// Package gotd sends Telegram messages with a RandomID, the id Telegram
// deduplicates a sent message by: drawn afresh on each call, it keys
// nothing a retry can match.
package gotd

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"hash/fnv"

	"github.com/gotd/td/tg"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func randomID() int64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil { // want `the idempotency key of send_message comes from rand\.Read, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches RandomID from the arguments`
		panic(err)
	}
	return int64(binary.LittleEndian.Uint64(b[:]) >> 1)
}

// derivedID keys the message by what it says and where it goes.
func derivedID(peer, text string) int64 {
	h := fnv.New64a()
	h.Write([]byte(peer + "\x00" + text))
	return int64(h.Sum64() >> 1)
}

func Register(s *server.MCPServer, api *tg.Client, peer tg.InputPeerClass) {
	s.AddTool(mcp.NewTool("send_message", mcp.WithDescription("Send a message."), mcp.WithString("chat"), mcp.WithString("text")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			_, err := api.MessagesSendMessage(ctx, &tg.MessagesSendMessageRequest{Peer: peer, Message: req.GetString("text", ""), RandomID: randomID()})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("sent"), nil
		})
	s.AddTool(mcp.NewTool("send_keyed_message", mcp.WithDescription("Send a message once."), mcp.WithString("chat"), mcp.WithString("text")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := derivedID(req.GetString("chat", ""), req.GetString("text", ""))
			_, err := api.MessagesSendMessage(ctx, &tg.MessagesSendMessageRequest{Peer: peer, Message: req.GetString("text", ""), RandomID: id})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("sent"), nil
		})
}
