// Package v1 is shaped like client_golang's api/prometheus/v1: an API
// interface whose one implementation builds each request and sends it
// through an unexported client interface that wraps api.Client.
package v1

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"effects/iface/layered/api"
)

type API interface {
	Query(ctx context.Context, query string) ([]byte, error)          // want Query:`^implemented by \(\*layered/v1\.httpAPI\)\.Query \(no writes\)$`
	DeleteSeries(ctx context.Context, matches []string) error         // want DeleteSeries:`^implemented by \(\*layered/v1\.httpAPI\)\.DeleteSeries: writes http POST \(idempotent\) as \(\*layered/v1\.httpAPI\)\.DeleteSeries via \(\*layered/v1\.httpAPI\)\.DeleteSeries -> \(layered/v1\.apiClient\)\.Do$`
	Snapshot(ctx context.Context, skipHead bool) (string, error)      // want Snapshot:`^implemented by \(\*layered/v1\.httpAPI\)\.Snapshot: writes http POST via \(\*layered/v1\.httpAPI\)\.Snapshot -> \(layered/v1\.apiClient\)\.Do$`
	CleanTombstones(ctx context.Context) error                        // want CleanTombstones:`^implemented by \(\*layered/v1\.httpAPI\)\.CleanTombstones: writes http POST \(idempotent\) as \(\*layered/v1\.httpAPI\)\.CleanTombstones via \(\*layered/v1\.httpAPI\)\.CleanTombstones -> \(layered/v1\.apiClient\)\.Do$`
	LabelNames(ctx context.Context, matches []string) ([]byte, error) // want LabelNames:`^implemented by \(\*layered/v1\.httpAPI\)\.LabelNames \(no writes\)$`
}

const (
	apiPrefix         = "/api/v1"
	epLabels          = apiPrefix + "/labels"
	epCleanTombstones = apiPrefix + "/admin/tsdb/clean_tombstones"
)

func NewAPI(c api.Client) API { // want NewAPI:`^returns result 0 is \*layered/v1\.httpAPI; CleanTombstones: writes http POST \(idempotent\) as \(\*layered/v1\.httpAPI\)\.CleanTombstones via \(\*layered/v1\.httpAPI\)\.CleanTombstones -> \(layered/v1\.apiClient\)\.Do; DeleteSeries: writes http POST \(idempotent\) as \(\*layered/v1\.httpAPI\)\.DeleteSeries via \(\*layered/v1\.httpAPI\)\.DeleteSeries -> \(layered/v1\.apiClient\)\.Do; Snapshot: writes http POST via \(\*layered/v1\.httpAPI\)\.Snapshot -> \(layered/v1\.apiClient\)\.Do$`
	return &httpAPI{client: &apiClientImpl{client: c}}
}

type httpAPI struct {
	client apiClient
}

func (h *httpAPI) Query(ctx context.Context, query string) ([]byte, error) {
	u := h.client.URL("/api/v1/query", nil)
	req, err := http.NewRequest(http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	_, body, err := h.client.Do(ctx, req)
	return body, err
}

func (h *httpAPI) DeleteSeries(ctx context.Context, matches []string) error { // want DeleteSeries:`^writes http POST \(idempotent\) as \(\*layered/v1\.httpAPI\)\.DeleteSeries via \(\*layered/v1\.httpAPI\)\.DeleteSeries -> \(layered/v1\.apiClient\)\.Do$`
	u := h.client.URL("/api/v1/admin/tsdb/delete_series", nil)
	q := u.Query()
	for _, m := range matches {
		q.Add("match[]", m)
	}
	u.RawQuery = q.Encode()
	req, err := http.NewRequest(http.MethodPost, u.String(), nil)
	if err != nil {
		return err
	}
	_, _, err = h.client.Do(ctx, req)
	return err
}

func (h *httpAPI) Snapshot(ctx context.Context, skipHead bool) (string, error) { // want Snapshot:`^writes http POST via \(\*layered/v1\.httpAPI\)\.Snapshot -> \(layered/v1\.apiClient\)\.Do$`
	u := h.client.URL("/api/v1/admin/tsdb/snapshot", nil)
	req, err := http.NewRequest(http.MethodPost, u.String(), nil)
	if err != nil {
		return "", err
	}
	_, body, err := h.client.Do(ctx, req)
	return string(body), err
}

func (h *httpAPI) CleanTombstones(ctx context.Context) error { // want CleanTombstones:`^writes http POST \(idempotent\) as \(\*layered/v1\.httpAPI\)\.CleanTombstones via \(\*layered/v1\.httpAPI\)\.CleanTombstones -> \(layered/v1\.apiClient\)\.Do$`
	u := h.client.URL(epCleanTombstones, nil)
	req, err := http.NewRequest(http.MethodPost, u.String(), nil)
	if err != nil {
		return err
	}
	_, _, err = h.client.Do(ctx, req)
	return err
}

// LabelNames sends a GET, or a POST where the query is too long.
func (h *httpAPI) LabelNames(ctx context.Context, matches []string) ([]byte, error) {
	u := h.client.URL(epLabels, nil)
	q := u.Query()
	for _, m := range matches {
		q.Add("match[]", m)
	}
	_, body, err := h.client.DoGetFallback(ctx, u, q)
	return body, err
}

type apiClient interface {
	URL(ep string, args map[string]string) *url.URL                                                 // want URL:`^implemented by \(\*layered/v1\.apiClientImpl\)\.URL \(no writes\)$`
	Do(context.Context, *http.Request) (*http.Response, []byte, error)                              // want Do:`^implemented by \(\*layered/v1\.apiClientImpl\)\.Do: http request from param 1 via \(\*layered/v1\.apiClientImpl\)\.Do -> \(api\.Client\)\.Do$`
	DoGetFallback(ctx context.Context, u *url.URL, args url.Values) (*http.Response, []byte, error) // want DoGetFallback:`^implemented by \(\*layered/v1\.apiClientImpl\)\.DoGetFallback: writes http POST via \(\*layered/v1\.apiClientImpl\)\.DoGetFallback -> \(\*layered/v1\.apiClientImpl\)\.Do -> \(api\.Client\)\.Do$`
}

type apiClientImpl struct {
	client api.Client
}

func (h *apiClientImpl) URL(ep string, args map[string]string) *url.URL {
	return h.client.URL(ep, args)
}

func (h *apiClientImpl) Do(ctx context.Context, req *http.Request) (*http.Response, []byte, error) { // want Do:`^http request from param 1 via \(\*layered/v1\.apiClientImpl\)\.Do -> \(api\.Client\)\.Do$`
	resp, body, err := h.client.Do(ctx, req)
	if err != nil {
		return resp, body, err
	}
	return resp, body, nil
}

func (h *apiClientImpl) DoGetFallback(ctx context.Context, u *url.URL, args url.Values) (*http.Response, []byte, error) { // want DoGetFallback:`^writes http POST via \(\*layered/v1\.apiClientImpl\)\.DoGetFallback -> \(\*layered/v1\.apiClientImpl\)\.Do -> \(api\.Client\)\.Do$`
	req, err := http.NewRequest(http.MethodPost, u.String(), strings.NewReader(args.Encode()))
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, body, err := h.Do(ctx, req)
	if err != nil || resp.StatusCode != http.StatusMethodNotAllowed {
		return resp, body, err
	}
	u.RawQuery = args.Encode()
	req, err = http.NewRequest(http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, nil, err
	}
	return h.Do(ctx, req)
}
