package genkit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"time"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/google/uuid"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
	Book(ctx context.Context, roomID, day string, dedupKey string) (string, error)
}

// BookingJournal is an idempotency journal (its name says so).
type BookingJournal struct{}

func (j *BookingJournal) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	return true, nil
}

var journal = &BookingJournal{}

type RefundIn struct {
	OrderID     string `json:"order_id"`
	AmountCents int64  `json:"amount_cents"`
}

type BookIn struct {
	RoomID string `json:"room_id" idem:"key"`
	Day    string `json:"day" idem:"key"`
	Guest  string `json:"guest"`
}

type Out struct {
	ID string `json:"id"`
}

func Define(g *genkit.Genkit, pay Payments) {
	genkit.DefineTool(g, "issueRefund", "Issue a refund for an order.",
		func(ctx *ai.ToolContext, in RefundIn) (Out, error) {
			key := fmt.Sprintf("%s-%d-%d", in.OrderID, os.Getpid(), rand.Int64()) // want `the idempotency key of issueRefund comes from os\.Getpid, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches idempotencyKey from the arguments order_id, amount_cents` `the idempotency key of issueRefund comes from rand\.Int64, which differs on every call`
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, key)
			if err != nil {
				return Out{}, err
			}
			return Out{ID: id}, nil
		})

	// The fields tagged idem:"key" are what to derive the key from.
	genkit.DefineTool(g, "bookRoom", "Book a room.",
		func(ctx *ai.ToolContext, in BookIn) (Out, error) {
			key := uuid.Must(uuid.NewV7()).String() // want `the idempotency key of bookRoom comes from uuid\.NewV7, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches \(\*BookingJournal\)\.Claim from the arguments room_id, day`
			if first, err := journal.Claim(ctx, key, 72*time.Hour); err != nil || !first {
				return Out{}, err
			}
			id, err := pay.Book(ctx, in.RoomID, in.Day, key)
			if err != nil {
				return Out{}, err
			}
			return Out{ID: id}, nil
		})

	// Correct: a name-based UUID is derived from its input, and Must only
	// unwraps a parse.
	genkit.DefineTool(g, "bookRoomStable", "Book a room.",
		func(ctx *ai.ToolContext, in BookIn) (Out, error) {
			sum := sha256.Sum256([]byte(in.RoomID + "|" + in.Day))
			ns := uuid.Must(parseNamespace(in.RoomID))
			key := uuid.NewSHA1(ns, []byte(hex.EncodeToString(sum[:]))).String()
			id, err := pay.Book(ctx, in.RoomID, in.Day, key)
			if err != nil {
				return Out{}, err
			}
			return Out{ID: id}, nil
		})
}

func parseNamespace(s string) (uuid.UUID, error) { return uuid.MustParse(s), nil }
