package app

import (
	"context"

	"github.com/cloudwego/eino/components/tool"

	"layers/eino/toolkit"
)

type TransferIn struct {
	To    string `json:"to"`
	Cents int64  `json:"cents"`
}

func Tools() []tool.BaseTool {
	return []tool.BaseTool{toolkit.Must("send_money", "Send money.", send)} // want `tool send_money fw=eino desc="Send money." params=to,cents handler=send hints=-`
}

func send(ctx context.Context, in TransferIn) (string, error) { return "", nil }
