// Package tagmanager is a stub of google.golang.org/api/tagmanager/v2
// (v0.293.0): the services, calls and methods the fixtures use, with
// their real names and signatures.
package tagmanager

import (
	"context"

	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

type Service struct {
	Accounts *AccountsService
}

func NewService(ctx context.Context, opts ...option.ClientOption) (*Service, error) {
	return &Service{}, nil
}

type AccountsService struct {
	s          *Service
	Containers *AccountsContainersService
}

type AccountsContainersService struct {
	s          *Service
	Versions   *AccountsContainersVersionsService
	Workspaces *AccountsContainersWorkspacesService
}

type AccountsContainersVersionsService struct{ s *Service }

type AccountsContainersWorkspacesService struct {
	s                *Service
	BuiltInVariables *AccountsContainersWorkspacesBuiltInVariablesService
	Tags             *AccountsContainersWorkspacesTagsService
}

type AccountsContainersWorkspacesBuiltInVariablesService struct{ s *Service }

type AccountsContainersWorkspacesTagsService struct{ s *Service }

type ContainerVersion struct{ ContainerVersionId string }

type PublishContainerVersionResponse struct{ ContainerVersion *ContainerVersion }

type BuiltInVariable struct{ Name, Type string }

type CreateBuiltInVariableResponse struct{ BuiltInVariable []*BuiltInVariable }

type Tag struct{ Name string }

type AccountsContainersVersionsPublishCall struct {
	s    *Service
	path string
	ctx_ context.Context
}

func (r *AccountsContainersVersionsService) Publish(path string) *AccountsContainersVersionsPublishCall {
	return &AccountsContainersVersionsPublishCall{s: r.s, path: path}
}

func (c *AccountsContainersVersionsPublishCall) Context(ctx context.Context) *AccountsContainersVersionsPublishCall {
	c.ctx_ = ctx
	return c
}

func (c *AccountsContainersVersionsPublishCall) Do(opts ...googleapi.CallOption) (*PublishContainerVersionResponse, error) {
	return &PublishContainerVersionResponse{}, nil
}

type AccountsContainersWorkspacesBuiltInVariablesCreateCall struct {
	s      *Service
	parent string
	ctx_   context.Context
}

func (r *AccountsContainersWorkspacesBuiltInVariablesService) Create(parent string) *AccountsContainersWorkspacesBuiltInVariablesCreateCall {
	return &AccountsContainersWorkspacesBuiltInVariablesCreateCall{s: r.s, parent: parent}
}

func (c *AccountsContainersWorkspacesBuiltInVariablesCreateCall) Type(type_ ...string) *AccountsContainersWorkspacesBuiltInVariablesCreateCall {
	return c
}

func (c *AccountsContainersWorkspacesBuiltInVariablesCreateCall) Do(opts ...googleapi.CallOption) (*CreateBuiltInVariableResponse, error) {
	return &CreateBuiltInVariableResponse{}, nil
}

type AccountsContainersWorkspacesTagsCreateCall struct {
	s      *Service
	parent string
	tag    *Tag
}

func (r *AccountsContainersWorkspacesTagsService) Create(parent string, tag *Tag) *AccountsContainersWorkspacesTagsCreateCall {
	return &AccountsContainersWorkspacesTagsCreateCall{s: r.s, parent: parent, tag: tag}
}

func (c *AccountsContainersWorkspacesTagsCreateCall) Do(opts ...googleapi.CallOption) (*Tag, error) {
	return c.tag, nil
}
