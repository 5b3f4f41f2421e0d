// Package sdk calls SDKs the catalogue knows, through stubs of their real
// APIs.
package sdk

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/google/go-github/v74/github"
	"github.com/slack-go/slack"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"
	calendar "google.golang.org/api/calendar/v3"
	gmail "google.golang.org/api/gmail/v1"
)

func StripeResource(orderID string) error { // want StripeResource:`^writes sdk stripe refund\.New via sdk\.StripeResource -> refund\.New$`
	params := &stripe.RefundParams{PaymentIntent: stripe.String(orderID)}
	params.SetIdempotencyKey("refund-" + orderID)
	_, err := refund.New(params)
	return err
}

func StripeClient(ctx context.Context, sc *stripe.Client, pi string) error { // want StripeClient:`^writes sdk stripe \(stripe\.v1RefundService\)\.Create via sdk\.StripeClient -> \(stripe-go/v82\.v1RefundService\)\.Create$`
	_, err := sc.V1Refunds.Create(ctx, &stripe.RefundCreateParams{PaymentIntent: stripe.String(pi)})
	return err
}

func StripeRead(ctx context.Context, sc *stripe.Client, id string) error {
	if _, err := refund.Get(id, nil); err != nil {
		return err
	}
	_, err := sc.V1Refunds.Retrieve(ctx, id, nil)
	return err
}

func GitHub(ctx context.Context, gh *github.Client) error { // want GitHub:`^writes sdk github \(\*github\.IssuesService\)\.Create via .*; sdk github \(\*github\.PullRequestsService\)\.Merge \(rejects a repeat\) via .*; sdk github \(\*github\.IssuesService\)\.AddLabelsToIssue \(idempotent\) via`
	if _, _, err := gh.Issues.Get(ctx, "o", "r", 1); err != nil {
		return err
	}
	if _, _, err := gh.Issues.Create(ctx, "o", "r", &github.IssueRequest{}); err != nil {
		return err
	}
	if _, _, err := gh.Issues.AddLabelsToIssue(ctx, "o", "r", 1, []string{"bug"}); err != nil {
		return err
	}
	_, _, err := gh.PullRequests.Merge(ctx, "o", "r", 1, "", nil)
	return err
}

// Repos makes what GitHub refuses to make twice (a repository by name,
// a file at a path: 422), and what a repeat finds done (a fork GitHub
// returns as it is, a merge with nothing left to merge).
func Repos(ctx context.Context, gh *github.Client, name string) error { // want Repos:`^writes sdk github \(\*github\.RepositoriesService\)\.Create \(rejects a repeat\) via .*; sdk github \(\*github\.RepositoriesService\)\.CreateFile \(rejects a repeat\) via .*; sdk github \(\*github\.RepositoriesService\)\.CreateFork \(idempotent\) via .*; sdk github \(\*github\.RepositoriesService\)\.Merge \(idempotent\) via`
	if _, _, err := gh.Repositories.Create(ctx, "", &github.Repository{Name: &name}); err != nil {
		return err
	}
	if _, _, err := gh.Repositories.CreateFile(ctx, "o", name, "README.md", &github.RepositoryContentFileOptions{Content: []byte("hi")}); err != nil {
		return err
	}
	if _, _, err := gh.Repositories.CreateFork(ctx, "o", name, nil); err != nil {
		return err
	}
	_, _, err := gh.Repositories.Merge(ctx, "o", name, &github.RepositoryMergeRequest{})
	return err
}

// React adds a reaction, which GitHub returns as it is when it is there
// already; a label of the same name is refused.
func React(ctx context.Context, gh *github.Client) error { // want React:`^writes sdk github \(\*github\.IssuesService\)\.CreateLabel \(rejects a repeat\) via .*; sdk github \(\*github\.ReactionsService\)\.CreateIssueCommentReaction \(idempotent\) via`
	if _, _, err := gh.Reactions.CreateIssueCommentReaction(ctx, "o", "r", 1, "+1"); err != nil {
		return err
	}
	_, _, err := gh.Issues.CreateLabel(ctx, "o", "r", &github.Label{})
	return err
}

