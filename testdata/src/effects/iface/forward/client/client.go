// Package client is a feed reader's client.
package client

import (
	"context"
	"database/sql"
)

type Client struct{ db *sql.DB }

func New(db *sql.DB) *Client { return &Client{db: db} }

func (c *Client) Star(ctx context.Context, id int64) error { // want Star:`^writes sql INSERT INTO stars via`
	_, err := c.db.ExecContext(ctx, "INSERT INTO stars (entry) VALUES ($1)", id)
	return err
}

func (c *Client) Entry(ctx context.Context, id int64) (string, error) { return "", nil }
