// Run is idemlint's benchmark (issue 12): it compares idemlint with a
// floor built on the same loader and with go vet's default suite run the
// same way, on generated modules of N agent tools and on std, and
// go vet -vettool=idemlint with plain go vet.
//
//	go run ./bench/run -sizes 100,1000,5000 -n 5 -vet -std
//
// It builds idemlint, bench/floor, bench/vetsuite and bench/gen once into
// a temporary directory, generates a module per size (go mod tidy, then
// go build ./... to warm the module and build caches), runs each command
// once to warm up, then runs them alternating (floor, lean floor,
// vetsuite, idemlint, floor, ...) for -n rounds and prints medians of wall time, CPU time
// (user+system, children included: less sensitive to a busy machine than
// wall time) and peak RSS (the largest resident set of the process and its
// children, from wait4's rusage). It prints the ratios twice: of the
// medians, and as the median of each round's ratio, which pairs commands
// run under the same state of a shared machine. idemlint runs with
// -timing, and a table lists its phases round by round beside the round's
// ratio: go list, then loading with the analysis, and the page faults that
// decide much of how long the latter takes on a virtual machine.
//
// The floor type-checks every function body, as go/packages and go vet
// do. idemlint skips the bodies none of its passes reads, of the standard
// library's and the frameworks' packages it was not asked about
// (docs/performance.md, step 12), so the benchmark also runs the floor
// that way (floor -lean, the "lean floor"): idemlint ÷ floor is what a
// user pays over loading everything, idemlint ÷ lean floor what its
// analysis adds to its own loading.
//
// With -vet it also runs go vet -json ./... and
// go vet -json -vettool=idemlint ./... alternating, each with a fresh
// GOCACHE: a copy of a cache that holds the compiled packages but no vet
// results (-vetcache=warm, the default), or an empty one that makes go vet
// compile everything, std included (-vetcache=empty). -json makes go vet
// exit 0 on findings, so a non-zero exit is a failure. Peak RSS there is
// the largest single process (the go command or one vet tool), not their
// sum.
//
// With -std it runs floor -load (loading alone), floor and idemlint on std.
//
// Exit status 1 when any command fails (idemlint's, the floor's and
// vetsuite's 3, "diagnostics reported", is success).
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"
)

var (
	sizesFlag = flag.String("sizes", "100,1000,5000", "comma-separated numbers of tools of the generated modules (empty: none)")
	rounds    = flag.Int("n", 5, "measured rounds per command (medians are reported)")
	warmup    = flag.Int("warmup", 1, "unmeasured rounds before the measured ones")
	withStd   = flag.Bool("std", false, "also measure floor -load, floor and idemlint on std")
	withVet   = flag.Bool("vet", false, "also measure go vet and go vet -vettool=idemlint on the generated modules")
	vetCache  = flag.String("vetcache", "warm", "GOCACHE for each go vet run: a copy of one holding the compiled packages (warm) or an empty one (empty)")
	keep      = flag.Bool("keep", false, "keep the temporary directory (binaries, modules, logs)")
)

// A sample is one run of one command.
type sample struct {
	wall, cpu time.Duration
	rss       int64   // bytes
	phases    *phases // idemlint -timing's, if the command is that
}

// A command is one of the measured programs, run in a target's directory.
type command struct {
	name string
	args []string
	env  []string // added to the environment
	// fresh, if set, prepares the environment of each run (a new GOCACHE)
	// and returns the variables to add and a cleanup function.
	fresh func() ([]string, func(), error)
}

