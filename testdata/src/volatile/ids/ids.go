// Package ids has helpers whose results differ on every call, and some
// whose results do not.
package ids

import (
	"crypto/rand"
	"encoding/hex"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
)

func NewString() string { return uuid.New().String() } // want NewString:"volatile: uuid.New"

// Token fills a buffer of a size known only at run time.
func Token(n int) string { // want Token:"volatile: rand.Read"
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func Stamp(prefix string) string { // want Stamp:"volatile: time.Now"
	return prefix + "-" + strconv.FormatInt(time.Now().UnixNano(), 10)
}

func NewV7() (string, error) { // want NewV7:"volatile: uuid.NewV7"
	id, err := uuid.NewV7()
	if err != nil {
		return "", err
	}
	return id.String(), nil
}

var seq int64

func Next() int64 { // want Next:"volatile: counter seq"
	seq++
	return seq
}

var hits atomic.Int64

func Hit() int64 { return hits.Add(1) } // want Hit:"volatile: atomic counter atomic.Add"

// Not volatile: derived from the argument, a constant, or a pointer to
// something with a random id inside.

func Parse(s string) string { return uuid.MustParse(s).String() }

func Named(space uuid.UUID, name string) string {
	return uuid.NewSHA1(space, []byte(name)).String()
}

const limit = 3

var maxRetries = 3

// Set once at start: not a counter.
func init() { maxRetries = 4 }

func Limit() int { return maxRetries + limit }

type Client struct{ requestID string }

func NewClient() *Client { return &Client{requestID: NewString()} }

func (c *Client) Name(s string) string { return "client " + s }

// Logged only names a log line with a uuid: its result is its argument.
func Logged(s string) string {
	println("trace", NewString())
	return s
}
