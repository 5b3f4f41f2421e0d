// Package redis is a stub of github.com/go-redis/redis/v8 (v8.11.5): the
// exported names and signatures the effects fixtures use. In v8.11.5 the
// commands are methods of the unexported cmdable (commands.go), which
// Client embeds; their *Cmd carries the error in Err (of the embedded
// baseCmd) and Result.
package redis

import (
	"context"
	"time"
)

type Options struct {
	Addr     string
	Password string
	DB       int
}

type Cmder interface {
	Name() string
	Args() []interface{}
	Err() error
}

type baseCmd struct {
	ctx  context.Context
	args []interface{}
	err  error
}

func (cmd *baseCmd) Name() string        { return "" }
func (cmd *baseCmd) Args() []interface{} { return cmd.args }
func (cmd *baseCmd) Err() error          { return cmd.err }

type IntCmd struct {
	baseCmd
	val int64
}

func (cmd *IntCmd) Val() int64             { return cmd.val }
func (cmd *IntCmd) Result() (int64, error) { return cmd.val, cmd.err }

type StringCmd struct {
	baseCmd
	val string
}

func (cmd *StringCmd) Val() string             { return cmd.val }
func (cmd *StringCmd) Result() (string, error) { return cmd.val, cmd.err }

type StatusCmd struct {
	baseCmd
	val string
}

func (cmd *StatusCmd) Val() string             { return cmd.val }
func (cmd *StatusCmd) Result() (string, error) { return cmd.val, cmd.err }

type BoolCmd struct {
	baseCmd
	val bool
}

func (cmd *BoolCmd) Val() bool             { return cmd.val }
func (cmd *BoolCmd) Result() (bool, error) { return cmd.val, cmd.err }

type cmdable func(ctx context.Context, cmd Cmder) error

func (c cmdable) Get(ctx context.Context, key string) *StringCmd { return &StringCmd{} }

func (c cmdable) Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return &StatusCmd{}
}

func (c cmdable) SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	return &BoolCmd{}
}

func (c cmdable) Incr(ctx context.Context, key string) *IntCmd { return &IntCmd{} }

func (c cmdable) HSet(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}

func (c cmdable) RPush(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}

type baseClient struct {
	opt *Options
}

type Client struct {
	*baseClient
	cmdable
}

func NewClient(opt *Options) *Client { return &Client{baseClient: &baseClient{opt: opt}} }

func (c *Client) Close() error { return nil }