// Branch makes a branch and opens a pull request from it: GitHub
// refuses a second ref of the same name and a second open pull request
// of the same head and base.
func Branch(ctx context.Context, gh *github.Client, name string) error { // want Branch:`^writes sdk github \(\*github\.GitService\)\.CreateRef \(rejects a repeat\) via .*; sdk github \(\*github\.PullRequestsService\)\.Create \(rejects a repeat\) via`
	ref := "refs/heads/" + name
	if _, _, err := gh.Git.CreateRef(ctx, "o", "r", &github.Reference{Ref: &ref}); err != nil {
		return err
	}
	_, _, err := gh.PullRequests.Create(ctx, "o", "r", &github.NewPullRequest{Head: &name})
	return err
}

// Push writes git objects, which are invisible until a ref points at
// them (a repeat leaves only an unreferenced object), then moves the
// branch: every write is idempotent.
func Push(ctx context.Context, gh *github.Client, content string) error { // want Push:`^writes sdk github \(\*github\.GitService\)\.CreateBlob \(idempotent\) via .*; sdk github \(\*github\.GitService\)\.CreateCommit \(idempotent\) via .*; sdk github \(\*github\.GitService\)\.CreateTree \(idempotent\) via .*; sdk github \(\*github\.GitService\)\.UpdateRef \(idempotent\) via`
	blob, _, err := gh.Git.CreateBlob(ctx, "o", "r", &github.Blob{Content: &content})
	if err != nil {
		return err
	}
	tree, _, err := gh.Git.CreateTree(ctx, "o", "r", "base", []*github.TreeEntry{{SHA: blob.SHA}})
	if err != nil {
		return err
	}
	commit, _, err := gh.Git.CreateCommit(ctx, "o", "r", &github.Commit{Tree: tree}, nil)
	if err != nil {
		return err
	}
	_, _, err = gh.Git.UpdateRef(ctx, "o", "r", &github.Reference{Object: &github.GitObject{SHA: commit.SHA}}, false)
	return err
}

func Slack(api *slack.Client, channel string) error { // want Slack:`^writes sdk slack \(\*slack\.Client\)\.PostMessage via sdk\.Slack -> \(\*slack\.Client\)\.PostMessage$`
	if _, err := api.GetConversationInfo(&slack.GetConversationInfoInput{ChannelID: channel}); err != nil {
		return err
	}
	_, _, err := api.PostMessage(channel, slack.MsgOptionText("hi", false))
	return err
}

// Slack refuses a second user group or channel of the same name.
func SlackGroup(ctx context.Context, api *slack.Client, name string) error { // want SlackGroup:`^writes sdk slack \(\*slack\.Client\)\.CreateConversationContext \(rejects a repeat\) via .*; sdk slack \(\*slack\.Client\)\.CreateUserGroupContext \(rejects a repeat\) via`
	if _, err := api.CreateUserGroupContext(ctx, slack.UserGroup{Name: name, Handle: name}); err != nil {
		return err
	}
	_, err := api.CreateConversationContext(ctx, slack.CreateConversationParams{ChannelName: name})
	return err
}

// Slack answers a second invitation of a member with already_in_channel,
// and a second removal with not_in_channel.
func SlackMembers(api *slack.Client, channel, user string) error { // want SlackMembers:`^writes sdk slack \(\*slack\.Client\)\.InviteUsersToConversation \(rejects a repeat\) via .*; sdk slack \(\*slack\.Client\)\.KickUserFromConversation \(idempotent\) via`
	if _, err := api.InviteUsersToConversation(channel, user); err != nil {
		return err
	}
	return api.KickUserFromConversation(channel, user)
}

func AWS(ctx context.Context, q *sqs.Client, b *s3.Client) error { // want AWS:`^writes sdk aws \(\*sqs\.Client\)\.SendMessage via .*; sdk aws \(\*s3\.Client\)\.PutObject \(idempotent\) via`
	if _, err := q.SendMessage(ctx, &sqs.SendMessageInput{}); err != nil {
		return err
	}
	if _, err := b.GetObject(ctx, &s3.GetObjectInput{}); err != nil {
		return err
	}
	_, err := b.PutObject(ctx, &s3.PutObjectInput{})
	return err
}

func Google(ctx context.Context, cal *calendar.Service, gm *gmail.Service) error { // want Google:`^writes sdk google \(\*calendar\.EventsInsertCall\)\.Do via .*; sdk google \(\*gmail\.UsersMessagesSendCall\)\.Do via`
	if _, err := cal.Events.List("primary").Do(); err != nil {
		return err
	}
	if _, err := cal.Events.Insert("primary", &calendar.Event{Summary: "x"}).Context(ctx).Do(); err != nil {
		return err
	}
	_, err := gm.Users.Messages.Send("me", &gmail.Message{}).Do()
	return err
}
