// Package execvar runs a program whose name a package variable holds:
// its initialiser's constant is the program run unless the environment
// names another.
package execvar

import (
	"os"
	"os/exec"
)

var Binary = binary()

func binary() string {
	if b := os.Getenv("VIRTCTL"); b != "" {
		return b
	}
	return "virtctl"
}

var Plain = "kubectl"

// Configured has no default: nothing says what it runs.
var Configured = os.Getenv("TOOL")

func Run(args []string) error { // want Run:`^command virtctl from param 0 via execvar\.Run -> exec\.Command$`
	return exec.Command(Binary, args...).Run()
}

func RunPlain(args []string) error { // want RunPlain:`^command kubectl from param 0 via`
	return exec.Command(Plain, args...).Run()
}

func RunConfigured(args []string) error {
	return exec.Command(Configured, args...).Run()
}

func Stop(name string) error { // want Stop:`^writes exec virtctl stop \(idempotent\) via execvar\.Stop -> execvar\.Run -> exec\.Command$`
	return Run([]string{"stop", name})
}

func Create(name string) error { // want Create:`^writes exec kubectl create ns via`
	return RunPlain([]string{"create", "ns", name})
}

func Delete(name string) error {
	return RunConfigured([]string{"delete", "ns", name})
}
