// Package statecheck holds write tools that read the current state
// before the write (L1): a read of the same resource that returns early,
// as a success, when the work is already done is a lookup.
package statecheck

import (
	"context"
	"database/sql"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Order struct {
	ID        string
	Cents     int64
	Paid      bool
	Refunded  bool
	Cancelled bool
}

type Customer struct{ Blocked bool }

// Orders is a provider: Charge and Refund write (verb rule), the Get
// methods read.
type Orders interface {
	GetOrder(ctx context.Context, orderID string) (*Order, error)
	GetCustomer(ctx context.Context, customerID string) (*Customer, error)
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var orders Orders

func Register(s *server.MCPServer) {
	// The state is read by the same order id; "already paid" returns
	// early: a retry does not charge twice.
	s.AddTool(mcp.NewTool("charge_order", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("order_id", "")
			o, err := orders.GetOrder(ctx, id)
			if err != nil {
				return nil, err
			}
			if o.Paid {
				return mcp.NewToolResultText("already paid"), nil
			}
			receipt, err := orders.Charge(ctx, id, o.Cents)
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(receipt), nil
		})

	// The write takes the order the read returned.
	s.AddTool(mcp.NewTool("refund_order", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			o, err := orders.GetOrder(ctx, req.GetString("order_id", ""))
			if err != nil {
				return nil, err
			}
			if !o.Refunded {
				r, err := orders.Refund(ctx, o.ID, o.Cents)
				if err != nil {
					return nil, err
				}
				return mcp.NewToolResultText(r), nil
			}
			return mcp.NewToolResultText("already refunded"), nil
		})

	// A read that only chooses which write to make (mcp-grafana's
	// update_dashboard sends v2 dashboards elsewhere) checks nothing:
	// the branch that leaves writes too. Reported.
	s.AddTool(mcp.NewTool("charge_by_kind", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("order_id", "")
			o, err := orders.GetOrder(ctx, id)
			if err != nil {
				return nil, err
			}
			if o.Cancelled {
				return refundOrder(ctx, id, o.Cents) // want `^charge_by_kind calls refundOrder with no idempotency key and no ledger lookup before it; a retried call charges twice$`
			}
			receipt, err := orders.Charge(ctx, id, o.Cents) // want `^charge_by_kind calls Charge with no idempotency key and no ledger lookup before it; a retried call charges twice$`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(receipt), nil
		})

	// A read whose result guards nothing: reported.
	s.AddTool(mcp.NewTool("charge_unguarded", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("order_id", "")
			o, err := orders.GetOrder(ctx, id)
			if err != nil {
				return nil, err
			}
			receipt, err := orders.Charge(ctx, id, o.Cents) // want `^charge_unguarded calls Charge with no idempotency key and no ledger lookup before it; a retried call charges twice$`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(receipt), nil
		})

	// The early return is a failure on a precondition, not "already
	// done": a retry after a charge that took effect charges again.
	s.AddTool(mcp.NewTool("charge_if_open", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("order_id", "")
			o, err := orders.GetOrder(ctx, id)
			if err != nil {
				return nil, err
			}
			if o.Cancelled {
				return mcp.NewToolResultError("the order is cancelled"), nil
			}
			receipt, err := orders.Charge(ctx, id, o.Cents) // want `^charge_if_open calls Charge with no idempotency key and no ledger lookup before it; a retried call charges twice$`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(receipt), nil
		})

	// The state read is another resource's.
	s.AddTool(mcp.NewTool("charge_customer", mcp.WithString("order_id", mcp.Required()), mcp.WithString("customer_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			c, err := orders.GetCustomer(ctx, req.GetString("customer_id", ""))
			if err != nil {
				return nil, err
			}
			if c.Blocked {
				return mcp.NewToolResultText("nothing to do"), nil
			}
			receipt, err := orders.Charge(ctx, req.GetString("order_id", ""), 100) // want `^charge_customer calls Charge with no idempotency key and no ledger lookup before it; a retried call charges twice$`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(receipt), nil
		})
}

// Issues is a client whose reads take no context.
type Issues interface {
	GetIssue(issueID string) (*Issue, error)
	AddComment(ctx context.Context, issueID, body string) (string, error)
}

type Issue struct {
	ID        string
	Commented bool
}

var issues Issues

func RegisterIssues(s *server.MCPServer) {
	// The read takes no context: a method of the program's own client
	// is an operation all the same.
	s.AddTool(mcp.NewTool("add_comment", mcp.WithString("issue_id", mcp.Required()), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			is, err := issues.GetIssue(req.GetString("issue_id", ""))
			if err != nil {
				return nil, err
			}
			if is.Commented {
				return mcp.NewToolResultText("already commented"), nil
			}
			id, err := issues.AddComment(ctx, is.ID, req.GetString("body", ""))
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// The tool's own request is no state: a guard on an argument read
	// from it is no lookup.
	s.AddTool(mcp.NewTool("add_comment_unchecked", mcp.WithString("issue_id", mcp.Required()), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			body := req.GetString("body", "")
			if body == "" {
				return mcp.NewToolResultText("nothing to add"), nil
			}
			id, err := issues.AddComment(ctx, req.GetString("issue_id", ""), body) // want `^add_comment_unchecked calls AddComment with no idempotency key and no ledger lookup before it; a retried call acts twice$`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})
}

// refundOrder is the other write charge_by_kind chooses.
func refundOrder(ctx context.Context, id string, cents int64) (*mcp.CallToolResult, error) {
	r, err := orders.Refund(ctx, id, cents)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(r), nil
}

// PRs is a client whose reads and writes are those of pull requests.
type PRs interface {
	GetPR(ctx context.Context, number string) (*PR, error)
	GetRepo(ctx context.Context, name string) (*Repo, error)
	AddComment(ctx context.Context, number, body string) (string, error)
}

type PR struct {
	Number   string
	Merged   bool
	Comments int
}

type Repo struct{ Archived bool }

var prs PRs

// isMerged reads the pull request it is given: a check of its state.
func isMerged(ctx context.Context, number string) (bool, error) {
	pr, err := prs.GetPR(ctx, number)
	if err != nil {
		return false, err
	}
	return pr.Merged, nil
}

// commented reads it with no context, into a value it fills.
func commented(number string) bool {
	var pr *PR
	if err := fetchPR(number, &pr); err != nil {
		return false
	}
	return pr.Comments > 0
}

func fetchPR(number string, out **PR) error {
	pr, err := prs.GetPR(context.Background(), number)
	*out = pr
	return err
}

// archived reads another resource: the repository, by a constant.
func archived(ctx context.Context, number string) bool {
	r, err := prs.GetRepo(ctx, "main")
	return err == nil && r.Archived
}

// valid reads nothing: it only looks at its argument.
func valid(ctx context.Context, number string) bool {
	return len(number) > 3 && ctx.Err() == nil
}

func RegisterPRs(s *server.MCPServer) {
	// The state is read in a helper that takes the same number and
	// returns what it read: a lookup.
	s.AddTool(mcp.NewTool("comment_unless_merged", mcp.WithString("number", mcp.Required()), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n := req.GetString("number", "")
			if merged, _ := isMerged(ctx, n); merged {
				return mcp.NewToolResultText("already merged"), nil
			}
			id, err := prs.AddComment(ctx, n, req.GetString("body", ""))
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// The same through a helper of the helper's, with no context.
	s.AddTool(mcp.NewTool("comment_once", mcp.WithString("number", mcp.Required()), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n := req.GetString("number", "")
			if commented(n) {
				return mcp.NewToolResultText("already commented"), nil
			}
			id, err := prs.AddComment(ctx, n, req.GetString("body", ""))
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// The helper reads another resource: reported.
	s.AddTool(mcp.NewTool("comment_unless_archived", mcp.WithString("number", mcp.Required()), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n := req.GetString("number", "")
			if archived(ctx, n) {
				return mcp.NewToolResultText("nothing to do"), nil
			}
			id, err := prs.AddComment(ctx, n, req.GetString("body", "")) // want `^comment_unless_archived calls AddComment with no idempotency key and no ledger lookup before it; a retried call acts twice$`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// The helper reads nothing: reported.
	s.AddTool(mcp.NewTool("comment_if_valid", mcp.WithString("number", mcp.Required()), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n := req.GetString("number", "")
			if !valid(ctx, n) {
				return mcp.NewToolResultText("nothing to do"), nil
			}
			id, err := prs.AddComment(ctx, n, req.GetString("body", "")) // want `^comment_if_valid calls AddComment with no idempotency key and no ledger lookup before it; a retried call acts twice$`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// The helper reads a pull request, but not the one written: reported.
	s.AddTool(mcp.NewTool("comment_unless_other_merged", mcp.WithString("number", mcp.Required()), mcp.WithString("other", mcp.Required()), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if merged, _ := isMerged(ctx, req.GetString("other", "")); merged {
				return mcp.NewToolResultText("already merged"), nil
			}
			id, err := prs.AddComment(ctx, req.GetString("number", ""), req.GetString("body", "")) // want `^comment_unless_other_merged calls AddComment with no idempotency key and no ledger lookup before it; a retried call acts twice$`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// A new id is no read of the state, and the test after the INSERT is
	// of its own error: no state check.
	s.AddTool(mcp.NewTool("create_task", mcp.WithString("d", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := uuid.New().String()
			var at string
			err := db.QueryRowContext(ctx, "INSERT INTO tasks (id, d) VALUES ($1, $2) RETURNING created_at", id, req.GetString("d", "")).Scan(&at) // want `^create_task calls QueryRowContext with no idempotency key and no ledger lookup before it; a retried call`
			if err != nil {
				return mcp.NewToolResultError("failed"), nil
			}
			return mcp.NewToolResultText(at), nil
		})
}

var db *sql.DB
