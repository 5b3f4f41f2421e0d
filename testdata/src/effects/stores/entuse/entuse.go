// Package entuse writes and reads through a client that entc generated:
// the writes of sqlgraph reach it through the builders' Save and Exec.
package entuse

import (
	"context"

	"effects/stores/ent"
)

func EntCreate(ctx context.Context, client *ent.Client, name string) (*ent.User, error) { // want EntCreate:`^writes sdk ent sqlgraph\.CreateNode via entuse\.EntCreate -> \(\*ent\.UserCreate\)\.Save -> \(\*ent\.UserCreate\)\.sqlSave -> sqlgraph\.CreateNode$`
	return client.User.Create().SetName(name).SetAge(30).Save(ctx)
}

func EntRename(ctx context.Context, client *ent.Client, id int, name string) error { // want EntRename:`^writes sdk ent sqlgraph\.UpdateNode \(idempotent\) via`
	_, err := client.User.UpdateOneID(id).SetName(name).Save(ctx)
	return err
}

func EntDelete(ctx context.Context, client *ent.Client, id int) error { // want EntDelete:`^writes sdk ent sqlgraph\.DeleteNodes \(idempotent\) via`
	return client.User.DeleteOneID(id).Exec(ctx)
}

// EntRead only reads.
func EntRead(ctx context.Context, client *ent.Client, id int) (int, error) {
	if _, err := client.User.Get(ctx, id); err != nil {
		return 0, err
	}
	if _, err := client.User.Query().Limit(10).All(ctx); err != nil {
		return 0, err
	}
	return client.User.Query().Count(ctx)
}
