// Package pathuse builds requests with another package's builder: the
// path it passes names the operation where its end is chosen among
// constants.
package pathuse

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"effects/reqs/pathkit"
)

func actionFor(state string) (string, error) {
	switch state {
	case "acknowledged":
		return "acknowledge", nil
	case "resolved":
		return "resolve", nil
	}
	return "", errors.New("unknown state")
}

// SetState posts to alert_groups/{id}/{action}, the action a helper
// picks: each one sets a state.
func SetState(c *pathkit.Client, id, state string) error { // want SetState:`^writes http POST \(idempotent\) as acknowledge or resolve via pathuse\.SetState -> pathuse\.post -> \(\*pathkit\.Client\)\.Do -> `
	action, err := actionFor(state)
	if err != nil {
		return err
	}
	return post(c, fmt.Sprintf("alert_groups/%s/%s", url.PathEscape(id), action))
}

func post(c *pathkit.Client, path string) error { // want post:`^writes http POST via pathuse\.post -> \(\*pathkit\.Client\)\.Do -> `
	req, err := c.NewRequest(http.MethodPost, path, nil)
	if err != nil {
		return err
	}
	_, err = c.Do(req, nil)
	return err
}

// AddNote posts to notes/{id}/: the id names no operation.
func AddNote(c *pathkit.Client, id string) error { // want AddNote:`^writes http POST via pathuse\.AddNote -> \(\*pathkit\.Client\)\.Do -> `
	req, err := c.NewRequest(http.MethodPost, fmt.Sprintf("notes/%s/", id), map[string]string{"text": "x"})
	if err != nil {
		return err
	}
	_, err = c.Do(req, nil)
	return err
}
