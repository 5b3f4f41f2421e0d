// Package sheets is a stub of google.golang.org/api/sheets/v4 (v0.293.0):
// the exported shapes of the batch update and the few of Request's
// operations the fixtures use.
package sheets

import (
	"context"
	"net/http"

	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

type Service struct {
	client    *http.Client
	BasePath  string
	UserAgent string

	Spreadsheets *SpreadsheetsService
}

func NewService(ctx context.Context, opts ...option.ClientOption) (*Service, error) {
	s := &Service{client: http.DefaultClient, BasePath: "https://sheets.googleapis.com/"}
	s.Spreadsheets = &SpreadsheetsService{s: s}
	return s, nil
}

type SpreadsheetsService struct {
	s *Service
}

type SheetProperties struct {
	Hidden  bool   `json:"hidden,omitempty"`
	Index   int64  `json:"index,omitempty"`
	SheetId int64  `json:"sheetId,omitempty"`
	Title   string `json:"title,omitempty"`
}

type GridRange struct {
	EndColumnIndex   int64 `json:"endColumnIndex,omitempty"`
	EndRowIndex      int64 `json:"endRowIndex,omitempty"`
	SheetId          int64 `json:"sheetId,omitempty"`
	StartColumnIndex int64 `json:"startColumnIndex,omitempty"`
	StartRowIndex    int64 `json:"startRowIndex,omitempty"`
}

type DimensionRange struct {
	Dimension  string `json:"dimension,omitempty"`
	EndIndex   int64  `json:"endIndex,omitempty"`
	SheetId    int64  `json:"sheetId,omitempty"`
	StartIndex int64  `json:"startIndex,omitempty"`
}

type CellFormat struct {
	HorizontalAlignment string `json:"horizontalAlignment,omitempty"`
}

type CellData struct {
	UserEnteredFormat *CellFormat `json:"userEnteredFormat,omitempty"`
}

type AddSheetRequest struct {
	Properties *SheetProperties `json:"properties,omitempty"`
}

type RepeatCellRequest struct {
	Cell   *CellData  `json:"cell,omitempty"`
	Fields string     `json:"fields,omitempty"`
	Range  *GridRange `json:"range,omitempty"`
}

type DeleteDimensionRequest struct {
	Range *DimensionRange `json:"range,omitempty"`
}

type UpdateSheetPropertiesRequest struct {
	Fields     string           `json:"fields,omitempty"`
	Properties *SheetProperties `json:"properties,omitempty"`
}

// Request: A single kind of update to apply to a spreadsheet.
type Request struct {
	AddSheet              *AddSheetRequest              `json:"addSheet,omitempty"`
	DeleteDimension       *DeleteDimensionRequest       `json:"deleteDimension,omitempty"`
	RepeatCell            *RepeatCellRequest            `json:"repeatCell,omitempty"`
	UpdateSheetProperties *UpdateSheetPropertiesRequest `json:"updateSheetProperties,omitempty"`
}

type BatchUpdateSpreadsheetRequest struct {
	IncludeSpreadsheetInResponse bool       `json:"includeSpreadsheetInResponse,omitempty"`
	Requests                     []*Request `json:"requests,omitempty"`
}

type BatchUpdateSpreadsheetResponse struct {
	SpreadsheetId string `json:"spreadsheetId,omitempty"`
}

type SpreadsheetsBatchUpdateCall struct {
	s                             *Service
	spreadsheetId                 string
	batchupdatespreadsheetrequest *BatchUpdateSpreadsheetRequest
	ctx_                          context.Context
}

func (r *SpreadsheetsService) BatchUpdate(spreadsheetId string, batchupdatespreadsheetrequest *BatchUpdateSpreadsheetRequest) *SpreadsheetsBatchUpdateCall {
	return &SpreadsheetsBatchUpdateCall{s: r.s, spreadsheetId: spreadsheetId, batchupdatespreadsheetrequest: batchupdatespreadsheetrequest}
}

func (c *SpreadsheetsBatchUpdateCall) Context(ctx context.Context) *SpreadsheetsBatchUpdateCall {
	c.ctx_ = ctx
	return c
}

func (c *SpreadsheetsBatchUpdateCall) Do(opts ...googleapi.CallOption) (*BatchUpdateSpreadsheetResponse, error) {
	return &BatchUpdateSpreadsheetResponse{}, nil
}
