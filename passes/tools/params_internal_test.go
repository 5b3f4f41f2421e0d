package tools

import (
	"reflect"
	"testing"
)

func TestTagDescription(t *testing.T) {
	for tag, want := range map[reflect.StructTag]string{
		`json:"name" jsonschema:"Human-readable name, shown on the dashboard"`: "Human-readable name, shown on the dashboard",
		`json:"name" jsonschema:"required,description=Display name"`:           "Display name",
		`json:"name" jsonschema_description:"Display name, not unique"`:        "Display name, not unique",
		`json:"name" description:"The site's name"`:                            "The site's name",
		`json:"name" jsonschema:"required,minLength=1"`:                        "",
		`json:"name" jsonschema:"required"`:                                    "",
		`json:"name"`:                                                          "",
	} {
		if got := tagDescription(tag); got != want {
			t.Errorf("tagDescription(%s) = %q, want %q", tag, got, want)
		}
	}
}