// A result holds the samples of each command on one target.
type result struct {
	target   string
	tools    int // 0 for std
	pkgs     int // packages loaded, dependencies and test variants included
	commands []command
	samples  map[string][]sample
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("bench: ")
	flag.Parse()
	if *rounds < 1 || *vetCache != "warm" && *vetCache != "empty" || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	var sizes []int
	for f := range strings.SplitSeq(*sizesFlag, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			log.Fatalf("-sizes: bad size %q", f)
		}
		sizes = append(sizes, n)
	}

	root, err := repoRoot()
	if err != nil {
		log.Fatal(err)
	}
	tmp, err := os.MkdirTemp("", "idemlint-bench-")
	if err != nil {
		log.Fatal(err)
	}
	if *keep {
		log.Printf("working in %s", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}
	if err := benchmark(root, tmp, sizes); err != nil {
		log.Print(err)
		if !*keep {
			os.RemoveAll(tmp)
		}
		os.Exit(1)
	}
}

func benchmark(root, tmp string, sizes []int) error {
	log.Printf("%s, %d CPUs, load average %s", runtime.Version(), runtime.NumCPU(), loadAvg())
	bin := filepath.Join(tmp, "bin")
	logs := filepath.Join(tmp, "logs")
	if err := os.MkdirAll(logs, 0o755); err != nil {
		return err
	}
	log.Print("building idemlint, floor, vetsuite and gen")
	if _, err := goCmd(root, nil, "build", "-o", bin+string(filepath.Separator),
		"./cmd/idemlint", "./bench/floor", "./bench/vetsuite", "./bench/gen"); err != nil {
		return err
	}
	idemlint := filepath.Join(bin, "idemlint")
	floor := filepath.Join(bin, "floor")
	vetsuite := filepath.Join(bin, "vetsuite")

	template := filepath.Join(tmp, "gocache-template") // compiled packages, no vet results
	var results, vetResults []*result
	for _, n := range sizes {
		dir := filepath.Join(tmp, fmt.Sprintf("mod%d", n))
		log.Printf("%d tools: generating %s", n, dir)
		if _, err := run(exec.Command(filepath.Join(bin, "gen"), "-tools", strconv.Itoa(n), "-o", dir)); err != nil {
			return err
		}
		if _, err := goCmd(dir, []string{"GOFLAGS=-mod=mod"}, "mod", "tidy"); err != nil {
			return err
		}
		log.Printf("%d tools: warming the build cache", n)
		if _, err := goCmd(dir, nil, "build", "./..."); err != nil {
			return err
		}
		pkgs, err := countPackages(dir, "./...")
		if err != nil {
			return err
		}
		r := &result{target: strconv.Itoa(n), tools: n, pkgs: pkgs, commands: []command{
			{name: "floor", args: []string{floor, "./..."}},
			{name: "leanfloor", args: []string{floor, "-lean", "./..."}},
			{name: "vetsuite", args: []string{vetsuite, "./..."}},
			{name: "idemlint", args: []string{idemlint, "-timing", "./..."}},
		}}
		if err := measure(r, dir, logs); err != nil {
			return err
		}
		results = append(results, r)

		if *withVet {
			if *vetCache == "warm" {
				log.Printf("%d tools: compiling into the template GOCACHE", n)
				env := []string{"GOCACHE=" + template}
				if _, err := goCmd(dir, env, "build", "./..."); err != nil {
					return err
				}
				// go vet also needs the export data of the test variants' dependencies.
				if _, err := goCmd(dir, env, "list", "-export", "-deps", "-test", "-f", "{{.ImportPath}}", "./..."); err != nil {
					return err
				}
			}
			fresh := func() ([]string, func(), error) {
				cache, err := os.MkdirTemp(tmp, "gocache-")
				if err != nil {
					return nil, nil, err
				}
				cleanup := func() { os.RemoveAll(cache) }
				if *vetCache == "warm" {
					if err := os.CopyFS(cache, os.DirFS(template)); err != nil {
						cleanup()
						return nil, nil, err
					}
				}
				return []string{"GOCACHE=" + cache}, cleanup, nil
			}
			vr := &result{target: strconv.Itoa(n), tools: n, pkgs: pkgs, commands: []command{
				{name: "go vet", args: []string{"go", "vet", "-json", "./..."}, fresh: fresh},
				{name: "go vet -vettool", args: []string{"go", "vet", "-json", "-vettool=" + idemlint, "./..."}, fresh: fresh},
			}}
			if err := measureVet(vr, dir, logs); err != nil {
				return err
			}
			vetResults = append(vetResults, vr)
		}
	}

	var stdResult *result
	if *withStd {
		dir := filepath.Join(tmp, "std")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		pkgs, err := countPackages(dir, "std")
		if err != nil {
			return err
		}
		stdResult = &result{target: "std", pkgs: pkgs, commands: []command{
			{name: "load", args: []string{floor, "-load", "std"}},
			{name: "floor", args: []string{floor, "std"}},
			{name: "idemlint", args: []string{idemlint, "-timing", "std"}},
		}}
		if err := measure(stdResult, dir, logs); err != nil {
			return err
		}
	}

	log.Printf("done; load average %s", loadAvg())
	report(os.Stdout, results, vetResults, stdResult)
	return nil
}

