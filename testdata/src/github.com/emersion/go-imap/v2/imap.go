// Package imap is a stub of github.com/emersion/go-imap/v2 (v2.0.0-beta.8):
// the types the imapclient stub's signatures use.
package imap

type UID uint32

type NumSet interface{ String() string }

type SeqRange struct{ Start, Stop uint32 }

type SeqSet []SeqRange

func (s SeqSet) String() string { return "" }

func SeqSetNum(nums ...uint32) SeqSet { return nil }

type UIDRange struct{ Start, Stop UID }

type UIDSet []UIDRange

func (s UIDSet) String() string { return "" }

func UIDSetNum(uids ...UID) UIDSet { return nil }

type Flag string

const (
	FlagSeen    Flag = "\\Seen"
	FlagDeleted Flag = "\\Deleted"
)

type StoreFlagsOp int

const (
	StoreFlagsSet StoreFlagsOp = iota
	StoreFlagsAdd
	StoreFlagsDel
)

type StoreFlags struct {
	Op     StoreFlagsOp
	Silent bool
	Flags  []Flag
}

type StoreOptions struct{}
type AppendOptions struct{ Flags []Flag }
type AppendData struct{ UID UID }
type CreateOptions struct{}
type RenameOptions struct{}
type FetchOptions struct{ Envelope, Flags, UID bool }
type SearchCriteria struct{ Header []SearchCriteriaHeaderField }
type SearchCriteriaHeaderField struct{ Key, Value string }
type SearchOptions struct{}
type SearchData struct{ All NumSet }
type SelectOptions struct{ ReadOnly bool }
type SelectData struct{ NumMessages uint32 }
type StatusOptions struct{ NumMessages bool }
type StatusData struct{ Mailbox string }
type ListOptions struct{}
type ListData struct{ Mailbox string }
type CopyData struct{ UIDValidity uint32 }
