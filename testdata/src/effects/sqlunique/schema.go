// Package sqlunique writes rows into tables whose schema, written in the
// package, makes some columns unique: an INSERT that fills them all is
// refused on a repeat.
package sqlunique

const schema = `
CREATE TABLE IF NOT EXISTS trusted (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	type TEXT NOT NULL,
	value TEXT NOT NULL,
	note TEXT,
	UNIQUE(type, value)
);
CREATE TABLE IF NOT EXISTS docs (
	id TEXT PRIMARY KEY,
	title TEXT NOT NULL UNIQUE,
	body TEXT
);
CREATE TABLE IF NOT EXISTS events (
	id TEXT PRIMARY KEY,
	kind TEXT NOT NULL,
	payload TEXT
);`

const labelsIndex = "CREATE UNIQUE INDEX labels_name ON labels (name)"
