// Package byvalue sends requests described by an options struct passed
// by value: the method is the field of what each caller passes.
package byvalue

import (
	"io"
	"net/http"
)

type Options struct {
	Method string
	Path   string
	Body   io.Reader
}

func Do(base string, o Options) (*http.Response, error) { // want Do:`^http method from param 1 field Method via`
	req, err := http.NewRequest(o.Method, base+o.Path, o.Body)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func CreateContainer() error { // want CreateContainer:`^writes http POST via byvalue\.CreateContainer -> byvalue\.Do`
	_, err := Do("https://ops.example", Options{Method: "POST", Path: "/containers/create"})
	return err
}

func ListContainers() error {
	_, err := Do("https://ops.example", Options{Method: http.MethodGet, Path: "/containers/json"})
	return err
}
