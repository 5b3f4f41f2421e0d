//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package main

import (
	"syscall"
	"time"
)

// processUsage is the CPU time and minor page faults of the process.
type processUsage struct {
	known        bool
	user, system time.Duration
	minorFaults  int64
}

func readProcessUsage() processUsage {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return processUsage{}
	}
	return processUsage{
		known:       true,
		user:        time.Duration(ru.Utime.Nano()),
		system:      time.Duration(ru.Stime.Nano()),
		minorFaults: int64(ru.Minflt),
	}
}
