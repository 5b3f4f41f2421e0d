// Package grown writes back values it read: one grown with a new record
// acts again on a repeat; one set, or grown with a label, does not.
package grown

import (
	"context"
	"database/sql"
	"encoding/json"
)

type Widget struct{ ID, Kind string }

type Layout struct {
	Widgets []Widget
	Labels  []string
}

type Store struct{ db *sql.DB }

func (s *Store) layout(ctx context.Context, id string) (Layout, error) {
	var raw []byte
	if err := s.db.QueryRowContext(ctx, "SELECT layout FROM dashboards WHERE id = ?", id).Scan(&raw); err != nil {
		return Layout{}, err
	}
	var l Layout
	return l, json.Unmarshal(raw, &l)
}

func (s *Store) save(ctx context.Context, id string, l Layout) error { // want save:`^writes sql UPDATE dashboards \(idempotent\) via`
	b, _ := json.Marshal(l)
	_, err := s.db.ExecContext(ctx, "UPDATE dashboards SET layout = ? WHERE id = ?", b, id)
	return err
}

// AddWidget reads the layout, appends a widget and writes it back: a
// repeat adds a second widget.
func (s *Store) AddWidget(ctx context.Context, id, kind string) error { // want AddWidget:`^writes sql UPDATE dashboards of a value read and grown via`
	var raw []byte
	if err := s.db.QueryRowContext(ctx, "SELECT layout FROM dashboards WHERE id = ?", id).Scan(&raw); err != nil {
		return err
	}
	var l Layout
	if err := json.Unmarshal(raw, &l); err != nil {
		return err
	}
	l.Widgets = append(l.Widgets, Widget{ID: "w-new", Kind: kind})
	b, _ := json.Marshal(l)
	_, err := s.db.ExecContext(ctx, "UPDATE dashboards SET layout = ? WHERE id = ?", b, id)
	return err
}

// AddLabel appends a bare string, as a tool does to a set it checked
// first: left idempotent.
func (s *Store) AddLabel(ctx context.Context, id, label string) error { // want AddLabel:`^writes sql UPDATE dashboards \(idempotent\) via`
	var raw []byte
	if err := s.db.QueryRowContext(ctx, "SELECT layout FROM dashboards WHERE id = ?", id).Scan(&raw); err != nil {
		return err
	}
	var l Layout
	if err := json.Unmarshal(raw, &l); err != nil {
		return err
	}
	l.Labels = append(l.Labels, label)
	b, _ := json.Marshal(l)
	_, err := s.db.ExecContext(ctx, "UPDATE dashboards SET layout = ? WHERE id = ?", b, id)
	return err
}

// Reset writes a layout built here: a repeat stores the same.
func (s *Store) Reset(ctx context.Context, id string) error { // want Reset:`^writes sql UPDATE dashboards \(idempotent\) via`
	var l Layout
	l.Widgets = append(l.Widgets, Widget{ID: "w-default", Kind: "clock"})
	b, _ := json.Marshal(l)
	_, err := s.db.ExecContext(ctx, "UPDATE dashboards SET layout = ? WHERE id = ?", b, id)
	return err
}

type Rule struct{ ID, Match string }

type RuleSet struct {
	ID    string
	Rules []Rule
}

type Router struct {
	Sets []RuleSet
}

// AppendRule reads the router, appends a rule to its first set and
// writes the whole router back: a repeat appends a second copy.
func (s *Store) AppendRule(ctx context.Context, id, match string) error { // want AppendRule:`^writes sql UPDATE routers of a value read and grown via`
	var raw []byte
	if err := s.db.QueryRowContext(ctx, "SELECT doc FROM routers WHERE id = ?", id).Scan(&raw); err != nil {
		return err
	}
	var cur Router
	if err := json.Unmarshal(raw, &cur); err != nil {
		return err
	}
	cur.Sets[0].Rules = append(cur.Sets[0].Rules, Rule{ID: "r-new", Match: match})
	b, _ := json.Marshal(cur)
	_, err := s.db.ExecContext(ctx, "UPDATE routers SET doc = ? WHERE id = ?", b, id)
	return err
}

