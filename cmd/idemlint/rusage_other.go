//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd)

package main

import "time"

// processUsage is unknown on this system: -timing prints the times and
// the allocation only.
type processUsage struct {
	known        bool
	user, system time.Duration
	minorFaults  int64
}

func readProcessUsage() processUsage { return processUsage{} }
