// Pertool measures what each tool costs idemlint when a package holds
// many of them against the same tools spread 40 to a package (issue 30:
// 3,000 tools in one package took 9 minutes, the same tools one per
// package seconds).
//
//	go run ./bench/pertool -sizes 100,1000,5000 -n 3
//
// For each size it generates two modules with bench/gen, every tool of
// the model-key kind (a charge whose key the model chooses, which every
// check that reads a tool has work in): one with all tools in one
// package, one with 40 to a package. It runs idemlint -timing on each, n
// times in alternation after a warm-up, and prints the medians: the
// wall time, the workers' time analysing (what idemlint adds to
// loading), the CPU time, and both of the last per tool (the CPU time is
// the steadier on a shared machine). Costs linear in the tools of a package
// give the same per-tool figures in both layouts and at every size.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

var (
	sizesFlag = flag.String("sizes", "100,1000,5000", "comma-separated numbers of tools")
	rounds    = flag.Int("n", 3, "measured rounds per module (medians are reported)")
	keep      = flag.Bool("keep", false, "keep the temporary directory")
)

// A layout is a number of tools per package; spread is bench/gen's default.
const spread = 40

func main() {
	flag.Parse()
	var sizes []int
	for _, s := range strings.Split(*sizesFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			log.Fatalf("bad -sizes %q", *sizesFlag)
		}
		sizes = append(sizes, n)
	}
	if *rounds < 1 || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	tmp, err := os.MkdirTemp("", "pertool")
	if err != nil {
		log.Fatal(err)
	}
	if *keep {
		log.Printf("keeping %s", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}
	if err := measureAll(tmp, sizes); err != nil {
		log.Fatal(err)
	}
}

// A cost is one run's wall time, CPU time (user and system) and the
// workers' analysis time.
type cost struct{ wall, cpu, analysing time.Duration }

func measureAll(tmp string, sizes []int) error {
	bin := filepath.Join(tmp, "bin")
	log.Print("building idemlint and gen")
	if err := goCmd(".", "build", "-o", bin+string(filepath.Separator), "./cmd/idemlint", "./bench/gen"); err != nil {
		return err
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "tools\tlayout\tpackages\twall s\tCPU s\tanalysing s\tCPU ms/tool\tanalysing ms/tool\t")
	defer w.Flush()
	for _, n := range sizes {
		layouts := []int{n, spread}
		dirs := make([]string, len(layouts))
		for i, per := range layouts {
			dirs[i] = filepath.Join(tmp, fmt.Sprintf("m%d-%d", n, per))
			log.Printf("%d tools, %d to a package: generating %s", n, per, dirs[i])
			if err := command(".", filepath.Join(bin, "gen"), "-tools", strconv.Itoa(n), "-per-package", strconv.Itoa(per), "-kind", "modelkey", "-o", dirs[i]); err != nil {
				return err
			}
			if err := goCmd(dirs[i], "mod", "tidy"); err != nil {
				return err
			}
			if err := goCmd(dirs[i], "build", "./..."); err != nil {
				return err
			}
		}
		samples := make([][]cost, len(layouts))
		for round := -1; round < *rounds; round++ { // round -1 warms up
			for i := range layouts {
				c, err := runIdemlint(filepath.Join(bin, "idemlint"), dirs[i])
				if err != nil {
					return err
				}
				if round >= 0 {
					samples[i] = append(samples[i], c)
				}
			}
		}
		for i, per := range layouts {
			name := "one package"
			if per == spread {
				name = fmt.Sprintf("%d a package", spread)
			}
			wall := median(samples[i], func(c cost) time.Duration { return c.wall })
			cpu := median(samples[i], func(c cost) time.Duration { return c.cpu })
			an := median(samples[i], func(c cost) time.Duration { return c.analysing })
			fmt.Fprintf(w, "%d\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t\n", n, name, (n+per-1)/per,
				wall.Seconds(), cpu.Seconds(), an.Seconds(), perTool(cpu, n), perTool(an, n))
			log.Printf("%d tools, %s: wall %.2fs, CPU %.2fs, analysing %.2fs", n, name, wall.Seconds(), cpu.Seconds(), an.Seconds())
		}
	}
	return nil
}

func perTool(d time.Duration, n int) float64 { return float64(d.Milliseconds()) / float64(n) }

// runIdemlint runs idemlint -timing ./... in dir; findings (exit 3) are
// expected.
func runIdemlint(idemlint, dir string) (cost, error) {
	cmd := exec.Command(idemlint, "-timing", "./...")
	cmd.Dir = dir
	cmd.Env = env()
	start := time.Now()
	out, err := cmd.CombinedOutput()
	wall := time.Since(start)
	if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 3 {
		return cost{}, fmt.Errorf("idemlint in %s: %v (want exit 3)\n%s", dir, err, tail(out))
	}
	an, ok := analysing(out)
	if !ok {
		return cost{}, fmt.Errorf("idemlint in %s: no timing line\n%s", dir, tail(out))
	}
	cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return cost{wall, cpu, an}, nil
}

var analysingRE = regexp.MustCompile(`timing: list .* analysing ([0-9.]+)s`)

// analysing returns the workers' analysis time from idemlint -timing's output.
func analysing(out []byte) (time.Duration, bool) {
	m := analysingRE.FindSubmatch(out)
	if m == nil {
		return 0, false
	}
	s, err := strconv.ParseFloat(string(m[1]), 64)
	return time.Duration(s * float64(time.Second)), err == nil
}

func median(cs []cost, f func(cost) time.Duration) time.Duration {
	ds := make([]time.Duration, len(cs))
	for i, c := range cs {
		ds[i] = f(c)
	}
	slices.Sort(ds)
	return ds[len(ds)/2]
}

func env() []string { return append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod") }

func goCmd(dir string, args ...string) error { return command(dir, "go", args...) }

func command(dir, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = env()
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %v: %v\n%s", name, args, err, tail(out))
	}
	return nil
}

func tail(out []byte) string {
	s := string(out)
	if len(s) > 2000 {
		s = "..." + s[len(s)-2000:]
	}
	return s
}
