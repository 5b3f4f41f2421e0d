// Package redis is a stub of github.com/redis/go-redis/v9 (v9.23.0): the
// exported names and signatures the keyttl, nolookup and effects fixtures
// use. In v9.23.0 the commands are methods of the unexported cmdable,
// declared by the interfaces of each command group (StringCmdable,
// HashCmdable, ListCmdable, ...), which Cmdable and UniversalClient embed.
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

type HashCmdable interface {
	HDel(ctx context.Context, key string, fields ...string) *IntCmd
	HGetAll(ctx context.Context, key string) *MapStringStringCmd
	HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd
	HSet(ctx context.Context, key string, values ...interface{}) *IntCmd
}

type ListCmdable interface {
	LPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	LRange(ctx context.Context, key string, start, stop int64) *StringSliceCmd
	RPush(ctx context.Context, key string, values ...interface{}) *IntCmd
}

type SetCmdable interface {
	SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd
	SRem(ctx context.Context, key string, members ...interface{}) *IntCmd
}

type StreamCmdable interface {
	XAdd(ctx context.Context, a *XAddArgs) *StringCmd
}

type JSONCmdable interface {
	JSONArrAppend(ctx context.Context, key, path string, values ...interface{}) *IntSliceCmd
	JSONSet(ctx context.Context, key, path string, value interface{}) *StatusCmd
}

type PubSubCmdable interface {
	Publish(ctx context.Context, channel string, message interface{}) *IntCmd
}

type Cmdable interface {
	StringCmdable
	HashCmdable
	ListCmdable
	SetCmdable
	StreamCmdable
	PubSubCmdable
	JSONCmdable
	Del(ctx context.Context, keys ...string) *IntCmd
}

// UniversalClient is an abstract client (Client, ClusterClient, Ring);
// the stub keeps Cmdable and Close of its methods.
type UniversalClient interface {
	Cmdable
	Close() error
}

type XAddArgs struct {
	Stream         string
	NoMkStream     bool
	MaxLen         int64
	MinID          string
	Approx         bool
	Limit          int64
	Mode           string
	ID             string
	Values         interface{}
	ProducerID     string
	IdempotentID   string
	IdempotentAuto bool
}

type MapStringStringCmd struct {
	baseCmd
	val map[string]string
}

func (cmd *MapStringStringCmd) Val() map[string]string             { return cmd.val }
func (cmd *MapStringStringCmd) Result() (map[string]string, error) { return cmd.val, cmd.err }

type IntSliceCmd struct {
	baseCmd
	val []int64
}

func (cmd *IntSliceCmd) Val() []int64             { return cmd.val }
func (cmd *IntSliceCmd) Result() ([]int64, error) { return cmd.val, cmd.err }

type StringSliceCmd struct {
	baseCmd
	val []string
}

func (cmd *StringSliceCmd) Val() []string             { return cmd.val }
func (cmd *StringSliceCmd) Result() ([]string, error) { return cmd.val, cmd.err }

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

func (c cmdable) SetEx(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return &StatusCmd{}
}

func (c cmdable) Incr(ctx context.Context, key string) *IntCmd { return &IntCmd{} }

func (c cmdable) HDel(ctx context.Context, key string, fields ...string) *IntCmd { return &IntCmd{} }

func (c cmdable) HGetAll(ctx context.Context, key string) *MapStringStringCmd {
	return &MapStringStringCmd{}
}

func (c cmdable) HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd {
	return &IntCmd{}
}

func (c cmdable) HSet(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}

func (c cmdable) LPush(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}

func (c cmdable) LRange(ctx context.Context, key string, start, stop int64) *StringSliceCmd {
	return &StringSliceCmd{}
}

func (c cmdable) RPush(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}

func (c cmdable) SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd {
	return &IntCmd{}
}

func (c cmdable) SRem(ctx context.Context, key string, members ...interface{}) *IntCmd {
	return &IntCmd{}
}

func (c cmdable) XAdd(ctx context.Context, a *XAddArgs) *StringCmd { return &StringCmd{} }

func (c cmdable) Publish(ctx context.Context, channel string, message interface{}) *IntCmd {
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

func (c cmdable) JSONArrAppend(ctx context.Context, key, path string, values ...interface{}) *IntSliceCmd {
	return &IntSliceCmd{}
}

func (c cmdable) JSONSet(ctx context.Context, key, path string, value interface{}) *StatusCmd {
	return &StatusCmd{}
}
