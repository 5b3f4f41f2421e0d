module github.com/idemlint/idemlint

go 1.26.0

require (
	github.com/fatih/structtag v1.2.0
	github.com/goccy/go-yaml v1.19.2
	github.com/golangci/plugin-module-register v0.1.2
	golang.org/x/mod v0.42.0
	golang.org/x/tools v0.52.0
	gopkg.in/yaml.v3 v3.0.1
)

require golang.org/x/sync v0.24.0 // indirect
