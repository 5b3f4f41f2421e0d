package effects

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/ssa"
)

// rpcReadVerbs start the names of functions whose HTTP POSTs are reads:
// RPC-style APIs (JSON-RPC, Twirp, query endpoints) send every call as a
// POST, and the function that wraps one is named for what it does.
var rpcReadVerbs = []string{
	"Get", "List", "Query", "Search", "Find", "Fetch", "Retrieve", "Reveal", "Describe", "Read", "Lookup", "Count",
	"BatchGet", "Validate", "Preview", "Observe", "Inspect", "View", "Show", "Peek", "Stat", "Download",
	// Predicates ask a yes-or-no question: isGroupMember, hasSubtaskTimer,
	// canAccess, existsUser.
	"Is", "Are", "Has", "Have", "Can", "Exists", "Contains",
}

// mutatingWords are words that, anywhere in a read-named function's name,
// say that it also changes something: "GetOrCreate", "FindAndDelete".
var mutatingWords = map[string]bool{
	"Create": true, "Update": true, "Delete": true, "Remove": true, "Put": true, "Patch": true,
	"Post": true, "Set": true, "Upsert": true, "Save": true, "Write": true, "Send": true,
	"Add": true, "Insert": true, "Cancel": true, "Increment": true, "Incr": true, "Register": true,
	"Start": true, "Stop": true, "Modify": true, "Replace": true, "Store": true, "Mark": true,
	"Ack": true, "Apply": true, "Lock": true, "Claim": true, "Acquire": true, "Consume": true,
	"Pop": true, "Charge": true, "Refund": true, "Transfer": true, "Pay": true, "Publish": true,
	"Submit": true, "Enqueue": true, "Issue": true, "Book": true, "Place": true, "Reserve": true,
}

// isRPCReadName reports whether a function's name says it reads: it
// starts with a read verb (exported or not: "GetIncident",
// "fetchAssertsData") and no later word of it mutates.
func isRPCReadName(name string) bool {
	r, size := utf8.DecodeRuneInString(name)
	if r == utf8.RuneError || strings.ContainsAny(name, "$.") { // closures, wrappers
		return false
	}
	name = string(unicode.ToUpper(r)) + name[size:]
	ws := camelWords(name)
	if !hasVerb(name, rpcReadVerbs) && !callsRead(ws) {
		return false
	}
	for _, w := range ws[1:] {
		if mutatingWords[w] {
			return false
		}
	}
	return true
}

// callVerbs start the names of functions that call the operation the
// rest of their name gives: callCloudflareMarkdownFetch, doUserLookup,
// execBrowserObserve.
var callVerbs = map[string]bool{"Call": true, "Do": true, "Invoke": true, "Request": true, "Perform": true, "Exec": true, "Execute": true, "Run": true}

// callsRead reports whether the words of a name call a read: a call verb
// first, a read verb last (callCloudflareMarkdownFetch) or next
// (DoGetFallback: a GET that falls back to a POST of the same query).
func callsRead(ws []string) bool {
	if len(ws) <= 2 || !callVerbs[ws[0]] {
		return false
	}
	last := ws[len(ws)-1]
	return hasVerb(last, rpcReadVerbs) && last != "Is" || hasVerb(ws[1], rpcReadVerbs) && ws[1] != "Is"
}

// camelWords splits a Go name into its words: "GetOrCreateUser" is Get,
// Or, Create, User. A run of capitals is one word ("GetHTTPClient": Get,
// HTTPClient is enough to find the verbs).
func camelWords(name string) []string {
	var words []string
	start := 0
	for i, r := range name {
		if i > start && unicode.IsUpper(r) {
			prev, _ := utf8.DecodeLastRuneInString(name[:i])
			if !unicode.IsUpper(prev) {
				words = append(words, name[start:i])
				start = i
			}
		}
	}
	return append(words, name[start:])
}

// isPOST reports whether e is a (non-idempotent) HTTP POST.
// isPOST reports whether e is a transport's send that says nothing of
// what it does: an HTTP POST, or a message over a connection (a JSON-RPC
// call over a WebSocket). The operation its call names decides.
func isPOST(e Effect) bool { return e.Kind == KindHTTP && e.Detail == "POST" || e.Kind == KindMessage }

