// Package builtin registers the application's tools as literals of the
// skills struct.
package builtin

import (
	"context"
	"encoding/json"
	"net/smtp"

	"agents/wire/skills"
)

func Register(r *skills.Registry) {
	r.Register(&skills.Skill{ // want `tool send_email fw=own\(skills.Skill\) desc="Send an email." params=to handler=literal hints=-`
		Name:        "send_email",
		Description: "Send an email.",
		Parameters:  json.RawMessage(`{"type":"object","properties":{"to":{"type":"string"}}}`),
		Handler: func(ctx context.Context, args json.RawMessage) (string, error) {
			var in struct{ To string }
			if err := json.Unmarshal(args, &in); err != nil {
				return "", err
			}
			return "sent", smtp.SendMail("mail.example:25", nil, "agent@example", []string{in.To}, []byte("hi"))
		},
	})
	r.Register(&skills.Skill{ // want `tool read_file fw=own\(skills.Skill\) desc="Read a file." params=- handler=readFile hints=-`
		Name:        "read_file",
		Description: "Read a file.",
		Parameters:  json.RawMessage(`{"type":"object"}`),
		Handler:     readFile,
	})
}

func readFile(ctx context.Context, args json.RawMessage) (string, error) { return "", nil }
