// Package apiclient is shaped like an openapi-generator (v5.0) Go
// client: each operation is a request builder whose Execute sends it, so
// the operation is named by the builder's type (ApiCreateUserRequest),
// not by the method.
package apiclient

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type APIClient struct {
	cfg      *http.Client
	basePath string
	UsersApi *UsersApiService
}

type UsersApiService struct {
	client *APIClient
}

type User struct {
	Name string `json:"name"`
}

func (c *APIClient) prepareRequest(ctx context.Context, path, method string, body any) (*http.Request, error) { // want prepareRequest:`^makes result 0: a request with method from param 2$`
	b, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, method, c.basePath+path, bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

func (c *APIClient) callAPI(req *http.Request) (*http.Response, error) { // want callAPI:`^http request from param 0 via \(\*apiclient\.APIClient\)\.callAPI -> \(\*http\.Client\)\.Do$`
	return c.cfg.Do(req)
}

type ApiCreateUserRequest struct {
	ctx        context.Context
	ApiService *UsersApiService
	user       *User
}

func (r ApiCreateUserRequest) User(user User) ApiCreateUserRequest {
	r.user = &user
	return r
}

// CreateUser creates a user.
func (a *UsersApiService) CreateUser(ctx context.Context) ApiCreateUserRequest {
	return ApiCreateUserRequest{ApiService: a, ctx: ctx}
}

// Execute executes the request.
func (r ApiCreateUserRequest) Execute() (*http.Response, error) { // want Execute:`^writes http POST via \(apiclient\.ApiCreateUserRequest\)\.Execute -> \(\*apiclient\.APIClient\)\.callAPI -> \(\*http\.Client\)\.Do$`
	var localVarHTTPMethod = http.MethodPost
	req, err := r.ApiService.client.prepareRequest(r.ctx, "/users", localVarHTTPMethod, r.user)
	if err != nil {
		return nil, err
	}
	return r.ApiService.client.callAPI(req)
}

type ApiDeleteUserRequest struct {
	ctx        context.Context
	ApiService *UsersApiService
	username   string
}

// DeleteUser deletes a user.
func (a *UsersApiService) DeleteUser(ctx context.Context, username string) ApiDeleteUserRequest {
	return ApiDeleteUserRequest{ApiService: a, ctx: ctx, username: username}
}

// Execute executes the request.
func (r ApiDeleteUserRequest) Execute() (*http.Response, error) { // want Execute:`^writes http DELETE \(idempotent\) via \(apiclient\.ApiDeleteUserRequest\)\.Execute -> \(\*apiclient\.APIClient\)\.callAPI -> \(\*http\.Client\)\.Do$`
	var localVarHTTPMethod = http.MethodDelete
	req, err := r.ApiService.client.prepareRequest(r.ctx, "/users/"+r.username, localVarHTTPMethod, nil)
	if err != nil {
		return nil, err
	}
	return r.ApiService.client.callAPI(req)
}