// RenameSet sets a field of a set in place: idempotent.
func (s *Store) RenameSet(ctx context.Context, id, name string) error { // want RenameSet:`^writes sql UPDATE routers \(idempotent\) via`
	var raw []byte
	if err := s.db.QueryRowContext(ctx, "SELECT doc FROM routers WHERE id = ?", id).Scan(&raw); err != nil {
		return err
	}
	var cur Router
	if err := json.Unmarshal(raw, &cur); err != nil {
		return err
	}
	cur.Sets[0].ID = name
	b, _ := json.Marshal(cur)
	_, err := s.db.ExecContext(ctx, "UPDATE routers SET doc = ? WHERE id = ?", b, id)
	return err
}

type Update struct {
	Router Router
	Note   string
}

func (s *Store) router(ctx context.Context, id string) (*Router, error) {
	var raw []byte
	if err := s.db.QueryRowContext(ctx, "SELECT doc FROM routers WHERE id = ?", id).Scan(&raw); err != nil {
		return nil, err
	}
	var r Router
	return &r, json.Unmarshal(raw, &r)
}

func (s *Store) put(ctx context.Context, id string, u Update) error { // want put:`^writes sql UPDATE routers \(idempotent\) via`
	b, _ := json.Marshal(u)
	_, err := s.db.ExecContext(ctx, "UPDATE routers SET doc = ? WHERE id = ?", b, id)
	return err
}

// AppendRuleCopied grows the router it read, then sends a copy of it in
// a request of its own: still grown.
func (s *Store) AppendRuleCopied(ctx context.Context, id, match string) error { // want AppendRuleCopied:`^writes sql UPDATE routers of a value read and grown via`
	cur, err := s.router(ctx, id)
	if err != nil {
		return err
	}
	cur.Sets[0].Rules = append(cur.Sets[0].Rules, Rule{ID: "r-new", Match: match})
	return s.put(ctx, id, Update{Router: *cur})
}

// NoteRouter copies the router it read unchanged beside a note: a
// repeat stores the same.
func (s *Store) NoteRouter(ctx context.Context, id, note string) error { // want NoteRouter:`^writes sql UPDATE routers \(idempotent\) via`
	cur, err := s.router(ctx, id)
	if err != nil {
		return err
	}
	return s.put(ctx, id, Update{Router: *cur, Note: note})
}

type Task struct {
	ID   int64
	Spec string
}

func (s *Store) task(ctx context.Context, name string) (*Task, error) {
	var t Task
	err := s.db.QueryRowContext(ctx, "SELECT id, spec FROM tasks WHERE name = ?", name).Scan(&t.ID, &t.Spec)
	return &t, err
}

func (s *Store) saveTask(ctx context.Context, t *Task) error { // want saveTask:`^writes sql UPDATE tasks \(idempotent\) via`
	_, err := s.db.ExecContext(ctx, "UPDATE tasks SET spec = ? WHERE id = ?", t.Spec, t.ID)
	return err
}

// Block appends the reason to the text it read: a repeat appends it
// again.
func (s *Store) Block(ctx context.Context, name, reason string) error { // want Block:`^writes sql UPDATE tasks of a value read and grown via`
	t, err := s.task(ctx, name)
	if err != nil {
		return err
	}
	t.Spec += "\n\nBlocked: " + reason
	return s.saveTask(ctx, t)
}

// Rename sets the text it read to a new one: idempotent.
func (s *Store) Rename(ctx context.Context, name, spec string) error { // want Rename:`^writes sql UPDATE tasks \(idempotent\) via`
	t, err := s.task(ctx, name)
	if err != nil {
		return err
	}
	t.Spec = "spec: " + spec
	return s.saveTask(ctx, t)
}