// readCallEffects returns the writes of a call of the function or method
// named callee given its summary's effects: all of them, except the HTTP
// POSTs of a read-named callee, which are RPC reads. The other writes of
// a read-named callee are its set-up (settings.Get storing the defaults
// on first use, a cache refreshed before it answers): a repeat of the
// read finds them made, so they are idempotent. The callee's parameter
// writes are not its own (the caller picks the method) and are resolved
// as usual.
func readCallEffects(callee string, effects []Effect) []Effect {
	if !isRPCReadName(callee) {
		return effects
	}
	var out []Effect
	for _, e := range effects {
		if isPOST(e) {
			continue
		}
		if !e.Idempotent && !e.Detached {
			e.Idempotent, e.RejectsRepeat = true, false
			e.Detail += SetUpSuffix
		}
		out = append(out, e)
	}
	return out
}

// constructsClient reports whether a call makes a client of a service:
// a function named New... whose first result is a struct or interface
// named for one (NewMinioFileService returning *minioFileService,
// NewClient returning *Client). What such a constructor writes is the
// client's set-up, the bucket it makes sure of (BucketExists, then
// MakeBucket) or the schema it creates: a second call finds it made.
// An SDK's New that makes a resource (customer.New returning a
// *Customer) returns no client. A method is one only when its own name
// ends in Client, Conn or Connection and so does the name of a type it
// returns (Argo CD's apiclient NewApplicationClient() (io.Closer,
// ApplicationServiceClient, error), which may start a local proxy on the
// way): a method New... of a service may make a resource of the
// provider's.
func constructsClient(common *ssa.CallCommon) bool {
	if common == nil {
		return false
	}
	fn := calleeFunc(common)
	if fn == nil && common.IsInvoke() {
		fn = common.Method // c.NewApplicationClient() on an interface
	}
	if fn == nil || !strings.HasPrefix(fn.Name(), "New") {
		return false
	}
	res := fn.Signature().Results()
	if res.Len() == 0 {
		return false
	}
	if fn.Signature().Recv() != nil {
		if !connNouns[lastWord(fn.Name())] {
			return false
		}
		for i := range res.Len() {
			if connNouns[lastWord(namedTypeName(res.At(i).Type()))] {
				return true
			}
		}
		return false
	}
	return clientNouns[lastWord(namedTypeName(res.At(0).Type()))]
}

// connNouns end the names of methods that make a client, and of the
// types they return.
var connNouns = words(`Client Conn Connection`)

// namedTypeName returns the name of a named type or of the type a pointer
// points to, or "".
func namedTypeName(t types.Type) string {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// lastWord returns the last camel-case word of a name, or "".
func lastWord(name string) string {
	ws := camelWords(upperFirst(name))
	if len(ws) == 0 {
		return ""
	}
	return ws[len(ws)-1]
}

// clientNouns end the names of the types a constructor of a client
// returns.
var clientNouns = words(`Client Service Store Storage Backend Repository Repo Manager Provider Pool Conn Connection
	DB Database Driver Uploader Downloader Gateway Adapter`)

// markSetUp marks writes as set-up that a caller does not make its own
// (a client's constructor's, a credential's refresh): idempotent,
// whatever they are, with the suffix that says why.
func markSetUp(effects []Effect, suffix string) []Effect {
	out := make([]Effect, 0, len(effects))
	for _, e := range effects {
		if !e.Detached && !e.IsSetUp() {
			e.Idempotent, e.RejectsRepeat = true, false
			e.Detail += suffix
		}
		out = append(out, e)
	}
	return out
}

// refreshesCredential reports whether a function's name says it renews
// a credential (RefreshOAuthToken, refreshToken, RenewSession), makes
// sure one is valid (EnsureValidToken, getFreshAccessToken), or hands
// one out (accessToken, GetToken; not CreateToken or RevokeToken): what it
// writes on the way (the new token stored, a notice published) is the
// client's bookkeeping, which a repeat only renews again, as a POST to a
// token endpoint is no write.
func refreshesCredential(name string) bool {
	ws := camelWords(upperFirst(name))
	if len(ws) > 0 && credentialNouns[ws[len(ws)-1]] && !slices.ContainsFunc(ws[:len(ws)-1], func(w string) bool {
		return !credentialWords[w]
	}) {
		return true // accessToken, getToken: what it stores on the way is its cache
	}
	if len(ws) < 2 {
		return false
	}
	if ws[0] != "Refresh" && ws[0] != "Renew" && ws[0] != "Ensure" && !slices.ContainsFunc(ws[:len(ws)-1], func(w string) bool {
		return w == "Valid" || w == "Fresh"
	}) {
		return false
	}
	switch ws[len(ws)-1] {
	case "Token", "Tokens", "Credential", "Credentials", "Session", "Auth", "Login":
		return true
	}
	return false
}

// credentialNouns end the names of functions that hand out a credential,
// and credentialWords are the words that may come before (not
// CountMessagesTokens, a model's text tokens).
var (
	credentialNouns = words(`Token Tokens Credential Credentials`)
	credentialWords = words(`Get Access Auth Oauth OAuth Oauth2 OAuth2 Bearer Api API Id ID Current Cached Valid Fresh Session Client`)
)

// opensSession reports whether a function's name says it opens a
// connection or a session (Connect, Reconnect, Dial, Login,
// Authenticate, Handshake, alone or of a Connection, Session, Socket or
// Stream: authenticateConnection): what it writes on the way (the
// authentication frame a WebSocket client sends) is the client's
// bookkeeping, which a repeat only opens again. ConnectRepository links
// something and is no such name.
func opensSession(name string) bool {
	ws := camelWords(upperFirst(name))
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "Connect", "Reconnect", "Dial", "Login", "Authenticate", "Handshake":
	default:
		return false
	}
	if len(ws) == 1 {
		return true
	}
	switch ws[len(ws)-1] {
	case "Connection", "Conn", "Session", "Socket", "Websocket", "Stream":
		return true
	}
	return false
}

