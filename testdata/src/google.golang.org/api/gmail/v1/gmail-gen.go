// Package gmail is a stub of google.golang.org/api/gmail/v1 (v0.218.0), with
// Users.Labels and Users.Settings.Filters as in v0.293.0.
package gmail

import "google.golang.org/api/googleapi"

type Service struct {
	Users *UsersService
}

type UsersService struct {
	Labels   *UsersLabelsService
	Messages *UsersMessagesService
	Settings *UsersSettingsService
}

type UsersLabelsService struct{}

type UsersSettingsService struct {
	Filters *UsersSettingsFiltersService
}

type UsersSettingsFiltersService struct{}

type Label struct {
	Id   string `json:"id,omitempty"`
	Name string `json:"name,omitempty"`
}

type FilterCriteria struct {
	From    string `json:"from,omitempty"`
	Subject string `json:"subject,omitempty"`
}

type FilterAction struct {
	AddLabelIds []string `json:"addLabelIds,omitempty"`
}

type Filter struct {
	Action   *FilterAction   `json:"action,omitempty"`
	Criteria *FilterCriteria `json:"criteria,omitempty"`
	Id       string          `json:"id,omitempty"`
}

type UsersLabelsCreateCall struct{}

func (r *UsersLabelsService) Create(userId string, label *Label) *UsersLabelsCreateCall {
	return &UsersLabelsCreateCall{}
}

func (c *UsersLabelsCreateCall) Do(opts ...googleapi.CallOption) (*Label, error) {
	return &Label{}, nil
}

type UsersSettingsFiltersCreateCall struct{}

func (r *UsersSettingsFiltersService) Create(userId string, filter *Filter) *UsersSettingsFiltersCreateCall {
	return &UsersSettingsFiltersCreateCall{}
}

func (c *UsersSettingsFiltersCreateCall) Do(opts ...googleapi.CallOption) (*Filter, error) {
	return &Filter{}, nil
}

type UsersMessagesService struct{}

type Message struct {
	Raw string `json:"raw,omitempty"`
}

type UsersMessagesSendCall struct{}

func (r *UsersMessagesService) Send(userId string, message *Message) *UsersMessagesSendCall {
	return &UsersMessagesSendCall{}
}

func (c *UsersMessagesSendCall) Do(opts ...googleapi.CallOption) (*Message, error) {
	return &Message{}, nil
}
