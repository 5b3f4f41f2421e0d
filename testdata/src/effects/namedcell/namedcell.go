package namedcell

import (
	"context"
	"net/http"
	"strings"
)

// A generated SDK's send keeps its request in a field of a named result;
// its defer makes SSA keep the result in memory, loaded anew at each use.
type result struct {
	Req *http.Request
	Err error
}

func send(ctx context.Context, method, url, body string) (r *result) { // want send:`^http method from param 1 via namedcell\.send -> \(\*http\.Client\)\.Do$` send:`^makes result 0: a request with method from param 1$`
	r = &result{}
	if r.Req, r.Err = http.NewRequestWithContext(ctx, method, url, strings.NewReader(body)); r.Err != nil {
		return
	}
	resp, err := http.DefaultClient.Do(r.Req)
	if err != nil {
		r.Err = err
		return
	}
	defer resp.Body.Close()
	return
}

func CreateThing(ctx context.Context, name string) error { // want CreateThing:`^writes http POST via`
	return send(ctx, http.MethodPost, "https://api.example.com/things", name).Err
}

func Things(ctx context.Context) error {
	return send(ctx, http.MethodGet, "https://api.example.com/things", "").Err
}
