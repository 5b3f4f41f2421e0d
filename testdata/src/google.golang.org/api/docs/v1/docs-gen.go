// Package docs is a stub of google.golang.org/api/docs/v1 (v0.288.0): the
// exported shapes of the calls and requests the fixtures use (a few of
// Request's operations).
package docs

import (
	"context"
	"net/http"

	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

type Service struct {
	client   *http.Client
	BasePath string

	Documents *DocumentsService
}

func NewService(ctx context.Context, opts ...option.ClientOption) (*Service, error) {
	s := &Service{client: http.DefaultClient, BasePath: "https://docs.googleapis.com/"}
	s.Documents = &DocumentsService{s: s}
	return s, nil
}

type DocumentsService struct {
	s *Service
}

type Location struct {
	Index     int64  `json:"index,omitempty"`
	SegmentId string `json:"segmentId,omitempty"`
}

type Range struct {
	EndIndex   int64 `json:"endIndex,omitempty"`
	StartIndex int64 `json:"startIndex,omitempty"`
}

type SubstringMatchCriteria struct {
	MatchCase bool   `json:"matchCase,omitempty"`
	Text      string `json:"text,omitempty"`
}

type TextStyle struct {
	Bold bool `json:"bold,omitempty"`
}

type InsertTextRequest struct {
	Location *Location `json:"location,omitempty"`
	Text     string    `json:"text,omitempty"`
}

type InsertTableRequest struct {
	Columns  int64     `json:"columns,omitempty"`
	Location *Location `json:"location,omitempty"`
	Rows     int64     `json:"rows,omitempty"`
}

type ReplaceAllTextRequest struct {
	ContainsText *SubstringMatchCriteria `json:"containsText,omitempty"`
	ReplaceText  string                  `json:"replaceText,omitempty"`
}

type UpdateTextStyleRequest struct {
	Fields    string     `json:"fields,omitempty"`
	Range     *Range     `json:"range,omitempty"`
	TextStyle *TextStyle `json:"textStyle,omitempty"`
}

type DeleteContentRangeRequest struct {
	Range *Range `json:"range,omitempty"`
}

// Request: A single update to apply to a document.
type Request struct {
	DeleteContentRange *DeleteContentRangeRequest `json:"deleteContentRange,omitempty"`
	InsertTable        *InsertTableRequest        `json:"insertTable,omitempty"`
	InsertText         *InsertTextRequest         `json:"insertText,omitempty"`
	ReplaceAllText     *ReplaceAllTextRequest     `json:"replaceAllText,omitempty"`
	UpdateTextStyle    *UpdateTextStyleRequest    `json:"updateTextStyle,omitempty"`
	ForceSendFields    []string                   `json:"-"`
	NullFields         []string                   `json:"-"`
}

type BatchUpdateDocumentRequest struct {
	Requests []*Request `json:"requests,omitempty"`
}

type BatchUpdateDocumentResponse struct {
	DocumentId string `json:"documentId,omitempty"`
}

type DocumentsBatchUpdateCall struct {
	s                          *Service
	documentId                 string
	batchupdatedocumentrequest *BatchUpdateDocumentRequest
	ctx_                       context.Context
}

// BatchUpdate: Applies one or more updates to the document.
func (r *DocumentsService) BatchUpdate(documentId string, batchupdatedocumentrequest *BatchUpdateDocumentRequest) *DocumentsBatchUpdateCall {
	return &DocumentsBatchUpdateCall{s: r.s, documentId: documentId, batchupdatedocumentrequest: batchupdatedocumentrequest}
}

func (c *DocumentsBatchUpdateCall) Context(ctx context.Context) *DocumentsBatchUpdateCall {
	c.ctx_ = ctx
	return c
}

func (c *DocumentsBatchUpdateCall) Do(opts ...googleapi.CallOption) (*BatchUpdateDocumentResponse, error) {
	return &BatchUpdateDocumentResponse{DocumentId: c.documentId}, nil
}
