// Package named creates objects the caller names, and others: whether a
// repeat of a named create makes a second object or is refused is the
// provider's business, so those findings are of low harm.
package named

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/shurcooL/githubv4"
)

type Client struct {
	HTTP *http.Client
	Base string
}

func (c *Client) post(ctx context.Context, path, body string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.Base+path, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) CreateDatabase(ctx context.Context, name string) error {
	return c.post(ctx, "/databases", name)
}

func (c *Client) CreateUser(ctx context.Context, login, email string) error {
	return c.post(ctx, "/users", login+email)
}

func (c *Client) CreateIssue(ctx context.Context, project, title string) error {
	return c.post(ctx, "/projects/"+project+"/issues", title)
}

func (c *Client) SendMessage(ctx context.Context, channel, text string) error {
	return c.post(ctx, "/channels/"+channel+"/messages", text)
}

type Note struct {
	Deck    string
	Front   string
	Options map[string]any
}

func (c *Client) AddNote(ctx context.Context, n Note) error {
	return c.post(ctx, "/notes", n.Deck+n.Front)
}

type NetworkCreate struct {
	Name           string
	Driver         string
	CheckDuplicate bool
}

func (c *Client) CreateNetwork(ctx context.Context, n NetworkCreate) error {
	return c.post(ctx, "/networks/create", n.Name)
}

type HostRequest struct {
	Name    string
	Address string
}

func (c *Client) CreateHost(ctx context.Context, r *HostRequest) error {
	return c.post(ctx, "/hosts", r.Name+r.Address)
}

// A generated client's builder: the input is set on the request, and
// Execute sends it.
type VlanInput struct{ VlanName *string }

type VlanAddRequest struct {
	c     *Client
	ctx   context.Context
	input VlanInput
}

func (c *Client) VlanAdd(ctx context.Context) VlanAddRequest { return VlanAddRequest{c: c, ctx: ctx} }

func (r VlanAddRequest) Input(in VlanInput) VlanAddRequest { r.input = in; return r }

func (r VlanAddRequest) Execute() error { return r.c.post(r.ctx, "/vlan/add", *r.input.VlanName) }

func (c *Client) CreateContainer(ctx context.Context, name, image string) error {
	return c.post(ctx, "/containers/create?name="+name, image)
}

// GroupService is a client's service whose method is only the verb.
type GroupService struct{ c *Client }

type GroupRequest struct{ Name, Alias string }

func (g *GroupService) Create(ctx context.Context, r *GroupRequest) (int, error) {
	return 1, g.c.post(ctx, "/groups", r.Name+r.Alias)
}

var groups = &GroupService{c: client}

func (c *Client) CreateRepoHook(ctx context.Context, repo, url string) error {
	return c.post(ctx, "/repos/"+repo+"/hooks", url)
}

func (c *Client) CreateBranch(ctx context.Context, branch string) error {
	return c.post(ctx, "/branches", branch)
}

func (c *Client) CreateComment(ctx context.Context, comment string) error {
	return c.post(ctx, "/comments", comment)
}

func (c *Client) CreateSnapshot(ctx context.Context, name string) error {
	return c.post(ctx, "/snapshots", name)
}

func (c *Client) InsertDimension(ctx context.Context, dimension string) error {
	return c.post(ctx, "/dimensions", dimension)
}

var client = &Client{HTTP: http.DefaultClient, Base: "https://provider.example"}

