package getorcreate

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
)

type Label struct{ ID, Name string }

type Labels struct{ hc *http.Client }

func (l *Labels) list(ctx context.Context) ([]Label, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://mail.example/labels", nil)
	if err != nil {
		return nil, err
	}
	resp, err := l.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out []Label
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func (l *Labels) create(ctx context.Context, name string) (Label, error) { // want create:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://mail.example/labels", strings.NewReader(name))
	if err != nil {
		return Label{}, err
	}
	resp, err := l.hc.Do(req)
	if err != nil {
		return Label{}, err
	}
	defer resp.Body.Close()
	var out Label
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

// Ensure returns the label of that name, creating it only when the
// listing has none: a repeat finds it.
func (l *Labels) Ensure(ctx context.Context, name string) (Label, error) { // want Ensure:`^writes http POST \(idempotent\) via`
	all, err := l.list(ctx)
	if err != nil {
		return Label{}, err
	}
	for _, x := range all {
		if x.Name == name {
			return x, nil
		}
	}
	return l.create(ctx, name)
}

// Busy returns when any label is in use, but creates another name than
// the one compared: a repeat creates again.
func (l *Labels) Busy(ctx context.Context, name, other string) (Label, error) { // want Busy:`^writes http POST via`
	all, err := l.list(ctx)
	if err != nil {
		return Label{}, err
	}
	for _, x := range all {
		if x.Name == name {
			return x, nil
		}
	}
	return l.create(ctx, other)
}

func properties(name string) map[string]string { return map[string]string{"Name": name} }

func (l *Labels) createPage(ctx context.Context, props map[string]string) (Label, error) { // want createPage:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://mail.example/pages", strings.NewReader(props["Name"]))
	if err != nil {
		return Label{}, err
	}
	resp, err := l.hc.Do(req)
	if err != nil {
		return Label{}, err
	}
	defer resp.Body.Close()
	return Label{}, nil
}

// EnsureFolded compares without case and creates a page built from the
// name: a repeat finds it.
func (l *Labels) EnsureFolded(ctx context.Context, name string) (Label, error) { // want EnsureFolded:`^writes http POST \(idempotent\) as \(\*getorcreate.Labels\).createPage via`
	all, err := l.list(ctx)
	if err != nil {
		return Label{}, err
	}
	for _, x := range all {
		if strings.EqualFold(x.Name, name) {
			return x, nil
		}
	}
	return l.createPage(ctx, properties(name))
}

// BusyFolded creates a page built from another name: a repeat creates
// again.
func (l *Labels) BusyFolded(ctx context.Context, name, other string) (Label, error) { // want BusyFolded:`^writes http POST via`
	all, err := l.list(ctx)
	if err != nil {
		return Label{}, err
	}
	for _, x := range all {
		if strings.EqualFold(x.Name, name) {
			return x, nil
		}
	}
	return l.createPage(ctx, properties(other))
}

func currentOwner(ctx context.Context) string { return "" }

// Delegate refuses to create for its own caller: a comparison with a
// value no listing holds finds nothing that exists, and a repeat
// creates again.
func (l *Labels) Delegate(ctx context.Context, name string) (Label, error) { // want Delegate:`^writes http POST via`
	if owner := currentOwner(ctx); owner == name {
		return Label{}, nil
	}
	return l.create(ctx, name)
}
