module github.com/chuhe-engine/chuhe

go 1.26

require (
	github.com/spf13/pflag v1.1.0
	github.com/stretchr/testify v1.12.1
)

require go.yaml.in/yaml/v3 v3.0.5 // indirect
