// Package paramsuse calls paramskit's senders with literals whose path
// names the operation, or not.
package paramsuse

import (
	"context"
	"fmt"
	"net/http"

	"effects/reqs/paramskit"
)

// Finish posts to .../finish: finishing twice leaves it finished.
func Finish(ctx context.Context, slug string) error { // want Finish:`^writes http POST \(idempotent\) as /finish via`
	_, err := paramskit.CallAPI(ctx, paramskit.Params{
		Method:  http.MethodPost,
		BaseURL: paramskit.BaseURL,
		Path:    fmt.Sprintf("/apps/%s/finish", slug),
	})
	return err
}

// Archive posts to a concatenated path by pointer.
func Archive(ctx context.Context, id string) error { // want Archive:`^writes http POST \(idempotent\) as /archive via`
	return paramskit.Call(ctx, &paramskit.Params{Method: http.MethodPost, BaseURL: paramskit.BaseURL, Path: "/builds/" + id + "/archive"})
}

// Create posts to a collection: its end names no operation, and a
// repeat creates another.
func Create(ctx context.Context, name string) error { // want Create:`^writes http POST via paramsuse\.Create -> paramskit\.CallAPI`
	_, err := paramskit.CallAPI(ctx, paramskit.Params{Method: http.MethodPost, BaseURL: paramskit.BaseURL, Path: "/apps", Body: name})
	return err
}

// Search posts a query: it reads.
func Search(ctx context.Context, q string) error {
	_, err := paramskit.CallAPI(ctx, paramskit.Params{Method: http.MethodPost, BaseURL: paramskit.BaseURL, Path: "/apps/search", Body: q})
	return err
}

// Get reads.
func Get(ctx context.Context, slug string) error {
	_, err := paramskit.CallAPI(ctx, paramskit.Params{Method: http.MethodGet, BaseURL: paramskit.BaseURL, Path: "/apps/" + slug})
	return err
}

// finishVia hands its Params on whole: its callers' literals decide.
func finishVia(ctx context.Context, p paramskit.Params) error { // want finishVia:`^http method from param 1 field Method`
	_, err := paramskit.CallAPI(ctx, p)
	return err
}

// FinishAgain finishes through finishVia.
func FinishAgain(ctx context.Context, slug string) error { // want FinishAgain:`^writes http POST \(idempotent\) as /finish via`
	return finishVia(ctx, paramskit.Params{Method: http.MethodPost, Path: "/apps/" + slug + "/finish"})
}

// StartChannel starts a live channel, which runs in place: the segments
// before its id say what starts.
func StartChannel(ctx context.Context, id string) error { // want StartChannel:`^writes http POST \(idempotent\) as /start via`
	_, err := paramskit.CallAPI(ctx, paramskit.Params{Method: http.MethodPost, BaseURL: paramskit.BaseURL, Path: fmt.Sprintf("/live/channels/%s/start", id)})
	return err
}

// StartJob starts another run of a job.
func StartJob(ctx context.Context, id string) error { // want StartJob:`^writes http POST (as /start )?via paramsuse\.StartJob`
	_, err := paramskit.CallAPI(ctx, paramskit.Params{Method: http.MethodPost, BaseURL: paramskit.BaseURL, Path: fmt.Sprintf("/jobs/%s/start", id)})
	return err
}

// ForkProject forks a project: a forge answers a second fork with the
// first, or refuses it.
func ForkProject(ctx context.Context, id string) error { // want ForkProject:`^writes http POST \(idempotent\) as /fork via`
	_, err := paramskit.CallAPI(ctx, paramskit.Params{Method: http.MethodPost, BaseURL: paramskit.BaseURL, Path: fmt.Sprintf("/projects/%s/fork", id)})
	return err
}
