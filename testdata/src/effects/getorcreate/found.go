package getorcreate

import (
	"context"
	"database/sql"
	"errors"
)

type Category struct {
	ID   int64
	Name string
}

// Categories is a repository: FindByName answers a zero Category when no
// row matches.
type Categories struct{ db *sql.DB }

func (c *Categories) FindByName(name string) (Category, error) {
	var cat Category
	err := c.db.QueryRow("SELECT id, name FROM categories WHERE name = ?", name).Scan(&cat.ID, &cat.Name)
	return cat, err
}

func (c *Categories) Insert(cat Category) (Category, error) { // want Insert:`^writes sql INSERT INTO categories via`
	_, err := c.db.Exec("INSERT INTO categories (name) VALUES (?)", cat.Name)
	return cat, err
}

func (c *Categories) Blocked(name string) bool { return false }

// createCategory fails where the lookup found the name: a repeat is
// refused, not made twice.
func createCategory(c *Categories, name string) (Category, error) { // want createCategory:`^writes sql INSERT INTO categories unless a lookup finds it \(rejects a repeat\) via`
	existing, err := c.FindByName(name)
	if err == nil && existing.ID != 0 {
		return Category{}, errors.New("category already exists")
	}
	return c.Insert(Category{Name: name})
}

// ensureCategory returns what the lookup found: a repeat makes nothing.
func ensureCategory(c *Categories, name string) (Category, error) { // want ensureCategory:`^writes sql INSERT INTO categories when a lookup finds none \(idempotent\) via`
	if existing, _ := c.FindByName(name); existing.Name != "" {
		return existing, nil
	}
	return c.Insert(Category{Name: name})
}

type Deadline struct{ Week int }

type Board struct{ Deadlines []Deadline }

func findDeadline(b *Board, week int) (Deadline, bool) {
	for _, d := range b.Deadlines {
		if d.Week == week {
			return d, true
		}
	}
	return Deadline{}, false
}

// addDeadline leaves, with no error, where a search of the loaded board
// finds the week.
func addDeadline(ctx context.Context, c *Categories, b *Board, week int) error { // want addDeadline:`^writes sql INSERT INTO deadlines when a lookup finds none \(idempotent\) via`
	if _, ok := findDeadline(b, week); ok {
		return nil
	}
	_, err := c.db.ExecContext(ctx, "INSERT INTO deadlines (week) VALUES (?)", week)
	return err
}

// createUnlessBlocked tests another predicate, not that the category
// exists: a repeat creates again.
func createUnlessBlocked(c *Categories, name string) (Category, error) { // want createUnlessBlocked:`^writes sql INSERT INTO categories via`
	if c.Blocked(name) {
		return Category{}, errors.New("blocked")
	}
	return c.Insert(Category{Name: name})
}

// createOther looks up one name and creates another: a repeat creates
// again.
func createOther(c *Categories, name, other string) (Category, error) { // want createOther:`^writes sql INSERT INTO categories via`
	if existing, err := c.FindByName(name); err == nil && existing.ID != 0 {
		return existing, nil
	}
	return c.Insert(Category{Name: other})
}

// createAfterFailure leaves only when the lookup failed: found, it
// creates again.
func createAfterFailure(c *Categories, name string) (Category, error) { // want createAfterFailure:`^writes sql INSERT INTO categories via`
	if _, err := c.FindByName(name); err != nil {
		return Category{}, err
	}
	return c.Insert(Category{Name: name})
}

type Localization struct{ ID, Locale, Name string }

type LocInput struct{ Locale, Name string }

func (c *Categories) Localizations(id string) ([]Localization, error) { return nil, nil }

func (c *Categories) PatchLocalization(id, name string) error { // want PatchLocalization:`^writes sql UPDATE localizations \(idempotent\) via`
	_, err := c.db.Exec("UPDATE localizations SET name = ? WHERE id = ?", name, id)
	return err
}

func (c *Categories) PostLocalization(locale, name string) error { // want PostLocalization:`^writes sql INSERT INTO localizations via`
	_, err := c.db.Exec("INSERT INTO localizations (locale, name) VALUES (?, ?)", locale, name)
	return err
}

func findLocale(ls []Localization, locale string) string {
	for _, l := range ls {
		if l.Locale == locale {
			return l.ID
		}
	}
	return ""
}

// upsertLocalization updates the localization its lookup finds, and
// creates it only where none is found, reading the input's locale again
// for the create: an upsert, whose update's failure is passed on.
func upsertLocalization(c *Categories, id string, in LocInput) error { // want upsertLocalization:`^writes sql INSERT INTO localizations when a lookup finds none \(idempotent\) via`
	run := func() error {
		existing, err := c.Localizations(id)
		if err != nil {
			return err
		}
		if lid := findLocale(existing, in.Locale); lid != "" {
			return c.PatchLocalization(lid, in.Name)
		}
		return c.PostLocalization(in.Locale, in.Name)
	}
	return run()
}

