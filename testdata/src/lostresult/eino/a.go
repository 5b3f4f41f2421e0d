package eino

import (
	"context"
	"fmt"
	"time"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
)

type Booking struct{ ID, Status string }

type Calendar interface {
	Book(ctx context.Context, room string, at time.Time) (*Booking, error)
	Status(ctx context.Context, id string) (string, error)
}

var cal Calendar

type BookIn struct {
	Room string    `json:"room"`
	At   time.Time `json:"at"`
}

type BookOut struct {
	BookingID string `json:"booking_id"`
	Status    string `json:"status"`
}

// Book, then poll: a poll failure aborts the graph and loses the booking.
func NewBookRoom() (tool.InvokableTool, error) {
	return utils.InferTool("book_room", "Book a meeting room.",
		func(ctx context.Context, in BookIn) (BookOut, error) {
			b, err := cal.Book(ctx, in.Room, in.At)
			if err != nil {
				return BookOut{}, err
			}
			st, err := cal.Status(ctx, b.ID)
			if err != nil {
				return BookOut{}, fmt.Errorf("polling the booking: %w", err) // want `book_room returns an error when Status fails after Book succeeded, so the agent retries and books twice; return the result of Book along with the later failure`
			}
			return BookOut{BookingID: b.ID, Status: st}, nil
		})
}

// Correct: the booking id travels with the poll failure.
func NewBookRoomOK() (tool.InvokableTool, error) {
	return utils.InferTool("book_room_ok", "Book a meeting room.",
		func(ctx context.Context, in BookIn) (BookOut, error) {
			b, err := cal.Book(ctx, in.Room, in.At)
			if err != nil {
				return BookOut{}, err
			}
			st, err := cal.Status(ctx, b.ID)
			if err != nil {
				return BookOut{BookingID: b.ID, Status: "unknown: " + err.Error()}, nil
			}
			return BookOut{BookingID: b.ID, Status: st}, nil
		})
}
