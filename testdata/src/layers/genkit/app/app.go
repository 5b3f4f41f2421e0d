package app

import (
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"

	"layers/genkit/toolkit"
)

type BookIn struct {
	Flight string `json:"flight"`
}

func Tools(g *genkit.Genkit) {
	toolkit.Define(g, "book_flight", "Book a flight.", bookFlight) // want `tool book_flight fw=genkit desc="Book a flight." params=flight handler=bookFlight hints=-`
}

func bookFlight(ctx *ai.ToolContext, in BookIn) (string, error) { return "", nil }
