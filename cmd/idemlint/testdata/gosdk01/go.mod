module example.com/gosdk01

go 1.26.0

require github.com/modelcontextprotocol/go-sdk v0.1.0
