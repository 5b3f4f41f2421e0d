// Package bigquery queries BigQuery, which sends each query as a job (a
// POST the library makes): a read; and streams rows in, which acts again.
package bigquery

import (
	"context"

	"cloud.google.com/go/bigquery"
)

func Count(ctx context.Context, project, sql string) (int, error) {
	c, err := bigquery.NewClient(ctx, project)
	if err != nil {
		return 0, err
	}
	job, err := c.Query(sql).Run(ctx)
	if err != nil {
		return 0, err
	}
	if _, err := job.Wait(ctx); err != nil {
		return 0, err
	}
	it, err := job.Read(ctx)
	if err != nil {
		return 0, err
	}
	var n int
	return n, it.Next(&n)
}

type Row struct{ Name string }

func Stream(ctx context.Context, c *bigquery.Client, rows []Row) error { // want Stream:`^writes sdk bigquery \(\*bigquery\.Inserter\)\.Put via bigquery\.Stream -> \(\*bigquery\.Inserter\)\.Put$`
	return c.Dataset("d").Table("t").Inserter().Put(ctx, rows)
}
