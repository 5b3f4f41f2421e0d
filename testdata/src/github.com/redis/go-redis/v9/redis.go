// Package redis is a stub of github.com/redis/go-redis/v9 (v9.23.0): the
// exported names and signatures the keyttl and nolookup fixtures use.
package redis

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9/internal/proto"
)

const Nil = proto.Nil

const KeepTTL = -1

type Options struct {
	Network  string
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

type StatusCmd struct {
	baseCmd
	val string
}

func (cmd *StatusCmd) Val() string             { return cmd.val }
func (cmd *StatusCmd) Result() (string, error) { return cmd.val, cmd.err }
func (cmd *StatusCmd) SetVal(val string)       { cmd.val = val }
func (cmd *StatusCmd) String() string          { return "" }

type BoolCmd struct {
	baseCmd
	val bool
}

func (cmd *BoolCmd) Val() bool             { return cmd.val }
func (cmd *BoolCmd) Result() (bool, error) { return cmd.val, cmd.err }
func (cmd *BoolCmd) SetVal(val bool)       { cmd.val = val }
func (cmd *BoolCmd) String() string        { return "" }

type StringCmd struct {
	baseCmd
	val string
}

func (cmd *StringCmd) Val() string             { return cmd.val }
func (cmd *StringCmd) Result() (string, error) { return cmd.val, cmd.err }
func (cmd *StringCmd) SetVal(val string)       { cmd.val = val }
func (cmd *StringCmd) String() string          { return "" }

type StringCmdable interface {
	Get(ctx context.Context, key string) *StringCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
}

type Cmdable interface {
	StringCmdable
	Del(ctx context.Context, keys ...string) *IntCmd
}

type IntCmd struct {
	baseCmd
	val int64
}

func (cmd *IntCmd) Val() int64             { return cmd.val }
func (cmd *IntCmd) Result() (int64, error) { return cmd.val, cmd.err }

type cmdable func(ctx context.Context, cmd Cmder) error

func (c cmdable) Get(ctx context.Context, key string) *StringCmd { return &StringCmd{} }

func (c cmdable) Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return &StatusCmd{}
}

func (c cmdable) SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	return &BoolCmd{}
}

func (c cmdable) Del(ctx context.Context, keys ...string) *IntCmd { return &IntCmd{} }

type baseClient struct {
	opt *Options
}

type Client struct {
	*baseClient
	cmdable
}

func NewClient(opt *Options) *Client { return &Client{baseClient: &baseClient{opt: opt}} }

func (c *Client) Close() error { return nil }
