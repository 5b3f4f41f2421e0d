// Package people is a stub of google.golang.org/api/people/v1 (v0.288.0):
// the exported shapes of the calls the fixtures make. Each call's
// doRequest stands for the generated one, which sends the request
// through gensupport.SendRequest with the same method.
package people

import (
	"context"
	"net/http"

	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

type Service struct {
	client   *http.Client
	BasePath string

	People *PeopleService
}

func NewService(ctx context.Context, opts ...option.ClientOption) (*Service, error) {
	s := &Service{client: http.DefaultClient, BasePath: "https://people.googleapis.com/"}
	s.People = &PeopleService{s: s}
	return s, nil
}

type PeopleService struct {
	s *Service
}

type Empty struct{}

type Person struct {
	ResourceName string `json:"resourceName,omitempty"`
}

type ContactToCreate struct {
	ContactPerson *Person `json:"contactPerson,omitempty"`
}

type BatchCreateContactsRequest struct {
	Contacts []*ContactToCreate `json:"contacts,omitempty"`
	ReadMask string             `json:"readMask,omitempty"`
}

type BatchCreateContactsResponse struct{}

type BatchDeleteContactsRequest struct {
	ResourceNames []string `json:"resourceNames,omitempty"`
}

type PeopleBatchCreateContactsCall struct {
	s                          *Service
	batchcreatecontactsrequest *BatchCreateContactsRequest
	ctx_                       context.Context
}

// BatchCreateContacts: Create a batch of new contacts and return the
// PersonResponses for the newly created contacts.
func (r *PeopleService) BatchCreateContacts(batchcreatecontactsrequest *BatchCreateContactsRequest) *PeopleBatchCreateContactsCall {
	return &PeopleBatchCreateContactsCall{s: r.s, batchcreatecontactsrequest: batchcreatecontactsrequest}
}

func (c *PeopleBatchCreateContactsCall) Context(ctx context.Context) *PeopleBatchCreateContactsCall {
	c.ctx_ = ctx
	return c
}

func (c *PeopleBatchCreateContactsCall) doRequest(alt string) (*http.Response, error) {
	urls := googleapi.ResolveRelative(c.s.BasePath, "v1/people:batchCreateContacts")
	urls += "?alt=" + alt
	req, err := http.NewRequest("POST", urls, nil)
	if err != nil {
		return nil, err
	}
	return c.s.client.Do(req.WithContext(c.ctx_))
}

func (c *PeopleBatchCreateContactsCall) Do(opts ...googleapi.CallOption) (*BatchCreateContactsResponse, error) {
	res, err := c.doRequest("json")
	if err != nil {
		return nil, err
	}
	res.Body.Close()
	return &BatchCreateContactsResponse{}, nil
}

type PeopleBatchDeleteContactsCall struct {
	s                          *Service
	batchdeletecontactsrequest *BatchDeleteContactsRequest
	ctx_                       context.Context
}

// BatchDeleteContacts: Delete a batch of contacts.
func (r *PeopleService) BatchDeleteContacts(batchdeletecontactsrequest *BatchDeleteContactsRequest) *PeopleBatchDeleteContactsCall {
	return &PeopleBatchDeleteContactsCall{s: r.s, batchdeletecontactsrequest: batchdeletecontactsrequest}
}

func (c *PeopleBatchDeleteContactsCall) Context(ctx context.Context) *PeopleBatchDeleteContactsCall {
	c.ctx_ = ctx
	return c
}

func (c *PeopleBatchDeleteContactsCall) doRequest(alt string) (*http.Response, error) {
	urls := googleapi.ResolveRelative(c.s.BasePath, "v1/people:batchDeleteContacts")
	urls += "?alt=" + alt
	req, err := http.NewRequest("POST", urls, nil)
	if err != nil {
		return nil, err
	}
	return c.s.client.Do(req.WithContext(c.ctx_))
}

func (c *PeopleBatchDeleteContactsCall) Do(opts ...googleapi.CallOption) (*Empty, error) {
	res, err := c.doRequest("json")
	if err != nil {
		return nil, err
	}
	res.Body.Close()
	return &Empty{}, nil
}
