// Package q imports p and net/http: names in p are judged in p only, the
// exported names in net/http (another module) here.
package q

import (
	"net/http"

	"example.com/namesmod/p"
)

var _ = p.Send

var _ http.Client
