// Package meilisearch is a stub of github.com/meilisearch/meilisearch-go
// v0.31.0: the part of its exported API the fixtures use, with the same
// names and signatures (the client and index are interfaces that embed
// narrower ones, as in the real module).
package meilisearch

import "context"

type Option func(*options)

type options struct{}

type TaskInfo struct {
	TaskUID  int64
	IndexUID string
	Status   string
	Type     string
}

type IndexConfig struct {
	Uid        string
	PrimaryKey string
}

type SearchRequest struct {
	Limit int64
}

type SearchResponse struct {
	Hits []interface{}
}

type DocumentQuery struct {
	Fields []string
}

type DocumentReader interface {
	GetDocument(uid string, request *DocumentQuery, documentPtr interface{}) error
}

type DocumentManager interface {
	DocumentReader
	AddDocuments(documentsPtr interface{}, primaryKey ...string) (*TaskInfo, error)
	AddDocumentsWithContext(ctx context.Context, documentsPtr interface{}, primaryKey ...string) (*TaskInfo, error)
	UpdateDocuments(documentsPtr interface{}, primaryKey ...string) (*TaskInfo, error)
	DeleteDocument(identifier string) (*TaskInfo, error)
	DeleteAllDocuments() (*TaskInfo, error)
}

type SearchReader interface {
	Search(query string, request *SearchRequest) (*SearchResponse, error)
}

type IndexManager interface {
	DocumentManager
	SearchReader
	UpdateIndex(primaryKey string) (*TaskInfo, error)
	Delete(uid string) (bool, error)
}

type KeyManager interface {
	CreateKey(request *Key) (*Key, error)
}

type Key struct {
	Name    string
	Actions []string
}

type ServiceReader interface {
	Index(uid string) IndexManager
}

type ServiceManager interface {
	ServiceReader
	KeyManager
	CreateIndex(config *IndexConfig) (*TaskInfo, error)
	CreateIndexWithContext(ctx context.Context, config *IndexConfig) (*TaskInfo, error)
	DeleteIndex(uid string) (*TaskInfo, error)
}

func New(host string, options ...Option) ServiceManager { return nil }
