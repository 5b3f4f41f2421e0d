// Package gqlbody sends GraphQL documents in a JSON body it encodes
// itself: the document's operation, not the POST, says what the request
// does.
package gqlbody

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
)

type graphqlRequest struct {
	Query     string `json:"query"`
	Variables struct {
		Query string `json:"query"`
	} `json:"variables"`
}

// A query sent as POST reads.
func Search(ctx context.Context, q string) error {
	request := graphqlRequest{Query: "query Search($query: String!) { search(query: $query) { results { url } } }"}
	request.Variables.Query = q
	body, err := json.Marshal(request)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, "POST", "https://example.com/.api/graphql", bytes.NewBuffer([]byte(string(body))))
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// A mutation that creates acts again.
func CreateIssue(ctx context.Context, title string) error { // want CreateIssue:`^writes http POST via gqlbody\.CreateIssue -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(map[string]any{"query": "mutation { createIssue(input: {title: $title}) { id } }", "variables": map[string]any{"title": title}})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://example.com/graphql", bytes.NewReader(body))
	_, err := http.DefaultClient.Do(req)
	return err
}

// A body with no document says nothing: the POST decides.
func Post(ctx context.Context, text string) error { // want Post:`^writes http POST via gqlbody\.Post -> \(\*http\.Client\)\.Do$`
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://example.com/messages", strings.NewReader("text="+text))
	_, err := http.DefaultClient.Do(req)
	return err
}
