// Package ent has the shape of the code entc (entgo.io/ent v0.14.5)
// generates for a schema with one type, User: the builders' Save and
// Exec hand their sqlSave or sqlExec to withHooks as a method value, and
// sqlSave calls sqlgraph.
package ent

import (
	"context"
	"fmt"

	"entgo.io/ent"
	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql/sqlgraph"
)

type (
	Hook       = ent.Hook
	Value      = ent.Value
	Mutation   = ent.Mutation
	Mutator    = ent.Mutator
	MutateFunc = ent.MutateFunc
	Query      = any
)

type Querier interface {
	Query(context.Context, Query) (Value, error) // want Query:`^implemented by \(ent\.QuerierFunc\)\.Query \(no writes\)$`
}

type QuerierFunc func(context.Context, Query) (Value, error)

func (f QuerierFunc) Query(ctx context.Context, q Query) (Value, error) { return f(ctx, q) }

type Interceptor interface {
	Intercept(Querier) Querier
}

type config struct {
	driver dialect.Driver
	hooks  *hooks
	inters *inters
}

type hooks struct{ User []ent.Hook }
type inters struct{ User []Interceptor }

// Client is the client that holds all ent builders.
type Client struct {
	config
	User *UserClient
}

func NewClient(drv dialect.Driver) *Client {
	c := config{driver: drv, hooks: &hooks{}, inters: &inters{}}
	return &Client{config: c, User: &UserClient{config: c}}
}

// withHooks invokes the builder operation with the given hooks, if any.
func withHooks[V Value, M any, PM interface {
	*M
	Mutation
}](ctx context.Context, exec func(context.Context) (V, error), mutation PM, hooks []Hook) (value V, err error) {
	if len(hooks) == 0 {
		return exec(ctx)
	}
	var mut Mutator = MutateFunc(func(ctx context.Context, m Mutation) (Value, error) {
		mutationT, ok := any(m).(PM)
		if !ok {
			return nil, fmt.Errorf("unexpected mutation type %T", m)
		}
		*mutation = *mutationT
		return exec(ctx)
	})
	for i := len(hooks) - 1; i >= 0; i-- {
		mut = hooks[i](mut)
	}
	v, err := mut.Mutate(ctx, mutation)
	if err != nil {
		return value, err
	}
	nv, ok := v.(V)
	if !ok {
		return value, fmt.Errorf("unexpected node type %T returned from %T", v, mutation)
	}
	return nv, nil
}

func withInterceptors[V Value](ctx context.Context, q Query, qr Querier, inters []Interceptor) (v V, err error) {
	for i := len(inters) - 1; i >= 0; i-- {
		qr = inters[i].Intercept(qr)
	}
	rv, err := qr.Query(ctx, q)
	if err != nil {
		return v, err
	}
	vt, ok := rv.(V)
	if !ok {
		return v, fmt.Errorf("unexpected type %T returned from %T. expected type: %T", vt, q, v)
	}
	return vt, nil
}

func querierAll[V Value, Q interface {
	sqlAll(context.Context) (V, error)
}]() Querier {
	return QuerierFunc(func(ctx context.Context, q Query) (Value, error) {
		query, ok := q.(Q)
		if !ok {
			return nil, fmt.Errorf("unexpected query type %T", q)
		}
		return query.sqlAll(ctx)
	})
}

// User is the model entity for the User schema.
type User struct {
	ID   int
	Name string
	Age  int
}

// UserMutation represents an operation that mutates the User nodes in the graph.
type UserMutation struct {
	op   ent.Op
	typ  string
	id   *int
	name *string
	age  *int
}

func (m *UserMutation) Op() ent.Op   { return m.op }
func (m *UserMutation) Type() string { return m.typ }

// UserClient is a client for the User schema.
type UserClient struct {
	config
}

func (c *UserClient) Create() *UserCreate {
	return &UserCreate{config: c.config, hooks: c.hooks.User, mutation: &UserMutation{}}
}

