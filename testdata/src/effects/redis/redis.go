// Package redis calls Redis and Valkey clients the catalogue knows,
// through stubs of their real APIs: a push, a stream entry or a publish
// acts again on every call; a hash field, a set member or a delete names
// what it sets or removes; a string Set (a cache record), SetNX (a
// ledger's claim), a counter and every read are no writes.
package redis

import (
	"context"
	"time"

	redisv8 "github.com/go-redis/redis/v8"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
	glide "github.com/valkey-io/valkey-glide/go/v2"
	"github.com/valkey-io/valkey-glide/go/v2/models"
)

func SavePlan(ctx context.Context, rdb *redis.Client, id, name string) error { // want SavePlan:`^writes sdk redis \(redis\.cmdable\)\.HSet \(idempotent\) via redis\.SavePlan -> \(go-redis/v9\.cmdable\)\.HSet$`
	return rdb.HSet(ctx, "plan:"+id, "name", name).Err()
}

func Enqueue(ctx context.Context, rdb *redis.Client, task string) error { // want Enqueue:`^writes sdk redis \(redis\.cmdable\)\.LPush via redis\.Enqueue -> \(go-redis/v9\.cmdable\)\.LPush$`
	_, err := rdb.LPush(ctx, "tasks", task).Result()
	return err
}

func Append(ctx context.Context, rdb redis.UniversalClient, task string) error { // want Append:`^writes sdk redis \(redis\.StreamCmdable\)\.XAdd via`
	return rdb.XAdd(ctx, &redis.XAddArgs{Stream: "events", Values: map[string]any{"task": task}}).Err()
}

func Announce(ctx context.Context, rdb *redis.Client, msg string) error { // want Announce:`^writes sdk redis \(redis\.cmdable\)\.Publish via`
	return rdb.Publish(ctx, "news", msg).Err()
}

func Forget(ctx context.Context, rdb redis.Cmdable, id string) error { // want Forget:`^writes sdk redis \(redis\.Cmdable\)\.Del \(idempotent\) via .*; sdk redis \(redis\.SetCmdable\)\.SRem \(idempotent\) via`
	if err := rdb.SRem(ctx, "plans", id).Err(); err != nil {
		return err
	}
	return rdb.Del(ctx, "plan:"+id).Err()
}

func Document(ctx context.Context, rdb *redis.Client, id, note string) error { // want Document:`^writes sdk redis \(redis\.cmdable\)\.JSONArrAppend via .*; sdk redis \(redis\.cmdable\)\.JSONSet \(idempotent\) via`
	if err := rdb.JSONSet(ctx, "plan:"+id, "$.status", `"open"`).Err(); err != nil {
		return err
	}
	return rdb.JSONArrAppend(ctx, "plan:"+id, "$.notes", note).Err()
}

func Lookup(ctx context.Context, rdb *redis.Client, id string) (string, error) {
	return rdb.Get(ctx, "plan:"+id).Result()
}

func LookupAll(ctx context.Context, rdb redis.UniversalClient, id string) (map[string]string, error) {
	return rdb.HGetAll(ctx, "plan:"+id).Result()
}

func Cache(ctx context.Context, rdb *redis.Client, id, v string) error {
	if err := rdb.Set(ctx, "cache:"+id, v, time.Hour).Err(); err != nil {
		return err
	}
	return rdb.SetEx(ctx, "cache2:"+id, v, time.Hour).Err()
}

func CacheVia(ctx context.Context, rdb redis.UniversalClient, id, v string) error {
	return rdb.Set(ctx, "cache:"+id, v, time.Hour).Err()
}

func Claim(ctx context.Context, rdb *redis.Client, key string) (bool, error) {
	return rdb.SetNX(ctx, key, "pending", 72*time.Hour).Result()
}

