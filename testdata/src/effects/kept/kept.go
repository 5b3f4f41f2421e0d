// Package kept is an API client whose methods do what they like with the
// errors of their writes: return them, wrap them, answer them with a new
// error, or keep them (log them, turn them into an error result) and
// return only the errors of other steps.
package kept

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

type Client struct {
	HTTP *http.Client
	Base string
}

// Post returns the transport's error.
func (c *Client) Post(ctx context.Context, path string, body io.Reader) (*http.Response, error) { // want Post:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.Base+path, body)
	if err != nil {
		return nil, err
	}
	return c.HTTP.Do(req)
}

// CreateLogged logs the write's failure and returns only the decoding's
// error: a caller's error is never a timeout of the write.
func (c *Client) CreateLogged(ctx context.Context, title string) (string, error) { // want CreateLogged:`^writes http POST via` CreateLogged:`^keeps its writes' errors$`
	resp, err := c.Post(ctx, "/issues", strings.NewReader(title))
	if err != nil {
		log.Printf("create issue: %v", err)
		return "", nil
	}
	defer resp.Body.Close()
	var out struct{ ID string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", fmt.Errorf("decode: %w", err)
	}
	return out.ID, nil
}

// CreateResult turns the write's failure into an error result with a
// nil error.
func CreateResult(ctx context.Context, c *Client, title string) (*mcp.CallToolResult, error) { // want CreateResult:`^writes http POST via` CreateResult:`^keeps its writes' errors$`
	resp, err := c.Post(ctx, "/issues", strings.NewReader(title))
	if err != nil {
		return mcp.NewToolResultError("failed to create issue: " + err.Error()), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return nil, fmt.Errorf("create issue: status %d", resp.StatusCode) // an answer, not a timeout
	}
	return mcp.NewToolResultText("created"), nil
}

// CreateAgain calls a method that keeps its errors: so does it.
func (c *Client) CreateAgain(ctx context.Context, title string) (string, error) { // want CreateAgain:`^writes http POST via` CreateAgain:`^keeps its writes' errors$`
	id, err := c.CreateLogged(ctx, title)
	if err != nil {
		return "", err
	}
	return id, nil
}

// CreateWrapped wraps the write's error: no fact.
func (c *Client) CreateWrapped(ctx context.Context, title string) (string, error) { // want CreateWrapped:`^writes http POST via`
	resp, err := c.Post(ctx, "/issues", strings.NewReader(title))
	if err != nil {
		return "", fmt.Errorf("create issue: %w", err)
	}
	resp.Body.Close()
	return "ok", nil
}

// CreateNew answers the write's failure with a new error, which is the
// timeout's failure all the same, but no timeout test can find it.
func (c *Client) CreateNew(ctx context.Context, title string) (string, error) { // want CreateNew:`^writes http POST via` CreateNew:`^replaces its writes. errors$`
	resp, err := c.Post(ctx, "/issues", strings.NewReader(title))
	if err != nil {
		log.Print(err)
		return "", errors.New("create issue failed")
	}
	resp.Body.Close()
	return "ok", nil
}

// CreateRetried writes in a callback whose error comes back through the
// retry helper: no fact.
func (c *Client) CreateRetried(ctx context.Context, title string) error { // want CreateRetried:`^writes http POST via`
	return retry(func() error {
		resp, err := c.Post(ctx, "/issues", strings.NewReader(title))
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

func retry(f func() error) error {
	var err error
	for range 3 {
		if err = f(); err == nil {
			return nil
		}
	}
	return err
}