func hasPOST(effects []Effect) bool {
	for _, e := range effects {
		if isPOST(e) {
			return true
		}
	}
	return false
}

// queryPathSegments are the last segments of URL paths of endpoints that
// take a POST to read: search and query languages (Elasticsearch's
// _search, Prometheus' query_range, Grafana's /api/ds/query), filters
// with conditions in the body (Chatwoot's /contacts/filter), rendering,
// counts and lookups, and RPC-style reads (/user/get, /action/find).
// GraphQL's /graphql is not one: a mutation is posted there too; nor is
// /list, at which some APIs create a list.
var queryPathSegments = map[string]bool{
	"query": true, "query_range": true, "query_exemplars": true, "search": true, "_search": true,
	"_msearch": true, "msearch": true, "_count": true, "count": true, "render": true, "lookup": true,
	"filter": true, "find": true, "get": true, "suggest": true, "autocomplete": true,
}

// formatSegments are last segments that name the format of an answer,
// not an operation: the segment before them does.
var formatSegments = map[string]bool{"json": true, "ndjson": true, "csv": true, "xml": true, "yaml": true, "text": true}

// queryWords are the words that, in a last segment of several words,
// name a query language's or a search's endpoint (prom_query_instant,
// trace_search, query_range_v2), unless another word writes
// (create_search_index, saved_query_delete).
var queryWords = map[string]bool{"query": true, "search": true, "suggest": true, "autocomplete": true}

// queriesByWords reports whether a last segment of several words, split
// at _, - and ., names a query endpoint.
func queriesByWords(seg string) bool {
	ws := strings.FieldsFunc(seg, func(r rune) bool { return r == '_' || r == '-' || r == '.' })
	if len(ws) < 2 {
		return false
	}
	found := false
	for _, w := range ws {
		if queryWords[w] {
			found = true
			continue
		}
		if v := wordVerdict(upperFirst(w)); v != undecided && v != reads {
			return false
		}
	}
	return found
}

// credentialSegments are the last segments of URL paths of endpoints that
// take a POST to exchange credentials for a token: OAuth's token endpoint
// (/oauth/token, Keycloak's .../openid-connect/token, Google's /token)
// and logins. A retry of such a POST mints another token and changes
// nothing in the world the tool acts on, so it is no write of the tool:
// a client that refreshes its token and retries every call (on a 401)
// would otherwise make each of its read tools a write. A POST that
// creates a named API token (.../tokens) is not one.
var credentialSegments = map[string]bool{
	"token": true, "login": true, "signin": true, "sign_in": true, "sign-in": true, "logon": true, "authenticate": true,
}

