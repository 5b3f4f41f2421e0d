// Package gmail is a stub of google.golang.org/api/gmail/v1 (v0.218.0).
package gmail

import "google.golang.org/api/googleapi"

type Service struct {
	Users *UsersService
}

type UsersService struct {
	Messages *UsersMessagesService
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