type MemoryInput struct{ Code, Body string }

func (c *Categories) ExistsCode(code string) (bool, error) {
	var n int
	err := c.db.QueryRow("SELECT COUNT(*) FROM memories WHERE code = ?", code).Scan(&n)
	return n > 0, err
}

// createMemory refuses a code its check finds: a repeat is refused.
func createMemory(c *Categories, in *MemoryInput) error { // want createMemory:`^writes sql INSERT INTO memories unless a lookup finds it \(rejects a repeat\) via`
	exists, err := c.ExistsCode(in.Code)
	if err != nil {
		return err
	}
	if exists {
		return errors.New("code already exists")
	}
	_, err = c.db.Exec("INSERT INTO memories (code, body) VALUES (?, ?)", in.Code, in.Body)
	return err
}

type Phases struct {
	db     *sql.DB
	bySlug map[string]int64
}

// addPhase refuses a slug the loaded map holds: a repeat is refused.
func (p *Phases) addPhase(slug string) error { // want addPhase:`^writes sql INSERT INTO phases unless a lookup finds it \(rejects a repeat\) via`
	if _, dup := p.bySlug[slug]; dup {
		return errors.New("phase already exists")
	}
	_, err := p.db.Exec("INSERT INTO phases (slug) VALUES (?)", slug)
	return err
}

// addPhaseOther looks up one slug and inserts another: acts again.
func (p *Phases) addPhaseOther(slug, other string) error { // want addPhaseOther:`^writes sql INSERT INTO phases via`
	if _, dup := p.bySlug[slug]; dup {
		return errors.New("phase already exists")
	}
	_, err := p.db.Exec("INSERT INTO phases (slug) VALUES (?)", other)
	return err
}

type LocaleFields struct{ Locale, Name string }

// upsertAll updates each locale the map of existing ones holds and
// creates the others: per item, an upsert.
func upsertAll(c *Categories, id string, in []LocaleFields) error { // want upsertAll:`^writes sql INSERT INTO localizations when a lookup finds none \(idempotent\) via`
	existing, err := c.Localizations(id)
	if err != nil {
		return err
	}
	byLocale := make(map[string]string, len(existing))
	for _, l := range existing {
		byLocale[l.Locale] = l.ID
	}
	for _, lf := range in {
		if lid, ok := byLocale[lf.Locale]; ok {
			if err := c.PatchLocalization(lid, lf.Name); err != nil {
				return err
			}
			continue
		}
		if err := c.PostLocalization(lf.Locale, lf.Name); err != nil {
			return err
		}
	}
	return nil
}

// createAllOther checks one locale and creates under another, in a
// loop: acts again.
func createAllOther(c *Categories, in []LocaleFields, seen map[string]bool) error { // want createAllOther:`^writes sql INSERT INTO localizations via`
	for _, lf := range in {
		if _, ok := seen[lf.Name]; ok {
			continue
		}
		if err := c.PostLocalization(lf.Locale, "x"); err != nil {
			return err
		}
	}
	return nil
}

// A ValidationError is an error of the program's own type.
type ValidationError struct{ Field string }

func (e *ValidationError) Error() string { return e.Field + " is invalid" }

func ValidateName(name string) *ValidationError {
	if name == "" {
		return &ValidationError{Field: "name"}
	}
	return nil
}

// addCategory checks its argument before it inserts: the error of its own
// type that the check returns finds nothing, so a repeat inserts again.
func addCategory(c *Categories, name string) (Category, error) { // want addCategory:`^writes sql INSERT INTO categories via`
	if verr := ValidateName(name); verr != nil {
		return Category{}, verr
	}
	return c.Insert(Category{Name: name})
}

// An Answer is what a tool answers; Error set says it failed.
type Answer struct {
	Success bool
	Error   string
}

func loadOwner(c *Categories, name string) (*Category, *Answer, error) {
	if name == "" {
		return nil, &Answer{Success: false, Error: "no name given"}, nil
	}
	cat, err := c.FindByName(name)
	if err != nil {
		return nil, nil, err
	}
	return &cat, nil, nil
}

// fileCategory leaves early with the helper's answer when that answer
// says it failed: no finding, so a repeat inserts again.
func fileCategory(c *Categories, name string) (*Answer, error) { // want fileCategory:`^writes sql INSERT INTO categories via`
	owner, out, err := loadOwner(c, name)
	if err != nil {
		return nil, err
	}
	if out != nil {
		return out, nil
	}
	if _, err := c.Insert(Category{Name: owner.Name}); err != nil {
		return nil, err
	}
	return &Answer{Success: true}, nil
}
