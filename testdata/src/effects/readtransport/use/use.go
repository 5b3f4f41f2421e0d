// Package use names the documents another package's read-named
// transport posts.
package use

import (
	"context"

	"effects/readtransport"
)

const (
	labelCreate = `mutation LabelCreate($name: String!) { issueLabelCreate(input: {name: $name}) { success } }`
	labels      = `query { issueLabels { nodes { id name } } }`
)

func CreateLabel(ctx context.Context, c *readtransport.Client, name string) error { // want CreateLabel:`^writes http POST via use\.CreateLabel -> \(\*readtransport\.Client\)\.Query -> \(\*http\.Client\)\.Do$`
	return c.Query(ctx, labelCreate, map[string]any{"name": name})
}

func Labels(ctx context.Context, c *readtransport.Client) error {
	return c.Query(ctx, labels, nil)
}

func Unsubscribe(ctx context.Context, c *readtransport.Client, id string) error { // want Unsubscribe:`^writes http POST \(idempotent\) as mutation issueUnsubscribe via use\.Unsubscribe -> \(\*readtransport\.Client\)\.Query`
	return c.Query(ctx, `mutation($id: String!) { issueUnsubscribe(id: $id) { success } }`, map[string]any{"id": id})
}

// A document the model writes may be a mutation: the POST decides.
func Run(ctx context.Context, c *readtransport.Client, doc map[string]string) error { // want Run:`^writes http POST via use\.Run -> \(\*readtransport\.Client\)\.Query`
	return c.Query(ctx, doc["query"], nil)
}
