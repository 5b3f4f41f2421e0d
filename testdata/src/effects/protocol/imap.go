// Package protocol calls protocol clients that write over their own
// connection: IMAP (go-imap v1 and v2), Kubernetes (client-go typed and
// dynamic, controller-runtime) and helm, through stubs of their APIs.
package protocol

import (
	"bytes"
	"time"

	imapv1 "github.com/emersion/go-imap"
	clientv1 "github.com/emersion/go-imap/client"
	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
)

// ReadOnly selects, searches and fetches: no write.
func ReadOnly(c *imapclient.Client) error {
	if _, err := c.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait(); err != nil {
		return err
	}
	data, err := c.Search(&imap.SearchCriteria{}, nil).Wait()
	if err != nil {
		return err
	}
	_, err = c.Fetch(data.All, &imap.FetchOptions{Envelope: true}).Collect()
	return err
}

// Draft appends a message: a write a retry repeats.
func Draft(c *imapclient.Client, body []byte) error { // want Draft:`^writes sdk imap \(\*imapclient\.Client\)\.Append via protocol\.Draft -> \(\*imapclient\.Client\)\.Append$`
	cmd := c.Append("Drafts", int64(len(body)), nil)
	if _, err := cmd.Write(body); err != nil {
		return err
	}
	if err := cmd.Close(); err != nil {
		return err
	}
	_, err := cmd.Wait()
	return err
}

// Archive copies, flags and expunges.
func Archive(c *imapclient.Client, uid imap.UID) error { // want Archive:`^writes sdk imap \(\*imapclient\.Client\)\.Copy via protocol\.Archive -> .*; sdk imap \(\*imapclient\.Client\)\.Expunge \(idempotent\) via .*; sdk imap \(\*imapclient\.Client\)\.Store \(idempotent\) via`
	set := imap.UIDSetNum(uid)
	if _, err := c.Copy(set, "Archive").Wait(); err != nil {
		return err
	}
	if err := c.Store(set, &imap.StoreFlags{Op: imap.StoreFlagsAdd, Flags: []imap.Flag{imap.FlagDeleted}}, nil).Close(); err != nil {
		return err
	}
	return c.Expunge().Close()
}

// Folder creates a mailbox by name: the server refuses a second create.
func Folder(c *imapclient.Client, name string) error { // want Folder:`^writes sdk imap \(\*imapclient\.Client\)\.Create \(rejects a repeat\) via`
	return c.Create(name, nil).Wait()
}

// V1 uses go-imap v1: Select, Search and Fetch read; Move does not
// repeat (the messages are gone from the source); UidCopy writes.
func V1(c *clientv1.Client) error { // want V1:`^writes sdk imap \(\*client\.Client\)\.UidCopy via protocol\.V1 -> \(\*client\.Client\)\.UidCopy; sdk imap \(\*client\.Client\)\.Move \(idempotent\) via`
	if _, err := c.Select("INBOX", false); err != nil {
		return err
	}
	ids, err := c.Search(imapv1.NewSearchCriteria())
	if err != nil || len(ids) == 0 {
		return err
	}
	set, _ := imapv1.ParseSeqSet("1:*")
	if err := c.Fetch(set, nil, make(chan *imapv1.Message)); err != nil {
		return err
	}
	if err := c.UidCopy(set, "Backup"); err != nil {
		return err
	}
	return c.Move(set, "Archive")
}

// V1Append appends a literal.
func V1Append(c *clientv1.Client, msg *bytes.Buffer) error { // want V1Append:`^writes sdk imap \(\*client\.Client\)\.Append via`
	return c.Append("Sent", nil, time.Now(), literal{msg})
}

type literal struct{ *bytes.Buffer }
