// Package effects defines an Analyzer that finds the functions of a
// package that can perform external writes, and records each write's
// kind, idempotency and whole call chain in facts.
//
// # Analyzer effects
//
// effects: find the functions that perform external writes
//
// The analyzer reports nothing. It exports a Writes fact on every
// function and method that can perform an external write, a ParamWrites
// fact on every function whose write one of its parameters decides, a
// Makes fact on every function that returns a request it built without
// sending it (an SDK's NewRequest), an
// Impl fact on each interface method its package implements once (or a
// few times, each writing), a
// Returns fact on each function that returns one concrete type behind an
// interface, a Ledger fact on types and methods marked
// //idemlint:ledger, and a KeepsErrors or ReplacesErrors fact on each
// function that writes and returns an error but never returns its
// writes' errors. Its result, a *Result, answers per function (Of,
// KeepsErrors, ReplacesErrors) and per call site (CallEffects) for the
// package analysed.
//
// A function keeps its writes' errors when, wherever a write fails, it
// answers with something else (an error result and a nil error, a log
// line) and the errors it does return are other steps' (building the
// request, decoding the answer, a status code): no return's error is
// built from a write's error, and none is returned down the branch where
// a write's error is not nil. It replaces them when it does return a
// failure there, but a new one (errors.New("create failed")): the caller
// sees the failure and cannot recognise a timeout in it. A call of a
// function that keeps its errors is no write's error in the caller, and
// one of a function that replaces them a replaced one, so the facts flow
// up a chain of such helpers. It is not given when a write is made in a function
// literal (a retry helper's callback may hand the error back), or when a
// write call returns no error of its own (QueryRow(...).Scan, a command
// whose Wait gives it later): there the error's path is not followed.
//
// A write is detached from a function (Effect.Detached) when its
// failure cannot reach the function's callers: it is made in a go
// statement (unless the goroutine hands errors back: a function of the
// package that sends on a channel or stores an error where others read
// it, or an imported one given a channel or a function), or in or below
// a function that returns nothing and lets no error out: it sends on no
// channel, does not panic, stores no error in a field, a pointer
// parameter, a captured or a package variable, and passes none to a
// function value (a function it hands the error to by name is taken for
// a log line); or by a call whose results the caller drops, its error
// among them (`_ = s.AddObservabilityEvent(ctx, ...)`, a call made as a
// statement), for the callers of the function that drops them: at the
// call itself the write is still the caller's (a handler's compensating
// `_ = deleteRefund(ctx, id)`). Nothing such a caller returns can say whether the write
// happened: passes/keys sets it aside as a side write of a tool that
// makes another write, and timeouterr never takes the caller's error for
// its timeout.
//
// A write made once per process is idempotent, whatever it does: the
// writes of a function that returns at once when a field of its
// receiver (or a package variable) is already set and sets it itself
// (lazy initialisation: if r.scratch != "" { return nil } ... r.scratch
// = dir), of one that returns at once when a map it holds has the key
// and puts what it made there (a database opened and migrated once per
// workspace), and of a function literal handed to (*sync.Once).Do,
// sync.OnceFunc, OnceValue or OnceValues. A retry does not repeat them
// (once.go). So is a write that runs only after a claim row was
// inserted, or a row deleted: an insert that skips a duplicate (ON
// CONFLICT DO NOTHING, INSERT IGNORE), or a DELETE, whose affected rows
// are tested (n == 1, n > 0), inline or through a function of the
// package returning that test, alone or beside an error (claim.go).
//
// So is an INSERT into a table that a constant DELETE from the same
// table precedes on every path (a replace of an event's days: a repeat
// deletes and inserts the same rows again; absent.go), and a create that
// runs only when a lookup found nothing: an INSERT
// under a lookup of the same table that found no row (absent.go), and a
// write a function makes only after scanning a listing for an item whose
// name equals the one the write is given (Labels.List, a loop that
// returns the label of that name, then Labels.Create(name)): a repeat
// finds what the first call made.
//
// An external write is one of:
//
//   - an HTTP request whose method is not one that reads (GET, HEAD,
//     OPTIONS, TRACE, and WebDAV's PROPFIND, REPORT and SEARCH, which
//     CalDAV and CardDAV clients list and query with; PROPPATCH, MKCOL,
//     COPY, MOVE, LOCK and UNLOCK set what they name, like PUT):
//     http.NewRequest or http.NewRequestWithContext followed by
//     (*http.Client).Do on the request, http.Post, http.PostForm and the
//     Client methods of the same names. The request may be built in one
//     function and sent in another, in any package: a Makes fact says
//     where the method of a returned request comes from (a constant, a
//     parameter, a field of a parameter), and a ParamWrites fact which
//     parameter a sender sends. A method read from the receiver's field
//     is what the package ever stores in that field (a generated
//     GraphQL client's constructor passing http.MethodPost to the one
//     that fills it), when that is only constants; otherwise what the
//     caller's receiver holds (1Panel's NewPanelClient("POST",
//     path).Request(out)). A value that carries an *http.Request
//     (go-retryablehttp's Request embeds one), or carries such a value
//     (go-tfe's ClientRequest holds a go-retryablehttp Request), is a
//     request, also when a method of it sends itself (req.Do(ctx)), and
//     so is an SDK's own request struct whose string field a sender
//     hands to http.NewRequest as the method (R1 in the design notes).
//     The call that builds a request names its operation with a
//     constant endpoint among its arguments (POST .../search reads). An
//     interface method that returns an *http.Request makes one with the
//     method its "method" parameter, or its one constant HTTP method
//     argument, gives, and one that takes a request and can fail sends
//     it: an SDK's connector interface implemented in a package the
//     caller never imports (go-atlassian's Connector). PUT,
//     PATCH and DELETE are idempotent, POST is not, until the operation
//     says otherwise (below); a POST whose response the caller tests for
//     409 Conflict (if resp.StatusCode == http.StatusConflict) is one
//     the server refuses to repeat (conflict.go), as is any write whose
//     error the caller tests for a conflict of the program's own
//     (errors.Is(err, store.ErrConflict), IsAlreadyExists(err); not
//     ErrNotExist). A method the program
//     reads at run time, from another package's call (a tool argument's
//     GetString("method")) or a type assertion, directly or stored in
//     the field a sender reads (opts.Method = method), is a write of a
//     "method chosen at run time" (RunTimeMethod): a proxy for the model
//     may send anything, and, like a statement chosen at run time, no
//     key can name it. Another method that cannot be resolved to a
//     constant is not a write. Some POSTs are reads (see below).
//   - a SQL statement run with Exec, or with Query or QueryRow when it
//     changes rows (INSERT ... RETURNING), through database/sql, pgx v5,
//     sqlx or an interface of the same shape (sqlc's DBTX). Only constant
//     statements are classified, or the constant start of one built at
//     run time ("DELETE FROM t WHERE id IN (" + marks + ")", or
//     fmt.Sprintf with a constant format) when it names its table; a
//     table filled in at run time is no known write. An Exec of a
//     statement the program does not write down at all (the model's SQL
//     in a database server's write_query, a query builder's ToSql) is a
//     write of a "statement chosen at run time": what it does is not
//     known, so it may act again, but no key can name it (nolookup asks
//     for none); a Query of one is a read. INSERT is not idempotent unless it is an
//     upsert, or runs only when a lookup of its table found no row
//     (err == sql.ErrNoRows after QueryRow("SELECT ... FROM t").Scan: a
//     get-or-create, whose repeat finds the row; a store's create of the
//     record type a lookup did not find is one too: gorm's
//     First(&Fact{}) then, on gorm.ErrRecordNotFound, Create(&Fact{...}),
//     or mongo's FindOne(...).Decode(&doc) on mongo.ErrNoDocuments, and
//     a client's Create after its Get or Patch returned NotFound,
//     Kubernetes' apierrors.IsNotFound(err), and a create-named call
//     after a read-named one answered the program's own Err...NotFound,
//     errors.Is(err, project.ErrNotFound); a failure of the same
//     function the branch calls again is a retry, not a lookup; any
//     write after a read-named lookup given the same string or number,
//     or a map's comma-ok lookup of it (_, dup := bySlug[slug]),
//     where the function leaves when the lookup found it (existing.ID
//     != 0, existing != nil, ok, len(rows) > 0), is idempotent when it
//     leaves with no error and refused on a repeat when it leaves with
//     one: repo.FindByName(name), then "already exists");
//     one that fills every
//     column of a UNIQUE constraint the package's own constant schema
//     declares (CREATE TABLE ... UNIQUE(type, value), CREATE UNIQUE
//     INDEX) rejects a repeat rather than acting again; an UPDATE that
//     computes a column from itself ("n = n + 1") is not; other UPDATE
//     and DELETE statements, upserts and MERGE are. SELECT is not a
//     write.
//   - net/smtp.SendMail and (*smtp.Client).Data.
//   - a run of a command-line tool whose subcommand writes (exec.go):
//     exec.Command or exec.CommandContext with a constant program,
//     decided by its leading constant words, up to three (nats kv put,
//     kubectl delete pod, gh issue close). A read (ls, info, get, sub,
//     report, status, logs, ...) is not a write, a set (put, rm, del,
//     apply, update, stop, push, ...) is idempotent, and a create or
//     publish (pub, send, add, create, run, import, ...) acts again,
//     unless a --name flag names what it makes (docker run --name web):
//     then a repeat is refused by the name (rejects a repeat), and a
//     --rm flag (docker run --rm) leaves nothing made, so no write, nor
//     does a create into a directory the caller names (bl
//     create-agent-app DIR: a parameter called dir, directory or
//     folder), which scaffolds local files; git's subcommands act on
//     the local repository, files on this machine, and make no write (git
//     add, git commit), except push, which is idempotent; a word that is as often a command group's noun (issue, run) yields
//     to a later verb, and words with no verdict, a shell's script (sh
//     -c), and a program that is not a constant make no write. The
//     write is where the command is made, whether or not its Run is in
//     sight. A helper that runs the words its caller passes
//     (ExecuteCommand(args ...string) running exec.Command("nats",
//     append(base, args...)...)) has a ParamWrites fact on them, and each
//     caller decides the write by the constant words it puts first
//     ([]string{"object", "put", bucket}, through appends and
//     branches that add to the end, and through a variable whose
//     address a helper takes to append flags, AddFlag(&args, ...));
//     branches that each start the words anew (switch action { case
//     "create": args = []string{"create", ...}; case "delete": ... })
//     make one command each; what the helper puts before them and
//     cannot see is taken for global flags. A program named by a
//     package variable is the constant its initialiser gives it (var
//     Bin = bin(), the environment's value or "virtctl").
//   - a unary gRPC call, (*grpc.ClientConn).Invoke or
//     grpc.ClientConnInterface.Invoke, unless the method's name says it
//     reads (Get..., List...).
//   - an SDK call listed in the embedded catalogue (catalogue.json):
//     stripe-go, go-github, slack-go, aws-sdk-go-v2,
//     google.golang.org/api, go-imap v1 and v2, client-go (typed and
//     dynamic clients), controller-runtime's client, helm's actions,
//     go-tfe's provider facts (unique names, run state changes), the
//     message brokers' clients (franz-go and its admin client kadm,
//     IBM's and Shopify's sarama, segmentio's kafka-go, nats.go and its
//     jetstream package, amqp091-go and streadway/amqp, Google Pub/Sub
//     v1 and v2: a produce or publish appends another message, a write
//     that acts again unless a JetStream message id deduplicates it; an
//     admin call on a named topic, queue or stream is idempotent or
//     rejects a repeat; a consume reads; a NATS request, whose responder
//     decides what it does, is not decided), ORMs and document stores
//     (gorm, bun, ent's sqlgraph, which ent's generated builders call,
//     mongo-driver v1 and v2, DynamoDB, Firestore: an insert acts
//     again; an update, delete, replace or upsert by key is idempotent,
//     a Firestore Create by a chosen id rejects a repeat; a create of
//     records after a Delete of their type filtered by a value they
//     carry replaces them, idempotent; a query and
//     the links of a builder chain read), Redis and Valkey (go-redis
//     v9 and v8, valkey-glide v2: a list push, a stream entry, a publish
//     act again; a hash field, a set or sorted-set member or a delete
//     by key is idempotent; the string Set, SetEx and SetNX, a cache
//     record's or a ledger claim's, expiries, counters and pops are not
//     writes), and the messages of gorilla/websocket, coder/websocket and
//     nhooyr.io/websocket: a message is decided by the operation its
//     caller names, as a transport's POST is (below: a JSON-RPC call
//     over a WebSocket).
//     An entry may be a family: one type and a set of its methods, each
//     a write, an idempotent write, a write the provider rejects on
//     repeat (a create by a caller-chosen unique name), or a read. A
//     create whose caller asks the server to name the object (a
//     GenerateName field, SetGenerateName, an unstructured
//     "generateName") makes another on every call: it acts twice. An
//     entry may also name where the HTTP method of the request it sends
//     is (go-openapi's ClientTransport.Submit takes it in field Method of
//     its ClientOperation argument), resolved like a method parameter.
//     The catalogue also names each SDK's idempotency key slots, and
//     the calls that hand a deduplication key to a message (key_slots:
//     nats.MsgId(id), jetstream.WithMsgID(id), a Nats-Msg-Id header),
//     which LookupKeySlot answers for the keys pass.
//     An entry may name where its call takes a SQL statement (sql:
//     gorm's Exec(sql, ...), bun's ExecContext(ctx, query, ...)),
//     classified as a database/sql statement is; links of the call's
//     receiver chain that make an insert an upsert (upsert:
//     db.Clauses(clause.OnConflict{...}).Create(&x), bun's
//     On("CONFLICT ...")), followed back through the calls of the
//     module that built the receiver in the calling function; and what,
//     mentioned in the calling function, makes an idempotent update add
//     to what is there (acts_again_with: a constant "$inc" or "$push",
//     a DynamoDB UpdateExpression with "+" or ADD, a call of gorm.Expr
//     with "stock - ?", firestore.Increment, mongo.NewInsertOneModel in
//     a BulkWrite): a whole-function test, as generateName's is. An
//     entry may also name where its call takes the update document
//     (update: mongo's UpdateOne(ctx, filter, update), Argument[2]):
//     a document the program builds (a literal with constant operator
//     keys, a package-level variable, what a helper of the program
//     returns, the function's own parameter, whose caller is not
//     followed) is judged by acts_again_with; one it does not build (a
//     field of the tool's input, a map lookup, a type assertion, a
//     document decoded into, a literal whose operator key is a
//     variable) carries operators the model or a caller chose, so the
//     update is not idempotent, with " with an update document it does
//     not build" in its detail and "a repeat may act again" in its
//     evidence.
//     An entry may be a batch: its call sends operations the caller
//     builds as values of a struct type of the receiver's package, one
//     operation per field (Google Docs', Sheets', Slides' and Forms'
//     BatchUpdate of Request values: docs.Request{InsertText: ...}).
//     The pointer fields that the calling function (or the one whose
//     literal it is) sets in composite literals or assignments of that
//     type are read as operation names: one that mints, creates or has
//     no verb we know (InsertText, AddSheet, DuplicateSheet, SortRange)
//     makes the batch act again; a batch whose every operation sets,
//     removes or replaces (ReplaceAllText, UpdateTextStyle,
//     DeleteContentRange) is idempotent, with the operations as its
//     Op (docs.Request{ReplaceAllText}). A function that builds none
//     but takes a Request (or a slice of them) as a parameter, a helper
//     wrapping the one request each caller builds, has a ParamBatch
//     write decided at each call by what the caller builds, and passed
//     up again by a caller that hands on a parameter of its own. One
//     built out of sight (a model's arguments, another function) is
//     what the entry says, for these a write that acts again: a batch
//     of unknown operations may insert.
//   - a call of an interface method that the program implements once:
//     the receiver holds one concrete type (a conversion in sight, the
//     result of a constructor whose Returns fact names the type, or an
//     unexported field of a struct of this package that the package
//     only ever stores that type in), or
//     the interface's own package declares exactly one non-interface type
//     that implements it (the Impl fact), or, declaring none, the
//     packages whose types its methods take and return declare exactly
//     one exported such type (a repository's narrow interface over a
//     generated API client; packages whose writes are known by name, the
//     standard library's and the catalogue's, are not searched). The call has that method's
//     writes, none included: a GET behind such an interface is a read.
//     A method the concrete type has from an embedded generic base
//     (taskRepository{*baseRepository[Task]} behind TaskRepository{
//     BaseRepository[Task]}) is the base's method, summarised once for
//     every instantiation.
//     A mock (a type with a field of testify's mock.Mock or gomock's
//     Controller, or one named as a double: MockCalendar, fakeStore,
//     ClientStub), even in a file that is not a test, does not count.
//     Where these find two to four implementations and each one's method
//     writes at the call, the call writes the union of their writes, each
//     keeping its idempotency (a repository over MariaDB and over
//     SQLite; the Impl fact carries the join); one that does not write
//     (an in-memory map, a no-op), more than four, or one that embeds an
//     interface leave the call unresolved. This is not sound against
//     implementations in importing packages (a test fake).
//   - as a last resort, a call of an interface method whose name starts
//     with a writing verb (Create, Send, Post, Charge, Refund, Transfer,
//     Pay, Publish, Submit, Book, Insert, Add, Enqueue, Issue, Place,
//     Launch, Trigger, Invite), or
//     that applies, executes or runs a command (ApplyCommand,
//     RunCommand), and whose first parameter is a context.Context; one
//     that starts with a
//     verb that sets a state and names what it sets (CancelOrder,
//     SetLeverage, UpdateStatus, DeleteEntities; not Close or Update
//     alone) is taken for an idempotent write, whose findings are
//     hygiene. A method that answers as a model does is none: its result
//     reports the tokens the call used, input and output (InputTokens and
//     OutputTokens, PromptTokens and CompletionTokens, PromptTokenCount
//     and CandidatesTokenCount, in the result or a struct in it), or is
//     an interface whose methods named so all do (an application's own
//     image-edit session: SendMessage(ctx, prompt) and the
//     CreateSession(ctx) that opens one, implemented in provider
//     packages the caller does not import; model.go). Nor is one that
//     hands back a slice or map of a type it is given
//     (RemoveContained(ctx, names []string, sets) ([]string, error)):
//     its verb acts on the value it returns. Inside a
//     catalogued SDK's module, an interface of that same module is the
//     SDK's plumbing (client-go's request reporting to its
//     BackoffManager's UpdateBackoffWithContext) and the rule is
//     silent: the catalogue speaks for the SDK. A tool annotated
//     readOnlyHint: true whose only sign of a write is such a name is
//     taken at its author's word (passes/keys).
//   - a call of a function, method or interface method marked
//     //idemlint:effect or //idemlint:effect idempotent, or listed under
//     effects in the configuration (or by the -effects flag).
//
// Not external writes, by decision: files on the local disk (os.WriteFile,
// os.Remove, an append to a file, an index or a JSON store kept there),
// which coding and desktop agents write on every call, as their
// workspace; and a shell run of a script the program does not write
// down (sh -c with the model's command), which may do anything or
// nothing. Reporting either would bury what matters to a retry; mark a
// function that writes where it matters with //idemlint:effect.
//
// RPC-style APIs (JSON-RPC, Twirp, GraphQL, search and query endpoints)
// send reads as POSTs too. A function whose write is a POST it does not
// choose per call (a transport: a GraphQL run, a JSON-RPC Call, a helper
// that POSTs to the endpoint it is given) is therefore decided at each
// call by the operation the call names in its arguments: a constant
// GraphQL document (a query reads; a mutation writes), a typed GraphQL
// client's operation struct (the root field in the graphql tag of its
// first field, as shurcooL/githubv4 takes them), a value built from
// either (graphql.NewRequest(doc), &Request{Query: doc}), a constant RPC
// method or endpoint ("host.get", "/api/v2/traces/diff"), the
// constant end of one built by concatenation or fmt.Sprintf, or the
// constant start of a document built so, where it names the root field
// whole (fmt.Sprintf(`mutation { podTerminate(input: {podId: %q}) }`,
// id) terminates; "mutation { " + fields names nothing). A GraphQL
// document's operation is its root field, or, when that field takes no
// arguments and selects exactly one field, the field inside it, to three
// levels: a namespace performs nothing (mutation { docker { stop(id: $id)
// { id } } } is docker.stop), and the first field of the path with a verb
// names it (resolveAll { count } resolves). A string chosen among
// constants (the document a switch on what to do picks, or, one call
// deep, the constants a helper of the package returns: an
// actionForState whose switch answers "acknowledge" or "resolve", put
// at the end of a URL by fmt.Sprintf(".../%s", action)) names all of
// them: a read if all read, else the join of its writes, which acts
// again if any of them does. A transport that puts the name it is given
// in its body's operation field (a string field or map key named, or
// JSON-tagged, method, action, op, operation, command, cmd or
// procedure, at the top of the body: AnkiConnect's {"action": action}),
// or the document it is given in its body's GraphQL "query" field, is
// decided by the constant name or document each caller passes for it,
// bare words included ("addNote", "deckNames", "version"), through any
// number of callers that pass their own parameter on, whatever their
// names: a transport called query, fetch or callAction is neither a
// read nor an operation of its own, and a document no caller fixes
// leaves the POST's default. The body of an http.Post, and a WebSocket
// message, are read as that of an http.NewRequest. Its verb
// decides: a read verb (get, list, query, search, diff, ...) or a
// question (isGroupMember, has_subtask_timer, canAccess, users.exists:
// a predicate answers, it changes nothing), or a name
// of what the call returns with no verb (info, status, version,
// notesInfo, deckNames), drops the POST, a writing verb sets its
// idempotency (below), and a name with no verb we know leaves the POST a
// write that acts again. The Model Context Protocol's methods a client
// sends (tools/list, resources/read, initialize, and tools/call, which
// runs another server's tool: a proxy's POST does what the remote tool
// does, mostly reads) are no write of the sender's own. An RPC method (not a URL's path) whose last
// segment is one lower-case word is read for a verb glued to the rest:
// a whole verb after a modifier (host.massupdate), or a writing verb of
// five letters or more followed by three more letters that do not make
// it a noun (usermacro.updateglobal sets; "settings", "address" and
// "assignments" have no verb, and no read verb is taken from a word:
// "checkout"). The constant end of the URL a request is built with
// names its operation the same way (base + "/alerts/" + id +
// "/acknowledge" sets a state; a JSON:API relationship link,
// .../relationships/users, adds members a repeat finds present; a path
// ending in page, detail or details, as APIs that post every call name a
// listing's page and a record, reads; one ending in batch or bulk is the
// operation before it, done to many), and a URL that ends in a parameter
// named for an endpoint (base + method, fmt.Sprintf("%s/bot%s/%s",
// base, token, method), or a helper of the package that builds such a
// URL, c.buildAPIURL(method), also after a base: base +
// fmt.Sprintf("/api/services/%s/%s", domain, service); a method, path,
// url, endpoint, action, service, ..., not an id) leaves the operation
// to the RPC method each caller passes (turn_on sets a state, toggle
// acts again),
// as an operation field does: a Slack-style get(method, form) posts
// chat.update, which sets, and conversations.list, which reads. This
// holds through a sender's path parameter (doRequest(ctx, method, path))
// and through another module's request builder (NewRequest(method, path,
// body), which joins path to a url.URL it copies): where the caller's path
// ends in a value chosen among constants (fmt.Sprintf("alert_groups/%s/%s",
// id, action), the action a helper's switch picks, escaped or not), those
// constants name the operation; a constant path, or one with a constant
// end ("/apps/" + id + "/finish", a format's end after its last verb),
// names it by that end as it would at the request. The path may be a
// field of a struct parameter (CallAPI(ctx, Params{Method: "POST", Path:
// ...}): the call's literal names it), and a format's path ends before
// its query ("%s/%s/%s?access_token=%s" ends in its third verb), or in
// the command a verb before a value takes ("%s/%s/%s/%s", dev, command,
// value). Two more kinds of POST are reads:
//
//   - a POST whose request URL, as far as it is constant at the request
//     (a constant, base + "/api/ds/query", or fmt.Sprintf with a
//     constant format), ends in a query endpoint: query, query_range,
//     query_exemplars, search, _search, _msearch, msearch, _count,
//     render or lookup. /graphql is not one: mutations are posted there
//     too. A path a caller passes in is the caller's operation (above):
//     a helper doPost(ctx, path) called with "/search" reads.
//     A credential exchange is no write either: a path ending in token
//     (OAuth's /oauth/token, Keycloak's .../openid-connect/token), login,
//     signin, logon or authenticate, or in refresh after token, auth,
//     oauth, session or jwt. A retry mints another token and changes
//     nothing a tool acts on; without this, a client that refreshes its
//     token and retries every call on a 401 makes each read tool a
//     write. (.../tokens, which creates a named API token, and
//     /cache/refresh stay writes.) A URL read at run time with a
//     constant default (u := tok.TokenURI; if u == "" { u = tokenURL })
//     is the endpoint of its default, and so is one kept in a field of
//     the package's struct that every store fills so. Nor is a
//     telemetry protocol's ingestion path (Loki's /loki/api/v1/push,
//     OTLP's /v1/traces, /v1/metrics and /v1/logs, Zipkin's
//     /api/v2/spans, Prometheus' /api/v1/write): what a program records
//     of itself is no write a retry repeats. Nor is a model's answer a write:
//     a path ending in completions or embeddings (OpenAI-compatible
//     APIs, with images/generations, audio/speech and their kin),
//     /api/generate or /api/chat (Ollama), Anthropic's
//     api.anthropic.com/v1/messages (not another host's /v1/messages,
//     which sends one), a media model's synthesis
//     (.../video-synthesis, .../multimodal-generation/generation), or a
//     Google custom method such as :generateContent, :embedContent or
//     :countTokens. An agent tool that asks another model changes
//     nothing by that POST, though a repeat pays for a second answer.
//     An endpoint kept in a client's field counts when every store
//     there is one of these, a constant default included.
//   - the POSTs that a call of a read-named function brings to its
//     caller (its other writes are its set-up, settings stored on first
//     use or a cache refreshed, and are idempotent: a repeat of the read
//     finds them made): a function or method whose name starts with Get, List,
//     Query, Search, Find, Filter, Fetch, Describe, Read, Lookup, Count,
//     BatchGet, Validate or Preview, or asks a question (Is, Are,
//     Has, Have, Can, Exists, Contains: IsGroupMember, hasSubtaskTimer),
//     exported or not, and has no
//     mutating word later (GetOrCreate, FindAndDelete, ...), such as a
//     JSON-RPC client's (*Client).GetIncident -> doPost ->
//     (*http.Client).Do. The function's own fact keeps the POST; its
//     callers, tool handlers among them, do not inherit it.
//   - what a client's constructor writes, brought to its caller: a
//     function named New... whose first result is a type named for a
//     client (Client, Service, Store, Storage, Backend, Repository,
//     Manager, Provider, Pool, Conn, DB, Driver, Gateway, ...) makes
//     sure of its bucket or schema (NewMinioFileService calling
//     BucketExists, then MakeBucket), or a method, through an interface
//     too, named New...Client, ...Conn or ...Connection that returns a
//     type so named (Argo CD's NewApplicationClient() (io.Closer,
//     ApplicationServiceClient, error), which may start a local proxy
//     and post to it). Its writes are marked "set up by a
//     client's constructor" and idempotent, and, like a read's set-up,
//     are no write of a tool (passes/keys leaves them out). An SDK's New
//     that makes a resource (customer.New returning a *Customer) returns
//     no client and keeps its writes. So is what a credential's refresh
//     writes (RefreshOAuthToken, refreshToken, RenewSession: a function
//     named Refresh or Renew and ending in Token, Credential, Session,
//     Auth or Login storing the new token or publishing a notice of it):
//     "set up by a credential's refresh", as a POST to a token endpoint
//     is no write. A caller's own name does not turn a set-up into what
//     it does (SendMail does not make its token refresh a send).
//
// The name rule is a choice for precision, not soundness: a Get... that
// POSTs is an RPC read far more often than a write, and a linter that
// calls every query a write gets switched off. It covers only what the
// name can vouch for: PUT, PATCH and DELETE through a read-named
// function stay writes, as do SQL, SDK catalogue writes, gRPC calls and
// directives; a POST whose method the caller passes in (a generic
// fetchJSON(ctx, method, ...)) is the caller's and stays a write; and a
// tool handler named for a read that itself POSTs (a findX tool that
// creates an investigation) keeps its write, since the rule applies to
// calls, not to the function's own summary. What it misses is a Get...
// that lazily creates over POST (GetSession creating one): taken for a
// read.
//
// Whether a repeat acts again is the operation's, not only the method's
// (R4). The method gives the default; the innermost function of the
// chain whose name starts with a verb that says what a repeat does, or
// the operation the call names (a GraphQL field, an RPC method, an
// endpoint's last segment), refines it once, in both directions: a set
// verb (Update, Patch, Set, Mark, Resolve, Close, Cancel, Archive, Assign,
// Apply, ...) makes a POST idempotent; a minting verb (Issue, Generate,
// Sign, Send, Trigger, Fork, Clone, Copy, Restart, Comment, ...) makes a
// PUT, PATCH or DELETE act again. Create and Add keep the method's
// default: POST acts again, a PUT of a named resource does not; but an
// Add whose object is the member of a set (AddIssueLabels,
// addAssigneesToAssignable, AddReviewers) sets it, as adding a label
// that is there changes nothing, while AddComment and
// AddItemsToPlaylist act again; so does an RPC method's bare add whose
// namespace is such a set (Slack's reactions.add, pins.add), and an Add
// of a principal (a user, group, team or account) to what holds
// principals as members (a project, group, team, organization,
// channel, repository, workspace, ...): addProjectUser,
// add_project_group, AddUserToGroup, while addUser and addUserGroup
// make one. A Save of an item's attributes written whole
// (saveProjectMetadata, SaveUserSettings: metadata, settings, config,
// preferences, options, properties, attributes, profile, last) is an
// upsert and sets them; a Save of an item (saveNote, SaveDraft) may
// make another and decides nothing. A switch of power (Power, Turn or
// Switch, then On or Off: PowerOn, power_off, PowerOnByTag) and a Resize
// set the state they name, as an Erase, a Purge or a Wipe removes what
// it names, a Flush empties it (POST /action/flush/network: a URL path
// whose last segment names no operation takes the verb of a set that is
// the segment before it) and a Keep (POST .../artifacts/keep) keeps it; a reboot, a power cycle, a rebuild or a
// reinstall acts again, as a second reboot reboots again. A reset or
// a rotation of a password, secret, token, key or credential
// (PasswordReset, ResetUserPassword, rotate_api_key, POST
// .../password/reset) mints a new one and mails or returns it on each
// call, so it acts again, while a reset of anything else
// (ResetPasswordPolicy, /cache/reset) sets a state; Regenerate acts
// again. Applying a command (ApplyCommand, apply_command) acts again,
// as executing or running one does: what the command does is the
// provider's, and a repeat runs it again. A toggle acts again too: Toggle, or an
// operation named by two states alone (Kodi's Player.PlayPause,
// StartStop), as a repeat flips back what the first call did. The
// innermost decides: a Go method Pause that sends Player.PlayPause
// toggles. A tool that gives the toggle the state to take (a required
// status, state or enabled parameter) sets it: passes/keys makes such a
// write idempotent (Effect.Toggles). A POST to .../filter, .../find,
// .../get or .../count reads, as one to .../search does.
// Transport helpers (do, post, send, newRequest, execute, and a verb
// before what carries the call: callAPI, sendRPC, executeGraphQL,
// invokeMethod, whose body a helper may build out of sight) and names
// with two disagreeing verbs (ResolveAndNotify, CreateOrUpdate) decide
// nothing, nor does the name of a function whose operation a parameter
// carries (above): callAPI(ctx, method, params) and executeGraphQL(ctx,
// query, vars) do what each caller's method or document says, a
// trigger.update that sets or a query that reads, not a call or a run.
// For an API whose names start with a noun (issueCreate,
// commentArchive) the last word is read when the first is as often a
// noun as a verb. A generated client's builder names the operation in
// its type and sends it with a transport's method: the Do of
// google.golang.org/api's TasksMoveCall or PeopleBatchDeleteContactsCall,
// the Execute of openapi-generator's ApiCreateUserRequest. Such a
// method (its own name a transport word, its type's name ending in Call
// or Request) is read by its type's name, without that suffix and a
// leading Api, whose verb is its last word that is one (the resource
// comes first: UsersMessagesSend sends, EventsQuickAdd adds, TasksMove
// sets a position); a name that ends in a verb that reads or only says
// how it travels (SendAsPatch, MessagesGet) names no operation. The
// service method that Execute calls is named for the operation with
// Execute after it (MoveFileExecute, some with Deprecated before that):
// neither word is read. The fact's text shows the operation where it changed
// the method's default: "http POST (idempotent) as
// (*incident.Client).Resolve".
//
// A target made for the call makes a new one on every call (fresh.go):
// a PUT or PATCH whose arguments (its URL) a function computes from an id
// it generates (uuid.New, ksuid, xid, ulid, crypto/rand.Text, or a buffer
// rand.Read fills: a CalDAV event at base+"/"+uid+".ics"), and a store's
// idempotent write (a Redis HSet or SAdd) whose key or member is such an
// id, act again. A timestamp does not count: it changes a value, it makes
// nothing new. Removing what the call made (a clean-up Del) does not.
//
// A write that happens only in a branch on a parameter (a boolean, or a
// string compared with a constant: a switch on an action) carries that
// guard in its fact (R5). A caller that passes a constant failing it
// does not write: deeplink(ctx, args, false) skips the shorten() that
// runs only when the flag holds, and manage(ctx, "list") skips the
// POST of case "create". A caller that passes its own parameter takes
// the guard over; any other argument drops it (the write may happen).
// Guards are read from dominating ifs whose branch is entered only from
// them, and from a phi that picks a constant method in such a branch.
//
// Ledger operations (methods marked //idemlint:ledger, of a type whose
// name contains Ledger, Idempotency, Dedup or Journal, or whose own name
// contains Idempotency or Dedup: checkIdempotency, storeIdempotency) are
// never writes.
//
// A guarded runner is recognised by what it does, whatever its names: a
// function that calls a function parameter of its own (the work) only
// where a lookup of another parameter (the key, or a hash of it) found
// nothing, and returns with no error where it found something
// (RunIdempotent(ctx, store, IdemKey{Tool, Input}, func() (any, error)
// {...}), whose store's LookupOperation answers (Operation, bool,
// error)). It gets a GuardedRun fact, also in a package of no other
// interest, which is built for it only when it declares a function that
// takes work returning an error beside other parameters. The work's
// writes stay its caller's; passes/keys takes the call as a ledger
// lookup of the key argument. A runner whose found branch answers with
// an error, or that runs the work whatever the lookup found, is none.
//
// A request may be made by a function the sender is given and calls for
// each attempt (doRaw(ctx, func(ctx) (*http.Request, error) {...}), a
// retry loop that rebuilds a body it cannot replay): the sender gets a
// parameter write of kind maker, and each caller resolves what the
// literal or function of the package it passes returns, through the
// struct the literal captured (p.Method of the do that makes it).
//
// A handler factory's closure may send what it captured
// (makeHandler(node, "get_document") returns a closure that calls
// node.Send(ctx, command)): the write's operation is then a free
// variable's (Effect.OpFree), which passes/keys decides by the constant
// the tool's registration passes to the factory (Captured).
//
// Writes propagate from callee to caller: inside the package over the SSA
// call graph of its functions, function literals included, to a
// fixpoint; across packages through facts. Because a driver such as
// go vet shows a package only the facts of its direct imports, each fact
// carries the whole chain from its function down to the call that
// writes:
//
//	writes http POST via pay.Refund -> (*pay.Client).post -> (*pay.Client).do -> (*http.Client).Do
//
// A wrapper that takes the HTTP method, the *http.Request or the SQL
// statement as a parameter (or a struct whose field holds the method, as
// a go-swagger operation does) gets a ParamWrites fact instead, and each
// caller resolves the argument it passes: http.MethodPost through any
// number of wrapper levels is a write, http.MethodGet through the same
// wrappers is not.
//
// Facts are deterministic: effects are sorted, deduplicated (the same
// write through the same first call keeps its shortest chain) and capped
// at 8 per function, chains at 12 links.
//
// A function's writes include those of the function literals it creates
// (a callback passed to a transaction helper, a goroutine), and those of
// a method value or function of its package that it hands to a function
// of its package that calls it (ent's generated Save runs
// withHooks(ctx, uc.sqlSave, ...), whose exec(ctx) is sqlSave) or a
// method or function of another package that it hands to such a function
// (perform(ctx, id, client.RebootInstance): the method's facts), but not
// those of method values or function values it merely refers to. Calls through
// function values, and interface calls that neither resolution, the
// catalogue, the verb rule nor a directive covers, are not followed.
// Values are followed through phis,
// conversions, loads of struct fields, the results of calls to functions
// of the same package and, through Makes facts, to request builders of
// other packages, and functional options: a do(client, opts ...option)
// that applies its options to a config struct of its package before it
// builds the request from the config's field has a parameter write on
// its options, and each caller resolves what the options it passes store
// in that field (withMethod(http.MethodPost), whose literal stores its
// parameter, or an option literal of its own), as gitlab's client-go v1
// sets every request's method. A method, request or statement held in
// a map or a global, set by an option of another package, or built by a
// function with no Makes fact, is not resolved. Only
// net/http requests are recognised (sent by *http.Client, *http.Transport,
// http.RoundTripper or an interface shaped like (*http.Client).Do); client
// libraries built on net/http (go-retryablehttp, an SDK's own client) are
// followed through their code, and others count only when the catalogue
// lists them: resty's (*Request).Post, Put, Patch and Delete send their
// method to the URL they are given, decided as http.Post is (a query
// endpoint reads, a URL a caller's parameter ends names the operation),
// Execute sends the method its caller names, and Get, Head, Options and
// Trace read. A resty request sent by Send, whose method a field holds,
// is not resolved.
// Packages whose syntax refers to nothing that can write (no directive,
// no object of a write primitive's, a catalogued SDK's or a configured
// function's package, no interface method the verb rule takes for a
// write, no function with a fact of this pass) are skipped before any SSA
// is built, as are the primitive
// packages themselves (net/http, database/sql, ...) and the quiet
// modules of the catalogue and the agent frameworks (model APIs,
// telemetry and logging: OpenTelemetry, Prometheus' client, zap,
// logrus, zerolog, logr, Sentry; agent transports), except a framework's own packages that its adapter says
// act on the world: langchaingo's ready-made tools, whose zapier Call
// is a POST, and the packages of a quiet module the catalogue lists as
// loud: Prometheus' HTTP API client (api, api/prometheus/v1), whose
// admin endpoints delete series and take snapshots.
package effects
