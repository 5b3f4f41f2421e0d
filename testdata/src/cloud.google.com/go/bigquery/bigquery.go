// Package bigquery stubs cloud.google.com/go/bigquery v1.74.0: the
// exported API fixtures use (signatures as in the module; bodies empty).
package bigquery

import "context"

type Client struct{ projectID string }

func NewClient(ctx context.Context, projectID string) (*Client, error) {
	return &Client{projectID: projectID}, nil
}

type Query struct{ q string }

func (c *Client) Query(q string) *Query { return &Query{q: q} }

type JobStatus struct{}

type Job struct{}

type RowIterator struct{}

func (q *Query) Run(ctx context.Context) (j *Job, err error) { return &Job{}, nil }

func (q *Query) Read(ctx context.Context) (it *RowIterator, err error) { return &RowIterator{}, nil }

func (j *Job) Wait(ctx context.Context) (js *JobStatus, err error) { return &JobStatus{}, nil }

func (j *Job) Read(ctx context.Context) (ri *RowIterator, err error) { return &RowIterator{}, nil }

func (it *RowIterator) Next(dst interface{}) error { return nil }

type Dataset struct{ id string }

type Table struct{ id string }

type TableMetadata struct{}

type Inserter struct{ t *Table }

func (c *Client) Dataset(id string) *Dataset { return &Dataset{id: id} }

func (d *Dataset) Table(tableID string) *Table { return &Table{id: tableID} }

func (t *Table) Metadata(ctx context.Context) (md *TableMetadata, err error) { return nil, nil }

func (t *Table) Inserter() *Inserter { return &Inserter{t: t} }

func (u *Inserter) Put(ctx context.Context, src interface{}) (err error) { return nil }
