// Package internal implements the resource connectors on a Connector it
// is given, through an unexported field.
package internal

import (
	"context"
	"net/http"

	"effects/iface/conn/service"
)

type IssueService struct {
	internalClient service.IssueConnector
}

func NewIssueService(c service.Connector) *IssueService {
	return &IssueService{internalClient: &issueImpl{c: c}}
}

func (i *IssueService) Create(ctx context.Context, summary string) error { // want Create:`^writes http POST via \(\*internal\.IssueService\)\.Create -> \(\*internal\.issueImpl\)\.Create -> \(\*internal\.issueImpl\)\.send -> \(service\.Connector\)\.Call$`
	return i.internalClient.Create(ctx, summary)
}

func (i *IssueService) Update(ctx context.Context, key, summary string) error { // want Update:`^writes http PUT \(idempotent\) via`
	return i.internalClient.Update(ctx, key, summary)
}

func (i *IssueService) Delete(ctx context.Context, key string) error { // want Delete:`^writes http DELETE \(idempotent\) via`
	return i.internalClient.Delete(ctx, key)
}

func (i *IssueService) Get(ctx context.Context, key string) error {
	return i.internalClient.Get(ctx, key)
}

type issueImpl struct{ c service.Connector }

func (i *issueImpl) Create(ctx context.Context, summary string) error { // want Create:`^writes http POST via \(\*internal\.issueImpl\)\.Create -> \(\*internal\.issueImpl\)\.send -> \(service\.Connector\)\.Call$`
	return i.send(ctx, http.MethodPost, "rest/api/3/issue", summary)
}

func (i *issueImpl) Update(ctx context.Context, key, summary string) error { // want Update:`^writes http PUT \(idempotent\) via`
	req, err := i.c.NewRequest(ctx, http.MethodPut, "rest/api/3/issue/"+key, "", summary)
	if err != nil {
		return err
	}
	_, err = i.c.Call(req, nil)
	return err
}

func (i *issueImpl) Delete(ctx context.Context, key string) error { // want Delete:`^writes http DELETE \(idempotent\) via`
	req, err := i.c.NewRequest(ctx, http.MethodDelete, "rest/api/3/issue/"+key, "", nil)
	if err != nil {
		return err
	}
	_, err = i.c.Call(req, nil)
	return err
}

func (i *issueImpl) Get(ctx context.Context, key string) error {
	req, err := i.c.NewRequest(ctx, http.MethodGet, "rest/api/3/issue/"+key, "", nil)
	if err != nil {
		return err
	}
	_, err = i.c.Call(req, nil)
	return err
}

// send builds and sends in one helper, the method its caller's.
func (i *issueImpl) send(ctx context.Context, method, path string, body any) error { // want send:`^http method from param 1 via \(\*internal\.issueImpl\)\.send -> \(service\.Connector\)\.Call$`
	req, err := i.c.NewRequest(ctx, method, path, "", body)
	if err != nil {
		return err
	}
	_, err = i.c.Call(req, nil)
	return err
}
