// Package catalog is a service over the database that looks up what it
// is about to create.
package catalog

import (
	"database/sql"
	"errors"
)

type Category struct {
	ID   int64
	Name string
}

type Service struct{ db *sql.DB }

func (s *Service) FindByName(name string) (Category, error) {
	var c Category
	err := s.db.QueryRow("SELECT id, name FROM categories WHERE name = ?", name).Scan(&c.ID, &c.Name)
	return c, err
}

func (s *Service) insert(c Category) (Category, error) {
	_, err := s.db.Exec("INSERT INTO categories (name) VALUES (?)", c.Name)
	return c, err
}

// Create refuses a name the lookup finds: a repeat fails with
// "already exists" instead of making a second category.
func (s *Service) Create(name string) (Category, error) {
	existing, err := s.FindByName(name)
	if err == nil && existing.ID != 0 {
		return Category{}, errors.New("category already exists")
	}
	return s.insert(Category{Name: name})
}

// Ensure returns the category the lookup finds: a repeat makes nothing.
func (s *Service) Ensure(name string) (Category, error) {
	if existing, _ := s.FindByName(name); existing.ID != 0 {
		return existing, nil
	}
	return s.insert(Category{Name: name})
}

// Comment looks nothing up: a repeat posts a second comment.
func (s *Service) Comment(category, text string) error {
	_, err := s.db.Exec("INSERT INTO comments (category, text) VALUES (?, ?)", category, text)
	return err
}
