// Package firestore is a stub of cloud.google.com/go/firestore
// (v1.29.2): the exported signatures the fixtures use (NewClient without
// its option.ClientOption list).
package firestore

import "context"

type Client struct{}

func NewClient(ctx context.Context, projectID string) (*Client, error) { return &Client{}, nil }

func (c *Client) Collection(path string) *CollectionRef { return &CollectionRef{} }
func (c *Client) Doc(path string) *DocumentRef          { return &DocumentRef{} }
func (c *Client) Batch() *WriteBatch                    { return &WriteBatch{} }
func (c *Client) RunTransaction(ctx context.Context, f func(context.Context, *Transaction) error, opts ...TransactionOption) (err error) {
	return f(ctx, &Transaction{})
}

type TransactionOption interface{ config() }

type Query struct{}

func (q Query) Where(path, op string, value interface{}) Query  { return q }
func (q Query) Limit(n int) Query                               { return q }
func (q Query) Documents(ctx context.Context) *DocumentIterator { return &DocumentIterator{} }

type CollectionRef struct {
	Query
	ID string
}

func (c *CollectionRef) Doc(id string) *DocumentRef { return &DocumentRef{} }
func (c *CollectionRef) NewDoc() *DocumentRef       { return &DocumentRef{} }
func (c *CollectionRef) Add(ctx context.Context, data interface{}) (*DocumentRef, *WriteResult, error) {
	return &DocumentRef{}, &WriteResult{}, nil
}

type DocumentRef struct {
	ID string
}

type WriteResult struct{}

type DocumentSnapshot struct{}

func (d *DocumentSnapshot) DataTo(p interface{}) error { return nil }

type Precondition interface{ preconditionProto() }

type SetOption interface{ toMask() }

type merge struct{ all bool }

func (merge) toMask() {}

var MergeAll SetOption = merge{all: true}

type FieldPath []string

type Update struct {
	Path      string
	FieldPath FieldPath
	Value     interface{}
}

type transform struct{ t interface{} }

func Increment(n interface{}) transform { return transform{t: n} }

type arrayUnion struct{ elems []interface{} }

func ArrayUnion(elems ...interface{}) arrayUnion { return arrayUnion{elems: elems} }

func (d *DocumentRef) Get(ctx context.Context) (_ *DocumentSnapshot, err error) {
	return &DocumentSnapshot{}, nil
}
func (d *DocumentRef) Create(ctx context.Context, data interface{}) (_ *WriteResult, err error) {
	return &WriteResult{}, nil
}
func (d *DocumentRef) Set(ctx context.Context, data interface{}, opts ...SetOption) (_ *WriteResult, err error) {
	return &WriteResult{}, nil
}
func (d *DocumentRef) Delete(ctx context.Context, preconds ...Precondition) (_ *WriteResult, err error) {
	return &WriteResult{}, nil
}
func (d *DocumentRef) Update(ctx context.Context, updates []Update, preconds ...Precondition) (_ *WriteResult, err error) {
	return &WriteResult{}, nil
}

type DocumentIterator struct{}

func (it *DocumentIterator) Next() (*DocumentSnapshot, error)     { return nil, nil }
func (it *DocumentIterator) GetAll() ([]*DocumentSnapshot, error) { return nil, nil }
func (it *DocumentIterator) Stop()                                {}

type Transaction struct{}

func (t *Transaction) Get(dr *DocumentRef) (*DocumentSnapshot, error)                 { return nil, nil }
func (t *Transaction) Create(dr *DocumentRef, data interface{}) error                 { return nil }
func (t *Transaction) Set(dr *DocumentRef, data interface{}, opts ...SetOption) error { return nil }
func (t *Transaction) Update(dr *DocumentRef, data []Update, opts ...Precondition) error {
	return nil
}

type WriteBatch struct{}

func (b *WriteBatch) Create(dr *DocumentRef, data interface{}) *WriteBatch { return b }
func (b *WriteBatch) Set(dr *DocumentRef, data interface{}, opts ...SetOption) *WriteBatch {
	return b
}
func (b *WriteBatch) Commit(ctx context.Context) (_ []*WriteResult, err error) { return nil, nil }
