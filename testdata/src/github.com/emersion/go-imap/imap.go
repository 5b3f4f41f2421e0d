// Package imap is a stub of github.com/emersion/go-imap (v1.2.1): the
// types the client stub's signatures use.
package imap

type SeqSet struct{}

func ParseSeqSet(set string) (*SeqSet, error) { return &SeqSet{}, nil }

type StoreItem string

const AddFlags StoreItem = "+FLAGS"

const DeletedFlag = "\\Deleted"

type FetchItem string

type Message struct{ Uid uint32 }

type MailboxStatus struct{ Messages uint32 }

type SearchCriteria struct{}

func NewSearchCriteria() *SearchCriteria { return &SearchCriteria{} }

type Literal interface {
	Read(p []byte) (int, error)
	Len() int
}