func (c *UserClient) Update() *UserUpdate {
	return &UserUpdate{config: c.config, hooks: c.hooks.User, mutation: &UserMutation{}}
}

func (c *UserClient) UpdateOneID(id int) *UserUpdateOne {
	return &UserUpdateOne{config: c.config, hooks: c.hooks.User, mutation: &UserMutation{id: &id}}
}

func (c *UserClient) DeleteOneID(id int) *UserDeleteOne {
	return &UserDeleteOne{&UserDelete{config: c.config, hooks: c.hooks.User, mutation: &UserMutation{id: &id}}}
}

func (c *UserClient) Query() *UserQuery {
	return &UserQuery{config: c.config, inters: c.inters.User}
}

func (c *UserClient) Get(ctx context.Context, id int) (*User, error) {
	return c.Query().Only(ctx)
}

// UserCreate is the builder for creating a User entity.
type UserCreate struct {
	config
	mutation *UserMutation
	hooks    []Hook
}

func (uc *UserCreate) SetName(s string) *UserCreate { uc.mutation.name = &s; return uc }
func (uc *UserCreate) SetAge(i int) *UserCreate     { uc.mutation.age = &i; return uc }

// Save creates the User in the database.
func (uc *UserCreate) Save(ctx context.Context) (*User, error) { // want Save:`^writes sdk ent sqlgraph\.CreateNode via \(\*ent\.UserCreate\)\.Save -> \(\*ent\.UserCreate\)\.sqlSave -> sqlgraph\.CreateNode$`
	return withHooks(ctx, uc.sqlSave, uc.mutation, uc.hooks)
}

func (uc *UserCreate) SaveX(ctx context.Context) *User { // want SaveX:`^writes sdk ent sqlgraph\.CreateNode via`
	v, err := uc.Save(ctx)
	if err != nil {
		panic(err)
	}
	return v
}

func (uc *UserCreate) Exec(ctx context.Context) error { // want Exec:`^writes sdk ent sqlgraph\.CreateNode via`
	_, err := uc.Save(ctx)
	return err
}

func (uc *UserCreate) sqlSave(ctx context.Context) (*User, error) { // want sqlSave:`^writes sdk ent sqlgraph\.CreateNode via`
	_node, _spec := uc.createSpec()
	if err := sqlgraph.CreateNode(ctx, uc.driver, _spec); err != nil {
		return nil, err
	}
	id := _spec.ID.Value.(int64)
	_node.ID = int(id)
	return _node, nil
}

func (uc *UserCreate) createSpec() (*User, *sqlgraph.CreateSpec) {
	_node := &User{}
	_spec := sqlgraph.NewCreateSpec("users", sqlgraph.NewFieldSpec("id", 12))
	if uc.mutation.name != nil {
		_spec.Fields = append(_spec.Fields, &sqlgraph.FieldSpec{Column: "name", Value: *uc.mutation.name})
		_node.Name = *uc.mutation.name
	}
	return _node, _spec
}

// UserUpdate is the builder for updating User entities.
type UserUpdate struct {
	config
	hooks    []Hook
	mutation *UserMutation
}

func (uu *UserUpdate) SetName(s string) *UserUpdate { uu.mutation.name = &s; return uu }

func (uu *UserUpdate) Save(ctx context.Context) (int, error) { // want Save:`^writes sdk ent sqlgraph\.UpdateNodes \(idempotent\) via`
	return withHooks(ctx, uu.sqlSave, uu.mutation, uu.hooks)
}

func (uu *UserUpdate) Exec(ctx context.Context) error { // want Exec:`^writes sdk ent sqlgraph\.UpdateNodes \(idempotent\) via`
	_, err := uu.Save(ctx)
	return err
}

func (uu *UserUpdate) sqlSave(ctx context.Context) (n int, err error) { // want sqlSave:`^writes sdk ent sqlgraph\.UpdateNodes \(idempotent\) via`
	_spec := sqlgraph.NewUpdateSpec("users", []string{"id", "name", "age"}, sqlgraph.NewFieldSpec("id", 12))
	if value := uu.mutation.name; value != nil {
		_spec.SetField("name", 7, *value)
	}
	if value := uu.mutation.age; value != nil {
		_spec.AddField("age", 12, *value)
	}
	return sqlgraph.UpdateNodes(ctx, uu.driver, _spec)
}

