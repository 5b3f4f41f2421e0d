package opnames

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// An action service shaped like a cloud SDK's: each action POSTs
// {"type": ...} to the machine's actions endpoint through one helper,
// the request built in one function and sent in another. The method's
// name says what a repeat does.
type ActionRequest map[string]interface{}

type Actions struct {
	base string
	http *http.Client
}

func (s *Actions) PowerOn(ctx context.Context, id int) error { // want PowerOn:`^writes http POST \(idempotent\) as \(\*opnames\.Actions\)\.PowerOn via`
	return s.doAction(ctx, id, &ActionRequest{"type": "power_on"})
}

func (s *Actions) PowerOffByTag(ctx context.Context, tag string) error { // want PowerOffByTag:`^writes http POST \(idempotent\) as \(\*opnames\.Actions\)\.PowerOffByTag via`
	return s.doAction(ctx, 0, &ActionRequest{"type": "power_off", "tag": tag})
}

func (s *Actions) Resize(ctx context.Context, id int, size string) error { // want Resize:`^writes http POST \(idempotent\) as \(\*opnames\.Actions\)\.Resize via`
	return s.doAction(ctx, id, &ActionRequest{"type": "resize", "size": size})
}

// A second reboot, power cycle or rebuild does it again.
func (s *Actions) Reboot(ctx context.Context, id int) error { // want Reboot:`^writes http POST via \(\*opnames\.Actions\)\.Reboot -> `
	return s.doAction(ctx, id, &ActionRequest{"type": "reboot"})
}

func (s *Actions) PowerCycle(ctx context.Context, id int) error { // want PowerCycle:`^writes http POST via \(\*opnames\.Actions\)\.PowerCycle -> `
	return s.doAction(ctx, id, &ActionRequest{"type": "power_cycle"})
}

func (s *Actions) RebuildByImageID(ctx context.Context, id, image int) error { // want RebuildByImageID:`^writes http POST via \(\*opnames\.Actions\)\.RebuildByImageID -> `
	return s.doAction(ctx, id, &ActionRequest{"type": "rebuild", "image": image})
}

// Over PUT, which a name that says nothing leaves idempotent, a reboot
// or a rebuild still acts again.
func (s *Actions) RebootServer(ctx context.Context, id int) error { // want RebootServer:`^writes http PUT as \(\*opnames\.Actions\)\.RebootServer via`
	return s.put(ctx, fmt.Sprintf("/v1/servers/%d/reboot", id))
}

func (s *Actions) Rebuild(ctx context.Context, id int) error { // want Rebuild:`^writes http PUT as \(\*opnames\.Actions\)\.Rebuild via`
	return s.put(ctx, fmt.Sprintf("/v1/servers/%d/rebuild", id))
}

func (s *Actions) Hardware(ctx context.Context, id int) error { // want Hardware:`^writes http PUT \(idempotent\) via \(\*opnames\.Actions\)\.Hardware -> `
	return s.put(ctx, fmt.Sprintf("/v1/servers/%d/hardware", id))
}

func (s *Actions) put(ctx context.Context, path string) error { // want put:`^writes http PUT \(idempotent\) via`
	req, err := s.NewRequest(ctx, http.MethodPut, path, nil)
	if err != nil {
		return err
	}
	return s.Do(req)
}

// A power word without a state names nothing: PowerUsage's POST keeps
// the method's default.
func (s *Actions) PowerUsage(ctx context.Context, id int) error { // want PowerUsage:`^writes http POST via \(\*opnames\.Actions\)\.PowerUsage -> `
	return s.doAction(ctx, id, &ActionRequest{"type": "power_usage"})
}

func (s *Actions) doAction(ctx context.Context, id int, request *ActionRequest) error { // want doAction:`^writes http POST via \(\*opnames\.Actions\)\.doAction -> \(\*opnames\.Actions\)\.Do -> \(\*http\.Client\)\.Do$`
	req, err := s.NewRequest(ctx, http.MethodPost, fmt.Sprintf("/v2/droplets/%d/actions", id), request)
	if err != nil {
		return err
	}
	return s.Do(req)
}

func (s *Actions) NewRequest(ctx context.Context, method, path string, body any) (*http.Request, error) { // want NewRequest:`^makes result 0: a request with method from param 1`
	b, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, s.base+path, bytes.NewReader(b))
}

func (s *Actions) Do(req *http.Request) error { // want Do:`^http request from param 0 via`
	resp, err := s.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// A shutdown sets a state: a repeat finds the server stopped.
func (s *Actions) Quit(ctx context.Context) error { // want Quit:`^writes http POST \(idempotent\) as \(\*opnames\.Actions\)\.Quit via`
	return s.doAction(ctx, 0, &ActionRequest{"type": "quit"})
}
