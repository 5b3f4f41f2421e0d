// Package mongo is a stub of go.mongodb.org/mongo-driver/mongo
// (v1.17.10): the exported signatures the fixtures use.
package mongo

import (
	"context"

	"go.mongodb.org/mongo-driver/mongo/options"
)

type Client struct{}

func (c *Client) Database(name string, opts ...*options.DatabaseOptions) *Database {
	return &Database{}
}

type Database struct{}

func (db *Database) Collection(name string, opts ...*options.CollectionOptions) *Collection {
	return &Collection{}
}

type Collection struct{}

type InsertOneResult struct{ InsertedID interface{} }
type InsertManyResult struct{ InsertedIDs []interface{} }
type UpdateResult struct {
	MatchedCount  int64
	ModifiedCount int64
	UpsertedCount int64
	UpsertedID    interface{}
}
type DeleteResult struct{ DeletedCount int64 }
type BulkWriteResult struct{ InsertedCount int64 }

type SingleResult struct{}

func (sr *SingleResult) Decode(v interface{}) error { return nil }
func (sr *SingleResult) Err() error                 { return nil }

type Cursor struct{}

func (c *Cursor) Next(ctx context.Context) bool                      { return false }
func (c *Cursor) All(ctx context.Context, results interface{}) error { return nil }
func (c *Cursor) Decode(val interface{}) error                       { return nil }
func (c *Cursor) Close(ctx context.Context) error                    { return nil }

type WriteModel interface{ writeModel() }

type InsertOneModel struct{ Document interface{} }

func NewInsertOneModel() *InsertOneModel { return &InsertOneModel{} }
func (iom *InsertOneModel) SetDocument(doc interface{}) *InsertOneModel {
	iom.Document = doc
	return iom
}
func (*InsertOneModel) writeModel() {}

type UpdateOneModel struct {
	Filter interface{}
	Update interface{}
}

func NewUpdateOneModel() *UpdateOneModel { return &UpdateOneModel{} }
func (uom *UpdateOneModel) SetFilter(filter interface{}) *UpdateOneModel {
	uom.Filter = filter
	return uom
}
func (uom *UpdateOneModel) SetUpdate(update interface{}) *UpdateOneModel {
	uom.Update = update
	return uom
}
func (*UpdateOneModel) writeModel() {}

func (coll *Collection) InsertOne(ctx context.Context, document interface{}, opts ...*options.InsertOneOptions) (*InsertOneResult, error) {
	return nil, nil
}

func (coll *Collection) InsertMany(ctx context.Context, documents []interface{}, opts ...*options.InsertManyOptions) (*InsertManyResult, error) {
	return nil, nil
}

func (coll *Collection) UpdateOne(ctx context.Context, filter interface{}, update interface{}, opts ...*options.UpdateOptions) (*UpdateResult, error) {
	return nil, nil
}

func (coll *Collection) UpdateMany(ctx context.Context, filter interface{}, update interface{}, opts ...*options.UpdateOptions) (*UpdateResult, error) {
	return nil, nil
}

func (coll *Collection) UpdateByID(ctx context.Context, id interface{}, update interface{}, opts ...*options.UpdateOptions) (*UpdateResult, error) {
	return nil, nil
}

func (coll *Collection) ReplaceOne(ctx context.Context, filter interface{}, replacement interface{}, opts ...*options.ReplaceOptions) (*UpdateResult, error) {
	return nil, nil
}

func (coll *Collection) DeleteOne(ctx context.Context, filter interface{}, opts ...*options.DeleteOptions) (*DeleteResult, error) {
	return nil, nil
}

func (coll *Collection) DeleteMany(ctx context.Context, filter interface{}, opts ...*options.DeleteOptions) (*DeleteResult, error) {
	return nil, nil
}

func (coll *Collection) BulkWrite(ctx context.Context, models []WriteModel, opts ...*options.BulkWriteOptions) (*BulkWriteResult, error) {
	return nil, nil
}

func (coll *Collection) Find(ctx context.Context, filter interface{}, opts ...*options.FindOptions) (cur *Cursor, err error) {
	return nil, nil
}

func (coll *Collection) FindOne(ctx context.Context, filter interface{}, opts ...*options.FindOneOptions) *SingleResult {
	return nil
}

func (coll *Collection) FindOneAndUpdate(ctx context.Context, filter interface{}, update interface{}, opts ...*options.FindOneAndUpdateOptions) *SingleResult {
	return nil
}

func (coll *Collection) FindOneAndDelete(ctx context.Context, filter interface{},
	opts ...*options.FindOneAndDeleteOptions) *SingleResult {
	return nil
}

func (coll *Collection) CountDocuments(ctx context.Context, filter interface{}, opts ...*options.CountOptions) (int64, error) {
	return 0, nil
}

func (coll *Collection) Aggregate(ctx context.Context, pipeline interface{}, opts ...*options.AggregateOptions) (*Cursor, error) {
	return nil, nil
}
