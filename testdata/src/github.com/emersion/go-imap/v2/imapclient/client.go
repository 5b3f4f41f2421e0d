// Package imapclient is a stub of github.com/emersion/go-imap/v2/imapclient
// (v2.0.0-beta.8): the Client methods and the commands they return.
package imapclient

import (
	"net"

	"github.com/emersion/go-imap/v2"
)

type Options struct{}

type Client struct{ conn net.Conn }

func New(conn net.Conn, options *Options) *Client                             { return &Client{conn: conn} }
func DialTLS(address string, options *Options) (*Client, error)               { return &Client{}, nil }
func (c *Client) Close() error                                                { return nil }
func (c *Client) Login(username, password string) *Command                    { return &Command{} }
func (c *Client) Logout() *Command                                            { return &Command{} }
func (c *Client) Create(mailbox string, options *imap.CreateOptions) *Command { return &Command{} }
func (c *Client) Delete(mailbox string) *Command                              { return &Command{} }
func (c *Client) Rename(mailbox, newName string, options *imap.RenameOptions) *Command {
	return &Command{}
}
func (c *Client) Append(mailbox string, size int64, options *imap.AppendOptions) *AppendCommand {
	return &AppendCommand{}
}
func (c *Client) Copy(numSet imap.NumSet, mailbox string) *CopyCommand { return &CopyCommand{} }
func (c *Client) Move(numSet imap.NumSet, mailbox string) *MoveCommand { return &MoveCommand{} }
func (c *Client) Store(numSet imap.NumSet, store *imap.StoreFlags, options *imap.StoreOptions) *FetchCommand {
	return &FetchCommand{}
}
func (c *Client) Expunge() *ExpungeCommand                    { return &ExpungeCommand{} }
func (c *Client) UIDExpunge(uids imap.UIDSet) *ExpungeCommand { return &ExpungeCommand{} }
func (c *Client) Select(mailbox string, options *imap.SelectOptions) *SelectCommand {
	return &SelectCommand{}
}
func (c *Client) Fetch(numSet imap.NumSet, options *imap.FetchOptions) *FetchCommand {
	return &FetchCommand{}
}
func (c *Client) Search(criteria *imap.SearchCriteria, options *imap.SearchOptions) *SearchCommand {
	return &SearchCommand{}
}
func (c *Client) UIDSearch(criteria *imap.SearchCriteria, options *imap.SearchOptions) *SearchCommand {
	return &SearchCommand{}
}
func (c *Client) Status(mailbox string, options *imap.StatusOptions) *StatusCommand {
	return &StatusCommand{}
}

type Command struct{}

func (cmd *Command) Wait() error { return nil }

type AppendCommand struct{}

func (cmd *AppendCommand) Write(b []byte) (int, error)     { return len(b), nil }
func (cmd *AppendCommand) Close() error                    { return nil }
func (cmd *AppendCommand) Wait() (*imap.AppendData, error) { return &imap.AppendData{}, nil }

type CopyCommand struct{}

func (cmd *CopyCommand) Wait() (*imap.CopyData, error) { return &imap.CopyData{}, nil }

type MoveData struct{}
type MoveCommand struct{}

func (cmd *MoveCommand) Wait() (*MoveData, error) { return &MoveData{}, nil }

type FetchMessageBuffer struct{ UID imap.UID }
type FetchCommand struct{}

func (cmd *FetchCommand) Close() error                            { return nil }
func (cmd *FetchCommand) Collect() ([]*FetchMessageBuffer, error) { return nil, nil }

type ExpungeCommand struct{}

func (cmd *ExpungeCommand) Close() error               { return nil }
func (cmd *ExpungeCommand) Collect() ([]uint32, error) { return nil, nil }

type SelectCommand struct{}

func (cmd *SelectCommand) Wait() (*imap.SelectData, error) { return &imap.SelectData{}, nil }

type SearchCommand struct{}

func (cmd *SearchCommand) Wait() (*imap.SearchData, error) { return &imap.SearchData{}, nil }

type StatusCommand struct{}

func (cmd *StatusCommand) Wait() (*imap.StatusData, error) { return &imap.StatusData{}, nil }