// measure runs r's commands in dir: -warmup rounds, then -n measured
// rounds, alternating.
func measure(r *result, dir, logs string) error {
	r.samples = make(map[string][]sample)
	for round := -*warmup; round < *rounds; round++ {
		for _, c := range r.commands {
			s, err := runOnce(c, dir, logFile(logs, r.target, c.name))
			if err != nil {
				return err
			}
			what := "measured"
			if round < 0 {
				what = "warm-up"
			} else {
				r.samples[c.name] = append(r.samples[c.name], s)
			}
			analysis := ""
			if p := s.phases; p != nil {
				analysis = fmt.Sprintf(" (list %v, load and analysis %v, workers loading %v and analysing %v, %d MiB, %d page faults, %d collections)",
					p.list.Round(time.Millisecond), p.work.Round(time.Millisecond), p.loading.Round(time.Millisecond),
					p.analysing.Round(time.Millisecond), p.allocMiB, p.faults, p.collections)
			}
			log.Printf("%s %s (%s): wall %v, cpu %v, peak RSS %s%s", r.target, c.name, what,
				s.wall.Round(time.Millisecond), s.cpu.Round(time.Millisecond), mib(s.rss), analysis)
		}
	}
	return nil
}

// measureVet is measure without warm-up: each run starts from a fresh
// cache anyway.
func measureVet(r *result, dir, logs string) error {
	saved := *warmup
	*warmup = 0
	defer func() { *warmup = saved }()
	return measure(r, dir, logs)
}

func logFile(logs, target, name string) string {
	return filepath.Join(logs, target+"-"+strings.NewReplacer(" ", "", "-", "").Replace(name)+".log")
}

// runOnce runs c in dir, its output in logPath, and returns what it cost.
// Exit statuses 0 and 3 (diagnostics reported) are success.
func runOnce(c command, dir, logPath string) (sample, error) {
	env := append(baseEnv(), c.env...)
	if c.fresh != nil {
		extra, cleanup, err := c.fresh()
		if err != nil {
			return sample{}, err
		}
		defer cleanup()
		env = append(env, extra...)
	}
	out, err := os.Create(logPath)
	if err != nil {
		return sample{}, err
	}
	defer out.Close()
	cmd := exec.Command(c.args[0], c.args[1:]...)
	cmd.Dir = dir
	cmd.Env = env
	cmd.Stdout = out
	cmd.Stderr = out
	start := time.Now()
	err = cmd.Run()
	wall := time.Since(start)
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 3) {
		return sample{}, fmt.Errorf("%s in %s: %v\n%s", strings.Join(c.args, " "), dir, err, tail(logPath))
	}
	ps := cmd.ProcessState
	s := sample{wall: wall, cpu: ps.UserTime() + ps.SystemTime(), rss: maxRSS(ps)}
	if slices.Contains(c.args, "-timing") {
		if s.phases, err = readPhases(logPath); err != nil {
			return sample{}, err
		}
	}
	return s, nil
}

func maxRSS(ps *os.ProcessState) int64 {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0
	}
	if runtime.GOOS == "darwin" {
		return int64(ru.Maxrss) // bytes
	}
	return int64(ru.Maxrss) * 1024 // kilobytes
}

