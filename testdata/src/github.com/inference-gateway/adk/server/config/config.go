// Package config mirrors the part of
// github.com/inference-gateway/adk/server/config v0.24.0 that the tool box
// uses.
package config

type ToolBoxConfig struct {
	EnableCreateArtifact bool `env:"CREATE_ARTIFACT,default=false"`
}