func Count(ctx context.Context, rdb *redis.Client, tool string) error {
	if err := rdb.Incr(ctx, "calls").Err(); err != nil {
		return err
	}
	return rdb.HIncrBy(ctx, "calls_by_tool", tool, 1).Err()
}

func GlideSave(ctx context.Context, c *glide.Client, id, name string) error { // want GlideSave:`^writes sdk valkey \(\*glide\.baseClient\)\.HSet \(idempotent\) via redis\.GlideSave -> \(\*go/v2\.baseClient\)\.HSet$`
	_, err := c.HSet(ctx, "plan:"+id, map[string]string{"name": name})
	return err
}

func GlideEnqueue(ctx context.Context, c *glide.Client, task string) error { // want GlideEnqueue:`^writes sdk valkey \(\*glide\.Client\)\.Publish via .*; sdk valkey \(\*glide\.baseClient\)\.RPush via .*; sdk valkey \(\*glide\.baseClient\)\.XAdd via`
	if _, err := c.RPush(ctx, "tasks", []string{task}); err != nil {
		return err
	}
	if _, err := c.XAdd(ctx, "events", []models.FieldValue{{Field: "task", Value: task}}); err != nil {
		return err
	}
	_, err := c.Publish(ctx, "news", task)
	return err
}

func GlideRead(ctx context.Context, c *glide.Client, id string) (string, error) {
	if _, err := c.Incr(ctx, "reads"); err != nil {
		return "", err
	}
	if _, err := c.Set(ctx, "cache:"+id, "x"); err != nil {
		return "", err
	}
	r, err := c.Get(ctx, "plan:"+id)
	return r.Value(), err
}

func V8(ctx context.Context, rdb *redisv8.Client, id, task string) error { // want V8:`^writes sdk redis \(redis\.cmdable\)\.RPush via .*; sdk redis \(redis\.cmdable\)\.HSet \(idempotent\) via`
	if err := rdb.HSet(ctx, "plan:"+id, "task", task).Err(); err != nil {
		return err
	}
	return rdb.RPush(ctx, "tasks", task).Err()
}

func V8Reads(ctx context.Context, rdb *redisv8.Client, key string) error {
	if _, err := rdb.SetNX(ctx, key, "pending", 72*time.Hour).Result(); err != nil {
		return err
	}
	if err := rdb.Set(ctx, "cache:"+key, "x", time.Hour).Err(); err != nil {
		return err
	}
	if err := rdb.Incr(ctx, "calls").Err(); err != nil {
		return err
	}
	return rdb.Get(ctx, key).Err()
}

// planKey builds a plan's key from its id.
func planKey(id string) string { return "plan:" + id }

// CreatePlan stores a plan under an id made for the call, and lists it:
// each call makes another plan and another member, so a repeat acts
// again though HSet and SAdd set what their key names.
func CreatePlan(ctx context.Context, rdb *redis.Client, name string) (string, error) { // want CreatePlan:`^writes sdk redis \(redis\.cmdable\)\.HSet of an id generated for the call via .*; sdk redis \(redis\.cmdable\)\.SAdd of an id generated for the call via [^;]*; sdk redis \(redis\.cmdable\)\.Del \(idempotent\) via`
	id := uuid.New().String()
	if err := rdb.HSet(ctx, planKey(id), "name", name, "updated", time.Now().Unix()).Err(); err != nil {
		return "", err
	}
	if err := rdb.SAdd(ctx, "plans", id).Err(); err != nil {
		rdb.Del(ctx, planKey(id)) // the clean-up removes what the call made: no new record
		return "", err
	}
	return id, nil
}

// TouchPlan sets a timestamp on a plan the caller names: a repeat sets
// it again, it makes nothing new.
func TouchPlan(ctx context.Context, rdb *redis.Client, id string) error { // want TouchPlan:`^writes sdk redis \(redis\.cmdable\)\.HSet \(idempotent\) via`
	return rdb.HSet(ctx, planKey(id), "updated", time.Now().Unix()).Err()
}
