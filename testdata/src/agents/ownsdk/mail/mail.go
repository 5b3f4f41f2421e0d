// Package mail declares its tools as literals of its SDK's tool type,
// named through a package of name values.
package mail

import (
	"context"
	"fmt"

	"agents/ownsdk/llm"
	"agents/ownsdk/names"
)

type Mailer interface {
	Send(ctx context.Context, to, body string) error
}

type Provider struct{ m Mailer }

func sendName() names.Name { return names.SendEmail() }

func (p *Provider) Tools(extra string) []llm.Tool {
	return []llm.Tool{
		{ // want `tool send_email fw=own\(llm.Tool\) desc="Send an email." params=to,body handler=literal hints=-`
			Name: sendName().String(), Description: "Send an email.",
			Parameters: map[string]any{
				"type": "object",
				"properties": map[string]any{
					"to":   map[string]any{"type": "string"},
					"body": map[string]any{"type": "string"},
				},
			},
			Execute: func(ctx *llm.ExecContext, in any) (any, error) {
				args, _ := in.(map[string]any)
				return nil, p.m.Send(ctx.Context, fmt.Sprint(args["to"]), fmt.Sprint(args["body"]))
			},
		},
		{ // want `tool list_email fw=own\(llm.Tool\) desc="List emails." params=- handler=literal hints=-`
			Name: names.ListEmail().String(), Description: "List emails.",
			Parameters: map[string]any{"type": "object"},
			Execute: func(ctx *llm.ExecContext, in any) (any, error) {
				return []string{}, nil
			},
		},
		{
			// A name known only at run time: no tool is claimed.
			Name: names.Dynamic(extra).String(), Description: "Whatever.",
			Parameters: map[string]any{"type": "object"},
			Execute:    func(ctx *llm.ExecContext, in any) (any, error) { return nil, nil },
		},
	}
}

func Commands() []llm.Command {
	return []llm.Command{{Name: "sync", Description: "Sync the mailbox.", Run: func(args []string) {}}}
}