// modelSegments are the last segments of URL paths at which a language
// model answers a prompt (OpenAI-compatible chat/completions and
// embeddings, a server's /tokenize and the Responses API's
// input_tokens count, Ollama's /api/generate and /api/chat after /api), and
// modelMethods the custom methods after a colon that Google's APIs name
// them with (models/gemini-pro:generateContent). A model's answer
// changes nothing in the world a tool acts on: an agent tool that asks
// another model is no write by that POST.
var (
	modelSegments = map[string]bool{"completions": true, "embeddings": true, "tokenize": true, "detokenize": true, "input_tokens": true}
	modelMethods  = map[string]bool{ // lower case, as isQueryPath compares
		"generatecontent": true, "streamgeneratecontent": true, "embedcontent": true,
		"batchembedcontents": true, "counttokens": true,
		// Google's IAM credentials: a token for a service account
		// (impersonation), which a retry mints again and nothing keeps.
		"generateaccesstoken": true, "generateidtoken": true, "signjwt": true, "signblob": true,
	}
)

// modelOutputs are the endpoints, by their parent segment, at which a
// model makes an image, speech or text from what it is given
// (OpenAI-compatible /images/generations, /audio/speech): its answer,
// not a write.
var modelOutputs = map[string]map[string]bool{
	"images": {"generations": true, "edits": true, "variations": true},
	"audio":  {"speech": true, "transcriptions": true, "translations": true},
}

// refreshParents are the segments before a last "refresh" that make it
// a token's refresh (/auth/refresh, /token/refresh), not a cache's.
var refreshParents = map[string]bool{"token": true, "auth": true, "oauth": true, "oauth2": true, "session": true, "jwt": true}

// isQueryURL reports whether a URL value's path, as far as it is constant,
// ends in a query endpoint or a credential exchange: a constant, a
// concatenation ending in one (base + "/api/ds/query") or a fmt.Sprintf
// whose constant format ends in one. A URL read at run time with a
// constant default (u := tok.TokenURI; if u == "" { u = tokenURL }) is
// the endpoint its default names.
func isQueryURL(v ssa.Value) bool {
	for range maxTraceDepth {
		switch x := v.(type) {
		case *ssa.Phi:
			var consts []ssa.Value
			for _, e := range x.Edges {
				if _, ok := e.(*ssa.Const); ok {
					consts = append(consts, e)
				}
			}
			return defaultsNameQuery(consts)
		case *ssa.Const:
			return x.Value != nil && x.Value.Kind() == constant.String && isQueryPath(constant.StringVal(x.Value))
		case *ssa.BinOp:
			if x.Op != token.ADD {
				return false
			}
			v = x.Y
			continue
		case *ssa.Call:
			if callee := x.Call.StaticCallee(); callee != nil && callee.Pkg != nil && callee.Pkg == x.Parent().Pkg && len(callee.Blocks) > 0 {
				// c.endpoint(): if c.BaseURL != "" { return c.BaseURL };
				// return openRouterURL. Its constants decide, as a phi's.
				return returnsQueryURL(callee)
			}
			fn := calleeFunc(x.Common())
			if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" || len(x.Call.Args) == 0 {
				return false
			}
			c, ok := x.Call.Args[0].(*ssa.Const)
			if !ok || c.Value == nil || c.Value.Kind() != constant.String {
				return false
			}
			format := constant.StringVal(c.Value)
			if i := strings.IndexAny(format, "?#"); i >= 0 {
				format = format[:i] // "%s/%s:generateContent?key=%s"
			}
			if strings.HasSuffix(format, "%s") && len(x.Call.Args) == 2 {
				// fmt.Sprintf("%s%s", base, EndpointPromQuery), or
				// ("%s?%s", path, query): the argument of the verb
				// before the query ends the path.
				n := strings.Count(format, "%") - 2*strings.Count(format, "%%")
				if end := variadicAt(x.Call.Args[1], int64(n-1)); end != nil {
					v = end
					continue
				}
			}
			last := format[strings.LastIndexByte(format, '/')+1:]
			if i := strings.LastIndexByte(last, ':'); i >= 0 {
				last = last[i+1:] // models/%s:generateContent
			}
			return !strings.Contains(last, "%") && isQueryPath(format)
		}
		return false
	}
	return false
}

