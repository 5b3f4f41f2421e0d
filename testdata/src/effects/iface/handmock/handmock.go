// Package handmock declares an interface that one real client implements
// and a hand-written double beside it, named as one, implements too: the
// double is what tests run, not what production code calls, so the
// interface has one implementation. A type that only sounds like one
// (Stubborn) still counts.
package handmock

import (
	"context"
	"net/http"
)

type Calendar interface {
	CreateEvent(calendarID, title string) error // want CreateEvent:`^implemented by \(\*handmock\.calendarImpl\)\.CreateEvent: writes http POST`
}

type calendarImpl struct{ hc *http.Client }

func (c *calendarImpl) CreateEvent(calendarID, title string) error { // want CreateEvent:`^writes http POST via \(\*handmock\.calendarImpl\)\.CreateEvent -> \(\*http\.Client\)\.Post$`
	_, err := c.hc.Post("https://calendar.example/"+calendarID+"/events", "application/json", nil)
	return err
}

// MockCalendarService is a double written by hand, with no mocking library.
type MockCalendarService struct{ events []string }

func (m *MockCalendarService) CreateEvent(calendarID, title string) error {
	m.events = append(m.events, title)
	return nil
}

type calendarFake struct{}

func (calendarFake) CreateEvent(calendarID, title string) error { return nil }

// Add calls the interface: the real client's POST.
func Add(ctx context.Context, c Calendar) error { // want Add:`^writes http POST via handmock\.Add -> \(\*handmock\.calendarImpl\)\.CreateEvent -> \(\*http\.Client\)\.Post$`
	return c.CreateEvent("primary", "standup")
}

// Queue has a real sender and a Stubborn one that keeps a local list: two
// implementations, one of which does not write, so a call stays unresolved.
type Queue interface {
	Enqueue(job string) error
}

type httpQueue struct{ hc *http.Client }

func (q *httpQueue) Enqueue(job string) error { // want Enqueue:`^writes http POST via \(\*handmock\.httpQueue\)\.Enqueue -> \(\*http\.Client\)\.Post$`
	_, err := q.hc.Post("https://queue.example/jobs", "text/plain", nil)
	return err
}

type Stubborn struct{ jobs []string }

func (s *Stubborn) Enqueue(job string) error { s.jobs = append(s.jobs, job); return nil }

func Push(q Queue) error { return q.Enqueue("x") }