// report prints the tables.
func report(w io.Writer, results, vetResults []*result, std *result) {
	n := *rounds
	fmt.Fprintf(w, "\nmedians of %d alternating runs (after %d warm-up); wall and CPU in seconds, RSS in MiB\n", n, *warmup)
	if len(results) > 0 {
		fmt.Fprintf(w, "\nstandalone, same loader (floor: a no-op analyzer with a fact type; vetsuite: go vet's 35 analyzers)\n")
		tw := newTable(w, "tools", "pkgs", "floor wall", "cpu", "RSS", "vetsuite wall", "cpu", "RSS", "idemlint wall", "cpu", "RSS")
		for _, r := range results {
			row := []string{r.target, strconv.Itoa(r.pkgs)}
			for _, c := range []string{"floor", "vetsuite", "idemlint"} {
				row = append(row, secs(r.wall(c)), secs(r.cpu(c)), mibNum(r.rss(c)))
			}
			tw.row(row...)
		}
		tw.Flush()

		fmt.Fprintf(w, "\nratios (idemlint ÷ floor, idemlint ÷ vetsuite)\n")
		tw = newTable(w, "tools", "wall/floor", "cpu/floor", "RSS/floor", "wall/vetsuite", "cpu/vetsuite", "RSS/vetsuite")
		for _, r := range results {
			tw.row(r.target,
				ratio(r.wall("idemlint"), r.wall("floor")), ratio(r.cpu("idemlint"), r.cpu("floor")), ratio(r.rss("idemlint"), r.rss("floor")),
				ratio(r.wall("idemlint"), r.wall("vetsuite")), ratio(r.cpu("idemlint"), r.cpu("vetsuite")), ratio(r.rss("idemlint"), r.rss("vetsuite")))
		}
		tw.Flush()

		fmt.Fprintf(w, "\nthe same ratios round by round: the median over the rounds of each round's ratio, so that the machine's drift between rounds cancels\n")
		tw = newTable(w, "tools", "wall/floor", "cpu/floor", "RSS/floor", "wall/vetsuite", "cpu/vetsuite", "RSS/vetsuite")
		for _, r := range results {
			tw.row(r.target,
				r.roundRatio("idemlint", "floor", sampleWall), r.roundRatio("idemlint", "floor", sampleCPU), r.roundRatio("idemlint", "floor", sampleRSS),
				r.roundRatio("idemlint", "vetsuite", sampleWall), r.roundRatio("idemlint", "vetsuite", sampleCPU), r.roundRatio("idemlint", "vetsuite", sampleRSS))
		}
		tw.Flush()

		fmt.Fprintf(w, "\nwhat the analysis adds: idemlint ÷ the lean floor, which loads as idemlint does (floor -lean: the standard library's and the frameworks' bodies unchecked)\n")
		tw = newTable(w, "tools", "lean floor wall", "cpu", "RSS", "wall/lean", "cpu/lean", "RSS/lean", "rounds: wall/lean", "cpu/lean", "RSS/lean")
		for _, r := range results {
			tw.row(r.target, secs(r.wall("leanfloor")), secs(r.cpu("leanfloor")), mibNum(r.rss("leanfloor")),
				ratio(r.wall("idemlint"), r.wall("leanfloor")), ratio(r.cpu("idemlint"), r.cpu("leanfloor")), ratio(r.rss("idemlint"), r.rss("leanfloor")),
				r.roundRatio("idemlint", "leanfloor", sampleWall), r.roundRatio("idemlint", "leanfloor", sampleCPU), r.roundRatio("idemlint", "leanfloor", sampleRSS))
		}
		tw.Flush()

		fmt.Fprintf(w, "\nper tool: idemlint's total ÷ tools, and what it adds to the floor ÷ tools (ms, KiB)\n")
		tw = newTable(w, "tools", "wall", "cpu", "RSS", "+wall", "+cpu", "+RSS")
		for _, r := range results {
			per := func(x int64) string { return fmt.Sprintf("%.1f", float64(x)/float64(r.tools)) }
			tw.row(r.target,
				per(r.wall("idemlint")/1e6), per(r.cpu("idemlint")/1e6), per(r.rss("idemlint")>>10),
				per((r.wall("idemlint")-r.wall("floor"))/1e6), per((r.cpu("idemlint")-r.cpu("floor"))/1e6), per((r.rss("idemlint")-r.rss("floor"))>>10))
		}
		tw.Flush()

		reportPhases(w, results)

		if len(results) > 1 {
			fmt.Fprintf(w, "\nmarginal cost per added tool between consecutive sizes (ms, KiB): flat means linear\n")
			tw = newTable(w, "tools", "floor wall", "cpu", "RSS", "idemlint wall", "cpu", "RSS", "wall idemlint/floor", "cpu", "RSS")
			for i := 1; i < len(results); i++ {
				a, b := results[i-1], results[i]
				d := float64(b.tools - a.tools)
				slope := func(c string, m func(*result, string) int64, unit int64) float64 {
					return float64(m(b, c)-m(a, c)) / float64(unit) / d
				}
				wall := func(r *result, c string) int64 { return r.wall(c) }
				cpu := func(r *result, c string) int64 { return r.cpu(c) }
				rss := func(r *result, c string) int64 { return r.rss(c) }
				fw, fc, fr := slope("floor", wall, 1e6), slope("floor", cpu, 1e6), slope("floor", rss, 1024)
				iw, ic, ir := slope("idemlint", wall, 1e6), slope("idemlint", cpu, 1e6), slope("idemlint", rss, 1024)
				tw.row(a.target+"→"+b.target,
					fmt.Sprintf("%.1f", fw), fmt.Sprintf("%.1f", fc), fmt.Sprintf("%.1f", fr),
					fmt.Sprintf("%.1f", iw), fmt.Sprintf("%.1f", ic), fmt.Sprintf("%.1f", ir),
					fratio(iw, fw), fratio(ic, fc), fratio(ir, fr))
			}
			tw.Flush()
		}
	}

	if len(vetResults) > 0 {
		fmt.Fprintf(w, "\ngo vet -json ./..., a fresh GOCACHE each run (-vetcache=%s); RSS: the largest single process\n", *vetCache)
		tw := newTable(w, "tools", "go vet wall", "cpu", "RSS", "-vettool wall", "cpu", "RSS", "wall ratio", "cpu ratio", "RSS ratio")
		for _, r := range vetResults {
			a, b := "go vet", "go vet -vettool"
			tw.row(r.target, secs(r.wall(a)), secs(r.cpu(a)), mibNum(r.rss(a)), secs(r.wall(b)), secs(r.cpu(b)), mibNum(r.rss(b)),
				ratio(r.wall(b), r.wall(a)), ratio(r.cpu(b), r.cpu(a)), ratio(r.rss(b), r.rss(a)))
		}
		tw.Flush()
	}

	if std != nil {
		fmt.Fprintf(w, "\nstd (%d packages with test variants): load = floor -load (loading alone)\n", std.pkgs)
		tw := newTable(w, "command", "wall", "cpu", "RSS", "wall/load", "cpu/load", "RSS/load", "wall/floor", "cpu/floor", "RSS/floor")
		for _, c := range []string{"load", "floor", "idemlint"} {
			tw.row(c, secs(std.wall(c)), secs(std.cpu(c)), mibNum(std.rss(c)),
				ratio(std.wall(c), std.wall("load")), ratio(std.cpu(c), std.cpu("load")), ratio(std.rss(c), std.rss("load")),
				ratio(std.wall(c), std.wall("floor")), ratio(std.cpu(c), std.cpu("floor")), ratio(std.rss(c), std.rss("floor")))
		}
		tw.Flush()
	}
}

