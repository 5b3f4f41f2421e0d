// Package meili writes through meilisearch-go, whose client and index
// are interfaces: the catalogue says what each method does.
package meili

import "github.com/meilisearch/meilisearch-go"

var client = meilisearch.New("http://localhost:7700")

// AddDocuments adds or replaces documents by their primary key: a
// repeat leaves the same documents.
func Add(uid string, docs []map[string]any) error { // want Add:`^writes sdk meilisearch \(meilisearch\.DocumentManager\)\.AddDocuments \(idempotent\) via`
	_, err := client.Index(uid).AddDocuments(docs, "id")
	return err
}

// CreateIndex by a chosen uid: a repeat is refused (index_already_exists).
func Create(uid string) error { // want Create:`^writes sdk meilisearch \(meilisearch\.ServiceManager\)\.CreateIndex \(rejects a repeat\) via`
	_, err := client.CreateIndex(&meilisearch.IndexConfig{Uid: uid})
	return err
}

// CreateKey makes another key on every call.
func NewKey(name string) error { // want NewKey:`^writes sdk meilisearch \(meilisearch\.KeyManager\)\.CreateKey via`
	_, err := client.CreateKey(&meilisearch.Key{Name: name})
	return err
}

// Search reads.
func Find(uid, q string) error {
	_, err := client.Index(uid).Search(q, &meilisearch.SearchRequest{Limit: 10})
	return err
}
