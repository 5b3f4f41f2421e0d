// Package options is a stub of
// go.mongodb.org/mongo-driver/v2/mongo/options (v2.10.1): the option
// types the fixtures' signatures use.
package options

type Lister[T any] interface {
	List() []func(*T) error
}

type InsertOneOptions struct{}
type UpdateOneOptions struct{}
type DeleteOneOptions struct{}
type FindOptions struct{}
type FindOneOptions struct{}
type FindOneAndUpdateOptions struct{}
type DatabaseOptions struct{}
type CollectionOptions struct{}