// queryField reports whether a URL is read from a field of a struct of
// the package that every store fills with a query, token or model
// endpoint, a constant default counting as isQueryURL counts it
// (apiBase := cfg.APIBase; if apiBase == "" { apiBase = ttsURL }, kept
// in the client's apiBase and posted to).
func (a *analyzer) queryField(url ssa.Value) bool {
	tn, field := a.loadedField(url)
	if tn == nil {
		return false
	}
	stores := 0
	a.fieldStores(tn, field, func(_ *fnInfo, st *ssa.Store) bool {
		if !isQueryURL(st.Val) {
			stores = -1
			return false
		}
		stores++
		return true
	})
	return stores > 0
}

// returnsQueryURL reports whether a function of the package returns a
// URL whose built returns name a query, token or model endpoint (see
// defaultsNameQuery).
func returnsQueryURL(fn *ssa.Function) bool {
	var vals []ssa.Value
	for _, b := range fn.Blocks {
		if ret, ok := lastInstr(b).(*ssa.Return); ok && len(ret.Results) > 0 {
			vals = append(vals, ret.Results[0])
		}
	}
	return defaultsNameQuery(vals)
}

// defaultsNameQuery reports whether the URLs a value may be, as far as
// the program writes them (a constant, or a concatenation), all name a
// query, token or model endpoint, and at least one is written: a URL read
// at run time (a configured base) is the default's.
func defaultsNameQuery(vals []ssa.Value) bool {
	found := false
	for _, v := range vals {
		if s, ok := constString(v); ok && s == "" {
			continue // no URL: nothing is sent
		}
		switch v.(type) {
		case *ssa.Const, *ssa.BinOp:
			if !isQueryURL(v) {
				return false
			}
			found = true
		}
	}
	return found
}

// isQueryPath reports whether the path of a URL (or of its tail) ends in
// a query endpoint or a credential exchange.
func isQueryPath(u string) bool {
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	if ingestsTelemetry(u) {
		return true // a log line or a span pushed again records nothing the agent acts on
	}
	u = strings.ToLower(strings.TrimRight(u, "/"))
	i := strings.LastIndexByte(u, '/')
	if i < 0 {
		return false // a bare word is not a path
	}
	last := u[i+1:]
	parent := u[strings.LastIndexByte(u[:i], '/')+1 : i]
	if formatSegments[last] && parent != "" {
		// .../query_range/json: the format of the answer follows the
		// operation.
		last, u, i = parent, u[:i], strings.LastIndexByte(u[:i], '/')
		parent = u[strings.LastIndexByte(u[:i], '/')+1 : i]
	}
	if j := strings.LastIndexByte(last, ':'); j >= 0 && modelMethods[last[j+1:]] {
		return true
	}
	if queryPathSegments[last] || credentialSegments[last] || modelSegments[last] || queriesByWords(last) {
		return true
	}
	if last == "messages" && parent == "v1" && strings.Contains(u, "api.anthropic.com/") {
		return true // Anthropic's Messages API: a model's answer, unlike Vonage's /v1/messages
	}
	return last == "refresh" && refreshParents[parent] || parent == "api" && (last == "generate" || last == "chat") ||
		modelOutputs[parent] != nil && modelOutputs[parent][last] || synthesizes(parent, last)
}

// synthesizes reports whether a path's last two segments name a model
// that makes media from a prompt, as DashScope-style APIs do
// (/video-generation/video-synthesis, /multimodal-generation/generation,
// /text2image/image-synthesis): the job's result is the answer, and a
// repeat makes another answer, not another thing in the world. A bare
// /generation after a parent that names no generation (a report's) is
// left to the method.
func synthesizes(parent, last string) bool {
	if strings.HasSuffix(last, "synthesis") {
		return true
	}
	return (last == "generation" || last == "generations") && strings.HasSuffix(parent, "-generation")
}

// dropPOST removes the constant POST methods from the origins of a
// request's method.
func dropPOST(origins []origin) []origin {
	var out []origin
	for _, o := range origins {
		if o.kind == oConst && strings.EqualFold(o.s, "POST") {
			continue
		}
		out = append(out, o)
	}
	return out
}
