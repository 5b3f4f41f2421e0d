// Package gapi calls google.golang.org/api's generated clients, whose
// operation is named by the builder a call's Do is a method of
// (TasksMoveCall), and Docs' BatchUpdate, whose operations are the
// fields of the docs.Request values the caller builds.
package gapi

import (
	"context"
	"encoding/json"

	docs "google.golang.org/api/docs/v1"
	drive "google.golang.org/api/drive/v3"
	gmail "google.golang.org/api/gmail/v1"
	people "google.golang.org/api/people/v1"
	sheets "google.golang.org/api/sheets/v4"
	tagmanager "google.golang.org/api/tagmanager/v2"
	tasks "google.golang.org/api/tasks/v1"
)

func MoveTask(ctx context.Context, srv *tasks.Service, list, id, previous string) error { // want MoveTask:`^writes http POST \(idempotent\) as \(\*tasks/v1\.TasksMoveCall\)\.Do via gapi\.MoveTask -> \(\*tasks/v1\.TasksMoveCall\)\.Do -> \(\*tasks/v1\.TasksMoveCall\)\.doRequest -> \(\*http\.Client\)\.Do$`
	_, err := srv.Tasks.Move(list, id).Previous(previous).Context(ctx).Do()
	return err
}

func ClearTasks(ctx context.Context, srv *tasks.Service, list string) error { // want ClearTasks:`^writes http POST \(idempotent\) as \(\*tasks/v1\.TasksClearCall\)\.Do via `
	return srv.Tasks.Clear(list).Context(ctx).Do()
}

func InsertTask(ctx context.Context, srv *tasks.Service, list, title string) error { // want InsertTask:`^writes sdk google \(\*tasks\.TasksInsertCall\)\.Do via `
	_, err := srv.Tasks.Insert(list, &tasks.Task{Title: title}).Context(ctx).Do()
	return err
}

func DeleteContacts(ctx context.Context, srv *people.Service, names []string) error { // want DeleteContacts:`^writes http POST \(idempotent\) as \(\*people/v1\.PeopleBatchDeleteContactsCall\)\.Do via `
	_, err := srv.People.BatchDeleteContacts(&people.BatchDeleteContactsRequest{ResourceNames: names}).Context(ctx).Do()
	return err
}

// UpdateContacts is named for a set, but the call creates.
func UpdateContacts(ctx context.Context, srv *people.Service, name string) error { // want UpdateContacts:`^writes http POST via gapi\.UpdateContacts -> \(\*people/v1\.PeopleBatchCreateContactsCall\)\.Do -> `
	req := &people.BatchCreateContactsRequest{Contacts: []*people.ContactToCreate{{ContactPerson: &people.Person{ResourceName: name}}}}
	_, err := srv.People.BatchCreateContacts(req).Context(ctx).Do()
	return err
}

func AppendText(ctx context.Context, srv *docs.Service, id, text string) error { // want AppendText:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do via gapi\.AppendText -> \(\*docs/v1\.DocumentsBatchUpdateCall\)\.Do$`
	reqs := []*docs.Request{{InsertText: &docs.InsertTextRequest{Location: &docs.Location{Index: 1}, Text: text}}}
	_, err := srv.Documents.BatchUpdate(id, &docs.BatchUpdateDocumentRequest{Requests: reqs}).Context(ctx).Do()
	return err
}

func ReplaceText(ctx context.Context, srv *docs.Service, id, old, text string) error { // want ReplaceText:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do \(idempotent\) as docs\.Request\{ReplaceAllText\} via `
	reqs := []*docs.Request{{ReplaceAllText: &docs.ReplaceAllTextRequest{
		ContainsText: &docs.SubstringMatchCriteria{Text: old, MatchCase: true},
		ReplaceText:  text,
	}}}
	_, err := srv.Documents.BatchUpdate(id, &docs.BatchUpdateDocumentRequest{Requests: reqs}).Context(ctx).Do()
	return err
}

