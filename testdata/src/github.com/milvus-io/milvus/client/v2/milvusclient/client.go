// Package milvusclient is a stub of
// github.com/milvus-io/milvus/client/v2/milvusclient at v2.5.4. Only the
// exported API the fixtures use is mirrored: the option interfaces keep
// none of their methods, the option constructors return them rather than
// their unexported implementations, and the gRPC call options are left
// out.
package milvusclient

import "context"

type Client struct{}

type CreateCollectionOption interface{}
type DropCollectionOption interface{}
type CreateDatabaseOption interface{}
type UseDatabaseOption interface{}
type InsertOption interface{}
type SearchOption interface{}

type InsertResult struct {
	InsertCount int64
}

type ResultSet struct {
	ResultCount int
}

func NewCreateCollectionOption(name string, schema any) CreateCollectionOption { return name }
func NewDropCollectionOption(name string) DropCollectionOption                 { return name }
func NewCreateDatabaseOption(dbName string) CreateDatabaseOption               { return dbName }
func NewUseDatabaseOption(dbName string) UseDatabaseOption                     { return dbName }
func NewColumnBasedInsertOption(collName string, columns ...any) InsertOption  { return collName }

func (c *Client) CreateCollection(ctx context.Context, option CreateCollectionOption) error {
	return nil
}
func (c *Client) DropCollection(ctx context.Context, option DropCollectionOption) error { return nil }
func (c *Client) CreateDatabase(ctx context.Context, option CreateDatabaseOption) error { return nil }
func (c *Client) UseDatabase(ctx context.Context, option UseDatabaseOption) error       { return nil }
func (c *Client) Insert(ctx context.Context, option InsertOption) (InsertResult, error) {
	return InsertResult{}, nil
}
func (c *Client) Search(ctx context.Context, option SearchOption) ([]ResultSet, error) {
	return nil, nil
}