func (r *result) median(c string, f func(sample) int64) int64 {
	var xs []int64
	for _, s := range r.samples[c] {
		xs = append(xs, f(s))
	}
	if len(xs) == 0 {
		return 0
	}
	slices.Sort(xs)
	if len(xs)%2 == 0 {
		return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
	}
	return xs[len(xs)/2]
}

// roundRatio returns the median over the rounds of a ÷ b, each pair
// measured in the same round: commands alternate, so a round's ratio is
// taken under one state of the machine.
func (r *result) roundRatio(a, b string, f func(sample) int64) string {
	as, bs := r.samples[a], r.samples[b]
	var xs []float64
	for i := range min(len(as), len(bs)) {
		if d := f(bs[i]); d > 0 {
			xs = append(xs, float64(f(as[i]))/float64(d))
		}
	}
	if len(xs) == 0 {
		return "-"
	}
	slices.Sort(xs)
	m := xs[len(xs)/2]
	if len(xs)%2 == 0 {
		m = (xs[len(xs)/2-1] + m) / 2
	}
	return fmt.Sprintf("%.2f", m)
}

func sampleWall(s sample) int64 { return int64(s.wall) }
func sampleCPU(s sample) int64  { return int64(s.cpu) }
func sampleRSS(s sample) int64  { return s.rss }

