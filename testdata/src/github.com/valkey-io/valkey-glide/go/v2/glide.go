// Package glide is a stub of github.com/valkey-io/valkey-glide/go/v2
// (v2.5.3): the exported names and signatures the effects and nolookup
// fixtures use. In v2.5.3 the commands are methods of the unexported
// *baseClient, which Client and ClusterClient embed; Publish is declared
// on each client.
package glide

import (
	"context"

	"github.com/valkey-io/valkey-glide/go/v2/models"
)

type baseClient struct{}

func (client *baseClient) Close() {}

func (client *baseClient) Set(ctx context.Context, key string, value string) (string, error) {
	return "", nil
}

func (client *baseClient) Get(ctx context.Context, key string) (models.Result[string], error) {
	return models.Result[string]{}, nil
}

func (client *baseClient) Incr(ctx context.Context, key string) (int64, error) { return 0, nil }

func (client *baseClient) HGetAll(ctx context.Context, key string) (map[string]string, error) {
	return nil, nil
}

func (client *baseClient) HSet(ctx context.Context, key string, values map[string]string) (int64, error) {
	return 0, nil
}

func (client *baseClient) LPush(ctx context.Context, key string, elements []string) (int64, error) {
	return 0, nil
}

func (client *baseClient) RPush(ctx context.Context, key string, elements []string) (int64, error) {
	return 0, nil
}

func (client *baseClient) SAdd(ctx context.Context, key string, members []string) (int64, error) {
	return 0, nil
}

func (client *baseClient) Del(ctx context.Context, keys []string) (int64, error) { return 0, nil }

func (client *baseClient) XAdd(ctx context.Context, key string, values []models.FieldValue) (string, error) {
	return "", nil
}

type Client struct {
	baseClient
}

func (client *Client) Publish(ctx context.Context, channel string, message string) (int64, error) {
	return 0, nil
}
