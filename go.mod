module github.com/chuhe-engine/chuhe

go 1.26

require (
	github.com/dgraph-io/ristretto/v2 v2.4.2
	github.com/spf13/pflag v1.1.0
	github.com/stretchr/testify v1.12.1
	golang.org/x/sys v0.36.0
	golang.org/x/text v0.30.0
)

require (
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/dustin/go-humanize v1.0.1 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)
