// Package options is a stub of go.mongodb.org/mongo-driver/mongo/options
// (v1.17.10): the option types the fixtures' signatures use.
package options

type InsertOneOptions struct{}
type InsertManyOptions struct{}
type UpdateOptions struct{ Upsert *bool }
type ReplaceOptions struct{ Upsert *bool }
type DeleteOptions struct{}
type FindOptions struct{}
type FindOneOptions struct{}
type FindOneAndUpdateOptions struct{}
type FindOneAndDeleteOptions struct{}
type CountOptions struct{}
type BulkWriteOptions struct{}
type AggregateOptions struct{}
type DatabaseOptions struct{}
type CollectionOptions struct{}

func Update() *UpdateOptions                             { return &UpdateOptions{} }
func (u *UpdateOptions) SetUpsert(b bool) *UpdateOptions { u.Upsert = &b; return u }
