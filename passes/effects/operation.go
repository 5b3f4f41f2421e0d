package effects

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// An HTTP method gives a write's default idempotency (POST acts again;
// PUT, PATCH and DELETE do not); the operation the write performs refines
// it in both directions. The operation is named by the innermost function
// of the chain whose name starts with a verb that says what a repeat does:
// an SDK's UpdateStatus or Resolve sets a state, so a repeat changes
// nothing more, whatever method carries it; IssueCertificate or
// SendMessage mints something new on every call, even over PUT.
// Transport helpers (do, post, send, newRequest, execute) name no
// operation, so the decision passes to their callers, except where the
// helper is a generated builder's and its type names the operation
// (builderOp). A path a call passes names one too: its last segment, or,
// over PUT and PATCH, a minting verb followed only by the call's values
// (a generic path writer's pki/issue/ + role).

// setVerbs start the names of operations that set a state: a repeat
// with the same arguments changes nothing more.
var setVerbs = words(`Update Patch Set Mark Resolve Unresolve Close Reopen Reprioritize Prioritize Transition
	Assign Unassign Enable Disable Archive Unarchive Lock Unlock Pin Unpin Star Unstar Mute Unmute
	Acknowledge Ack Unacknowledge Unack Cancel Stop Pause Resume Suspend Unsuspend Install Uninstall Upgrade Upsert Replace
	Rename Move Remove Delete Drop Deactivate Activate Select Convert Hide Unhide Follow Unfollow Subscribe Unsubscribe
	Block Unblock Configure Change Edit Modify Snooze Unsnooze Dismiss Revoke Expire Merge Label Unlabel
	Apply Untag Scale Cordon Uncordon Drain Disconnect Detach Unwatch Watch Rotate Unset Clear Reset Restore
	Discard Confirm Approve Reject Unapprove Trash Untrash Unmerge Rollback Authorize Deauthorize Unauthorize
	Shutdown Resize Erase Purge Wipe Keep Terminate Kill Destroy Complete Finish Accept Decline Deny
	Grant Join Leave Favorite Unfavorite Like Unlike Converge Reconcile Logout Signout Promote Demote
	Sync Resync Reload Rescan Reindex Recalculate Recompute Flush Abort Adopt Pull
	Navigate Swap Reparent Bind Unbind Quit Exit Clean Prune Compact Invalidate Evict`)

// mintVerbs start the names of operations that act again on every call.
// Only these turn an idempotent method (PUT, PATCH, DELETE) into a write
// that acts twice; Create and Add over PUT name the resource they make
// and stay idempotent.
var mintVerbs = words(`Issue Generate Sign Mint Send Trigger Dispatch Fork Clone Duplicate Restart Rerun
	Comment Reply Append Increment Incr Publish Enqueue Charge Refund Pay Invite Notify Email
	Message Tweet Forward Spawn Launch Toggle Reboot Rebuild Reinstall Reimage Regenerate
	Sell Buy Purchase Bet Trade Withdraw Deposit Donate Tip`)

// createVerbs start the names of operations that act again but say so
// only over POST: a repeat makes another (over PUT a named one, once).
// Transfer, Copy and Reschedule are here too: over POST a transfer of
// money or a copy acts again, but over PUT they move a playback, an
// owner or an object to where the request names, once.
var createVerbs = words(`Create Add Insert Post Submit Book Place Upload Import Open New
	Execute Run Start Invoke Call Report Transfer Copy Reschedule Group`)

// transportWords are names that, alone, say how a request travels, not
// what it does: do, post, send, execute, call.
var transportWords = words(`Do Call Send Post Put Patch Get Request Exec Execute Run Invoke Fetch Query
	Mutate Write Submit Apply Process Handle Perform Dispatch RoundTrip Raw Make New Create Build Prepare`)

