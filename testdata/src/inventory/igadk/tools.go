// Package igadk holds tools of Inference Gateway's agent kit: NewBasicTool
// with an executor (a method value, a function literal), and a type of
// its own implementing server.Tool.
package igadk

import (
	"context"
	"errors"

	"github.com/inference-gateway/adk/server"
)

type Calendar interface {
	DeleteEvent(ctx context.Context, id string) error
}

type deleteEventSkill struct{ cal Calendar }

// NewDeleteEventSkill builds the tool the way the kit's generated skills do.
func NewDeleteEventSkill(cal Calendar) server.Tool {
	skill := &deleteEventSkill{cal: cal}
	return server.NewBasicTool( // want `tool delete_calendar_event fw=inference-gateway-adk desc="Delete an event from the calendar." params=eventId,calendarId handler=deleteEventSkill.Handle hints=-`
		"delete_calendar_event",
		"Delete an event from the calendar.",
		map[string]any{
			"type": "object",
			"properties": map[string]any{
				"eventId":    map[string]any{"type": "string", "description": "The event to delete"},
				"calendarId": map[string]any{"type": "string"},
			},
			"required": []string{"eventId"},
		},
		skill.Handle,
	)
}

func (s *deleteEventSkill) Handle(ctx context.Context, args map[string]any) (string, error) {
	id, _ := args["eventId"].(string)
	if id == "" {
		return "", errors.New("eventId is required")
	}
	return "deleted", s.cal.DeleteEvent(ctx, id)
}

func Toolbox(cal Calendar) *server.DefaultToolBox {
	tb := server.NewDefaultToolBox(nil)
	tb.AddTool(NewDeleteEventSkill(cal))
	tb.AddTool(server.NewBasicTool("get_time", "Tell the current time.", map[string]any{"type": "object"}, // want `tool get_time fw=inference-gateway-adk desc="Tell the current time." params=- handler=literal hints=-`
		func(ctx context.Context, args map[string]any) (string, error) {
			return "noon", nil
		}))
	tb.AddTool(&pingTool{})
	return tb
}

// A tool type of its own.
type pingTool struct{} // want `tool ping fw=inference-gateway-adk desc="Ping a host." params=host handler=pingTool.Execute hints=-`

func (*pingTool) GetName() string        { return "ping" }
func (*pingTool) GetDescription() string { return "Ping a host." }
func (*pingTool) GetParameters() map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{"host": map[string]any{"type": "string"}}}
}
func (*pingTool) Execute(ctx context.Context, args map[string]any) (string, error) {
	return "pong", nil
}

// Not a tool: a type with GetName and Execute but no description or
// parameters does not implement server.Tool.
type job struct{}

func (job) GetName() string                                                  { return "nightly" }
func (job) Execute(ctx context.Context, args map[string]any) (string, error) { return "", nil }
