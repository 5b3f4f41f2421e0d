// Package teardown closes the IMAP sessions it opens. IMAP's CLOSE
// expunges what a Store marked deleted, but a Close deferred, or made
// just before leaving with its result dropped, ends the session: it is
// no write of the function's. A Close whose answer the function returns
// is its operation.
package teardown

import (
	"github.com/emersion/go-imap/client"
)

func Read(c *client.Client) error {
	defer c.Close()
	_, err := c.Select("INBOX", true)
	return err
}

func open(user, pass string) (*client.Client, error) {
	c, err := client.DialTLS("imap.example.com:993", nil)
	if err != nil {
		return nil, err
	}
	if err := c.Login(user, pass); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

func Count(user, pass string) (uint32, error) {
	c, err := open(user, pass)
	if err != nil {
		return 0, err
	}
	defer c.Logout()
	st, err := c.Select("INBOX", true)
	if err != nil {
		return 0, err
	}
	return st.Messages, nil
}

func Purge(c *client.Client) error { // want Purge:`^writes sdk imap \(\*client\.Client\)\.Close \(idempotent\) via`
	if _, err := c.Select("INBOX", false); err != nil {
		return err
	}
	return c.Close()
}
