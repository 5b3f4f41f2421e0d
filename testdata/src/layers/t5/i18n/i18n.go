// Package i18n returns a text unless the environment overrides it (T5).
package i18n

import "os"

func T(key, defaultValue string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return defaultValue
}
