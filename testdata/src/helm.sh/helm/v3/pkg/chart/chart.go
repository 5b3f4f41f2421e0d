// Package chart is a stub of helm.sh/helm/v3/pkg/chart.
package chart

type Chart struct{ Metadata *Metadata }
type Metadata struct{ Name string }
