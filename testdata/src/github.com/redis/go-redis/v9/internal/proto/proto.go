// Package proto is a stub of github.com/redis/go-redis/v9/internal/proto
// (v9.23.0): the error type behind redis.Nil.
package proto

type RedisError string

func (e RedisError) Error() string { return string(e) }

func (RedisError) RedisError() {}

const Nil = RedisError("redis: nil")