func Restyle(ctx context.Context, srv *docs.Service, id string, start, end int64) error { // want Restyle:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do \(idempotent\) as docs\.Request\{DeleteContentRange, UpdateTextStyle\} via `
	r := &docs.Range{StartIndex: start, EndIndex: end}
	reqs := []*docs.Request{
		{UpdateTextStyle: &docs.UpdateTextStyleRequest{Range: r, TextStyle: &docs.TextStyle{Bold: true}, Fields: "bold"}},
		{DeleteContentRange: &docs.DeleteContentRangeRequest{Range: r}, ForceSendFields: []string{"Range"}},
	}
	_, err := srv.Documents.BatchUpdate(id, &docs.BatchUpdateDocumentRequest{Requests: reqs}).Context(ctx).Do()
	return err
}

// ReplaceAndTable replaces, then inserts a table: a repeat inserts
// another.
func ReplaceAndTable(ctx context.Context, srv *docs.Service, id string) error { // want ReplaceAndTable:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do via `
	var reqs []*docs.Request
	reqs = append(reqs, &docs.Request{ReplaceAllText: &docs.ReplaceAllTextRequest{ReplaceText: "x"}})
	r := &docs.Request{}
	r.InsertTable = &docs.InsertTableRequest{Rows: 2, Columns: 2}
	reqs = append(reqs, r)
	_, err := srv.Documents.BatchUpdate(id, &docs.BatchUpdateDocumentRequest{Requests: reqs}).Context(ctx).Do()
	return err
}

// ApplyRequests sends what its caller built: its callers decide.
func ApplyRequests(ctx context.Context, srv *docs.Service, id string, reqs []*docs.Request) error { // want ApplyRequests:`^batch request from param 3 via gapi\.ApplyRequests -> \(\*docs/v1\.DocumentsBatchUpdateCall\)\.Do$`
	_, err := srv.Documents.BatchUpdate(id, &docs.BatchUpdateDocumentRequest{Requests: reqs}).Context(ctx).Do()
	return err
}

// ApplyDecoded sends the requests a model's tool call spelled out.
func ApplyDecoded(ctx context.Context, srv *docs.Service, id string, raw []byte) error { // want ApplyDecoded:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do \(its requests built out of sight\) via gapi\.ApplyDecoded -> gapi\.ApplyRequests -> `
	var reqs []*docs.Request
	if err := json.Unmarshal(raw, &reqs); err != nil {
		return err
	}
	return ApplyRequests(ctx, srv, id, reqs)
}

// batchUpdate wraps the one request each caller builds.
func batchUpdate(ctx context.Context, srv *docs.Service, id string, r *docs.Request) error { // want batchUpdate:`^batch request from param 3 via `
	_, err := srv.Documents.BatchUpdate(id, &docs.BatchUpdateDocumentRequest{Requests: []*docs.Request{r}}).Context(ctx).Do()
	return err
}

// DeleteRange removes a range: a repeat removes nothing more.
func DeleteRange(ctx context.Context, srv *docs.Service, id string, start, end int64) error { // want DeleteRange:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do \(idempotent\) as docs\.Request\{DeleteContentRange\} via gapi\.DeleteRange -> gapi\.batchUpdate -> `
	return batchUpdate(ctx, srv, id, &docs.Request{DeleteContentRange: &docs.DeleteContentRangeRequest{}})
}

// InsertLine inserts text: a repeat inserts it again.
func InsertLine(ctx context.Context, srv *docs.Service, id, text string) error { // want InsertLine:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do via gapi\.InsertLine -> gapi\.forward -> gapi\.batchUpdate -> `
	return forward(ctx, srv, id, &docs.Request{InsertText: &docs.InsertTextRequest{Text: text}})
}

// DeleteFirst sends what a builder of the package returns.
func DeleteFirst(ctx context.Context, srv *docs.Service, id string) error { // want DeleteFirst:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do \(idempotent\) as docs\.Request\{DeleteContentRange\} via gapi\.DeleteFirst -> gapi\.ApplyRequests -> `
	return ApplyRequests(ctx, srv, id, deleteRequests())
}

