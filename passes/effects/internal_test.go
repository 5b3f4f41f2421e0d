package effects

import (
	"path"
	"slices"
	"strings"
	"testing"
)

func TestClassifySQL(t *testing.T) {
	for _, tc := range []struct {
		query  string
		detail string
		idem   bool
		write  bool
	}{
		{"INSERT INTO refunds (id) VALUES ($1)", "INSERT INTO refunds", false, true},
		{"CREATE TRIGGER IF NOT EXISTS t AFTER DELETE ON e BEGIN DELETE FROM o WHERE n = old.name; DELETE FROM r WHERE s = old.name; END;", "", false, false},
		{"create or replace function f() returns trigger as $$ begin insert into log values (1); end $$ language plpgsql", "", false, false},
		{"CREATE TABLE IF NOT EXISTS notes (name TEXT PRIMARY KEY)", "", false, false},
		{"insert into public.refunds(id) values (?)", "INSERT INTO public.refunds", false, true},
		{`INSERT INTO "Refunds" (id) VALUES ($1)`, "INSERT INTO Refunds", false, true},
		{"INSERT INTO r (id) VALUES ($1) ON CONFLICT DO NOTHING", "INSERT INTO r ON CONFLICT", true, true},
		{"INSERT INTO r (id, a) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET a = EXCLUDED.a", "INSERT INTO r ON CONFLICT", true, true},
		{"INSERT INTO c (id, n) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET n = c.n + 1", "INSERT INTO c ON CONFLICT", false, true},
		{"INSERT INTO c (id, n) VALUES (?, 1) ON DUPLICATE KEY UPDATE n = n + 1", "INSERT INTO c ON DUPLICATE KEY", false, true},
		{"INSERT INTO c (id, n) VALUES (?, 1) ON DUPLICATE KEY UPDATE n = VALUES(n)", "INSERT INTO c ON DUPLICATE KEY", true, true},
		{"INSERT OR REPLACE INTO kv (k, v) VALUES (?, ?)", "INSERT OR REPLACE INTO kv", true, true},
		{"INSERT IGNORE INTO kv (k, v) VALUES (?, ?)", "INSERT IGNORE INTO kv", true, true},
		{"INSERT INTO t SELECT * FROM a JOIN b ON a.id = b.id", "INSERT INTO t", false, true},
		{"REPLACE INTO kv (k, v) VALUES (?, ?)", "REPLACE INTO kv", true, true},
		{"UPSERT INTO kv (k, v) VALUES ($1, $2)", "UPSERT INTO kv", true, true},
		{"UPDATE accounts SET balance = balance + $1 WHERE id = $2", "UPDATE accounts", false, true},
		{"UPDATE accounts SET balance = balance - $1", "UPDATE accounts", false, true},
		{"UPDATE a SET n = COALESCE(n, 0) + 1", "UPDATE a", false, true},
		{"UPDATE a SET tags = array_append(tags, $1)", "UPDATE a", false, true},
		{"UPDATE a SET log = log || $1", "UPDATE a", false, true},
		// A lock's counter bumped beside what is set: the row is set.
		{"UPDATE jobs SET status = ?, version = version + 1 WHERE id = ?", "UPDATE jobs", true, true},
		{"UPDATE jobs SET status = $1, `revision` = `revision` + 1, n = n + 1", "UPDATE jobs", false, true},
		{"UPDATE orders SET status = 'x + status', n = $1 + 1 WHERE id = $2", "UPDATE orders", true, true},
		{"UPDATE orders SET status = $1 WHERE status = 'pending' AND n = n + 0", "UPDATE orders", true, true},
		{"UPDATE ONLY orders SET a = 1", "UPDATE orders", true, true},
		{"DELETE FROM sessions WHERE id = $1", "DELETE FROM sessions", true, true},
		{"MERGE INTO stock USING s ON true WHEN MATCHED THEN UPDATE SET n = 1", "MERGE INTO stock", true, true},
		{"TRUNCATE TABLE jobs", "TRUNCATE jobs", true, true},
		{"CALL transfer($1, $2)", "CALL transfer", false, true},
		{"SELECT * FROM orders FOR UPDATE", "", false, false},
		{"select 1", "", false, false},
		{"-- name: GetRefund :one\nSELECT id FROM refunds", "", false, false},
		{"/* INSERT INTO x */ SELECT 1", "", false, false},
		{"CREATE TABLE IF NOT EXISTS t (id int)", "", false, false},
		{"BEGIN", "", false, false},
		{"", "", false, false},
		{"WITH d AS (DELETE FROM jobs RETURNING id) SELECT id FROM d", "DELETE FROM jobs", true, true},
		{"WITH RECURSIVE r(n) AS (SELECT 1 UNION SELECT n+1 FROM r) SELECT * FROM r", "", false, false},
		{"WITH x AS (SELECT 1), y AS (SELECT 2) INSERT INTO t SELECT * FROM x", "INSERT INTO t", false, true},
		{"DELETE FROM a; INSERT INTO b (id) VALUES (1)", "INSERT INTO b", false, true},
		{"INSERT INTO t (s) VALUES ('it''s; DELETE FROM x')", "INSERT INTO t", false, true},
	} {
		detail, idem, write := ClassifySQL(tc.query)
		if detail != tc.detail || idem != tc.idem || write != tc.write {
			t.Errorf("ClassifySQL(%q) = %q, %v, %v; want %q, %v, %v", tc.query, detail, idem, write, tc.detail, tc.idem, tc.write)
		}
	}
}

