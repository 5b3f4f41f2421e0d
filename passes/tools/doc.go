// Package tools defines an Analyzer that finds the tools a package exposes
// to a language model, in every agent framework idemlint knows.
//
// # Analyzer tools
//
// tools: find the agent tools a package declares
//
// The analyzer reports nothing. Its result, a []*Tool, is what every
// idemlint check asks questions of: each tool's name, framework,
// description, parameters, handler and MCP annotations.
//
// Frameworks are recognised by import path, never by package name: two
// frameworks are both called mcp and two are both called openai. Each
// framework has one adapter file; the directive
//
//	//idemlint:tool NAME
//
// on a function declares a tool for anything else, or links a
// dispatch-style declaration (openai-go, go-openai, anthropic) to the
// function that handles it.
//
// Everything idemlint knows about a framework is in its adapter, and the
// rest of idemlint asks it through this package: Frameworks and Modules
// (which frameworks there are, and their module paths), InFramework,
// ErrorResults (how a handler marks a result as an error), TextResults
// (how a fix writes an ordinary result carrying a text) and RequestOf
// (how a handler reads its arguments from the framework's request).
//
// When a value cannot be followed statically (a name or description
// computed at run time, options assembled across functions), the tool is
// still reported with what is known; checks stay silent on what is not.
package tools
