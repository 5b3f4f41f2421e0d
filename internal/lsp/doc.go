// Package lsp carries a Language Server's messages over a stream: the
// transport of 'idemlint lsp' (cmd/idemlint/lsp.go holds what the server
// does).
//
// The protocol's types and method dispatch are github.com/tliron/glsp's
// (protocol_3_16), the JSON-RPC connection github.com/sourcegraph/jsonrpc2.
// Of the Go LSP libraries the module proxy serves, glsp is the one still
// released (v0.2.2, 2024; go.lsp.dev/protocol's last release is from
// 2022 and pins a jsonrpc2 two majors old), its types cover LSP 3.16
// (codeDescription, relatedInformation, code actions with edits and
// commands, window/showDocument) and it sits on sourcegraph/jsonrpc2,
// which is maintained (v0.2.3, 2026). gopls' own protocol package is
// internal to gopls.
//
// What is here and not in glsp: sourcegraph/jsonrpc2 closes the
// connection on a message it cannot decode, and glsp's server serves
// only its own stream. Serve reads each frame whole and answers one that
// is not JSON, or not a request, notification or response, with the
// JSON-RPC error the specification asks for (-32700, -32600), then goes
// on serving; glsp's handler answers an unknown method (-32601) and bad
// parameters (-32602).
package lsp