// UserUpdateOne is the builder for updating a single User entity.
type UserUpdateOne struct {
	config
	hooks    []Hook
	mutation *UserMutation
}

func (uuo *UserUpdateOne) SetName(s string) *UserUpdateOne { uuo.mutation.name = &s; return uuo }

func (uuo *UserUpdateOne) Save(ctx context.Context) (*User, error) { // want Save:`^writes sdk ent sqlgraph\.UpdateNode \(idempotent\) via`
	return withHooks(ctx, uuo.sqlSave, uuo.mutation, uuo.hooks)
}

func (uuo *UserUpdateOne) sqlSave(ctx context.Context) (_node *User, err error) { // want sqlSave:`^writes sdk ent sqlgraph\.UpdateNode \(idempotent\) via`
	_spec := sqlgraph.NewUpdateSpec("users", []string{"id", "name", "age"}, sqlgraph.NewFieldSpec("id", 12))
	if value := uuo.mutation.name; value != nil {
		_spec.SetField("name", 7, *value)
	}
	_node = &User{}
	if err = sqlgraph.UpdateNode(ctx, uuo.driver, _spec); err != nil {
		return nil, err
	}
	return _node, nil
}

// UserDelete is the builder for deleting a User entity.
type UserDelete struct {
	config
	hooks    []Hook
	mutation *UserMutation
}

func (ud *UserDelete) Exec(ctx context.Context) (int, error) { // want Exec:`^writes sdk ent sqlgraph\.DeleteNodes \(idempotent\) via`
	return withHooks(ctx, ud.sqlExec, ud.mutation, ud.hooks)
}

func (ud *UserDelete) sqlExec(ctx context.Context) (int, error) { // want sqlExec:`^writes sdk ent sqlgraph\.DeleteNodes \(idempotent\) via`
	_spec := sqlgraph.NewDeleteSpec("users", sqlgraph.NewFieldSpec("id", 12))
	return sqlgraph.DeleteNodes(ctx, ud.driver, _spec)
}

// UserDeleteOne is the builder for deleting a single User entity.
type UserDeleteOne struct {
	ud *UserDelete
}

func (udo *UserDeleteOne) Exec(ctx context.Context) error { // want Exec:`^writes sdk ent sqlgraph\.DeleteNodes \(idempotent\) via`
	_, err := udo.ud.Exec(ctx)
	return err
}

// UserQuery is the builder for querying User entities.
type UserQuery struct {
	config
	inters []Interceptor
	limit  *int
}

func (uq *UserQuery) Limit(limit int) *UserQuery { uq.limit = &limit; return uq }

func (uq *UserQuery) All(ctx context.Context) ([]*User, error) {
	qr := querierAll[[]*User, *UserQuery]()
	return withInterceptors[[]*User](ctx, uq, qr, uq.inters)
}

func (uq *UserQuery) Only(ctx context.Context) (*User, error) {
	nodes, err := uq.Limit(2).All(ctx)
	if err != nil {
		return nil, err
	}
	if len(nodes) != 1 {
		return nil, fmt.Errorf("user not singular")
	}
	return nodes[0], nil
}

func (uq *UserQuery) Count(ctx context.Context) (int, error) {
	_spec := sqlgraph.NewQuerySpec("users", []string{"id"}, sqlgraph.NewFieldSpec("id", 12))
	return sqlgraph.CountNodes(ctx, uq.driver, _spec)
}

func (uq *UserQuery) sqlAll(ctx context.Context) ([]*User, error) {
	var nodes []*User
	_spec := sqlgraph.NewQuerySpec("users", []string{"id", "name"}, sqlgraph.NewFieldSpec("id", 12))
	if err := sqlgraph.QueryNodes(ctx, uq.driver, _spec); err != nil {
		return nil, err
	}
	return nodes, nil
}
