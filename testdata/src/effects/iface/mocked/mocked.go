// Package mocked declares an interface that one real type implements and
// a testify mock, in a file that is not a test, implements too: the mock
// is not what production code calls, so the interface has one
// implementation.
package mocked

import (
	"context"
	"net/http"

	"github.com/stretchr/testify/mock"
)

type Issues interface {
	CreateIssue(ctx context.Context, title string) error // want CreateIssue:`^implemented by \(\*mocked\.issues\)\.CreateIssue: writes http POST`
	ListIssues(ctx context.Context) error                // want ListIssues:`^implemented by \(\*mocked\.issues\)\.ListIssues \(no writes\)$`
}

type issues struct{ hc *http.Client }

func (i *issues) CreateIssue(ctx context.Context, title string) error { // want CreateIssue:`^writes http POST via \(\*mocked\.issues\)\.CreateIssue -> \(\*http\.Client\)\.Post$`
	_, err := i.hc.Post("https://issues.example/issues", "application/json", nil)
	return err
}

func (i *issues) ListIssues(ctx context.Context) error {
	_, err := i.hc.Get("https://issues.example/issues")
	return err
}

type MockIssues struct{ mock.Mock }

func (m *MockIssues) CreateIssue(ctx context.Context, title string) error {
	return m.Called(ctx, title).Error(0)
}

func (m *MockIssues) ListIssues(ctx context.Context) error { return m.Called(ctx).Error(0) }

// Open calls the interface: the real type's POST, not the verb rule's guess.
func Open(ctx context.Context, i Issues) error { // want Open:`^writes http POST via mocked\.Open -> \(\*mocked\.issues\)\.CreateIssue -> \(\*http\.Client\)\.Post$`
	return i.CreateIssue(ctx, "x")
}
