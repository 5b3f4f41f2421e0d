// Package milvus calls Milvus' Go client, which the catalogue decides.
package milvus

import (
	"context"

	"github.com/milvus-io/milvus/client/v2/milvusclient"
)

func Insert(ctx context.Context, c *milvusclient.Client, coll string) error { // want Insert:`^writes sdk milvus \(\*milvusclient.Client\).Insert via`
	_, err := c.Insert(ctx, milvusclient.NewColumnBasedInsertOption(coll))
	return err
}

func Create(ctx context.Context, c *milvusclient.Client, name string) error { // want Create:`^writes sdk milvus \(\*milvusclient.Client\).CreateCollection \(idempotent\) via`
	return c.CreateCollection(ctx, milvusclient.NewCreateCollectionOption(name, nil))
}

func CreateDB(ctx context.Context, c *milvusclient.Client, name string) error { // want CreateDB:`^writes sdk milvus \(\*milvusclient.Client\).CreateDatabase \(rejects a repeat\) via`
	return c.CreateDatabase(ctx, milvusclient.NewCreateDatabaseOption(name))
}

func Drop(ctx context.Context, c *milvusclient.Client, name string) error { // want Drop:`^writes sdk milvus \(\*milvusclient.Client\).DropCollection \(idempotent\) via`
	return c.DropCollection(ctx, milvusclient.NewDropCollectionOption(name))
}

// Use switches the client's database: no write.
func Use(ctx context.Context, c *milvusclient.Client, name string) error {
	return c.UseDatabase(ctx, milvusclient.NewUseDatabaseOption(name))
}