func TestHasVerb(t *testing.T) {
	for name, want := range map[string]bool{
		"Create": true, "CreateOrder": true, "Send2": true, "Address": false, "Payout": false,
		"Issues": false, "IssueRefund": true, "Posts": false, "Get": false, "Placeholder": false,
	} {
		if got := hasVerb(name, writeVerbs); got != want {
			t.Errorf("hasVerb(%q) = %v", name, got)
		}
	}
}

func TestShortName(t *testing.T) {
	for in, want := range map[string]string{
		"(*example.com/pay.Client).post":            "(*pay.Client).post",
		"net/http.Post":                             "http.Post",
		"(github.com/jackc/pgx/v5.Tx).Exec":         "(pgx/v5.Tx).Exec",
		"example.com/a.Handler$1":                   "a.Handler$1",
		"fmt.Println":                               "fmt.Println",
		"(*example.com/x.T[example.com/y.U]).M":     "(*x.T[example.com/y.U]).M",
		"gopkg.in/yaml.v3.Marshal":                  "yaml.v3.Marshal",
		"(google.golang.org/grpc.ClientConn).Close": "(grpc.ClientConn).Close",
	} {
		if got := ShortName(in); got != want {
			t.Errorf("ShortName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCatalogue(t *testing.T) {
	entries := Catalogue()
	if len(entries) == 0 {
		t.Fatal("empty catalogue")
	}
	for _, e := range entries {
		if e.SDK == "" || e.Module == "" || len(e.Funcs) == 0 || len(e.Packages) == 0 {
			t.Errorf("incomplete entry %+v", e)
		}
	}
	slots := loadKeySlots()
	if len(slots) == 0 {
		t.Error("no key slots")
	}
	for _, s := range slots {
		if s.sdk == "" || s.module == "" || len(s.Funcs) == 0 || len(s.Packages) == 0 || s.Arg < 0 || s.Header != "" && s.Recv == "" {
			t.Errorf("incomplete key slot %+v", s)
		}
		for _, p := range append(append(slices.Clone(s.Packages), s.Recv), s.Funcs...) {
			if _, err := path.Match(p, ""); err != nil {
				t.Errorf("key slot %+v: bad pattern %q", s, p)
			}
		}
	}
	for in, want := range map[[2]string]string{
		{"github.com/stripe/stripe-go/v82/refund", ""}:        "refund",
		{"github.com/stripe/stripe-go/v82", ""}:               "",
		{"github.com/aws/aws-sdk-go-v2/service/sqs", ""}:      "service/sqs",
		{"google.golang.org/api/calendar/v3", ""}:             "calendar/v3",
		{"github.com/google/go-github/v74/github", ""}:        "github",
		{"github.com/google/go-githubber/github", "no match"}: "",
	} {
		mod := map[string]string{
			"github.com/stripe/stripe-go/v82/refund":   "github.com/stripe/stripe-go",
			"github.com/stripe/stripe-go/v82":          "github.com/stripe/stripe-go",
			"github.com/aws/aws-sdk-go-v2/service/sqs": "github.com/aws/aws-sdk-go-v2",
			"google.golang.org/api/calendar/v3":        "google.golang.org/api",
			"github.com/google/go-github/v74/github":   "github.com/google/go-github",
			"github.com/google/go-githubber/github":    "github.com/google/go-github",
		}[in[0]]
		got, ok := subpackage(in[0], mod)
		if ok != (in[1] == "") || got != want {
			t.Errorf("subpackage(%q, %q) = %q, %v", in[0], mod, got, ok)
		}
	}
}

func TestNormalize(t *testing.T) {
	var effects []Effect
	long := make([]Link, 20)
	for i := range long {
		long[i] = Link{Func: "f" + string(rune('a'+i)), Pos: "x.go:1", Call: "g"}
	}
	for i := range 12 {
		effects = append(effects,
			Effect{Kind: KindHTTP, Detail: "PUT", Idempotent: true, Chain: []Link{{Func: "f", Pos: "x.go:" + string(rune('a'+i)), Call: "g"}}},
			Effect{Kind: KindSQL, Detail: "INSERT INTO t", Chain: long},
			Effect{Kind: KindSQL, Detail: "INSERT INTO t", Chain: long[:3]},
		)
	}
	got := normalizeEffects(effects)
	if len(got) != maxEffects {
		t.Fatalf("got %d effects, want %d", len(got), maxEffects)
	}
	// The non-idempotent write comes first, once, with its shortest chain.
	if got[0].Kind != KindSQL || len(got[0].Chain) != 3 || got[1].Kind != KindHTTP {
		t.Errorf("got %v", got[:2])
	}
	one := normalizeEffects([]Effect{{Kind: KindSQL, Detail: "x", Chain: long}})
	if n := len(one[0].Chain); n != maxChain || one[0].Chain[n-1] != long[len(long)-1] {
		t.Errorf("chain not truncated to %d keeping the last link: %v", maxChain, one[0].Chain)
	}
}

func TestDoc(t *testing.T) {
	if !strings.HasPrefix(Analyzer.Doc, "find the functions that perform external writes\n\n") {
		t.Errorf("Doc = %q", Analyzer.Doc)
	}
	// The configured effects are a setting of the configuration (effects,
	// -effects), not a flag of the pass.
	if Analyzer.Flags.Lookup("extra") != nil {
		t.Error("-effects.extra is back; effects are configured through config.Analyzer")
	}
}

func TestIsQuiet(t *testing.T) {
	for path, want := range map[string]bool{
		"github.com/openai/openai-go/v3":                        true,
		"github.com/openai/openai-go/v3/responses":              true,
		"github.com/mark3labs/mcp-go/server":                    true,
		"github.com/anthropics/anthropic-sdk-go/v2":             true,
		"github.com/stripe/stripe-go/v82/refund":                false,
		"github.com/openai/openai-go-extras":                    false,
		"example.com/app/mcp":                                   false,
		"github.com/modelcontextprotocol/go-sdk/mcp":            true,
		"github.com/modelcontextprotocol/go-sdk-contrib":        false,
		"github.com/metoro-io/mcp-golang/transport/http":        true,
		"github.com/ThinkInAIXYZ/go-mcp/protocol":               true,
		"github.com/ThinkInAIXYZ/go-mcp/server":                 true,
		"github.com/cockroachdb/pebble/objstorage":              true,
		"github.com/dgraph-io/badger/v4":                        true,
		"go.etcd.io/bbolt":                                      true,
		"go.etcd.io/etcd/client/v3":                             false,
		"github.com/prometheus/client_golang/prometheus":        true,
		"github.com/prometheus/client_golang/api":               false, // loud: an HTTP API client
		"github.com/prometheus/client_golang/api/prometheus/v1": false,
	} {
		if got := IsQuiet(path); got != want {
			t.Errorf("IsQuiet(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestRPCReadName(t *testing.T) {
	for name, want := range map[string]bool{
		"GetIncident": true, "fetchAssertsData": true, "searchRules": true, "query": true,
		"QueryIncidentPreviews": true, "ListTeams": true, "Lookup": true,
		"GetOrCreateIncident": false, "FindAndDelete": false, "getAndIncrement": false,
		"GetPost": false, // conservative: "Post" may be a noun, but the name cannot tell
		"Getter":  false, "Listen": false, "Queryable": false, "CreateIncident": false, "doPost": false,
		"get$1": false, "": false,
		"IsGroupMember": true, "hasSubtaskTimer": true, "CanAccess": true, "ExistsUser": true,
		"Isolate": false, "Issue": false, "Hash": false, "Cancel": false, "HasOrCreate": false,
		"callCloudflareMarkdownFetch": true, "doUserLookup": true, "callFetch": false, "doCreateAndFetch": false,
		"callAPI": false, "invokeSearchThenDelete": false,
		"execBrowserObserve": true, "runCDPAction": false, "InspectContainer": true, "ShowPage": true, "Shower": false,
		"DownloadFile": true, "ViewAndDelete": false, "DoGetFallback": true, "doGetJSON": true, "doGetOrCreate": false, "RunIsolated": false,
	} {
		if got := isRPCReadName(name); got != want {
			t.Errorf("isRPCReadName(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestQueryPath(t *testing.T) {
	for u, want := range map[string]bool{
		"/api/ds/query": true, "/logs-*/_search?size=10": true, "/api/v1/query_range": true,
		"/render/": true, "https://x/api/search#top": true,
		"https://idp/realms/r/protocol/openid-connect/token": true, "/oauth/token": true, "/api/v1/login": true,
		"/auth/refresh": true, "/cache/refresh": false, "/api/tokens": false, "/users/1/token/": true,
		"/api/v1/accounts/1/contacts/filter?page=2": true, "/topapi/v2/user/get": true, "/action/find": true,
		"https://api.anthropic.com/v1/messages": true, "https://api.nexmo.com/v1/messages": false, "/v1/messages": false,
		"/folder/7/list": false, "/users/me/settings/filters": false,
		"/graphql": false, "/api/v1/refunds": false, "query": false, "/api/queryx": false, "": false,
		"https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/sa@p.iam.gserviceaccount.com:generateAccessToken": true,
		"/v1/projects/-/serviceAccounts/sa:signJwt": true, "/v1/projects/p/topics/t:publish": false,
		"/prom_query_instant": true, "/logs/api/v2/query_range/json": true, "/suggest": true, "/trace-search": true,
		"/create_search_index": false, "/saved_query_delete": false, "/reports/json": false, "/json": false,
		// Telemetry ingestion: what the program records of itself.
		"https://logs/loki/api/v1/push": true, "http://collector:4318/v1/traces": true, "/api/v2/spans": true,
		"/api/v1/push": false, "/v1/events": false,
	} {
		if got := isQueryPath(u); got != want {
			t.Errorf("isQueryPath(%q) = %v, want %v", u, got, want)
		}
	}
}

func TestOperationVerdict(t *testing.T) {
	for _, tc := range []struct {
		name string
		want verdict
	}{
		{"(*tfe.workspaces).SafeDeleteByID", sets},             // a modifier before the verb
		{"(*bridgepb.containerServiceClient).WriteFile", sets}, // writing a file replaces what its path names
		{"(*s3.Client).PutObject", sets},
		{"(*log.Client).WriteEntry", undecided}, // an entry appended
		{"(*tfe.workspaces).ForceDelete", sets},
		{"(*tfe.runs).Discard", sets},
		{"(*mr.Service).ApproveMergeRequest", sets},
		{"(*tfe.runs).Apply", undecided},  // alone, a transport word
		{"(*tfe.runs).Create", undecided}, // likewise: the method decides
		{"(*x.Client).SafeSendMessage", mints},
		{"(*x.Client).Safe", undecided},
		{"(*x.Client).BulkCreateIssues", creates},
		{"(*x.Client).ResolveAndNotify", undecided},
		{"runDiscard", sets}, // a noun first: the verb ends the name
		{"runTrigger", mints},
		{"RunTests", creates},  // no verb at the end: the first word decides
		{"callAPI", undecided}, // a transport: its callers name the operation
		{"(*z.Client).sendRPC", undecided},
		{"executeGraphQL", undecided},
		{"invokeMethod", undecided},
		{"createAPIToken", creates},
		{"(*x.Client).Unacknowledge", sets},
		{"(*x.Client).UnmarkAsAnswer", sets}, // un- before a verb undoes it: a repeat finds it undone
		{"(*x.Client).Unpublish", sets},
		{"(*x.Client).Unit", undecided},
		{"(*x.Client).ToggleMute", mints},                            // a repeat flips it back
		{"(*api.ToolboxAPIService).MoveFileDeprecatedExecute", sets}, // openapi-generator's service method
		{"(*api.UsersAPIService).CreateUserExecute", creates},
		{"(*api.UsersAPIService).GetUserExecute", undecided}, // a read verb, decided elsewhere
		{"CommandExecute", creates},                          // too short to be a suffix
		// A generated builder's type names the operation its Do or
		// Execute sends, its verb after the resource.
		{"(*google.golang.org/api/tasks/v1.TasksMoveCall).Do", sets},
		{"(*tasks/v1.TasksClearCall).Do", sets},
		{"(*google.golang.org/api/people/v1.PeopleBatchDeleteContactsCall).Do", sets},
		{"(*people/v1.PeopleBatchCreateContactsCall).Do", creates},
		{"(*gmail/v1.UsersMessagesSendCall).Do", mints},
		{"(*gmail/v1.UsersMessagesTrashCall).Do", sets},
		{"(*calendar/v3.EventsQuickAddCall).Do", creates},
		{"(*gmail/v1.UsersSettingsSendAsPatchCall).Do", sets}, // a patch sets what it names
		{"(*application.applicationServiceClient).PatchResource", sets},
		{"(*gmail/v1.UsersSettingsSendAsVerifyCall).Do", undecided},
		{"(*x/v1.ProjectsIssueModelsDeployCall).Do", undecided}, // Issue is a noun here
		{"(*x/v1.FilesCopyCall).Do", creates},
		{"(example.com/client.ApiCreateUserRequest).Execute", creates},
		{"(example.com/client.ApiDeleteUserRequest).Execute", sets},
		{"(example.com/client.ApiCreateOrUpdateUserRequest).Execute", undecided},
		{"(*resty.Request).Send", undecided}, // a request, no operation
		{"(*x.GetUserRequest).Do", undecided},
		{"(*x.TasksMoveCall).doRequest", undecided},       // not a transport word alone
		{"(*godo.DropletActionsServiceOp).PowerOn", sets}, // a switch of power sets a state
		{"(*godo.DropletActionsServiceOp).PowerOffByTag", sets},
		{"TurnOnLight", sets},
		{"(*godo.DropletActionsServiceOp).Resize", sets},
		{"(*godo.DropletActionsServiceOp).PowerCycle", mints}, // a second cycle cycles again
		{"(*godo.DropletActionsServiceOp).Reboot", mints},
		{"(*godo.DropletActionsServiceOp).RebuildByImageSlug", mints},
		{"PowerUsage", undecided}, {"Power", undecided}, {"TurnPage", undecided},
		{"(*x.Users).PasswordReset", mints}, // a reset of a secret mints a new one
		{"ResetPassword", mints}, {"ResetUserPassword", mints}, {"ResetPasswordForUser", mints},
		{"RotateAPIKey", mints}, {"rotateSigningKey", mints}, {"RegenerateToken", mints},
		{"ResetPasswordPolicy", sets}, {"ResetCache", sets}, {"Reset", sets}, {"RotateLogs", sets},
		{"ApplyCommand", creates}, {"ExecuteCommand", creates}, {"ApplyLabels", sets},
		// Ending, accepting or joining something leaves it in a state a
		// repeat finds already so; a word that merely starts with such a
		// verb (Completion) is no verb.
		{"(*x.Instances).Terminate", sets}, {"KillProcess", sets}, {"DestroyEnvironment", sets},
		{"CompleteTask", sets}, {"FinishRun", sets}, {"AcceptInvitation", sets}, {"DeclineInvite", sets},
		{"GrantRole", sets}, {"JoinChannel", sets}, {"LeaveGroup", sets}, {"LikePost", sets},
		{"CreateChatCompletion", creates}, {"Completion", undecided}, {"Likes", undecided},
		// Start and Attach alone act on what the receiver's type names.
		{"(*gobizfly.server).Start", sets}, {"(*x.VolumeService).Attach", sets}, {"AttachVolume", sets},
		{"(*x.JobsService).Start", creates}, {"(*x.Client).Start", creates}, {"(*x.Files).Attach", undecided},
		{"AttachFile", undecided}, {"(*x.server).Stop", sets}, {"AttachVariableGroup", sets}, {"AttachTags", sets}, {"InvalidateCache", sets}, {"(*x.Cache).Evict", sets},
	} {
		if got := operationVerdict(tc.name); got != tc.want {
			t.Errorf("operationVerdict(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestBuilderOpNames(t *testing.T) {
	if !NameCreates("(client.ApiCreateUserRequest).Execute") || NameCreates("(*tasks/v1.TasksMoveCall).Do") {
		t.Error("NameCreates does not read a builder's operation")
	}
	del := Effect{Kind: KindHTTP, Detail: "POST", Op: "(*people/v1.PeopleBatchDeleteContactsCall).Do"}
	if !del.Removes() {
		t.Error("a builder's BatchDeleteContacts does not remove")
	}
}

func TestGraphQLOperation(t *testing.T) {
	for doc, want := range map[string]string{
		`mutation { createIssue(input: $i) { id } }`:                 "mutation createIssue",
		`mutation M($id: ID!) { docker { stop(id: $id) { id } } }`:   "mutation docker.stop",
		`mutation { notifications { archiveAll } }`:                  "mutation notifications.archiveAll",
		`mutation { a { b { c { d { e } } } } }`:                     "mutation a.b.c.d", // at most three namespaces
		`mutation { docker { stop(id: "}{") { id } start { id } } }`: "mutation docker",  // braces in a string
		`mutation { docker { stop(id: "a\"}") { id } } }`:            "mutation docker.stop",
		`mutation { docker @include(if: $x) { stop } }`:              "mutation docker",
		`mutation { docker { ... on Docker { stop } } }`:             "mutation docker",
		"query {\n  # namespace\n  docker { containers { id } }\n}":  "query docker.containers.id",
		`{ viewer { login } }`:                                       "query viewer.login",
		`subscription { events(topic: $t) { id } }`:                  "subscription events",
	} {
		kind, path, ok := graphQLOperation(doc)
		if got := kind + " " + path; !ok || got != want {
			t.Errorf("graphQLOperation(%q) = %q, %v, want %q", doc, got, ok, want)
		}
	}
}

func TestSegmentVerdict(t *testing.T) {
	for seg, want := range map[string]verdict{
		"PlayPause": mints, "play_pause": mints, "toggleMute": mints, "StartStop": mints,
		"Pause": sets, "Stop": sets, "PausePause": sets, "StopServer": sets, "OpenClose": mints, "promote": sets, "demote_user": sets, "ForkRepository": sets, "fork_conversation": mints, "sync": sets, "reload_config": sets, "reindex": sets,
		"Play": undecided, "PlayMedia": undecided, "navigate_to_page": sets, "clean_tombstones": sets, "quit": sets, "swap_component": sets, "ungroup_nodes": sets, "group_nodes": creates,
		"scrape": reads, "scan_text_nodes": reads, "export_tokens": reads, "extract": reads,
		"sell": mints, "buy_shares": mints, "withdraw": mints,
		"detect-mode": reads, "detect-compose": reads, "inspect": reads, "analyze_repository": reads, "lint": reads,
		"isGroupMember": reads, "has_subtask_timer": reads, "canAccess": reads, "exists": reads,
		"isolateHost": undecided, "hashPassword": undecided, "canonicalize": undecided,
		"addProjectUser": sets, "add_project_group": sets, "addUserToGroup": sets, "addGroupMember": sets,
		"addTeamUsers": sets, "addUser": creates, "addGroup": creates, "addUserGroup": creates,
		"addProjectComment": creates, "addUserToPlaylist": creates, "AddTaskDependency": sets, "add_issue_relation": sets, "addTaskAttachment": creates,
		"addProjectV2ItemById": sets, "addProjectItemById": sets, "addCommentById": creates, "addProjectItem": creates,
		"saveProjectMetadata": sets, "save_task_metadata": sets, "saveUserSettings": sets,
		"saveNote": undecided, "save": undecided, "saveSettingsForUser": undecided,
		"power_on": sets, "power_off": sets, "power_cycle": mints, "reboot": mints, "rebuild": mints, "resize": sets,
		"erase": sets, "eraseJob": sets, "purge": sets, "keep": sets, "keepArtifacts": sets,
		"password_reset": mints, "reset_password": mints, "rotate_api_key": mints, "resetToken": mints,
		"reset_password_policy": sets, "reset": sets, "apply_command": creates, "applyCommand": creates, "apply": sets,
	} {
		if got := segmentVerdict(seg); got != want {
			t.Errorf("segmentVerdict(%q) = %v, want %v", seg, got, want)
		}
	}
}

func TestResetsParent(t *testing.T) {
	for full, want := range map[string]verdict{
		"/v1/users/password/reset": mints, "/api/api_key/rotate": mints, "/v1/cache/reset": sets,
		"/v1/keys/k1/rotate": sets, "settings/reset": sets,
	} {
		seg, _ := endpointSegment(full)
		if op, ok := segmentOperation(full, seg); !ok || op.v != want {
			t.Errorf("segmentOperation(%q) = %v, %v, want %v", full, op.v, ok, want)
		}
	}
}

// TestRelationshipLink checks that a POST to a JSON:API relationship link
// adds members a repeat finds present, whatever the last segment says.
func TestRelationshipLink(t *testing.T) {
	for full, want := range map[string]verdict{
		"/relationships/users": sets, "https://app.example/api/v2/teams/t-1/relationships/users": sets,
		"/relationships/workspaces/": sets, "/v2/teams/t-1/users": undecided, "/v2/relationships": undecided,
	} {
		seg, _ := endpointSegment(full)
		op, ok := segmentOperation(full, seg)
		if !ok {
			op.v = undecided
		}
		if op.v != want {
			t.Errorf("segmentOperation(%q) = %v, want %v", full, op.v, want)
		}
	}
}

// TestNounSegments checks that a URL segment naming a collection or a
// kind of record names no operation, though its first word is a verb.
func TestNounSegments(t *testing.T) {
	for full, want := range map[string]verdict{
		"app.start": sets, "vm.start": sets, "job.start": creates, "/channels/c1/start": sets,
		"/repos/o/r/forks": sets, "/projects/12/fork": sets, "/conversations/c1/fork": mints, "/v1/apps/a1/start": sets,
		"/projects/1/merge_requests": undecided, "/table/change_request": undecided, "/sobjects/Account": undecided,
		"/repos/o/r/pulls/1/merge": sets, "/issues/change_status": sets, "/api/merge_branch": sets, "/table/incident/close": sets,
		// A verb that sets, before what it sets.
		"/action/flush/network": sets, "/api/cache/clear/all": sets, "/action/restart/dns": undecided, "/v1/send/items": undecided,
		"/repos/o/r/issues": undecided,
	} {
		seg, _ := endpointSegment(full)
		op, ok := segmentOperation(full, seg)
		if !ok {
			op.v = undecided
		}
		if op.v != want {
			t.Errorf("segmentOperation(%q) = %v, want %v", full, op.v, want)
		}
	}
}

func TestNamespaceAdd(t *testing.T) {
	for full, want := range map[string]verdict{
		"reactions.add": sets, "pins.add": sets, "/api/reactions.add": sets,
		"bookmarks.add": creates, "comments.add": creates, "/api/reactions/add": creates, // a URL's path: its own rule
	} {
		seg, _ := endpointSegment(full)
		if op, ok := segmentOperation(full, seg); !ok || op.v != want {
			t.Errorf("segmentOperation(%q) = %v, %v, want %v", full, op.v, ok, want)
		}
	}
}

func TestGluedVerdict(t *testing.T) {
	for seg, want := range map[string]verdict{
		"updateglobal": sets, "deleteglobal": sets, "createglobal": creates, "massupdate": sets,
		"massadd": creates, "bulkdelete": sets, "batchget": reads, "restartall": mints,
		"settings": undecided, "address": undecided, "getblockcount": undecided, // verbs too short
		"updateme":     undecided, // too short a rest
		"assignments":  undecided, // a noun
		"checkout":     undecided, // a read verb is not taken from a word
		"watchrepo":    sets,      // nor is Watch read there
		"Updateglobal": undecided, "update": undecided, "": undecided,
	} {
		if got := gluedVerdict(seg); got != want {
			t.Errorf("gluedVerdict(%q) = %v, want %v", seg, got, want)
		}
	}
}

// TestUndoingMutation: a mutation whose verb undoes a known verb sets a
// state (a repeat finds it undone); one we cannot read acts again.
func TestUndoingMutation(t *testing.T) {
	for _, tc := range []struct {
		field string
		want  verdict
	}{
		{"unmarkDiscussionCommentAsAnswer", sets},
		{"markDiscussionCommentAsAnswer", sets},
		{"unicornSummon", creates},
	} {
		if got := graphQLVerdict("mutation", tc.field).v; got != tc.want {
			t.Errorf("graphQLVerdict(mutation, %s) = %v, want %v", tc.field, got, tc.want)
		}
	}
}

func TestNameReads(t *testing.T) {
	for name, want := range map[string]bool{
		"web_search": true, "get_invoice": true, "kbQuery": true, "list_open_issues": true,
		"search_and_replace": false, "get_or_create_user": false, "send_report": false, "web_page": false,
		"query_suggestions_create_config": false, "search_create_index": false, "get_update_status": true,
	} {
		if got := NameReads(name); got != want {
			t.Errorf("NameReads(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestToolNameVerb checks that a tool's name is read from its verb on,
// past a vendor's prefix, and that a noun-verb name keeps its form.
func TestToolNameVerb(t *testing.T) {
	for name, want := range map[string]bool{
		"bizflycloud_resize_volume": true, "acme_stop_server": true, "resize_volume": true,
		"acme_create_server": false, "centreon_host_create": false, "acme_server": false, "jira_get_issue": false,
	} {
		if got := NameSets(name); got != want {
			t.Errorf("NameSets(%q) = %v, want %v", name, got, want)
		}
	}
	for name, want := range map[string]bool{
		"acme_create_server": true, "centreon_host_create": true, "hostCreate": true, "bizflycloud_resize_volume": false,
	} {
		if got := NameCreates(name); got != want {
			t.Errorf("NameCreates(%q) = %v, want %v", name, got, want)
		}
	}
	if !NameReads("jira_get_issue") {
		t.Error("NameReads(jira_get_issue) = false")
	}
}

func TestOpensSession(t *testing.T) {
	for name, want := range map[string]bool{
		"Connect": true, "authenticateConnection": true, "dialStream": true, "Login": true,
		"ConnectRepository": false, "connectWithBackoff": false, "DialNumber": false, "Send": false,
	} {
		if got := opensSession(name); got != want {
			t.Errorf("opensSession(%q) = %v, want %v", name, got, want)
		}
	}
}
