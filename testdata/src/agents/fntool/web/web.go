// Package web declares its tools with the function-tool constructors.
package web

import (
	"context"
	"errors"

	"agents/fntool/functiontool"
	"agents/fntool/tool"
)

type RequestArgs struct {
	URL string `json:"url"`
}

func request(ctx context.Context, a RequestArgs) (map[string]any, error) { return nil, nil }
func search(ctx context.Context, a RequestArgs) (map[string]any, error)  { return nil, nil }
func post(ctx context.Context, a RequestArgs) (map[string]any, error)    { return nil, nil }
func echo(ctx context.Context, args map[string]any) (map[string]any, error) {
	return args, nil
}

func Tools() ([]tool.CallableTool, error) {
	req, err := functiontool.New(functiontool.Config{Name: "web_request", Description: "Make an HTTP request."}, request) // want `tool web_request fw=own\(tool.CallableTool\) desc="Make an HTTP request." params=- handler=request hints=-`
	if err != nil {
		return nil, err
	}
	cfg := functiontool.Config{Name: "web_search", Description: "Search the web."}
	s, _ := functiontool.New(cfg, search)                                                                            // want `tool web_search fw=own\(tool.CallableTool\) desc="Search the web." params=- handler=search hints=-`
	p, _ := functiontool.NewWithValidation(functiontool.Config{Name: "web_post", Description: "POST a form."}, post, // want `tool web_post fw=own\(tool.CallableTool\) desc="POST a form." params=- handler=post hints=-`
		func(a RequestArgs) error {
			if a.URL == "" {
				return errors.New("no URL")
			}
			return nil
		})
	e := functiontool.NewSimple("echo", "Echo the arguments.", echo) // want `tool echo fw=own\(tool.CallableTool\) desc="Echo the arguments." params=- handler=echo hints=-`
	return []tool.CallableTool{req, s, p, e}, nil
}

// A name passed in declares nothing here: the caller's call does.
func Named(name string) (tool.CallableTool, error) {
	return functiontool.New(functiontool.Config{Name: name, Description: "Configured."}, request)
}
