// Package mongo is a stub of go.mongodb.org/mongo-driver/v2/mongo
// (v2.10.1): the exported signatures the fixtures use.
package mongo

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

type Client struct{}

func (c *Client) Database(name string, opts ...options.Lister[options.DatabaseOptions]) *Database {
	return &Database{}
}

type Database struct{}

func (db *Database) Collection(name string, opts ...options.Lister[options.CollectionOptions]) *Collection {
	return &Collection{}
}

type Collection struct{}

type InsertOneResult struct{ InsertedID any }
type UpdateResult struct {
	MatchedCount  int64
	ModifiedCount int64
}
type DeleteResult struct{ DeletedCount int64 }

type SingleResult struct{}

func (sr *SingleResult) Decode(v any) error { return nil }
func (sr *SingleResult) Err() error         { return nil }

type Cursor struct{}

func (c *Cursor) All(ctx context.Context, results any) error { return nil }

func (coll *Collection) InsertOne(ctx context.Context, document any,
	opts ...options.Lister[options.InsertOneOptions],
) (*InsertOneResult, error) {
	return nil, nil
}

func (coll *Collection) UpdateOne(
	ctx context.Context,
	filter any,
	update any,
	opts ...options.Lister[options.UpdateOneOptions],
) (*UpdateResult, error) {
	return nil, nil
}

func (coll *Collection) DeleteOne(
	ctx context.Context,
	filter any,
	opts ...options.Lister[options.DeleteOneOptions],
) (*DeleteResult, error) {
	return nil, nil
}

func (coll *Collection) Find(ctx context.Context, filter any,
	opts ...options.Lister[options.FindOptions],
) (*Cursor, error) {
	return nil, nil
}

func (coll *Collection) FindOne(ctx context.Context, filter any,
	opts ...options.Lister[options.FindOneOptions],
) *SingleResult {
	return nil
}

func (coll *Collection) FindOneAndUpdate(
	ctx context.Context,
	filter any,
	update any,
	opts ...options.Lister[options.FindOneAndUpdateOptions],
) *SingleResult {
	return nil
}