func deleteRequests() []*docs.Request {
	return []*docs.Request{{DeleteContentRange: &docs.DeleteContentRangeRequest{}}}
}

// batchRetry sends its caller's requests in a retry's callback.
func batchRetry(ctx context.Context, srv *docs.Service, id string, reqs []*docs.Request) error { // want batchRetry:`^batch request from param 3 via gapi\.batchRetry -> gapi\.batchRetry\$1 -> `
	return retry(func() error {
		_, err := srv.Documents.BatchUpdate(id, &docs.BatchUpdateDocumentRequest{Requests: reqs}).Context(ctx).Do()
		return err
	})
}

// DeleteRetried removes a range through the retrying helper.
func DeleteRetried(ctx context.Context, srv *docs.Service, id string) error { // want DeleteRetried:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do \(idempotent\) as docs\.Request\{DeleteContentRange\} via gapi\.DeleteRetried -> gapi\.batchRetry -> gapi\.batchRetry\$1 -> `
	return batchRetry(ctx, srv, id, []*docs.Request{{DeleteContentRange: &docs.DeleteContentRangeRequest{}}})
}

// forward hands its caller's request on.
func forward(ctx context.Context, srv *docs.Service, id string, r *docs.Request) error { // want forward:`^batch request from param 3 via gapi\.forward -> gapi\.batchUpdate -> `
	return batchUpdate(ctx, srv, id, r)
}

// ReplaceWithRetry sends, in a callback, the requests it built.
func ReplaceWithRetry(ctx context.Context, srv *docs.Service, id string) error { // want ReplaceWithRetry:`^writes sdk google \(\*docs\.DocumentsBatchUpdateCall\)\.Do \(idempotent\) as docs\.Request\{ReplaceAllText\} via gapi\.ReplaceWithRetry -> gapi\.ReplaceWithRetry\$1 -> `
	req := &docs.BatchUpdateDocumentRequest{Requests: []*docs.Request{{ReplaceAllText: &docs.ReplaceAllTextRequest{ReplaceText: "y"}}}}
	return retry(func() error {
		_, err := srv.Documents.BatchUpdate(id, req).Context(ctx).Do()
		return err
	})
}

func retry(f func() error) error { return f() }

// FormatRange sets a format on every cell of a range: RepeatCell has no
// verb we know, but it sets what a repeat sets again.
func FormatRange(ctx context.Context, srv *sheets.Service, id string) error { // want FormatRange:`^writes sdk google \(\*sheets\.SpreadsheetsBatchUpdateCall\)\.Do \(idempotent\) as sheets\.Request\{RepeatCell\} via `
	req := &sheets.BatchUpdateSpreadsheetRequest{Requests: []*sheets.Request{
		{RepeatCell: &sheets.RepeatCellRequest{Cell: &sheets.CellData{UserEnteredFormat: &sheets.CellFormat{HorizontalAlignment: "CENTER"}}, Fields: "userEnteredFormat"}},
	}}
	_, err := srv.Spreadsheets.BatchUpdate(id, req).Context(ctx).Do()
	return err
}

// DeleteRows removes rows by position: a repeat removes the next ones.
func DeleteRows(ctx context.Context, srv *sheets.Service, id string, start, end int64) error { // want DeleteRows:`^writes sdk google \(\*sheets\.SpreadsheetsBatchUpdateCall\)\.Do via gapi\.DeleteRows `
	req := &sheets.BatchUpdateSpreadsheetRequest{Requests: []*sheets.Request{
		{DeleteDimension: &sheets.DeleteDimensionRequest{Range: &sheets.DimensionRange{Dimension: "ROWS", StartIndex: start, EndIndex: end}}},
	}}
	_, err := srv.Spreadsheets.BatchUpdate(id, req).Context(ctx).Do()
	return err
}

