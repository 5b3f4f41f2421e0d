package config

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
)

// The settings flags set a setting of the configuration each, named as
// its key in .idemlint.yml; they go over the file (see Merge) and under
// the golangci-lint plugin's settings. Lists are comma-separated and add
// to the file's.
//
//	-key-params=txn_ref,dedupe_token
//	-min-key-ttl=72h
//	-effects=github.com/acme/pay.(*Client).Refund,github.com/acme/pay.SetLimit=idempotent
//	-tests
//	-hygiene
//
// go vet hashes the flags into its cache key, so a setting given this
// way, unlike one in the file, needs no -config=FILE#HASH.
func (l *Loader) registerSettings(fs *flag.FlagSet) {
	l.registerWriteSettings(fs)
	fs.Var(&boolSettingFlag{settingFlag{l, "tests", setTests}},
		"tests", "also check the tools declared in _test.go files and the code there (tests)")
	fs.Var(&boolSettingFlag{settingFlag{l, "hygiene", setHygiene}},
		"hygiene", "also report findings of low harm, such as an idempotent write's timeout returned as a failure (hygiene)")
}

// registerWriteSettings registers the settings flags that decide what
// writes and what a key is: the ones the inventory takes too, whose -test
// and report flags are its own.
func (l *Loader) registerWriteSettings(fs *flag.FlagSet) {
	fs.Var(&settingFlag{l, "key-params", setKeyParams},
		"key-params", "comma-separated tool parameter `names` that mean \"idempotency key\", added to key-params")
	fs.Var(&settingFlag{l, "min-key-ttl", setMinKeyTTL},
		"min-key-ttl", "the shortest acceptable lifetime of a recorded idempotency key, a `duration` such as 72h (min-key-ttl)")
	fs.Var(&settingFlag{l, "effects", setEffects},
		"effects", "comma-separated qualified `names` of functions or methods that perform external writes "+
			"(pkg/path.Func, pkg/path.(*T).Method), each optionally followed by =idempotent, added to effects")
}

// A settingFlag is a flag.Value that sets one setting of the Loader's
// flag layer.
type settingFlag struct {
	l   *Loader
	key string
	set func(c *Config, value string) error
}

func (f *settingFlag) String() string {
	if f == nil || f.l == nil {
		return ""
	}
	f.l.mu.Lock()
	defer f.l.mu.Unlock()
	return f.l.flagText[f.key]
}

func (f *settingFlag) Set(s string) error {
	f.l.mu.Lock()
	defer f.l.mu.Unlock()
	add := &Config{}
	if err := f.set(add, s); err != nil {
		return err
	}
	if err := add.Validate(nil); err != nil {
		return errors.New(strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	if f.l.flags == nil {
		f.l.flags = &Config{}
	}
	f.l.flags.Merge(add)
	if f.l.flagText == nil {
		f.l.flagText = make(map[string]string)
	}
	if old := f.l.flagText[f.key]; old != "" && f.key != "min-key-ttl" && f.key != "tests" && f.key != "hygiene" {
		s = old + "," + s
	}
	f.l.flagText[f.key] = s
	f.l.cache = nil
	return nil
}

// A boolSettingFlag is a settingFlag given without a value for true.
type boolSettingFlag struct{ settingFlag }

func (f *boolSettingFlag) IsBoolFlag() bool { return true }

func commaList(s string) []string {
	var out []string
	for _, v := range strings.Split(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}

func setKeyParams(c *Config, s string) error {
	c.KeyParams = union(c.KeyParams, commaList(s), normParam)
	return nil
}

func setMinKeyTTL(c *Config, s string) error {
	var d Duration
	_ = d.UnmarshalText([]byte(s))
	if d.bad || d.Duration <= 0 {
		return fmt.Errorf("%q is not a positive duration such as 24h", s)
	}
	c.MinKeyTTL = d
	return nil
}

func setEffects(c *Config, s string) error {
	for _, v := range commaList(s) {
		name, suffix, hasSuffix := strings.Cut(v, "=")
		if hasSuffix && suffix != "idempotent" {
			return fmt.Errorf("%s: the only suffix is =idempotent, not =%s", name, suffix)
		}
		c.Effects = append(c.Effects, Effect{Func: strings.TrimSpace(name), Idempotent: hasSuffix})
	}
	return nil
}

func setTests(c *Config, s string) error { return setBool(&c.Tests, s) }

func setHygiene(c *Config, s string) error { return setBool(&c.Hygiene, s) }

func setBool(b *bool, s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("%q is not true or false", s)
	}
	*b = v
	return nil
}