func Register(s *server.MCPServer) {
	// The caller names the database: low harm.
	s.AddTool(mcp.NewTool("create_database", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateDatabase(ctx, req.GetString("name", "")); err != nil { // hygiene: `^create_database calls CreateDatabase with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// The definition document names the workflow it makes.
	s.AddTool(mcp.NewTool("create_workflow", mcp.WithString("yaml", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateDatabase(ctx, req.GetString("yaml", "")); err != nil { // hygiene: `a repeat of the yaml it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A tool named for the plural adds the domain its parameter names.
	s.AddTool(mcp.NewTool("dns_domains_add", mcp.WithString("domain", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateDatabase(ctx, req.GetString("domain", "")); err != nil { // hygiene: `a repeat of the domain it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("added"), nil
		})

	// A snapshot's name labels it: a retry takes a second snapshot.
	s.AddTool(mcp.NewTool("acme_create_snapshot", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateSnapshot(ctx, req.GetString("name", "")); err != nil { // want `^acme_create_snapshot calls CreateSnapshot with no idempotency key and no ledger lookup before it; a retried call `
				return nil, err
			}
			return mcp.NewToolResultText("taken"), nil
		})

	// The dimension picks rows or columns: it names no object, and a
	// retry inserts the rows again.
	s.AddTool(mcp.NewTool("insert_dimension", mcp.WithString("dimension", mcp.Required(), mcp.Enum("ROWS", "COLUMNS"))),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.InsertDimension(ctx, req.GetString("dimension", "")); err != nil { // want `^insert_dimension calls InsertDimension with no idempotency key and no ledger lookup before it; a retried call `
				return nil, err
			}
			return mcp.NewToolResultText("inserted"), nil
		})

	// A noun of the tool's name followed by "name".
	s.AddTool(mcp.NewTool("create_user", mcp.WithString("user_name", mcp.Required()), mcp.WithString("email")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateUser(ctx, req.GetString("user_name", ""), req.GetString("email", "")); err != nil { // hygiene: `a repeat of the user_name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// An account's login or e-mail address names it.
	s.AddTool(mcp.NewTool("create_account", mcp.WithString("login", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateUser(ctx, req.GetString("login", ""), ""); err != nil { // hygiene: `a repeat of the login it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})
	s.AddTool(mcp.NewTool("invite_member", mcp.WithString("email", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateUser(ctx, "", req.GetString("email", "")); err != nil { // hygiene: `a repeat of the email it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("invited"), nil
		})

	// An e-mail address given to what is no account names nothing.
	s.AddTool(mcp.NewTool("create_ticket", mcp.WithString("email", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateIssue(ctx, req.GetString("email", ""), ""); err != nil { // want `^create_ticket calls CreateIssue with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// Another object's name and a title name nothing the create makes.
	s.AddTool(mcp.NewTool("create_issue", mcp.WithString("project_name", mcp.Required()), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateIssue(ctx, req.GetString("project_name", ""), req.GetString("title", "")); err != nil { // want `^create_issue calls CreateIssue with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A send is no create, whatever names it is given.
	s.AddTool(mcp.NewTool("send_message", mcp.WithString("name", mcp.Required()), mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.SendMessage(ctx, req.GetString("name", ""), req.GetString("text", "")); err != nil { // want `^send_message calls SendMessage with no idempotency key and no ledger lookup before it; a retried call sends twice$`
				return nil, err
			}
			return mcp.NewToolResultText("sent"), nil
		})

	// The request asks the provider to refuse a duplicate: a retry fails
	// with a conflict. Low harm.
	s.AddTool(mcp.NewTool("add_note", mcp.WithString("front", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			note := Note{Deck: "Default", Front: req.GetString("front", ""), Options: map[string]any{"allowDuplicate": false}}
			if err := client.AddNote(ctx, note); err != nil { // hygiene: `^add_note calls AddNote with no lookup of an earlier result before it; the provider rejects a repeat`
				return nil, err
			}
			return mcp.NewToolResultText("added"), nil
		})

	s.AddTool(mcp.NewTool("make_network", mcp.WithString("driver", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n := NetworkCreate{Name: "agents", Driver: req.GetString("driver", ""), CheckDuplicate: true}
			if err := client.CreateNetwork(ctx, n); err != nil { // hygiene: `the provider rejects a repeat`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// Duplicates allowed: a retry adds a second note.
	s.AddTool(mcp.NewTool("add_card", mcp.WithString("front", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			note := Note{Deck: "Default", Front: req.GetString("front", ""), Options: map[string]any{"allowDuplicate": true}}
			if err := client.AddNote(ctx, note); err != nil { // want `^add_card calls AddNote with no idempotency key and no ledger lookup before it; a retried call acts twice$`
				return nil, err
			}
			return mcp.NewToolResultText("added"), nil
		})

	// The name reaches the call in a request struct.
	s.AddTool(mcp.NewTool("create_host", mcp.WithString("name", mcp.Required()), mcp.WithString("address", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			r := &HostRequest{Name: req.GetString("name", ""), Address: req.GetString("address", "")}
			if err := client.CreateHost(ctx, r); err != nil { // hygiene: `a repeat of the name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// Or in a builder's input, sent by Execute.
	s.AddTool(mcp.NewTool("add_vlan", mcp.WithString("vlan_name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name := req.GetString("vlan_name", "")
			if err := client.VlanAdd(ctx).Input(VlanInput{VlanName: &name}).Execute(); err != nil { // hygiene: `a repeat of the vlan_name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("added"), nil
		})

	// An optional name may be left out: the provider names the second
	// container itself.
	s.AddTool(mcp.NewTool("create_container", mcp.WithString("name"), mcp.WithString("image", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateContainer(ctx, req.GetString("name", ""), req.GetString("image", "")); err != nil { // want `^create_container calls CreateContainer with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A noun-verb tool name, and a method that is only the verb.
	s.AddTool(mcp.NewTool("inventory_group_create", mcp.WithString("name", mcp.Required()), mcp.WithString("alias")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := groups.Create(ctx, &GroupRequest{Name: req.GetString("name", ""), Alias: req.GetString("alias", "")}); err != nil { // hygiene: `a repeat of the name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A parameter named for the tool's noun names the object, unless it
	// is the content the create carries.
	s.AddTool(mcp.NewTool("create_branch", mcp.WithString("branch", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateBranch(ctx, req.GetString("branch", "")); err != nil { // hygiene: `a repeat of the branch it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	s.AddTool(mcp.NewTool("create_comment", mcp.WithString("comment", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateComment(ctx, req.GetString("comment", "")); err != nil { // want `^create_comment calls CreateComment with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("commented"), nil
		})

	// The repository a hook is made in is its parent, not its name:
	// a second identical hook is made.
	s.AddTool(mcp.NewTool("create_repo_hook", mcp.WithString("repo", mcp.Required()), mcp.WithString("url", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateRepoHook(ctx, req.GetString("repo", ""), req.GetString("url", "")); err != nil { // want `^create_repo_hook calls CreateRepoHook with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A required name its description calls a label shown to people
	// names nothing the provider keeps unique: a second monitor is made.
	s.AddTool(mcp.NewTool("create_monitor",
		mcp.WithString("name", mcp.Required(), mcp.Description("Human-readable name. Shows up on the dashboard.")),
		mcp.WithString("url", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateMonitor(ctx, req.GetString("name", ""), req.GetString("url", "")); err != nil { // want `^create_monitor calls CreateMonitor with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// The same said in a raw JSON schema.
	s.AddTool(mcp.NewToolWithRawSchema("create_probe", "Create a probe.",
		json.RawMessage(`{"type":"object","properties":{"name":{"type":"string","description":"Human-readable name for the probe"},"url":{"type":"string"}},"required":["name","url"]}`)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateMonitor(ctx, req.GetString("name", ""), req.GetString("url", "")); err != nil { // want `^create_probe calls CreateMonitor with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A name its description calls the text content: an outliner makes
	// a second bullet of it.
	s.AddTool(mcp.NewTool("create_node",
		mcp.WithString("name", mcp.Required(), mcp.Description("Text content of the node (supports markdown).")),
		mcp.WithString("url", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateMonitor(ctx, req.GetString("name", ""), req.GetString("url", "")); err != nil { // want `^create_node calls CreateMonitor with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A person's name labels: a CRM makes a second contact of it.
	s.AddTool(mcp.NewTool("create_contact", mcp.WithString("name", mcp.Required()), mcp.WithString("email")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateSite(ctx, req.GetString("name", ""), req.GetString("email", "")); err != nil { // want `^create_contact calls CreateSite with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A task's name is its title: a tracker makes a second task of it.
	s.AddTool(mcp.NewTool("create_task", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateSite(ctx, req.GetString("name", ""), ""); err != nil { // want `^create_task calls CreateSite with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// One that says the name is unique keeps the low-harm finding.
	s.AddTool(mcp.NewTool("create_site",
		mcp.WithString("name", mcp.Required(), mcp.Description("Display name of the site; must be unique.")),
		mcp.WithString("url", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateSite(ctx, req.GetString("name", ""), req.GetString("url", "")); err != nil { // hygiene: `^create_site calls CreateSite with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A folder's path names it: a second create finds it there.
	s.AddTool(mcp.NewTool("create_folder", mcp.WithString("folderPath", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateFolder(ctx, req.GetString("folderPath", "")); err != nil { // hygiene: `a repeat of the folderPath it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})
	s.AddTool(mcp.NewTool("create_file", mcp.WithString("path", mcp.Required()), mcp.WithString("content")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateFile(ctx, req.GetString("path", ""), req.GetString("content", "")); err != nil { // hygiene: `a repeat of the path it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// The name sits in an input struct, behind a pointer to a scalar.
	s.AddTool(mcp.NewTool("create_label", mcp.WithString("name", mcp.Required()), mcp.WithString("color")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			in := LabelInput{RepositoryID: "r", Name: NewString(String(req.GetString("name", ""))), Color: NewString(String(req.GetString("color", "")))}
			if err := client.CreateLabel(ctx, in); err != nil { // hygiene: `a repeat of the name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// The name is read by a helper of the program that is handed the
	// input and the parameter's name.
	s.AddTool(mcp.NewTool("create_project", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name, err := requiredParam[string](req, "name")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := client.CreateProject(ctx, name); err != nil { // hygiene: `^create_project calls CreateProject with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// The path of a file a tool deletes names no commit the deletion
	// makes: a retry makes a second commit.
	s.AddTool(mcp.NewTool("delete_file", mcp.WithString("path", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			path, err := requiredParam[string](req, "path")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := client.CreateCommit(ctx, path); err != nil { // want `^delete_file calls CreateCommit with no idempotency key and no ledger lookup before it; a retried call acts twice$`
				return nil, err
			}
			return mcp.NewToolResultText("deleted"), nil
		})

	// A tool of several methods whose create is a GraphQL mutation
	// (createLabel) of a name the caller gives.
	s.AddTool(mcp.NewTool("label_write", mcp.WithString("method", mcp.Required()), mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name, err := requiredParam[string](req, "name")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := createLabel(ctx, gql, name); err != nil { // hygiene: `^label_write calls createLabel with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// The arguments are decoded into a request struct that is sent
	// whole: its name field carries the name.
	s.AddTool(mcp.NewTool("registry_create", mcp.WithString("name", mcp.Required()), mcp.WithString("source", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in RegistryInput
			if err := req.BindArguments(&in); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			err := withClient(func(c *Client) error {
				return c.RegistryCreate(ctx, in) // hygiene: `^registry_create calls RegistryCreate with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the name it is given$`
			})
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// One decoded the same way whose name is optional: the provider
	// names the second webhook itself.
	s.AddTool(mcp.NewTool("webhook_create", mcp.WithString("name"), mcp.WithString("url", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in WebhookInput
			if err := req.BindArguments(&in); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := client.WebhookCreate(ctx, in); err != nil { // want `^webhook_create calls WebhookCreate with no idempotency key and no ledger lookup before it; a retried call acts twice$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// A review comment's path is the file it is on, not its name.
	s.AddTool(mcp.NewTool("create_review_comment", mcp.WithString("path", mcp.Required()), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateReviewComment(ctx, req.GetString("path", ""), req.GetString("body", "")); err != nil { // want `^create_review_comment calls CreateReviewComment with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("commented"), nil
		})
}

// String and NewString are a GraphQL client's input scalar, as
// shurcooL/githubv4 has them.
type String string

func NewString(v String) *String { return &v }

type LabelInput struct {
	RepositoryID string
	Name         *String
	Color        *String
}

func (c *Client) CreateLabel(ctx context.Context, in LabelInput) error {
	return c.post(ctx, "/labels", string(*in.Name))
}

func (c *Client) CreateFolder(ctx context.Context, path string) error {
	return c.post(ctx, "/folders?path="+path, "")
}

func (c *Client) CreateFile(ctx context.Context, path, content string) error {
	return c.post(ctx, "/files?path="+path, content)
}

func (c *Client) CreateReviewComment(ctx context.Context, path, body string) error {
	return c.post(ctx, "/review-comments", path+body)
}

func (c *Client) CreateMonitor(ctx context.Context, name, url string) error {
	return c.post(ctx, "/monitors", name+url)
}

func (c *Client) CreateSite(ctx context.Context, name, url string) error {
	return c.post(ctx, "/sites", name+url)
}

// requiredParam reads one argument of the call, as a server's own helper
// does.
func requiredParam[T any](req mcp.CallToolRequest, key string) (T, error) {
	var zero T
	v, ok := req.GetArguments()[key].(T)
	if !ok {
		return zero, fmt.Errorf("missing %s", key)
	}
	return v, nil
}

func (c *Client) CreateProject(ctx context.Context, name string) error {
	return c.post(ctx, "/projects", name)
}

// CreateCommit commits the deletion of the file at path.
func (c *Client) CreateCommit(ctx context.Context, path string) error {
	return c.post(ctx, "/commits", path)
}

var gql = githubv4.NewClient(http.DefaultClient)

func createLabel(ctx context.Context, c *githubv4.Client, name string) error {
	var m struct {
		CreateLabel struct {
			Label struct{ ID githubv4.ID }
		} `graphql:"createLabel(input: $input)"`
	}
	return c.Mutate(ctx, &m, githubv4.CreateLabelInput{RepositoryID: "r", Name: githubv4.String(name), Color: "ffffff"}, nil)
}

type RegistryInput struct {
	Name   string `json:"name"`
	Source string `json:"source"`
}

func (c *Client) RegistryCreate(ctx context.Context, in RegistryInput) error {
	return c.post(ctx, "/registries", in.Name+in.Source)
}

func withClient(f func(*Client) error) error { return f(client) }

type WebhookInput struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

func (c *Client) WebhookCreate(ctx context.Context, in WebhookInput) error {
	return c.post(ctx, "/webhooks", in.Name+in.URL)
}

// RegisterSQL creates a row the caller names in the program's own
// database: the database, not a provider, would refuse the repeat.
func RegisterSQL(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("create_workspace", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, "INSERT INTO workspaces (name) VALUES (?)", req.GetString("name", "")); err != nil { // hygiene: `^create_workspace calls ExecContext with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the database refuses a repeat of the name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})
}

func (c *Client) CreateTask(ctx context.Context, task map[string]any) error {
	b, _ := json.Marshal(task)
	return c.post(ctx, "/tasks", string(b))
}

// RegisterBatch creates whole objects the caller lists: an array of
// tasks names none of them, so a retry creates each again.
func RegisterBatch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_tasks", mcp.WithArray("tasks", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			tasks, _ := req.GetArguments()["tasks"].([]any)
			for _, t := range tasks {
				m, _ := t.(map[string]any)
				if err := client.CreateTask(ctx, m); err != nil { // want `^create_tasks calls CreateTask with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
					return nil, err
				}
			}
			return mcp.NewToolResultText("created"), nil
		})
}

// RegisterEvent inserts an event the caller names by its slug, then rows
// that take the new event's id: they run only after the named insert
// succeeded, so they share its low harm.
func RegisterEvent(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("create_event", mcp.WithString("slug", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var id string
			if err := db.QueryRowContext(ctx, `INSERT INTO events (slug) VALUES ($1) RETURNING id`, req.GetString("slug", "")).Scan(&id); err != nil { // hygiene: `^create_event calls QueryRowContext with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the database refuses a repeat of the slug it is given$`
				return nil, err
			}
			if _, err := db.ExecContext(ctx, `INSERT INTO event_days (event_id) VALUES ($1)`, id); err != nil { // hygiene: `^create_event calls ExecContext with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the database refuses a repeat of the slug it is given$`
				return nil, err
			}
			if _, err := db.ExecContext(ctx, `INSERT INTO audit (what) VALUES ('event')`); err != nil { // hygiene: `^create_event calls ExecContext with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the database refuses a repeat of the slug it is given$`
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})
}

func (c *Client) CreateRelease(ctx context.Context, project, tag string) error {
	return c.post(ctx, "/projects/"+project+"/releases", tag)
}

func (c *Client) CreateMergeRequest(ctx context.Context, project, source, title string) error {
	return c.post(ctx, "/projects/"+project+"/merge_requests", source+"\n"+title)
}

func (c *Client) CreateMilestone(ctx context.Context, project, title string) error {
	return c.post(ctx, "/projects/"+project+"/milestones", title)
}

// RegisterForge creates what a forge keeps one of per tag, per source
// branch and per title: the parameter that identifies it is its name.
// A service request's title identifies nothing.
func RegisterForge(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_release", mcp.WithString("project", mcp.Required()), mcp.WithString("tag_name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateRelease(ctx, req.GetString("project", ""), req.GetString("tag_name", "")); err != nil { // hygiene: `a repeat of the tag_name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("released"), nil
		})
	s.AddTool(mcp.NewTool("create_merge_request", mcp.WithString("project", mcp.Required()), mcp.WithString("source_branch", mcp.Required()), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateMergeRequest(ctx, req.GetString("project", ""), req.GetString("source_branch", ""), req.GetString("title", "")); err != nil { // hygiene: `a repeat of the source_branch it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("opened"), nil
		})
	s.AddTool(mcp.NewTool("create_milestone", mcp.WithString("project", mcp.Required()), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateMilestone(ctx, req.GetString("project", ""), req.GetString("title", "")); err != nil { // hygiene: `a repeat of the title it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})
	s.AddTool(mcp.NewTool("create_web_app", mcp.WithString("application_name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateMilestone(ctx, "apps", req.GetString("application_name", "")); err != nil { // hygiene: `a repeat of the application_name it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})
	s.AddTool(mcp.NewTool("create_wiki_page", mcp.WithString("project", mcp.Required()), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateMilestone(ctx, req.GetString("project", ""), req.GetString("title", "")); err != nil { // hygiene: `a repeat of the title it is given$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})
	s.AddTool(mcp.NewTool("create_service_request", mcp.WithString("project", mcp.Required()), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.CreateMilestone(ctx, req.GetString("project", ""), req.GetString("title", "")); err != nil { // want `^create_service_request calls CreateMilestone with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})
}