func (r *result) wall(c string) int64 { return r.median(c, sampleWall) }
func (r *result) cpu(c string) int64  { return r.median(c, sampleCPU) }
func (r *result) rss(c string) int64  { return r.median(c, sampleRSS) }

type table struct{ *tabwriter.Writer }

func newTable(w io.Writer, header ...string) table {
	t := table{tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)}
	t.row(header...)
	return t
}

func (t table) row(cells ...string) { fmt.Fprintln(t, strings.Join(cells, "\t")+"\t") }

func secs(ns int64) string    { return fmt.Sprintf("%.2f", float64(ns)/1e9) }
func mibNum(b int64) string   { return fmt.Sprintf("%.0f", float64(b)/(1<<20)) }
func mib(b int64) string      { return mibNum(b) + " MiB" }
func ratio(a, b int64) string { return fratio(float64(a), float64(b)) }

// fratio is a ÷ b, or "-" when b is not positive (a marginal cost lost
// in the noise).
func fratio(a, b float64) string {
	if b <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a/b)
}

// baseEnv is the environment of every command: outside any go.work, on
// the installed toolchain.
func baseEnv() []string {
	return append(os.Environ(), "GOWORK=off", "GOTOOLCHAIN=local")
}

// goCmd runs the go command in dir and returns its standard output.
func goCmd(dir string, env []string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(baseEnv(), env...)
	return run(cmd)
}

func run(cmd *exec.Cmd) ([]byte, error) {
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s (in %s): %v\n%s", strings.Join(cmd.Args, " "), cmd.Dir, err, stderr.Bytes())
	}
	return out, nil
}

// countPackages returns the number of packages the drivers load for the
// patterns: dependencies and test variants included.
func countPackages(dir string, patterns ...string) (int, error) {
	out, err := goCmd(dir, nil, append([]string{"list", "-deps", "-test", "-f", "{{.ImportPath}}"}, patterns...)...)
	if err != nil {
		return 0, err
	}
	return bytes.Count(out, []byte("\n")), nil
}

// repoRoot returns the directory of idemlint's module.
func repoRoot() (string, error) {
	out, err := goCmd(".", nil, "list", "-f", "{{.Dir}}", "github.com/idemlint/idemlint/cmd/idemlint")
	if err != nil {
		return "", fmt.Errorf("run the benchmark inside idemlint's module: %v", err)
	}
	return filepath.Dir(filepath.Dir(strings.TrimSpace(string(out)))), nil
}

// tail returns the end of a log file.
func tail(path string) string {
	b, _ := os.ReadFile(path)
	if len(b) > 4000 {
		b = append([]byte("..."), b[len(b)-4000:]...)
	}
	return string(b)
}

func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(b))[:3], " ")
}
