package inference

import (
	"bytes"
	"context"
	"net/http"
	"strings"
)

// A client of a model provider: each call POSTs a prompt and gets back
// what the model computed (text, an embedding, an image, speech). The
// answer is the product; nothing is left that a later call sees, so a
// repeat costs a second answer but writes nothing.
type Client struct {
	base string
	http *http.Client
}

func (c *Client) post(ctx context.Context, url string, body []byte) error { // want post:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) Chat(ctx context.Context, body []byte) error {
	return c.post(ctx, c.base+"/v1/chat/completions", body)
}

func (c *Client) Embed(ctx context.Context, body []byte) error {
	return c.post(ctx, c.base+"/v1/embeddings", body)
}

func (c *Client) Image(ctx context.Context, body []byte) error {
	return c.post(ctx, c.base+"/services/aigc/multimodal-generation/generation", body)
}

func (c *Client) Video(ctx context.Context, body []byte) error {
	return c.post(ctx, c.base+"/services/aigc/video-generation/video-synthesis", body)
}

func (c *Client) Speak(ctx context.Context, body []byte) error {
	return c.post(ctx, c.base+"/v1/audio/speech", body)
}

func (c *Client) Transcribe(ctx context.Context, body []byte) error {
	return c.post(ctx, c.base+"/v1/audio/transcriptions", body)
}

func (c *Client) Ask(ctx context.Context, body []byte) error {
	return c.post(ctx, "https://api.anthropic.com/v1/messages", body)
}

// SendSMS posts to another provider's /v1/messages: a message sent.
func (c *Client) SendSMS(ctx context.Context, body []byte) error { // want SendSMS:`^writes http POST via`
	return c.post(ctx, "https://api.nexmo.com/v1/messages", body)
}

// Negatives: a verb before the noun decides; a task's completion
// (singular) is a state the POST sets; a report's generation is not a
// model's.
func (c *Client) SaveGeneration(ctx context.Context, body []byte) error { // want SaveGeneration:`^writes http POST via`
	return c.post(ctx, c.base+"/v1/createGeneration", body)
}

func (c *Client) Complete(ctx context.Context, id string, body []byte) error { // want Complete:`^writes http POST \(idempotent\) as`
	return c.post(ctx, c.base+"/v1/tasks/"+id+"/completion", body)
}

func (c *Client) Report(ctx context.Context, id string, body []byte) error { // want Report:`^writes http POST via`
	return c.post(ctx, c.base+"/v1/reports/"+id+"/generation", body)
}

// A speech client whose endpoint is configurable, with a constant
// default kept in a field.
type Speech struct {
	url  string
	http *http.Client
}

const speechURL = "https://api.example.com/api/v1/services/aigc/multimodal-generation/generation"

func NewSpeech(url string) *Speech {
	if url == "" {
		url = speechURL
	}
	return &Speech{url: url, http: http.DefaultClient}
}

func (s *Speech) Say(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, "POST", s.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// A field set to anything else is not known: its POST writes.
type Hook struct {
	url  string
	http *http.Client
}

func NewHook(url string) *Hook { return &Hook{url: url, http: http.DefaultClient} }

func (h *Hook) Fire(ctx context.Context, body []byte) error { // want Fire:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, "POST", h.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := h.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// A generic runner whose callers name the method and the path: the
// constant path a caller hands it decides, as the URL at the request
// would.
type Runner struct {
	base string
	http *http.Client
}

func (r *Runner) Run(ctx context.Context, kind, name, method, path string, body []byte) error { // want Run:`^http method from param 3`
	req, err := http.NewRequestWithContext(ctx, method, r.base+"/"+kind+"s/"+name+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := r.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func AskModel(ctx context.Context, r *Runner, name string, body []byte) error {
	return r.Run(ctx, "model", name, "POST", "/v1/chat/completions", body)
}

func StartProcess(ctx context.Context, r *Runner, name string, body []byte) error { // want StartProcess:`^writes http POST via`
	return r.Run(ctx, "sandbox", name, "POST", "/process", body)
}

// AskModelAt reads the path and the method at run time, with a model's
// endpoint and POST as defaults, and hands them on through a layer of
// its own: the default path names what the POST is.
func AskModelAt(ctx context.Context, h *Models, name string, in map[string]string, body []byte) error {
	path := strings.TrimSpace(in["path"])
	if path == "" {
		path = "/v1/chat/completions"
	}
	method := strings.TrimSpace(in["method"])
	if method == "" {
		method = "POST"
	}
	return h.Ask(ctx, name, path, method, body)
}

type Models struct{ r *Runner }

func (m *Models) Ask(ctx context.Context, name, path, method string, body []byte) error { // want Ask:`^http method from param 3`
	return m.r.Run(ctx, "model", name, method, path, body)
}
