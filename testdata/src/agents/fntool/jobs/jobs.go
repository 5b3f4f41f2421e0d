// Package jobs stores a config and a function the same way, into a type
// that is no tool: its calls declare nothing.
package jobs

import (
	"context"

	"agents/fntool/functiontool"
)

type Job struct {
	config functiontool.Config
	fn     func(context.Context) error
}

func NewJob(cfg functiontool.Config, fn func(context.Context) error) *Job {
	return &Job{config: cfg, fn: fn}
}

func (j *Job) Name() string                  { return j.config.Name }
func (j *Job) Description() string           { return j.config.Description }
func (j *Job) Run(ctx context.Context) error { return j.fn(ctx) }

func nightly(ctx context.Context) error { return nil }

var Nightly = NewJob(functiontool.Config{Name: "nightly", Description: "Run the nightly build."}, nightly)