// transportObjects are the words after a verb that make a name a
// transport helper's: createRequest, sendJSON, postForm, doHTTP, and
// callAPI, sendRPC, executeGraphQL, invokeMethod, whose callers name
// the operation.
var transportObjects = words(`Request Req Requests Raw Http HTTP JSON Json Body Header Headers Client URL Url
	Query Payload Form Call With Internal Impl Async Sync Once Context Ctx
	API Api RPC Rpc JSONRPC GraphQL Graphql GQL Gql Method Endpoint`)

func words(s string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// A verdict is what an operation's name says of a repeat.
type verdict int

const (
	undecided verdict = iota
	sets              // a repeat changes nothing more
	mints             // a repeat acts again, whatever the method
	creates           // a repeat acts again over POST
)

// operationVerdict reads a function's name: the short form of a
// qualified name ("(*incident.Service).UpdateStatus", "pay.refundOrder").
func operationVerdict(qualified string) verdict {
	ws, builder := opWords(qualified)
	if ws == nil {
		return undecided
	}
	if builder {
		// Its words are the operation's, from its verb on: a
		// UsersMessagesSend is no transport's send.
	} else if len(ws) == 1 && transportWords[ws[0]] {
		return undecided
	}
	if len(ws) > 1 && (transportObjects[ws[1]] || transportObjects[strings.Join(ws[1:], "")]) { // executeGraphQL
		return undecided
	}
	v := wordsVerdict(ws)
	// ResolveAndNotify, CreateOrUpdate: a second verb that disagrees
	// leaves the name undecided.
	for i := 1; i+1 < len(ws); i++ {
		if ws[i] == "And" || ws[i] == "Or" || ws[i] == "Then" {
			if w := verbVerdict(ws[i+1]); w != undecided && w != v {
				return undecided
			}
		}
	}
	return v
}

// nameWords returns the words of the last element of a qualified name
// or operation ("(*pay.Client).SafeDeleteByID", "host.delete",
// "stripe refund.New"), capitalised, without a word that comes before
// the verb (handleUpdateStatus, doResolve, tryCreate, ForceDelete): the
// verb is first. A function literal's name is not its own: nil.
func nameWords(qualified string) []string {
	ws, _ := opWords(qualified)
	return ws
}

// opWords returns nameWords' words, and whether they are those of a
// builder's operation (builderOp) rather than the function's own name.
func opWords(qualified string) ([]string, bool) {
	if ws := builderOp(qualified); ws != nil {
		return ws, true
	}
	return ownNameWords(qualified), false
}

func ownNameWords(qualified string) []string {
	name := qualified
	if i := strings.LastIndexAny(name, ". )/"); i >= 0 {
		name = name[i+1:]
	}
	if name == "" || strings.ContainsAny(name, "$") {
		return nil
	}
	r, size := utf8.DecodeRuneInString(name)
	ws := camelWords(string(unicode.ToUpper(r)) + name[size:])
	if len(ws) > 1 && verbPrefixes[ws[0]] {
		ws = ws[1:]
	}
	// openapi-generator's service sends an operation with a method named
	// after it and Execute (MoveFileExecute), and some operations are
	// marked Deprecated in their names: neither word is the operation's.
	for len(ws) > 2 && opSuffixes[ws[len(ws)-1]] {
		ws = ws[:len(ws)-1]
	}
	// Start and Attach alone act on what the receiver's type names,
	// which decides a repeat: (*servers).Start starts a server,
	// (*VolumeService).Attach attaches a volume.
	if len(ws) == 1 && (ws[0] == "Start" || ws[0] == "Attach") {
		ws = append(ws, receiverNouns(qualified)...)
	}
	return ws
}

// receiverNouns returns the words of the receiver type's name in a
// qualified method name, without those that name a client rather than
// what it acts on (Service, Client, API).
func receiverNouns(qualified string) []string {
	end := strings.Index(qualified, ")")
	if !strings.HasPrefix(qualified, "(") || end < 0 {
		return nil
	}
	recv := qualified[1:end]
	if i := strings.LastIndexAny(recv, ".*"); i >= 0 {
		recv = recv[i+1:]
	}
	if recv == "" {
		return nil
	}
	r, size := utf8.DecodeRuneInString(recv)
	var out []string
	for _, w := range camelWords(string(unicode.ToUpper(r)) + recv[size:]) {
		if !clientWords[w] {
			out = append(out, w)
		}
	}
	return out
}

// clientWords name a client or a layer of one in a receiver's type name.
var clientWords = words(`Service Services Svc Client Clients Api API Impl Manager Handler Interface Ops Operations Resource
	Resources Repo Repository Store Provider`)

// opSuffixes end generated method names without naming the operation.
var opSuffixes = words(`Execute Deprecated`)

// A generated client's builder names its operation in its type, and
// sends it with a method whose name says only how: google.golang.org/api's
// srv.Tasks.Move(list, task).Do() calls (*tasks.TasksMoveCall).Do, and
// openapi-generator's api.CreateUser(ctx).Execute() calls
// (ApiCreateUserRequest).Execute. builderOp returns, for a method whose
// own name is a transport word (Do, Execute, Send, Call, ...) of a type
// whose name ends in Call or Request, the words of the type's name
// without that suffix and a leading Api, from its verb on: "Move",
// "Delete Contacts" (PeopleBatchDeleteContactsCall), "Create User". The
// resource comes first in such names (UsersMessagesSend, EventsQuickAdd),
// so the verb is the last word that is one of setVerbs, mintVerbs or
// createVerbs, and one that is as often a noun (nounVerbs: the Issue of
// IssueModelsDeploy) only as the last word. A name that ends in a verb
// that reads or only says how the request travels (MessagesGet,
// SendAsPatch, SendAsVerify), or has no verb, names no operation: nil,
// and the method's name is read as any other.
func builderOp(qualified string) []string {
	if !strings.HasPrefix(qualified, "(") {
		return nil
	}
	end := strings.Index(qualified, ").")
	if end < 0 {
		return nil
	}
	recv, method := strings.TrimPrefix(qualified[1:end], "*"), qualified[end+2:]
	if i := strings.IndexByte(recv, '['); i >= 0 {
		recv = recv[:i] // a generic type's arguments
	}
	recv = recv[strings.LastIndexByte(recv, '.')+1:]
	if method == "" || !transportWords[upperFirst(method)] {
		return nil
	}
	name, ok := strings.CutSuffix(recv, "Call")
	if !ok {
		name, ok = strings.CutSuffix(recv, "Request")
	}
	if !ok || name == "" {
		return nil
	}
	ws := camelWords(upperFirst(name))
	if len(ws) > 1 && ws[0] == "Api" {
		ws = ws[1:]
	}
	last := len(ws) - 1
	if verbVerdict(ws[last]) == undecided && (transportWords[ws[last]] || opReadVerbs[ws[last]]) {
		return nil
	}
	for i := last; i >= 0; i-- {
		if verbVerdict(ws[i]) == undecided || i < last && nounVerbs[ws[i]] {
			continue
		}
		// CreateOrUpdateUser: the verb before And or Or is read too, and
		// a disagreeing pair decides nothing.
		if i >= 2 && (ws[i-1] == "And" || ws[i-1] == "Or") && verbVerdict(ws[i-2]) != undecided {
			i -= 2
		}
		return ws[i:]
	}
	return nil
}

// verbPrefixes are words a name may start with before its verb.
var verbPrefixes = words(`Handle Do Try Must Safe Safely Force Soft Hard Bulk Batch Mass`)

// nounVerbs are verbs that are as often the noun a name starts with
// (issueArchive, commentCreate, messageSend): the other end of the name
// is tried first.
var nounVerbs = words(`Issue Comment Message Email Post Report Copy Place Book Label Tag Transfer Charge
	Refund Pay Invite Reply Clone Fork Record Log Track Import Upload Open New Merge Lock Star Pin Move Change
	Block Drain Scale Watch Order Run`)

// wordsVerdict reads the verb of a name's words: its first word, or its
// last where the first is a noun as often as a verb and the last is
// a verb (the noun-verb names of some APIs: issueCreate).
func wordsVerdict(ws []string) verdict {
	return actsOnObject(ws, verbWordsVerdict(ws))
}

func verbWordsVerdict(ws []string) verdict {
	first, last := ws[0], ws[len(ws)-1]
	if v := verbVerdict(first); v != undecided && !nounVerbs[first] {
		return startsRun(ws, addsMembers(ws, v))
	}
	if attachesInPlace(ws) {
		return sets
	}
	if v := verbVerdict(last); v != undecided && !nounVerbs[last] && len(ws) > 1 {
		return v
	}
	if v := verbVerdict(first); v != undecided {
		return v
	}
	return objectVerdict(ws)
}

// secretNouns name credentials that a reset or a rotation replaces with
// new ones.
var secretNouns = words(`Password Passwords Passphrase Secret Secrets Token Tokens Key Keys Apikey ApiKey APIKey
	Credential Credentials`)

// actsOnObject turns a verb that sets a state into one that acts again
// where its object says so: a reset or a rotation of a password, a
// secret, a token or a key (ResetPassword, PasswordReset,
// rotate_api_key) mints a new one and mails or returns it on every
// call; applying a command (ApplyCommand, apply_command) runs it again,
// as Execute and Run of a command do.
func actsOnObject(ws []string, v verdict) verdict {
	if v != sets || len(ws) < 2 {
		return v
	}
	if ws[0] == "Apply" && (ws[1] == "Command" || ws[1] == "Commands") {
		return creates
	}
	if resetsSecret(ws) {
		return mints
	}
	return v
}

// resetsSecret reports whether words name a reset or rotation of a
// secret: the verb first and the secret last or before For, Of or By
// (ResetUserPassword, ResetPasswordForUser), or the secret just before
// a last verb (PasswordReset). ResetPasswordPolicy resets a policy.
func resetsSecret(ws []string) bool {
	reset := func(w string) bool { return w == "Reset" || w == "Rotate" }
	n := len(ws)
	if reset(ws[n-1]) {
		return secretNouns[ws[n-2]]
	}
	if !reset(ws[0]) {
		return false
	}
	for i := 1; i < n; i++ {
		if secretNouns[ws[i]] && (i == n-1 || ws[i+1] == "For" || ws[i+1] == "Of" || ws[i+1] == "By") {
			return true
		}
	}
	return false
}

// attributeNouns name the attributes of an item that a save writes
// whole: its metadata, settings, preferences.
var attributeNouns = words(`Metadata Meta Settings Setting Config Configs Configuration Preferences Preference
	Options Properties Attributes Profile`)

// objectVerdict reads a name whose verb says nothing by itself by its
// object: a save of an item's attributes (saveProjectMetadata,
// SaveUserSettings) writes them whole, an upsert a repeat writes again
// to the same values. Save alone, or of an item (saveNote, SaveDraft),
// may make another, and decides nothing.
//
// A switch of power, Power, Turn or Switch followed by On or Off
// (PowerOn, power_off, TurnOnLight, PowerOnByTag), sets the state it
// names: a second power_on finds the machine on. A power cycle, like a
// reboot, acts again.
func objectVerdict(ws []string) verdict {
	if len(ws) > 1 && ws[0] == "Save" && attributeNouns[ws[len(ws)-1]] {
		return sets
	}
	if len(ws) > 1 && storeVerbs[ws[0]] && contentNouns[ws[len(ws)-1]] {
		return sets // WriteFile, PutObject: what the path names is replaced
	}
	if len(ws) > 1 && switchVerbs[ws[0]] {
		switch ws[1] {
		case "On", "Off":
			return sets
		case "Cycle":
			if ws[0] == "Power" {
				return mints
			}
		}
	}
	return undecided
}

var switchVerbs = words(`Power Turn Switch`)

// storeVerbs and contentNouns: writing a file, an object or a blob
// replaces what its path or key names (WriteFile, PutObject, SaveFile).
var (
	storeVerbs   = words(`Write Put Save Store`)
	contentNouns = words(`File Files Object Objects Blob Blobs Content Contents`)
)

// memberNouns name what an item holds as a set: its labels, assignees,
// reviewers, a group's members. Adding one that is already there
// changes nothing (AddLabelsToIssue, addAssigneesToAssignable,
// AddIssueLabels), unlike adding a comment, an item to a playlist or
// a row, which makes another.
var memberNouns = words(`Label Labels Tag Tags Assignee Assignees Reviewer Reviewers Member Members
	Collaborator Collaborators Watcher Watchers Subscriber Subscribers Follower Followers
	Role Roles Scope Scopes Reaction Reactions Pin Pins Star Stars
	Dependency Dependencies Relation Relations Blocker Blockers`)

// principalNouns name who or what is made a member of a container
// (containerNouns): adding a user to a project, a group to a team
// (addProjectUser, AddUserToGroup, add_team_group). Alone they name a
// new account or group: addUser and addGroup make one.
var principalNouns = words(`User Users Group Groups Team Teams Account Accounts Principal Principals`)

// containerNouns name what holds principals as members.
var containerNouns = words(`Project Projects Group Groups Team Teams Org Orgs Organization Organizations
	Channel Channels Repo Repos Repository Repositories Workspace Workspaces Board Boards Space Spaces
	Room Rooms Role Roles Conversation Conversations`)

// addsMembers turns the verdict of an Add operation whose object is a
// member of a set into a state it sets: a member noun anywhere after
// Add (AddIssueLabels, addGroupMember), or a principal added to a
// container, the principal last after the container (addProjectUser,
// addProjectGroup) or before To and the container (AddUserToGroup).
// addUserGroup (a principal, then a group that is not its container's)
// and addUser make something.
func addsMembers(ws []string, v verdict) verdict {
	if v != creates || ws[0] != "Add" {
		return v
	}
	for _, w := range ws[1:] {
		if memberNouns[w] {
			return sets
		}
	}
	if n := len(ws); n >= 3 && principalNouns[ws[n-1]] && containerNouns[ws[n-2]] {
		return sets
	}
	for i := 2; i+1 < len(ws); i++ {
		if ws[i] == "To" && principalNouns[ws[i-1]] && containerNouns[ws[i+1]] {
			return sets
		}
	}
	// An existing thing, named by its id, added to a container
	// (addProjectV2ItemById): a repeat finds it there.
	if n := len(ws); n >= 4 && ws[n-2] == "By" && idWords[ws[n-1]] && containerNouns[ws[1]] {
		return sets
	}
	return v
}

// idWords name an identifier, the last word of an operation on an
// existing thing (...ById, ...ByIDs).
var idWords = words(`Id ID Ids IDs`)

// runObjects name things that run and are started or stopped in place:
// starting a machine, a container or a service that already runs
// changes nothing more (StartInstance, POST .../vms/{id}/start), unlike
// starting a job, a build or a workflow, which makes another run.
var runObjects = words(`Instance Instances Vm Vms Guest Guests Server Servers Container Containers Service
	Services Machine Machines Node Nodes Cluster Clusters Database Databases Db App Apps Application
	Applications Device Devices Host Hosts Engine Engines Sandbox Sandboxes Environment Environments
	Workspace Workspaces Qemu Lxc Domain Domains Droplet Droplets Worker Workers Stack Stacks
	Channel Channels Stream Streams`)

// stateSegments are the URL path segments under which a verb changes a
// run state (Proxmox's .../status/start, .../power/on).
var stateSegments = words(`Status State Power`)

// attachObjects name what is attached in place, to a server or a
// network, or linked to what it is attached to: attaching a volume, a
// disk, an address, a group of variables or a tag that is attached
// already changes nothing more. Attaching a file adds another one.
var attachObjects = words(`Volume Volumes Disk Disks Policy Policies Role Roles Interface Interfaces Nic Nics Ip Ips
	Address Addresses Network Networks Gateway Gateways Firewall Firewalls Subnet Subnets Group Groups
	Tag Tags Label Labels`)

// attachesInPlace reports whether a name is Attach of what is attached in
// place (AttachVolume): a state it sets.
func attachesInPlace(ws []string) bool {
	return ws[0] == "Attach" && namesAny(ws[1:], attachObjects)
}

// startsRun turns the verdict of Start whose object runs in place into a
// state it sets.
func startsRun(ws []string, v verdict) verdict {
	if v == creates && ws[0] == "Start" && namesAny(ws[1:], runObjects) {
		return sets
	}
	if v == mints && ws[0] == "Fork" && namesAny(ws[1:], repoObjects) {
		return sets // a forge answers a second fork with the first, or refuses it
	}
	return v
}

// repoObjects name what a forge forks: GitHub answers a second fork of a
// repository with the first, GitLab refuses it, and neither makes two.
var repoObjects = words(`Repo Repos Repository Repositories Project Projects`)

// namesAny reports whether one of the words is one of the nouns.
func namesAny(ws []string, nouns map[string]bool) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return nouns[w] })
}

