// Package client is a stub of github.com/emersion/go-imap/client (v1.2.1).
package client

import (
	"time"

	"github.com/emersion/go-imap"
)

type Client struct{}

func DialTLS(addr string, tlsConfig interface{}) (*Client, error) { return &Client{}, nil }

func (c *Client) Login(username, password string) error { return nil }
func (c *Client) Logout() error                         { return nil }
func (c *Client) Close() error                          { return nil }
func (c *Client) Select(name string, readOnly bool) (*imap.MailboxStatus, error) {
	return &imap.MailboxStatus{}, nil
}
func (c *Client) Create(name string) error                  { return nil }
func (c *Client) Delete(name string) error                  { return nil }
func (c *Client) Rename(existingName, newName string) error { return nil }
func (c *Client) Append(mbox string, flags []string, date time.Time, msg imap.Literal) error {
	return nil
}
func (c *Client) Expunge(ch chan uint32) error { return nil }
func (c *Client) Search(criteria *imap.SearchCriteria) (seqNums []uint32, err error) {
	return nil, nil
}
func (c *Client) Fetch(seqset *imap.SeqSet, items []imap.FetchItem, ch chan *imap.Message) error {
	return nil
}
func (c *Client) Store(seqset *imap.SeqSet, item imap.StoreItem, value interface{}, ch chan *imap.Message) error {
	return nil
}
func (c *Client) Copy(seqset *imap.SeqSet, dest string) error    { return nil }
func (c *Client) UidCopy(seqset *imap.SeqSet, dest string) error { return nil }
func (c *Client) Move(seqset *imap.SeqSet, dest string) error    { return nil }