// AddSheet adds a sheet with a title, which the provider refuses to
// repeat.
func AddSheet(ctx context.Context, srv *sheets.Service, id, title string) error { // want AddSheet:`^writes sdk google \(\*sheets\.SpreadsheetsBatchUpdateCall\)\.Do \(rejects a repeat\) via `
	req := &sheets.BatchUpdateSpreadsheetRequest{Requests: []*sheets.Request{
		{AddSheet: &sheets.AddSheetRequest{Properties: &sheets.SheetProperties{Title: title}}},
	}}
	_, err := srv.Spreadsheets.BatchUpdate(id, req).Context(ctx).Do()
	return err
}

// RenameSheet sets a sheet's properties.
func RenameSheet(ctx context.Context, srv *sheets.Service, id, title string) error { // want RenameSheet:`^writes sdk google \(\*sheets\.SpreadsheetsBatchUpdateCall\)\.Do \(idempotent\) as sheets\.Request\{UpdateSheetProperties\} via `
	req := &sheets.BatchUpdateSpreadsheetRequest{Requests: []*sheets.Request{
		{UpdateSheetProperties: &sheets.UpdateSheetPropertiesRequest{Properties: &sheets.SheetProperties{Title: title}, Fields: "title"}},
	}}
	_, err := srv.Spreadsheets.BatchUpdate(id, req).Context(ctx).Do()
	return err
}

// Share grants a role to a grantee: Drive keeps one permission per
// grantee, so a repeat finds it there.
func Share(ctx context.Context, srv *drive.Service, file, email string) error { // want Share:`^writes sdk google \(\*drive\.PermissionsCreateCall\)\.Do \(idempotent\) via `
	_, err := srv.Permissions.Create(file, &drive.Permission{Type: "user", Role: "writer", EmailAddress: email}).SendNotificationEmail(false).Context(ctx).Do()
	return err
}

// Upload creates a file: Drive makes another of the same name.
func Upload(ctx context.Context, srv *drive.Service, name string) error { // want Upload:`^writes sdk google \(\*drive\.FilesCreateCall\)\.Do \(duplicates by name\) via `
	_, err := srv.Files.Create(&drive.File{Name: name}).Context(ctx).Do()
	return err
}

// CreateLabel and CreateFilter are refused when the name or the filter
// exists.
func CreateLabel(ctx context.Context, srv *gmail.Service, name string) error { // want CreateLabel:`^writes sdk google \(\*gmail\.UsersLabelsCreateCall\)\.Do \(rejects a repeat\) via `
	_, err := srv.Users.Labels.Create("me", &gmail.Label{Name: name}).Do()
	return err
}

func CreateFilter(ctx context.Context, srv *gmail.Service, from string) error { // want CreateFilter:`^writes sdk google \(\*gmail\.UsersSettingsFiltersCreateCall\)\.Do \(rejects a repeat\) via `
	_, err := srv.Users.Settings.Filters.Create("me", &gmail.Filter{Criteria: &gmail.FilterCriteria{From: from}}).Do()
	return err
}

// Tag Manager publishes a version by its path, and switches built-in
// variables on: a repeat leaves the same version live, the same ones on.
func PublishVersion(ctx context.Context, srv *tagmanager.Service, path string) error { // want PublishVersion:`^writes sdk google \(\*tagmanager\.AccountsContainersVersionsPublishCall\)\.Do \(idempotent\) via `
	_, err := srv.Accounts.Containers.Versions.Publish(path).Context(ctx).Do()
	return err
}

func EnableBuiltIns(ctx context.Context, srv *tagmanager.Service, parent string, kinds []string) error { // want EnableBuiltIns:`^writes sdk google \(\*tagmanager\.AccountsContainersWorkspacesBuiltInVariablesCreateCall\)\.Do \(idempotent\) via `
	_, err := srv.Accounts.Containers.Workspaces.BuiltInVariables.Create(parent).Type(kinds...).Do()
	return err
}

// A tag is made anew by each create.
func CreateTag(ctx context.Context, srv *tagmanager.Service, parent, name string) error { // want CreateTag:`^writes sdk google \(\*tagmanager\.AccountsContainersWorkspacesTagsCreateCall\)\.Do via `
	_, err := srv.Accounts.Containers.Workspaces.Tags.Create(parent, &tagmanager.Tag{Name: name}).Do()
	return err
}
