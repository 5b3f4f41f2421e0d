package genkit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type Rooms interface {
	Book(ctx context.Context, roomID, day, guest string, dedupKey string) (string, error)
	SendInvite(ctx context.Context, email, meetingID string, idempotencyKey string) error
}

// BookingJournal is an idempotency journal (its name says so).
type BookingJournal struct{}

func (j *BookingJournal) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	return true, nil
}

var journal = &BookingJournal{}

// The room and the day identify a booking; the guest's name does not
// change which room is taken.
type BookIn struct {
	RoomID string `json:"room_id" idem:"key"`
	Day    string `json:"day" idem:"key"`
	Guest  string `json:"guest"`
}

type InviteIn struct {
	Email     string `json:"email"`
	MeetingID string `json:"meeting_id"`
	Message   string `json:"message,omitempty" idem:"-"`
}

type Out struct {
	ID string `json:"id"`
}

func Define(g *genkit.Genkit, rooms Rooms) {
	genkit.DefineTool(g, "bookRoom", "Book a room for a day.",
		func(ctx *ai.ToolContext, in BookIn) (Out, error) {
			sum := sha256.Sum256([]byte("book|" + in.RoomID))
			key := hex.EncodeToString(sum[:]) // want `the idempotency key of bookRoom is derived from room_id but not from day; two calls that differ only in day get the same key and the second is taken for a retry of the first: add day to the key, or tag its field idem:"-" if it does not identify the action`
			if first, err := journal.Claim(ctx, key, 72*time.Hour); err != nil || !first {
				return Out{}, err
			}
			id, err := rooms.Book(ctx, in.RoomID, in.Day, in.Guest, key)
			if err != nil {
				return Out{}, err
			}
			return Out{ID: id}, nil
		})

	// Correct: exactly the idem:"key" fields.
	genkit.DefineTool(g, "bookRoomKeyed", "Book a room for a day.",
		func(ctx *ai.ToolContext, in BookIn) (Out, error) {
			id, err := rooms.Book(ctx, in.RoomID, in.Day, in.Guest, fmt.Sprintf("book|%q|%q", in.RoomID, in.Day))
			if err != nil {
				return Out{}, err
			}
			return Out{ID: id}, nil
		})

	genkit.DefineTool(g, "sendInvite", "Invite someone to a meeting.",
		func(ctx *ai.ToolContext, in InviteIn) (Out, error) {
			err := rooms.SendInvite(ctx, in.Email, in.MeetingID, "invite/"+in.MeetingID) // want `the idempotency key of sendInvite is derived from meeting_id but not from email;`
			return Out{}, err
		})

	// Correct: the message is tagged idem:"-".
	genkit.DefineTool(g, "sendInviteOK", "Invite someone to a meeting.",
		func(ctx *ai.ToolContext, in InviteIn) (Out, error) {
			err := rooms.SendInvite(ctx, in.Email, in.MeetingID, "invite/"+in.MeetingID+"/"+in.Email)
			return Out{}, err
		})
}

// The whole tool is exempt.
func DefineWeekly(g *genkit.Genkit, rooms Rooms) {
	//idemlint:ignore partialkey a room is booked once per week whatever the day
	genkit.DefineTool(g, "bookRoomWeekly", "Book a room for a week.",
		func(ctx *ai.ToolContext, in BookIn) (Out, error) {
			id, err := rooms.Book(ctx, in.RoomID, in.Day, in.Guest, "week/"+in.RoomID)
			if err != nil {
				return Out{}, err
			}
			return Out{ID: id}, nil
		})
}
