package keys

import (
	"strings"
	"unicode"
)

// The one table of the names that say "idempotency key", for every check:
// the provider's struct fields and setters that take a key (slots), the
// parameters of an SDK function that take one, and the tool parameters
// that are keys when the model supplies them. Names compare normalised:
// case, "_" and "-" are ignored, so ClientOrderId, ClientOrderID and
// client_order_id are one name. The configuration extends the table:
// key-slots (fields and arguments) and key-params (tool parameters).
var keyNames = map[string]nameRole{
	"idempotencykey":         fieldSlot | argSlot | modelKey, // Stripe, many HTTP clients
	"idemkey":                argSlot | modelKey,
	"idempotencytoken":       fieldSlot | argSlot | modelKey,
	"clienttoken":            fieldSlot | argSlot | modelKey, // AWS
	"clientrequesttoken":     fieldSlot | argSlot | modelKey, // AWS
	"clientorderid":          fieldSlot | argSlot | modelKey, // exchanges, brokers
	"clientquoteid":          fieldSlot | argSlot | modelKey,
	"messagededuplicationid": fieldSlot | argSlot | modelKey, // AWS SQS FIFO
	"deduplicationid":        fieldSlot | argSlot | modelKey,
	"randomid":               fieldSlot, // Telegram's MTProto and VK's messages: the client's id of a sent message, deduplicated
	"dedupkey":               argSlot | modelKey,
	"dedupekey":              argSlot | modelKey,
	"dedupid":                argSlot | modelKey,
	// Names that also name business identifiers: a key only when the
	// model supplies them, never a provider's slot by name alone.
	"requestid":       modelKey,
	"clientrequestid": modelKey,
	"nonce":           modelKey,
	"operationid":     modelKey,
}

// slotHeaders are the HTTP headers that carry a key.
var slotHeaders = []string{"Idempotency-Key", "X-Idempotency-Key"}

type nameRole uint8

const (
	fieldSlot nameRole = 1 << iota // a provider's struct field, or its setter SetX
	argSlot                        // a parameter of an SDK function
	modelKey                       // a tool parameter the model supplies
)

func hasRole(name string, r nameRole) bool { return keyNames[normalize(name)]&r != 0 }

// isSlotField reports whether a provider struct field of this name takes
// an idempotency key: IdempotencyKey, ClientToken, ClientOrderId, ...
func isSlotField(name string) bool { return hasRole(name, fieldSlot) }

// isKeyParamName reports whether an SDK function's parameter of this name
// takes an idempotency key: idempotencyKey, clientToken, ...
func isKeyParamName(name string) bool { return hasRole(name, argSlot) }

// IsIdentifierName reports whether a key name also names a business
// identifier (request_id, nonce, operation_id): a key when the model
// supplies it, but never a provider's slot by name alone.
func IsIdentifierName(name string) bool {
	r := keyNames[normalize(name)]
	return r == modelKey
}

// IsKeyName reports whether a tool parameter's name means "idempotency
// key" when the model supplies it: idempotency_key, idempotencyKey,
// client_order_id, request_id, nonce, ..., or one of the extra names
// given (the configuration's key-params).
func IsKeyName(name string, extra []string) bool {
	if hasRole(name, modelKey) {
		return true
	}
	n := normalize(name)
	for _, e := range extra {
		if normalize(e) == n {
			return true
		}
	}
	return false
}

func isSlotHeader(name string) bool {
	for _, h := range slotHeaders {
		if strings.EqualFold(h, name) {
			return true
		}
	}
	return false
}

// separators are dropped from names before they are compared; one
// Replacer, because building one costs more than using it.
var separators = strings.NewReplacer("_", "", "-", "")

func normalize(name string) string {
	return separators.Replace(strings.ToLower(name))
}

// NameWords splits a tool's or a function's snake_case, kebab-case,
// dotted or camelCase name into lower-case words, without trailing
// digits: book-slot-v2 is book, slot, v. A pattern name's placeholder
// (create_{kind}_comment, see tools.Tool.Name) is no word.
func NameWords(name string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if w := strings.TrimRightFunc(string(cur), unicode.IsDigit); w != "" && !strings.HasPrefix(w, "{") {
			out = append(out, strings.ToLower(w))
		}
		cur = cur[:0]
	}
	rs := []rune(name)
	for i, r := range rs {
		switch {
		case r == '_' || r == '-' || r == ' ' || r == '.':
			flush()
		case unicode.IsUpper(r) && len(cur) > 0 && (unicode.IsLower(cur[len(cur)-1]) || (i+1 < len(rs) && unicode.IsLower(rs[i+1]))):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return out
}
