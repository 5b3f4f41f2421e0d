package config

import (
	"errors"
	"fmt"

	"gopkg.in/yaml.v3"
)

// SettingsError explains err, the error of decoding or validating
// settings, a configuration handed over as decoded YAML (the golangci-lint
// plugin's settings): as the errors Load gives for a file, with the key
// and a "did you mean" for an unknown key, each placed under place (such
// as linters.settings.custom.idemlint.settings) instead of at a line.
func SettingsError(place string, settings any, err error) error {
	if data, merr := yaml.Marshal(settings); merr == nil {
		if _, perr := Parse("", data); perr != nil {
			err = perr
		}
	}
	var errs []error
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		errs = joined.Unwrap()
	} else {
		errs = []error{err}
	}
	for i, e := range errs {
		errs[i] = placed(place, e)
	}
	if len(errs) == 1 {
		return errs[0]
	}
	return errors.Join(errs...)
}

// placed puts a configuration error under place: its line and column are
// those of YAML that the user never wrote.
func placed(place string, err error) error {
	var e *Error
	if !errors.As(err, &e) {
		return fmt.Errorf("%s: %w", place, err)
	}
	key := place
	if e.Key != "" {
		key += "." + e.Key
	}
	return &Error{Key: key, Msg: e.Msg}
}
