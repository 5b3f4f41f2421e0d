// want package:"dispatches book_meeting"

// Package genaitypes declares a genai function whose parameters cover the
// schema types, to check that they read as JSON schema types.
package genaitypes

import "google.golang.org/genai"

var Decl = &genai.FunctionDeclaration{
	Name:        "book_meeting",
	Description: "Book a meeting.",
	Parameters: &genai.Schema{
		Type: genai.TypeObject,
		Properties: map[string]*genai.Schema{
			"email":    {Type: genai.TypeString},
			"minutes":  {Type: genai.TypeInteger},
			"weight":   {Type: genai.TypeNumber},
			"notify":   {Type: genai.TypeBoolean},
			"guests":   {Type: genai.TypeArray, Items: &genai.Schema{Type: genai.TypeString}},
			"unknown":  {Type: genai.TypeUnspecified},
			"implicit": {},
		},
		Required: []string{"email"},
	},
}