func verbVerdict(verb string) verdict {
	switch {
	case setVerbs[verb]:
		return sets
	case mintVerbs[verb]:
		return mints
	case createVerbs[verb]:
		return creates
	}
	// Un- before a verb we know undoes what it did, which a repeat finds
	// undone: unmarkDiscussionCommentAsAnswer, Unpublish.
	if rest, ok := strings.CutPrefix(verb, "Un"); ok && rest != "" && verbVerdict(upperFirst(rest)) != undecided {
		return sets
	}
	return undecided
}

// refineByOperation decides, once, the idempotency of an HTTP or gRPC
// write by the name of the function it is reached through (its callee
// at this step of the chain). An effect whose operation is decided
// keeps it, and one whose operation a parameter names is a transport's,
// whatever its name (callAction, executeCommand). A sender of whatever
// body it is given is named by its name until a caller's envelope names
// the operation (opKey).
func refineByOperation(fn string, e Effect) Effect {
	if e.Op != "" || e.OpParam != 0 && e.OpField != opKey || (e.Kind != KindHTTP && e.Kind != KindGRPC && e.Kind != KindMessage) || e.IsSetUp() {
		return e // a callee's set-up is not what the caller's name says it does
	}
	v := operationVerdict(fn)
	if v == undecided {
		return e
	}
	e.Op = ShortName(fn)
	switch v {
	case sets:
		e.Idempotent = true
	case mints:
		e.Idempotent = false
	}
	return e
}

