// Package calendar is a stub of google.golang.org/api/calendar/v3
// (v0.218.0).
package calendar

import (
	"context"

	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

type Service struct {
	Events *EventsService
}

func NewService(ctx context.Context, opts ...option.ClientOption) (*Service, error) {
	return &Service{Events: &EventsService{}}, nil
}

type EventsService struct{ s *Service }

type Event struct {
	Id      string `json:"id,omitempty"`
	Summary string `json:"summary,omitempty"`
}

type EventsInsertCall struct{ event *Event }

type EventsListCall struct{}

type Events struct{}

func (r *EventsService) Insert(calendarId string, event *Event) *EventsInsertCall {
	return &EventsInsertCall{event: event}
}

func (c *EventsInsertCall) Context(ctx context.Context) *EventsInsertCall { return c }

func (c *EventsInsertCall) Do(opts ...googleapi.CallOption) (*Event, error) { return c.event, nil }

func (r *EventsService) List(calendarId string) *EventsListCall { return &EventsListCall{} }

func (c *EventsListCall) Do(opts ...googleapi.CallOption) (*Events, error) { return &Events{}, nil }
