// Package drive is a stub of google.golang.org/api/drive/v3 (v0.293.0):
// the exported shapes of the file creates and the permission create the
// fixtures use.
package drive

import (
	"context"
	"io"
	"net/http"

	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

type Service struct {
	client    *http.Client
	BasePath  string
	UserAgent string

	Files       *FilesService
	Permissions *PermissionsService
}

func NewService(ctx context.Context, opts ...option.ClientOption) (*Service, error) {
	s := &Service{client: http.DefaultClient, BasePath: "https://www.googleapis.com/drive/v3/"}
	s.Files = &FilesService{s: s}
	s.Permissions = &PermissionsService{s: s}
	return s, nil
}

type FilesService struct {
	s *Service
}

type PermissionsService struct {
	s *Service
}

type File struct {
	Id       string   `json:"id,omitempty"`
	MimeType string   `json:"mimeType,omitempty"`
	Name     string   `json:"name,omitempty"`
	Parents  []string `json:"parents,omitempty"`
}

type Permission struct {
	EmailAddress string `json:"emailAddress,omitempty"`
	Id           string `json:"id,omitempty"`
	Role         string `json:"role,omitempty"`
	Type         string `json:"type,omitempty"`
}

type FilesCreateCall struct {
	s    *Service
	file *File
	ctx_ context.Context
}

func (r *FilesService) Create(file *File) *FilesCreateCall {
	return &FilesCreateCall{s: r.s, file: file}
}

func (c *FilesCreateCall) Media(r io.Reader, options ...googleapi.MediaOption) *FilesCreateCall {
	return c
}

func (c *FilesCreateCall) Context(ctx context.Context) *FilesCreateCall {
	c.ctx_ = ctx
	return c
}

func (c *FilesCreateCall) Do(opts ...googleapi.CallOption) (*File, error) {
	return &File{}, nil
}

type PermissionsCreateCall struct {
	s          *Service
	fileId     string
	permission *Permission
	ctx_       context.Context
}

func (r *PermissionsService) Create(fileId string, permission *Permission) *PermissionsCreateCall {
	return &PermissionsCreateCall{s: r.s, fileId: fileId, permission: permission}
}

func (c *PermissionsCreateCall) SendNotificationEmail(sendNotificationEmail bool) *PermissionsCreateCall {
	return c
}

func (c *PermissionsCreateCall) TransferOwnership(transferOwnership bool) *PermissionsCreateCall {
	return c
}

func (c *PermissionsCreateCall) Context(ctx context.Context) *PermissionsCreateCall {
	c.ctx_ = ctx
	return c
}

func (c *PermissionsCreateCall) Do(opts ...googleapi.CallOption) (*Permission, error) {
	return &Permission{}, nil
}
