// Package i18n returns a text unless the environment overrides it (T5).
package i18n

import "os"

func T(key, defaultValue string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return defaultValue
}

// Helper is the type of the translation function a server hands its
// tool constructors; Null and the helper New builds return the default.
type Helper func(key, defaultValue string) string

func Null(_ string, defaultValue string) string { return defaultValue }

func New(overrides map[string]string) Helper {
	return func(key, defaultValue string) string {
		if v, ok := overrides[key]; ok {
			return v
		}
		return defaultValue
	}
}

// Upper is a named function type whose functions never pass a parameter
// through.
type Upper func(key, value string) string

func Shout(key, value string) string { return key + value + "!" }
