// Package sel picks the engine of a version: one of two types.
package sel

import (
	"effects/several/engine"
	"effects/several/v3"
	"effects/several/v4"
)

func Select(version string) engine.Engine { // want Select:`^returns result 0 is \*several/v3\.Engine; Deploy: writes http POST via .*; result 0 is \*several/v4\.Engine; Cache: .*; Deploy: writes http PUT \(idempotent\)`
	if version == "3" {
		return &v3.Engine{}
	}
	return &v4.Engine{}
}
