// Package github is a stub of github.com/google/go-github/v74/github
// (v74.0.0).
package github

import (
	"context"
	"net/http"
)

type Client struct {
	Git          *GitService
	Issues       *IssuesService
	PullRequests *PullRequestsService
	Reactions    *ReactionsService
	Repositories *RepositoriesService
}

type service struct{ client *Client }

type GitService service

type IssuesService service

type PullRequestsService service

type ReactionsService service

// Reaction mirrors v74's reactions.go.
type Reaction struct {
	ID      *int64  `json:"id,omitempty"`
	NodeID  *string `json:"node_id,omitempty"`
	Content *string `json:"content,omitempty"`
}

func (s *ReactionsService) CreateIssueCommentReaction(ctx context.Context, owner, repo string, id int64, content string) (*Reaction, *Response, error) {
	return nil, nil, nil
}

func (s *IssuesService) CreateLabel(ctx context.Context, owner string, repo string, label *Label) (*Label, *Response, error) {
	return nil, nil, nil
}

func NewClient(httpClient *http.Client) *Client { return &Client{} }

type Response struct{ *http.Response }

type Issue struct {
	Number *int    `json:"number,omitempty"`
	Title  *string `json:"title,omitempty"`
}

type IssueRequest struct {
	Title *string `json:"title,omitempty"`
	Body  *string `json:"body,omitempty"`
}

type IssueComment struct {
	Body *string `json:"body,omitempty"`
}

type Label struct {
	Name *string `json:"name,omitempty"`
}

type PullRequestOptions struct {
	MergeMethod string
}

type PullRequestMergeResult struct {
	Merged *bool `json:"merged,omitempty"`
}

func (s *IssuesService) Get(ctx context.Context, owner string, repo string, number int) (*Issue, *Response, error) {
	return nil, nil, nil
}

func (s *IssuesService) Create(ctx context.Context, owner string, repo string, issue *IssueRequest) (*Issue, *Response, error) {
	return nil, nil, nil
}

func (s *IssuesService) Edit(ctx context.Context, owner string, repo string, number int, issue *IssueRequest) (*Issue, *Response, error) {
	return nil, nil, nil
}

func (s *IssuesService) CreateComment(ctx context.Context, owner string, repo string, number int, comment *IssueComment) (*IssueComment, *Response, error) {
	return nil, nil, nil
}

func (s *IssuesService) AddLabelsToIssue(ctx context.Context, owner string, repo string, number int, labels []string) ([]*Label, *Response, error) {
	return nil, nil, nil
}

func (s *PullRequestsService) Merge(ctx context.Context, owner string, repo string, number int, commitMessage string, options *PullRequestOptions) (*PullRequestMergeResult, *Response, error) {
	return nil, nil, nil
}

// NewPullRequest mirrors v74's pulls.go.
type NewPullRequest struct {
	Title               *string `json:"title,omitempty"`
	Head                *string `json:"head,omitempty"`
	HeadRepo            *string `json:"head_repo,omitempty"`
	Base                *string `json:"base,omitempty"`
	Body                *string `json:"body,omitempty"`
	Issue               *int    `json:"issue,omitempty"`
	MaintainerCanModify *bool   `json:"maintainer_can_modify,omitempty"`
	Draft               *bool   `json:"draft,omitempty"`
}

type PullRequest struct {
	Number *int `json:"number,omitempty"`
}

func (s *PullRequestsService) Create(ctx context.Context, owner string, repo string, pull *NewPullRequest) (*PullRequest, *Response, error) {
	return nil, nil, nil
}

// Reference and GitObject mirror v74's git_refs.go.
type Reference struct {
	Ref    *string    `json:"ref"`
	URL    *string    `json:"url"`
	Object *GitObject `json:"object"`
	NodeID *string    `json:"node_id,omitempty"`
}

type GitObject struct {
	Type *string `json:"type"`
	SHA  *string `json:"sha"`
	URL  *string `json:"url"`
}

func (s *GitService) CreateRef(ctx context.Context, owner string, repo string, ref *Reference) (*Reference, *Response, error) {
	return nil, nil, nil
}

func (s *GitService) UpdateRef(ctx context.Context, owner string, repo string, ref *Reference, force bool) (*Reference, *Response, error) {
	return nil, nil, nil
}

type Blob struct {
	Content  *string `json:"content,omitempty"`
	Encoding *string `json:"encoding,omitempty"`
	SHA      *string `json:"sha,omitempty"`
	Size     *int    `json:"size,omitempty"`
	URL      *string `json:"url,omitempty"`
	NodeID   *string `json:"node_id,omitempty"`
}

func (s *GitService) CreateBlob(ctx context.Context, owner string, repo string, blob *Blob) (*Blob, *Response, error) {
	return nil, nil, nil
}

type TreeEntry struct {
	SHA     *string `json:"sha,omitempty"`
	Path    *string `json:"path,omitempty"`
	Mode    *string `json:"mode,omitempty"`
	Type    *string `json:"type,omitempty"`
	Size    *int    `json:"size,omitempty"`
	Content *string `json:"content,omitempty"`
	URL     *string `json:"url,omitempty"`
}

type Tree struct {
	SHA       *string      `json:"sha,omitempty"`
	Entries   []*TreeEntry `json:"tree,omitempty"`
	Truncated *bool        `json:"truncated,omitempty"`
}

func (s *GitService) CreateTree(ctx context.Context, owner string, repo string, baseTree string, entries []*TreeEntry) (*Tree, *Response, error) {
	return nil, nil, nil
}

type Commit struct {
	SHA     *string   `json:"sha,omitempty"`
	Message *string   `json:"message,omitempty"`
	Tree    *Tree     `json:"tree,omitempty"`
	Parents []*Commit `json:"parents,omitempty"`
}

// CreateCommitOptions carries a Signer in the real module (a
// MessageSigner); the stub leaves it out.
type CreateCommitOptions struct{}

func (s *GitService) CreateCommit(ctx context.Context, owner string, repo string, commit *Commit, opts *CreateCommitOptions) (*Commit, *Response, error) {
	return nil, nil, nil
}

type RepositoriesService service

type Repository struct {
	Name *string `json:"name,omitempty"`
}

type RepositoryCreateForkOptions struct {
	Organization string `json:"organization,omitempty"`
}

type RepositoryMergeRequest struct {
	CommitMessage *string `json:"commit_message,omitempty"`
	Base          *string `json:"base,omitempty"`
	Head          *string `json:"head,omitempty"`
}

type RepositoryCommit struct {
	SHA *string `json:"sha,omitempty"`
}

type RepositoryContentFileOptions struct {
	Message *string `json:"message,omitempty"`
	Content []byte  `json:"content"`
	SHA     *string `json:"sha,omitempty"`
	Branch  *string `json:"branch,omitempty"`
}

type RepositoryContentResponse struct{}

func (s *RepositoriesService) Create(ctx context.Context, org string, repo *Repository) (*Repository, *Response, error) {
	return nil, nil, nil
}

func (s *RepositoriesService) CreateFork(ctx context.Context, owner, repo string, opts *RepositoryCreateForkOptions) (*Repository, *Response, error) {
	return nil, nil, nil
}

func (s *RepositoriesService) Merge(ctx context.Context, owner, repo string, request *RepositoryMergeRequest) (*RepositoryCommit, *Response, error) {
	return nil, nil, nil
}

func (s *RepositoriesService) CreateFile(ctx context.Context, owner, repo, path string, opts *RepositoryContentFileOptions) (*RepositoryContentResponse, *Response, error) {
	return nil, nil, nil
}