// defaultIdempotent is the idempotency a write's method gives before
// its operation is known.
func defaultIdempotent(e Effect) bool {
	if e.Kind != KindHTTP {
		return false
	}
	switch e.Detail {
	case "PUT", "DELETE", "PATCH":
		return true
	}
	return false
}

// removeVerbs start the names of operations that remove what they name.
// A repeat finds it gone, which many providers answer with a failure
// (404 Not Found) though nothing more changes.
var removeVerbs = words(`Delete Remove Destroy Purge Erase Drop Unlink Detach Uninstall Deregister Unregister`)

// Removes reports whether e removes something: an HTTP DELETE, or an
// operation, SDK call or interface method whose name starts with a
// removing verb. A repeat of such a write changes nothing more, but may
// be told that what it removes does not exist.
func (e Effect) Removes() bool {
	if e.Kind == KindHTTP && e.Detail == "DELETE" {
		return true
	}
	if e.Kind == KindExec {
		for _, w := range strings.Fields(e.Op) {
			if cliRemoves[strings.ToLower(w)] {
				return true
			}
		}
		return false
	}
	name := e.Op
	switch e.Kind {
	case KindSDK, KindVerb:
		name = e.Detail
	}
	ws := nameWords(name)
	return len(ws) > 0 && removeVerbs[ws[0]]
}
