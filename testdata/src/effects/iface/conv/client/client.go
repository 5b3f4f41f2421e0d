// Package client is a notes service's client.
package client

import "database/sql"

type Client struct{ db *sql.DB }

func New(db *sql.DB) *Client { return &Client{db: db} }

func (c *Client) CreateNote(text string) error { // want CreateNote:`^writes sql INSERT INTO notes via`
	_, err := c.db.Exec("INSERT INTO notes (text) VALUES ($1)", text)
	return err
}

func (c *Client) ListNotes() ([]string, error) { return nil, nil }
